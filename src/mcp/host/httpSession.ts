/**
 * The docs service as a real, separate server over Streamable HTTP (the browser's Practice section, "Your
 * server", tests): the SDK client and StreamableHTTPClientTransport; the server's own request log for this
 * session comes from <url>/log (src/mcp/server/http.ts). The session is ended on every exit path.
 */
// Before the SDK: the page's policy forbids eval, and zod would probe for it (the practice's real-server path).
import '../shared/noEval.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ServerLogEntry } from '../server/docsServer.ts';
import { ObservedTransport, type RpcDirection } from './observedTransport.ts';
import { type DocsSession, REQUEST_TIMEOUT_MS } from './session.ts';

export type HttpSessionOptions = { url: URL; onRpc?: (direction: RpcDirection, message: unknown) => void };

/** Where the server keeps this session's log. */
export const logUrlOf = (url: URL) => new URL(`${url.pathname.replace(/\/$/, '')}/log`, url);

export async function withHttpSession<T>(
  options: HttpSessionOptions,
  body: (session: DocsSession & { serverName: string | undefined }) => Promise<T>,
): Promise<T> {
  const http = new StreamableHTTPClientTransport(options.url);
  const transport = new ObservedTransport(http, options.onRpc);
  const client = new Client({ name: 'practice-host', version: '1.0.0' }, { capabilities: {} });
  try {
    await client.connect(transport, { timeout: REQUEST_TIMEOUT_MS });
    if (!client.getServerCapabilities()?.tools) throw new Error(`${options.url.href} does not offer tools`);
    return await body({
      client,
      serverName: client.getServerVersion()?.name,
      protocolVersion: () => transport.protocolVersion,
      serverLog: async () => {
        const answer = await fetch(logUrlOf(options.url), { headers: { 'mcp-session-id': http.sessionId ?? '' } });
        // A server that keeps no log for us (not the docs service): no counts from it, rather than made-up ones.
        if (!answer.ok) throw new Error(`the server's request log is not available at ${logUrlOf(options.url).href}`);
        return (await answer.json()) as ServerLogEntry[];
      },
    });
  } finally {
    await http.terminateSession().catch(() => undefined);
    await client.close();
  }
}
