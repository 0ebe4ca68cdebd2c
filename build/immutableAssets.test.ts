import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableAssets } from './immutableAssets.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let dir: string;
let server: PreviewServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'immutable-assets-'));
  mkdirSync(join(dir, 'dist/assets'), { recursive: true });
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><title>page</title>');
  writeFileSync(join(dir, 'dist/embed.html'), '<!doctype html><title>embed</title>');
  writeFileSync(join(dir, 'dist/sandbox.html'), '<!doctype html><title>sandbox</title>');
  writeFileSync(join(dir, 'dist/assets/main-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'dist/assets/notes.txt'), 'not an asset type of the build');
  server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [immutableAssets()],
    preview: { host: '127.0.0.1', port: 0 },
  });
  base = server.resolvedUrls?.local[0] ?? '';
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('immutableAssets (vite preview)', () => {
  it('sends an asset gzipped or whole as asked, immutable, with its type, and 304 for the tag the browser has', async () => {
    const zipped = await fetch(`${base}assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-type')).toBe('text/javascript');
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch unzips what it is sent: the body is the file either way.
    expect(await zipped.text()).toBe(SCRIPT);
    const raw = await fetch(`${base}assets/main-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('content-length')).toBe(String(SCRIPT.length));
    expect(await raw.text()).toBe(SCRIPT);
    const again = await fetch(`${base}assets/main-abc123.js`, {
      headers: { 'if-none-match': zipped.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('gzips what it sends zipped (checked on the bytes, below fetch)', async () => {
    const { request } = await import('node:http');
    const bytes = await new Promise<Buffer>((done, fail) => {
      request(`${base}assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(Buffer.concat(chunks)));
      })
        .on('error', fail)
        .end();
    });
    expect(bytes.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(SCRIPT);
  });

  it("sends the full page with frame-ancestors 'self', and the embed view without it (security review 4, hardening)", async () => {
    for (const path of ['', 'index.html', '?fn=call_external'])
      expect((await fetch(`${base}${path}`)).headers.get('content-security-policy'), path).toBe(
        "frame-ancestors 'self'",
      );
    for (const path of ['?embed=1&fn=call_external', 'embed.html?embed=1'])
      expect((await fetch(`${base}${path}`)).headers.get('content-security-policy'), path).toBeNull();
    expect((await fetch(`${base}sandbox.html`)).headers.get('content-security-policy')).toBe('sandbox allow-scripts');
  });

  it('leaves everything else to Vite: the page, a missing asset (until it is there), a type the build does not make', async () => {
    const page = await fetch(base);
    expect(page.headers.get('cache-control')).not.toContain('immutable');
    expect(await page.text()).toContain('<title>page</title>');
    const other = await fetch(`${base}assets/notes.txt`);
    expect(other.headers.get('cache-control')).not.toContain('immutable');
    expect(await other.text()).toBe('not an asset type of the build');
    const missing = await fetch(`${base}assets/gone-123.js`);
    expect(missing.headers.get('cache-control')).not.toContain('immutable');
    // Written later (a build while the server runs): served as an asset from then on.
    writeFileSync(join(dir, 'dist/assets/gone-123.js'), SCRIPT);
    const later = await fetch(`${base}assets/gone-123.js`);
    expect(later.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await later.text()).toBe(SCRIPT);
  });
});
