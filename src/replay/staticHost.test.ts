import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { normalizePrefix, type StaticHost, serveStatic } from './staticHost.ts';

let host: StaticHost;
const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><p>home</p>');
  writeFileSync(join(dir, 'app.js'), 'export {};');
  host = await serveStatic({ dir, prefix: 'courses/mcp' });
});
afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

it('serves the folder under its subpath, index.html for the folder, gzip when asked', async () => {
  expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/courses\/mcp\/$/);
  const index = await fetch(host.url);
  expect(index.headers.get('content-type')).toBe('text/html');
  expect(await index.text()).toContain('home');
  const script = await fetch(`${host.url}app.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(script.headers.get('content-type')).toBe('text/javascript');
  const raw = await new Promise<Buffer>((done) =>
    import('node:http').then(({ get }) =>
      get(`${host.url}app.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk)).on('end', () => done(Buffer.concat(chunks)));
      }),
    ),
  );
  expect(gunzipSync(raw).toString()).toBe('export {};');
});

it('answers 404 outside the subpath and for missing files, and never leaves the folder', async () => {
  const origin = new URL(host.url).origin;
  expect((await fetch(`${origin}/app.js`)).status).toBe(404);
  expect((await fetch(`${host.url}missing.js`)).status).toBe(404);
  expect((await fetch(`${host.url}..%2f..%2fetc%2fpasswd`)).status).toBe(403);
});

it('normalizes prefixes', () => {
  expect(normalizePrefix('/')).toBe('/');
  expect(normalizePrefix('')).toBe('/');
  expect(normalizePrefix('courses/mcp')).toBe('/courses/mcp/');
  expect(normalizePrefix('/courses/mcp/')).toBe('/courses/mcp/');
});
