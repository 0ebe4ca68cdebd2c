/**
 * One practice run over an MCP client, whichever transport connects it:
 * the client's tools/list and tools/call become the host's listPage and
 * invoke, the fixed model drives the loop, and the server's own log gives
 * the counts.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { ServerLogEntry } from '../server/docsServer.ts';
import { type HostEvent, type LoopResult, PracticeHost } from './host.ts';
import { fixedModel, type Model } from './model.ts';
import type { RpcDirection } from './observedTransport.ts';

/** The lesson's request timeout for every MCP request. */
export const REQUEST_TIMEOUT_MS = 5000;

/** The lesson's timeout experiment: the service takes 1 s, the client waits 0.1 s (timeoutExperiment.ts, Practice). */
export const SERVICE_DELAY_MS = 1000;
export const CLIENT_WAIT_MS = 100;

/** The stand-in models a run may talk to, for the page's choice (model.ts). */
export { eagerModel } from './model.ts';

/** One page of tools/list as the host asks for it: the cursor it was given (none for the first), the host's timeout. */
export const listToolsPage = (client: Client, cursor: string | null, timeout = REQUEST_TIMEOUT_MS) =>
  client.listTools(cursor === null ? undefined : { cursor }, { timeout });

export type DocsSession = {
  client: Client;
  protocolVersion: () => string | null;
  serverLog: () => Promise<ServerLogEntry[]>;
  /** The server's process, when it has one of its own (stdio). */
  processId?: number | null;
};

export type RpcEvent = { kind: 'rpc'; direction: RpcDirection; message: JSONRPCMessage };
export type PracticeEvent = HostEvent | RpcEvent;

export type PracticeOptions = {
  approve: (server: string, call: unknown) => boolean | Promise<boolean>;
  readFile: (path: string) => Promise<string>;
  model?: Model;
  callTimeoutMs?: number;
  onEvent?: (event: HostEvent) => void;
};

export type PracticeResult = LoopResult & {
  protocolVersion: string | null;
  toolsCalls: number;
  serverLog: ServerLogEntry[];
};

export async function runPractice(session: DocsSession, options: PracticeOptions): Promise<PracticeResult> {
  const { client } = session;
  const host = new PracticeHost({
    listPage: (cursor) => listToolsPage(client, cursor),
    invoke: (remote, args) =>
      client.callTool({ name: remote, arguments: args }, undefined, {
        timeout: options.callTimeoutMs ?? REQUEST_TIMEOUT_MS,
      }),
    approve: options.approve,
    readFile: options.readFile,
    onEvent: options.onEvent,
  });
  const result = await host.run(options.model ?? fixedModel);
  const serverLog = await session.serverLog();
  return {
    ...result,
    protocolVersion: session.protocolVersion(),
    toolsCalls: countCalls(serverLog),
    serverLog,
  };
}

/** tools/call requests the server accepted: what actually reached the service. */
export function countCalls(log: ServerLogEntry[]): number {
  return log.filter((entry) => entry.event === 'accepted' && entry.method === 'tools/call').length;
}
