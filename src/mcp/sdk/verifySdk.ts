/**
 * The lesson's optional SDK check: the practice loop driven through the Anthropic SDK against a stand-in Messages
 * API (no network), the docs service over real stdio. Allow: 5 HTTP calls, 1 tools/call; deny: 4 and 0 — each
 * with one 529 after tool feedback, resent by the SDK, and the service never called again for it.
 */
import type { DocsSession } from '../host/session.ts';
import { runPractice } from '../host/session.ts';
import { standInSdkModel } from './anthropicModel.ts';
import type { HttpCall } from './messagesApi.ts';

export type SdkPath = { id: 'allow' | 'deny'; approve: boolean; expected: { http: number; toolsCalls: number } };

export const SDK_PATHS: SdkPath[] = [
  { id: 'allow', approve: true, expected: { http: 5, toolsCalls: 1 } },
  { id: 'deny', approve: false, expected: { http: 4, toolsCalls: 0 } },
];

export type SdkRow = {
  path: SdkPath;
  http: HttpCall[];
  modelRequests: number;
  toolsCalls: number;
  answer: string | null;
  ok: boolean;
};

export async function verifySdkPath(
  path: SdkPath,
  session: DocsSession,
  readFile: (path: string) => Promise<string>,
): Promise<SdkRow> {
  const { model, calls } = standInSdkModel();
  const result = await runPractice(session, { approve: () => path.approve, readFile, model });
  const ok = calls.length === path.expected.http && result.toolsCalls === path.expected.toolsCalls;
  return {
    path,
    http: calls,
    modelRequests: result.modelRequests,
    toolsCalls: result.toolsCalls,
    answer: result.answer,
    ok,
  };
}
