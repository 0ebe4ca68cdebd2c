/**
 * The lesson's timeout experiment: the service takes 1 s, the client waits
 * 0.1 s. The client gets an error tied to the model's call id; the server's
 * log shows the request accepted and, later, completed; the connection still
 * answers; nothing is sent again.
 */
import { assembleToolPool } from '../../adapter/assembleToolPool.ts';
import { callExternal } from '../../adapter/callExternal.ts';
import { discoverTools } from '../../adapter/discoverTools.ts';
import type { ToolResultEnvelope } from '../../adapter/types.ts';
import type { ServerLogEntry } from '../server/docsServer.ts';
import { BUILTINS } from './host.ts';
import {
  CLIENT_WAIT_MS,
  countCalls,
  type DocsSession,
  listToolsPage,
  REQUEST_TIMEOUT_MS,
  SERVICE_DELAY_MS,
} from './session.ts';

export { CLIENT_WAIT_MS, SERVICE_DELAY_MS };

export type TimeoutReport = {
  /** What happened, in order, as the host saw it. */
  timeline: string[];
  envelope: ToolResultEnvelope;
  logWhenClientGaveUp: ServerLogEntry[];
  logLater: ServerLogEntry[];
  followingRequestAnswered: boolean;
  toolsCalls: number;
};

const calls = (log: ServerLogEntry[]) => log.filter((entry) => entry.method === 'tools/call');
/**
 * The server's calls, read again until `enough` holds. The experiment waits on what the server writes, not on a time
 * of its own: on a busy machine the request may reach the server after the client has given up, and complete later.
 */
async function untilLogged(session: DocsSession, enough: (log: ServerLogEntry[]) => boolean) {
  for (;;) {
    const log = calls(await session.serverLog());
    if (enough(log)) return log;
    await new Promise((done) => setTimeout(done, 20));
  }
}
const has = (event: ServerLogEntry['event']) => (log: ServerLogEntry[]) => log.some((entry) => entry.event === event);
const describeEntry = (entry: ServerLogEntry) =>
  `${entry.event} ${entry.method} ${entry.tool ?? ''}${entry.outcome ? ` → ${entry.outcome}` : ''}${entry.clientCancelled ? ' (the client had already given up)' : ''}`.replace(
    /\s+/g,
    ' ',
  );

export async function timeoutExperiment(session: DocsSession): Promise<TimeoutReport> {
  const { client } = session;
  const timeline: string[] = [];
  const started = Date.now();
  const note = (what: string) => timeline.push(`${String(Date.now() - started).padStart(5)} ms  ${what}`);

  const tools = await discoverTools((cursor) => listToolsPage(client, cursor));
  const pool = assembleToolPool(BUILTINS, {
    docs: {
      tools,
      call: (remote, args) =>
        client.callTool({ name: remote, arguments: args }, undefined, { timeout: CLIENT_WAIT_MS }),
    },
  });
  note(
    `host: tools/call search.docs for the model's call_2; the service takes ${SERVICE_DELAY_MS} ms, the client waits ${CLIENT_WAIT_MS} ms`,
  );
  const envelope = await callExternal(
    { id: 'call_2', name: 'mcp__docs__search_docs', input: { query: '运行许可' } },
    pool,
    () => true,
  );
  note(`host: tool_result for ${envelope.tool_use_id}, is_error=${envelope.is_error}: ${envelope.content}`);
  // The request left before the client gave up: the server has it, or will read it soon.
  const logWhenClientGaveUp = await untilLogged(session, has('accepted'));
  note(`server log now: ${logWhenClientGaveUp.map(describeEntry).join('; ')}`);
  const logLater = await untilLogged(session, has('completed'));
  note(`server log later: ${logLater.map(describeEntry).join('; ')}`);
  let followingRequestAnswered = false;
  try {
    const page = await client.listTools(undefined, { timeout: REQUEST_TIMEOUT_MS });
    followingRequestAnswered = Array.isArray(page.tools);
    note(`host: the same connection still answers: tools/list returned ${page.tools.length} tool(s)`);
  } catch (error) {
    note(`host: the connection no longer answers: ${(error as Error).message}`);
  }
  const toolsCalls = countCalls(await session.serverLog());
  note(`server: tools/call accepted ${toolsCalls} time(s) in all: nothing was resent`);
  return { timeline, envelope, logWhenClientGaveUp, logLater, followingRequestAnswered, toolsCalls };
}

export const WHY =
  '超时只说明客户端没有等到回答，不说明服务没有执行：请求已被服务接受，它照样完成了工作，所以不能据此断定“没发生”，更不能自动重发。 ' +
  '(A timeout only means the client stopped waiting: the service had accepted the request and finished it anyway, so it proves nothing about whether the work happened, and is no ground for resending.)';
