/**
 * The built page in parts, from Vite's manifest: the shell (what loads before
 * the first output), the editor (Monaco, loaded after it), the MCP SDK (loaded
 * by the Practice section), and everything. Sizes raw and gzip (level 9), in
 * bytes. Shared by the size check and the benchmark.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_CLICK_SOURCES } from '../src/app/firstScreen/preload.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Part = { name: string; files: string[]; raw: number; gzip: number };

export const DIST = resolve(import.meta.dirname, '../dist');

function size(file: string) {
  const body = readFileSync(join(DIST, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

export function measureParts(): Part[] {
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/.vite/manifest.json is missing: run npm run build first');
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const byKey = (key: string) => manifest[key] as ManifestChunk;
  /** A chunk and what it imports statically, with its CSS. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of byKey(key).imports ?? []) closure(child, seen);
    return seen;
  };
  const filesOf = (keys: Iterable<string>) => [...keys].flatMap((key) => [byKey(key).file, ...(byKey(key).css ?? [])]);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
  const shellKeys = closure(entry);
  const part = (name: string, files: string[]): Part => {
    const unique = [...new Set(files)];
    const sizes = unique.map(size);
    return {
      name,
      files: unique,
      raw: sizes.reduce((a, s) => a + s.raw, 0),
      gzip: sizes.reduce((a, s) => a + s.gzip, 0),
    };
  };
  /** The chunk of a source file: its own, or the common chunk Rolldown named after it. */
  const keyOf = (src: string) => {
    // Rolldown names a common chunk after its module (a folder's index after the folder).
    const [folder, file] = src
      .replace(/\.tsx?$/, '')
      .split('/')
      .slice(-2);
    const name = file === 'index' ? folder : file;
    const key =
      Object.keys(manifest).find((k) => manifest[k]?.src === src || k === src) ??
      Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === name);
    if (!key) throw new Error(`${src} is not a chunk of the build`);
    return key;
  };
  // What the page loads as soon as it is live (src/app/App.tsx: the lesson's data, reading and writing links) and
  // with the first Run or Debug (runs.ts, and what it imports then). Lazy parts are measured without it.
  const liveKeys = new Set(
    ['src/app/page/link.ts', 'src/app/page/automation.ts', ...FIRST_CLICK_SOURCES].flatMap((src) =>
      [...closure(keyOf(src))].filter((k) => !shellKeys.has(k)),
    ),
  );
  const lazy = (src: string) => [...closure(keyOf(src))].filter((k) => !shellKeys.has(k) && !liveKeys.has(k));
  const assets = readdirSync(join(DIST, 'assets'));
  const worker = assets.filter((file) => file.startsWith('editor.worker')).map((file) => `assets/${file}`);
  // The sandbox's workers, fetched only in edit mode: the compiler (src/sandbox/compilerWorker.ts: Babel and the
  // instrumenter) and the runner (src/sandbox/runnerWorker.ts).
  const sandboxWorkers = assets
    .filter((file) => /^(compilerWorker|runnerWorker)-[\w-]+\.js$/.test(file))
    .map((file) => `assets/${file}`);
  if (sandboxWorkers.length !== 2)
    throw new Error(`the sandbox's two workers, not found in dist/assets: ${sandboxWorkers}`);
  const all = assets.filter((file) => statSync(join(DIST, 'assets', file)).isFile()).map((file) => `assets/${file}`);
  const shellFiles = filesOf(shellKeys);
  return [
    // The goal counts the JavaScript the page needs before it hydrates its prerendered first screen (the entry and
    // its static imports); the stylesheet is listed apart.
    part(
      'shell JS (before hydration)',
      shellFiles.filter((file) => file.endsWith('.js')),
    ),
    part(
      'shell CSS',
      shellFiles.filter((file) => file.endsWith('.css')),
    ),
    part('after hydration (lesson data, links, Run and Debug)', filesOf(liveKeys)),
    part('editor (Monaco core, its worker)', [...filesOf(lazy('src/app/shared/CodeView/MonacoCode.tsx')), ...worker]),
    part('MCP SDK (Practice section)', filesOf(lazy('src/mcp/host/memorySession.ts'))),
    // Loaded only when Practice runs its model requests through the Anthropic SDK.
    part('Anthropic SDK (Practice, through the SDK)', filesOf(lazy('src/mcp/sdk/anthropicModel.ts'))),
    part('edit mode (its chunk, the sandbox worker)', [
      ...filesOf(lazy('src/app/edit/EditPane.tsx')),
      ...sandboxWorkers,
    ]),
    // The page itself (its HTML), and what a first visit adds in the background to work offline afterwards.
    part('page HTML', ['index.html']),
    part('embed view HTML (embed.html)', ['embed.html']),
    part(
      'service worker (sw.js, Workbox)',
      readdirSync(DIST).filter((file) => /^(sw|workbox-[\w-]+)\.js$/.test(file)),
    ),
    part('everything', ['index.html', 'embed.html', ...all]),
  ];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
