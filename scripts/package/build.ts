/**
 * What every course package starts from: the page's normal relative build (a fresh one, or `--from` one), less what a
 * platform's launch never loads, and the launch page: the built page marked as a platform's launch (its kind, the
 * checkpoints it grades, its mastery; cmi5: the AU's id and the LRS's origins its policy lets it reach).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { escapeXml } from './xml.ts';

export const root = join(import.meta.dirname, '../..');

/** What a package leaves out of the build: the worker and its precache, the example course, the other pages. */
const LEFT_OUT = [
  /^sw\.js$/,
  /^\.vite\//,
  /^example-course\./,
  /^exercises\//,
  /^index\.html$/,
  /^embed\.html$/,
  /^report\.html$/,
];

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

/**
 * The class report's own files (report.html's chunks that the playground's page never loads): a teacher's page, not
 * a student's, and bytes a package near its platform's upload limit cannot spare. Read from Vite's manifest.
 */
function reportOnly(build: string): Set<string> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(build, '.vite/manifest.json'), 'utf8'));
  } catch {
    return new Set();
  }
  const reach = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reach(next, seen);
    return seen;
  };
  const files = (keys: Set<string>) =>
    new Set(
      [...keys].flatMap((key) => [
        manifest[key]?.file ?? '',
        ...(manifest[key]?.css ?? []),
        ...(manifest[key]?.assets ?? []),
      ]),
    );
  const page = files(reach('index.html'));
  return new Set([...files(reach('report.html'))].filter((file) => file && !page.has(file)));
}

/** The path's checkpoints, in order, as questions/path.json lists them. */
export function pathCheckpoints(): string[] {
  const path = JSON.parse(readFileSync(join(root, 'questions/path.json'), 'utf8')) as { checkpoints: { id: string }[] };
  return path.checkpoints.map((checkpoint) => checkpoint.id);
}

/** `--checkpoints a,b` checked against the path, in the path's order; none given: null (the whole path). */
export function checkpointsOption(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  const known = pathCheckpoints();
  const asked = [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean);
  const unknown = asked.filter((id) => !known.includes(id));
  if (asked.length === 0 || unknown.length > 0)
    throw new Error(
      `--checkpoints: ${unknown.length > 0 ? `no checkpoint ${unknown.join(', ')}` : 'none given'}; the path's are: ${known.join(', ')}`,
    );
  return known.filter((id) => asked.includes(id));
}

/** `--mastery N`: a whole number 0–100, or null. */
export function masteryOption(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100)
    throw new Error(`--mastery ${text}: a whole number from 0 to 100 (the share of checkpoints passed)`);
  return Number(text);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => file.split(sep).join('/'))
    .sort();
}

export type Built = { indexHtml: string; buildId: string; entries: Record<string, Uint8Array> };

/** Runs `use` over the build's files (a fresh build in a scratch folder when `from` is null, removed after). */
export async function withBuild<T>(from: string | null, use: (built: Built) => Promise<T>): Promise<T> {
  let build = from;
  let scratch: string | null = null;
  if (!build) {
    scratch = mkdtempSync(join(tmpdir(), 'mcp-package-build-'));
    const run = spawnSync('npx', ['vite', 'build', '--outDir', scratch, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`the build failed (vite build exited ${run.status})`);
    build = scratch;
  }
  try {
    const indexHtml = readFileSync(join(build, 'index.html'), 'utf8');
    const buildId = /<meta name="build" content="([0-9a-f]+)"/.exec(indexHtml)?.[1] ?? 'build';
    const entries: Record<string, Uint8Array> = {};
    const report = reportOnly(build);
    for (const file of filesUnder(build)) {
      if (!LEFT_OUT.some((pattern) => pattern.test(file)) && !report.has(file))
        entries[file] = readFileSync(join(build, file));
    }
    return await use({ indexHtml, buildId, entries });
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

export type LaunchMarks = {
  kind: 'scorm' | 'cmi5';
  checkpoints: readonly string[] | null;
  mastery: number | null;
  /** cmi5: the AU's id, under which its activities are named. */
  id?: string;
  /** cmi5: the origins of the LRS and the fetch URL, the only ones besides its own its policy lets the page reach. */
  connect?: readonly string[];
};

/** The launch page: the built page, marked as a platform's launch. */
export function launchPage(indexHtml: string, marks: LaunchMarks): string {
  const metas = [
    `<meta name="mcp-lms" content="${marks.kind}">`,
    marks.checkpoints ? `<meta name="mcp-lms-checkpoints" content="${marks.checkpoints.join(',')}">` : '',
    marks.mastery === null ? '' : `<meta name="mcp-lms-mastery" content="${marks.mastery}">`,
    marks.id ? `<meta name="mcp-lms-id" content="${escapeXml(marks.id)}">` : '',
    marks.connect ? `<meta name="mcp-lms-origins" content="${escapeXml(marks.connect.join(' '))}">` : '',
  ].join('');
  const at = indexHtml.indexOf('<meta name="build"');
  if (at < 0) throw new Error('the build has no <meta name="build">: is it this project\'s build?');
  let page = `${indexHtml.slice(0, at)}${metas}${indexHtml.slice(at)}`;
  if (marks.connect) {
    // Exactly these origins and the page's own: not the site's allowance for a student's local server (every port
    // of 127.0.0.1 and localhost), which a launch link could aim the learner's token at.
    const before = page;
    page = page.replace(
      /(http-equiv="Content-Security-Policy" content="[^"]*connect-src )[^;"]*/,
      `$1'self' ${marks.connect.join(' ')}`,
    );
    if (page === before) throw new Error("the build's page has no connect-src in its policy to name the LRS in");
  }
  return page;
}

/** A short hash of a scope's ids: a package of other checkpoints is another upload. */
export function scopeHash(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of ids.join(',')) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').slice(0, 6);
}
