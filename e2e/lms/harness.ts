/**
 * The course platform's origin for the LMS tests: one loopback server that serves the harness page (harness.html),
 * the players' models (src/lms/testing/players/, each compiled on its own), the SCORM packages made by the real
 * command from the tests' build (unzipped from their zips), and that build itself under /site/ (an ordinary embed,
 * for the test that no API is looked for outside a platform's launch). A SCO and its platform share one origin, as
 * they do on a real platform.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { unzipSync } from 'fflate';
import ts from 'typescript';

const root = join(import.meta.dirname, '../..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

export type Harness = { origin: string; close: () => Promise<void> };

/** Serves the harness; `packages` maps a name to a zip's bytes (served unzipped under /pkg/<name>/). */
export async function startHarness(packages: Record<string, Uint8Array>): Promise<Harness> {
  const unzipped = Object.fromEntries(Object.entries(packages).map(([name, zip]) => [name, unzipSync(zip)]));
  const player = (name: string) =>
    ts.transpileModule(readFileSync(join(root, `src/lms/testing/players/${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
  const players = { moodle: player('moodle'), openedx: player('openedx') };
  const fixed: Record<string, () => Buffer | string> = {
    '/lms.html': () => readFileSync(join(import.meta.dirname, 'harness.html')),
    '/players/moodle.js': () => players.moodle,
    '/players/openedx.js': () => players.openedx,
  };
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let body: Buffer | Uint8Array | string | undefined = fixed[path]?.();
    const pkg = /^\/pkg\/([^/]+)\/(.+)$/.exec(path);
    if (!body && pkg) body = unzipped[pkg[1] as string]?.[pkg[2] as string];
    if (!body && path.startsWith('/site/')) {
      const file = normalize(path.slice('/site/'.length));
      if (!file.startsWith('..'))
        try {
          body = readFileSync(join(root, 'dist', file));
        } catch {
          body = undefined;
        }
    }
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the harness is not listening');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
