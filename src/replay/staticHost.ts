/**
 * A static host for the built playground on this machine: dist/ served under a
 * path prefix (`/` or a subpath such as `/courses/mcp/`), text gzipped as a
 * real host would send it. Used by `npm run replay` and `npm run bench`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Content types of what a build holds, by extension (also the preview's, build/immutableAssets.ts). */
export const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain',
};

/**
 * Sent with the sandbox's document (public/sandbox.html): it is an opaque origin however it is framed or opened,
 * so no page can borrow it to run code in the playground's origin (docs/embed.md tells hosts to send it too).
 */
export const SANDBOX_DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': 'sandbox allow-scripts',
};

/** Whether the path is the sandbox's document, at any base. */
export const isSandboxDocument = (pathname: string) => /(^|\/)sandbox\.html$/.test(pathname);

/**
 * Sent with the full page (not the embed view): only the playground's own pages may frame it, so no other site can
 * lay it under a transparent frame and borrow a click (Practice's approval dialog). A meta tag cannot say this; hosts
 * are told to send it (docs/embed.md), with their course sites named on the embed view's page instead.
 */
export const FULL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'self'",
};

/** Whether the address is the full page: the folder or its index.html, without the embed view's `embed=1`. */
export const isFullPage = (url: URL) =>
  /(^|\/)(index\.html)?$/.test(url.pathname) && url.searchParams.get('embed') !== '1';

export type StaticHost = { url: string; close: () => Promise<void> };

export type StaticHostOptions = {
  dir: string;
  prefix?: string;
  port?: number;
  /** Rewrites each HTML document as it is sent but the sandbox's (the cross-browser tests put their watcher in). */
  html?: (text: string) => string;
  /** Answers a request before the files do; true when it did (the cross-browser tests' problem sink). */
  handle?: (request: IncomingMessage, response: ServerResponse) => boolean;
};

/** Serves `dir` at http://127.0.0.1:<port><prefix> (port 0: any free one). */
export async function serveStatic(options: StaticHostOptions): Promise<StaticHost> {
  const dir = normalize(options.dir);
  const prefix = normalizePrefix(options.prefix ?? '/');
  const gzipCache = new Map<string, Uint8Array>();
  const server = createServer((request, response) => {
    if (options.handle?.(request, response)) return;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(prefix)) return void response.writeHead(404).end();
    let path = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
    if (!path.startsWith(dir)) return void response.writeHead(403).end();
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) return void response.writeHead(404).end();
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    let body: Uint8Array = readFileSync(path);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
    if (isSandboxDocument(url.pathname)) Object.assign(headers, SANDBOX_DOCUMENT_HEADERS);
    else if (type === 'text/html' && options.html) body = Buffer.from(options.html(body.toString()));
    if (isFullPage(url)) Object.assign(headers, FULL_PAGE_HEADERS);
    if (type !== 'font/ttf' && /gzip/.test(String(request.headers['accept-encoding']))) {
      // Keyed by the file's time too: a file rewritten in place (a new deploy) is sent as it is now.
      const key = `${path}@${statSync(path).mtimeMs}${options.html && type === 'text/html' ? '+html' : ''}`;
      body = gzipCache.get(key) ?? gzipSync(body, { level: 6 });
      gzipCache.set(key, body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    // Kept-alive connections too: a browser holds them open, and a host that is closed must stop answering at once.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** `courses/mcp` → `/courses/mcp/`. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
