import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  FULL_PAGE_HEADERS,
  isFullPage,
  isSandboxDocument,
  SANDBOX_DOCUMENT_HEADERS,
  TYPES,
} from '../src/replay/staticHost.ts';

/** What the build puts in assets/ (anything else is left to Vite's own preview). */
const ASSET_EXTENSIONS = new Set(['.js', '.css', '.ttf']);

/**
 * `vite preview` (`npm start`, the browser tests) sends the build's assets, whose names carry their contents'
 * hashes, from memory, gzipped once, as `immutable`: Vite's own preview reads and gzips a file on every request
 * (the browser tests' page loads cost it 13 CPU-seconds a run) and has the browser ask again on every visit.
 * Vite's CORS and host checks come before this; the pages and everything else still go through Vite.
 */
export function immutableAssets(): Plugin {
  type Asset = { raw: Buffer; gzip: Buffer | null; type: string; etag: string };
  const assets = new Map<string, Asset>();
  return {
    name: 'mcp-playground:immutable-assets',
    configurePreviewServer(server) {
      const { root: projectRoot, build } = server.config;
      const dir = resolve(projectRoot, build.outDir, build.assetsDir);
      const load = (name: string): Asset | null => {
        const type = ASSET_EXTENSIONS.has(extname(name)) ? TYPES[extname(name)] : undefined;
        if (!type) return null;
        let raw: Buffer;
        try {
          raw = readFileSync(resolve(dir, name));
        } catch {
          return null;
        }
        const gzip = type.startsWith('text/') ? gzipSync(raw) : null;
        return { raw, gzip, type, etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` };
      };
      // The sandbox's document goes through Vite, with the header that makes it an opaque origin however it is framed;
      // the full page with the one that lets only the playground's own pages frame it.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://host');
        const headers = isSandboxDocument(url.pathname)
          ? SANDBOX_DOCUMENT_HEADERS
          : isFullPage(url)
            ? FULL_PAGE_HEADERS
            : {};
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
      server.middlewares.use((request, response, next) => {
        const name = /^\/assets\/([\w.-]+)$/.exec(new URL(request.url ?? '/', 'http://host').pathname)?.[1];
        if (!name || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        // A miss is not kept: a file written after the server started is served once it is there.
        const asset = assets.get(name) ?? load(name);
        if (!asset) return next();
        assets.set(name, asset);
        response.setHeader('Content-Type', asset.type);
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        response.setHeader('ETag', asset.etag);
        response.setHeader('Vary', 'Origin, Accept-Encoding');
        if (request.headers['if-none-match'] === asset.etag) return void response.writeHead(304).end();
        const gzip = asset.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const body = gzip ? (asset.gzip as Buffer) : asset.raw;
        if (gzip) response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', body.length);
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
