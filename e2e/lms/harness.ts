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

export type Harness = {
  origin: string;
  /** Every request the page's origin received, with the cookies it carried (a course site's signed-in session). */
  seen: { method: string; path: string; cookie: string | undefined }[];
  /** Serves another package (one made for this origin, known only once the harness listens). */
  add(name: string, zip: Uint8Array): void;
  close: () => Promise<void>;
};

/**
 * Serves the harness; `packages` maps a name to a zip's bytes (served unzipped under /pkg/<name>/). `forward`: an
 * LMS whose record store this origin also answers for (/xapi/ and /fetch/ passed on to it), as an LMS that hosts its
 * content beside its LRS does.
 */
export async function startHarness(
  packages: Record<string, Uint8Array>,
  forward: () => string | null = () => null,
): Promise<Harness> {
  const unzipped = Object.fromEntries(Object.entries(packages).map(([name, zip]) => [name, unzipSync(zip)]));
  const seen: Harness['seen'] = [];
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
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    seen.push({ method: request.method ?? '', path: request.url ?? '', cookie: request.headers.cookie });
    const lms = forward();
    if (lms && /^\/(xapi|fetch)\//.test(path)) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'x-experience-api-version', 'content-type'])
        if (request.headers[name]) headers[name] = String(request.headers[name]);
      const answer = await fetch(`${lms}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      response
        .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        .end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
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
    seen,
    add: (name, zip) => {
      unzipped[name] = unzipSync(zip);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
