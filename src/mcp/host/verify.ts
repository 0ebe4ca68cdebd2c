/**
 * The lesson's four verify paths and the figures it reports for them:
 * model requests and tools/call counted in the server's own log.
 */
import type { ServerMode } from '../server/docsServer.ts';
import { type DocsSession, type PracticeResult, runPractice } from './session.ts';

export type VerifyPath = {
  id: 'normal' | 'deny' | 'business-error' | 'bad-catalog';
  mode: ServerMode;
  approve: boolean;
  expected: { modelRequests: number; toolsCalls: number };
};

export const VERIFY_PATHS: VerifyPath[] = [
  { id: 'normal', mode: 'normal', approve: true, expected: { modelRequests: 4, toolsCalls: 1 } },
  { id: 'deny', mode: 'normal', approve: false, expected: { modelRequests: 3, toolsCalls: 0 } },
  { id: 'business-error', mode: 'business-error', approve: true, expected: { modelRequests: 3, toolsCalls: 1 } },
  { id: 'bad-catalog', mode: 'bad-catalog', approve: true, expected: { modelRequests: 2, toolsCalls: 0 } },
];

export type VerifyRow = { path: VerifyPath; result: PracticeResult; ok: boolean };

export type SessionFactory = <T>(mode: ServerMode, body: (session: DocsSession) => Promise<T>) => Promise<T>;

export async function verifyPaths(
  open: SessionFactory,
  readFile: (path: string) => Promise<string>,
): Promise<VerifyRow[]> {
  const rows: VerifyRow[] = [];
  for (const path of VERIFY_PATHS) {
    const result = await open(path.mode, (session) => runPractice(session, { approve: () => path.approve, readFile }));
    const ok = result.modelRequests === path.expected.modelRequests && result.toolsCalls === path.expected.toolsCalls;
    rows.push({ path, result, ok });
  }
  return rows;
}
