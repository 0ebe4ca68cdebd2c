/**
 * One tool call of the student's own, through the same path the model's go:
 * the catalog read and checked (discoverTools), the pool assembled
 * (assembleToolPool), then callExternal with the host's approval. Nothing
 * here checks the arguments itself: a refused argument is refused by
 * callExternal, before anything is sent, and the server's log shows it.
 */
import { assembleToolPool } from '../../adapter/assembleToolPool.ts';
import { callExternal } from '../../adapter/callExternal.ts';
import { discoverTools } from '../../adapter/discoverTools.ts';
import type { ModelToolCall, ToolResultEnvelope } from '../../adapter/types.ts';
import { BUILTINS } from './host.ts';
import { countCalls, type DocsSession, listToolsPage, REQUEST_TIMEOUT_MS } from './session.ts';

export type OwnCallResult = { envelope: ToolResultEnvelope; toolsCalls: number };

export async function callOnce(
  session: DocsSession,
  call: ModelToolCall,
  approve: (server: string, call: unknown) => boolean | Promise<boolean>,
): Promise<OwnCallResult> {
  const { client } = session;
  const tools = await discoverTools((cursor) => listToolsPage(client, cursor));
  const pool = assembleToolPool(BUILTINS, {
    docs: {
      tools,
      call: (remote, args) =>
        client.callTool({ name: remote, arguments: args }, undefined, { timeout: REQUEST_TIMEOUT_MS }),
    },
  });
  const envelope = await callExternal(call, pool, async (shown, server) => (await approve(server, shown)) === true);
  return { envelope, toolsCalls: countCalls(await session.serverLog()) };
}
