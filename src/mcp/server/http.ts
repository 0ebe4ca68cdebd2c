/**
 * An MCP server over Streamable HTTP (the SDK's StreamableHTTPServerTransport), for loopback only: the docs
 * service for the browser and for `check-server --url`, and any SDK server a test builds. One SDK server per
 * session; a session's request log can be read at GET <path>/log (with the mcp-session-id header), so counts of
 * tools/call come from the server here too.
 *
 * Against DNS rebinding (a web page whose name resolves to 127.0.0.1): the Host header must name a loopback
 * host, and a request with an Origin must come from an allowed origin (the playground's); CORS answers only those.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];
/** The playground served by `npm start` / `npm run dev`, on either loopback name. */
export const PLAYGROUND_ORIGINS = ['4173', '5173'].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export type SessionServer<Log> = { server: Server | McpServer; log: () => Log[] };

export type HttpOptions<Log> = {
  /** A fresh SDK server for each session, with the log it writes to; `url` is the address of its initialize request. */
  create: (url: URL) => SessionServer<Log>;
  port?: number;
  path?: string;
  allowedOrigins?: readonly string[];
  /** Told once per origin the server refuses (the command line prints how to allow it). */
  onRefusedOrigin?: (origin: string) => void;
};

export type RunningHttpServer = { url: URL; close: () => Promise<void>; sessions: () => number };

const ALLOWED_HEADERS = 'content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id';

/** Host header's hostname, port dropped (IPv6 keeps its brackets). */
export const hostnameOf = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

export async function serveHttp<Log>(options: HttpOptions<Log>): Promise<RunningHttpServer> {
  const path = options.path ?? '/mcp';
  const origins = new Set(options.allowedOrigins ?? PLAYGROUND_ORIGINS);
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; session: SessionServer<Log> }>();

  const refused = new Set<string>();
  const refuse = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!LOOPBACK_HOSTS.includes(hostnameOf(req.headers.host))) return refuse(res, 403, 'Host must be a loopback name');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!origins.has(origin)) {
        if (!refused.has(origin)) {
          refused.add(origin);
          options.onRefusedOrigin?.(origin);
        }
        return refuse(res, 403, `Origin ${origin} is not allowed`);
      }
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
      res.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const id = req.headers['mcp-session-id'];
    const known = typeof id === 'string' ? sessions.get(id) : undefined;
    if (url.pathname === `${path}/log` && req.method === 'GET') {
      if (!known) return refuse(res, 404, 'no such session');
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(known.session.log()));
    }
    if (url.pathname !== path) return refuse(res, 404, `MCP is served at ${path}`);
    if (known) return known.transport.handleRequest(req, res);
    if (typeof id === 'string') return refuse(res, 404, 'no such session (it may have ended): initialize again');
    // No session yet: only an initialize request starts one (the transport answers anything else with 400).
    const session = options.create(url);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        sessions.set(sessionId, { transport, session });
      },
      onsessionclosed: (sessionId) => {
        sessions.delete(sessionId);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await session.server.connect(transport);
    await transport.handleRequest(req, res);
  };

  const http: HttpServer = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) refuse(res, 500, error.message);
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    // Loopback only: nothing off this machine can reach it.
    http.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}${path}`),
    sessions: () => sessions.size,
    close: async () => {
      await Promise.all([...sessions.values()].map(({ session }) => session.server.close()));
      sessions.clear();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
