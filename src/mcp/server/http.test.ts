/** The Streamable HTTP server: loopback only, refuses foreign Host and Origin headers, answers CORS for the playground. */
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsServer, type ServerLogEntry } from './docsServer.ts';
import { hostnameOf, type RunningHttpServer, serveHttp } from './http.ts';

let running: RunningHttpServer;
const refusedOrigins: string[] = [];
beforeAll(async () => {
  running = await serveHttp<ServerLogEntry>({
    onRefusedOrigin: (origin) => refusedOrigins.push(origin),
    create: () => {
      const log: ServerLogEntry[] = [];
      return { server: createDocsServer({ log: (entry) => log.push(entry) }), log: () => [...log] };
    },
  });
});
afterAll(() => running.close());

/** A raw request, so the Host header can be what a rebinding page would send. */
function send(
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = request(running.url, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('serveHttp', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(running.url.hostname).toBe('127.0.0.1');
  });

  it('refuses a Host that is not a loopback name, and an Origin that is not the playground', async () => {
    expect((await send('POST', { host: 'rebind.example:3920' })).status).toBe(403);
    expect((await send('POST', { origin: 'http://evil.example' })).status).toBe(403);
    expect(hostnameOf('[::1]:3920')).toBe('[::1]');
  });

  it('tells each refused origin once, so the command line can say how to allow it', async () => {
    await send('POST', { origin: 'http://127.0.0.1:4520' });
    await send('OPTIONS', { origin: 'http://127.0.0.1:4520' });
    expect(refusedOrigins.filter((origin) => origin === 'http://127.0.0.1:4520')).toEqual(['http://127.0.0.1:4520']);
  });

  it('answers the playground preflight, and names the headers its client must read', async () => {
    const answer = await send('OPTIONS', { origin: 'http://127.0.0.1:4173' });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
    expect(String(answer.headers['access-control-allow-headers'])).toContain('mcp-session-id');
    expect(String(answer.headers['access-control-expose-headers'])).toContain('mcp-session-id');
  });

  it('keeps one session per client, with its own request log readable at /log', async () => {
    const transport = new StreamableHTTPClientTransport(running.url);
    const client = new Client({ name: 't', version: '1' });
    await client.connect(transport);
    await client.callTool({ name: 'search.docs', arguments: { query: '运行' } });
    const log = await fetch(new URL(`${running.url.pathname}/log`, running.url), {
      headers: { 'mcp-session-id': transport.sessionId ?? '' },
    }).then((answer) => answer.json() as Promise<ServerLogEntry[]>);
    expect(log.filter((entry) => entry.method === 'tools/call').map((entry) => entry.event)).toEqual([
      'accepted',
      'completed',
    ]);
    expect(running.sessions()).toBe(1);
    await transport.terminateSession();
    await client.close();
    expect(running.sessions()).toBe(0);
  });
});
