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
/** `id`: what a budget names (scripts/check-sizes.ts); `name`: what the table prints. */
export type Part = { id: string; name: string; files: string[]; raw: number; gzip: number };

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
  // The playground's page (report.html is an entry of its own, measured with "everything").
  const entry = (
    manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  ) as string;
  const shellKeys = closure(entry);
  const part = (id: string, name: string, files: string[]): Part => {
    const unique = [...new Set(files)];
    const sizes = unique.map(size);
    return {
      id,
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
  // Monaco's JSON language worker, started by the custom-scenario editor only.
  const jsonWorker = assets.filter((file) => file.startsWith('json.worker')).map((file) => `assets/${file}`);
  // Monaco loads its JSON language support (jsonMode) on its own when a JSON model is made: no manifest entry leads
  // to it from the editor's chunk.
  const jsonMode = assets.filter((file) => file.startsWith('jsonMode-')).map((file) => `assets/${file}`);
  const editorFiles = [...filesOf(lazy('src/app/shared/CodeView/MonacoCode.tsx')), ...worker];
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
      'shell-js',
      'shell JS (before hydration)',
      shellFiles.filter((file) => file.endsWith('.js')),
    ),
    part(
      'shell-css',
      'shell CSS',
      shellFiles.filter((file) => file.endsWith('.css')),
    ),
    part('live', 'after hydration (lesson data, links, Run and Debug)', filesOf(liveKeys)),
    part('editor', 'editor (Monaco core, its worker)', editorFiles),
    // What the custom-scenario editor adds to the editor: its chunk, Monaco's JSON mode and the JSON worker.
    part('json-editor', 'scenario JSON editor (its chunk, json.worker)', [
      ...filesOf(lazy('src/app/custom/JsonEditor.tsx')).filter((file) => !editorFiles.includes(file)),
      ...jsonMode,
      ...jsonWorker,
    ]),
    part('mcp-sdk', 'MCP SDK (Practice section)', filesOf(lazy('src/mcp/host/memorySession.ts'))),
    // Loaded only when Practice runs its model requests through the Anthropic SDK.
    part('anthropic-sdk', 'Anthropic SDK (Practice, through the SDK)', filesOf(lazy('src/mcp/sdk/anthropicModel.ts'))),
    part('edit-mode', 'edit mode (its chunk, the sandbox worker)', [
      ...filesOf(lazy('src/app/edit/EditPane.tsx')),
      ...sandboxWorkers,
    ]),
    // The page itself (its HTML), and what a first visit adds in the background to work offline afterwards.
    part('page-html', 'page HTML', ['index.html']),
    part('embed-html', 'embed view HTML (embed.html)', ['embed.html']),
    part('service-worker', 'service worker (sw.js, with the Workbox it uses)', ['sw.js']),
    part('everything', 'everything', ['index.html', 'embed.html', ...all]),
  ];
}

/** Why the budgets cannot be read: a budget for no part, or a part that matched no file (it would measure 0). */
export function budgetProblems(parts: readonly Part[], budgets: Record<string, number>): string[] {
  const ids = new Set(parts.map((part) => part.id));
  return [
    ...Object.keys(budgets)
      .filter((id) => !ids.has(id))
      .map((id) => `a budget for "${id}", which is no part of the build`),
    ...parts.filter((part) => part.files.length === 0).map((part) => `${part.name}: no file matched`),
  ];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
