/**
 * `npm run package:cmi5 -- --id <IRI> --lrs-origin <origins> [--url <deployed copy>] [--checkpoints a,b]
 * [--mastery N] [--from DIR] [--out DIR]`: a cmi5 course for a platform with a record store (an LRS): cmi5.xml (one
 * AU, `moveOn` Completed, or CompletedOrPassed with a mastery score) and the page launched from cmi5.html, zipped
 * together; or, with `--url`, a URL-only cmi5.xml pointing at a copy deployed there, and the folder to deploy.
 * The AU sends its statements to the LRS the launch names, only on an origin given with `--lrs-origin`: the page
 * refuses a launch that names another, and its policy reaches no other. docs/lms.md says more.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { checkpointsOption, launchPage, masteryOption, root, scopeHash, withBuild } from './build.ts';
import { escapeXml } from './xml.ts';
import { zipFiles } from './zip.ts';

export const CMI5_LAUNCH = 'cmi5.html';

export type Cmi5Request = {
  id: string;
  url: string | null;
  lrsOrigins: string[];
  checkpoints: string[] | null;
  mastery: number | null;
  from: string | null;
  out: string;
};

const httpUrl = (text: string, what: string) => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${what} ${text}: not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${what} ${text}: http(s) only`);
  return url;
};

export function parseCmi5Request(argv: string[]): Cmi5Request {
  const { values } = parseArgs({
    args: argv,
    options: {
      id: { type: 'string' },
      url: { type: 'string' },
      'lrs-origin': { type: 'string' },
      checkpoints: { type: 'string' },
      mastery: { type: 'string' },
      from: { type: 'string' },
      out: { type: 'string', default: join(root, 'packages') },
    },
    strict: true,
  });
  const url = values.url === undefined ? null : httpUrl(values.url, '--url');
  if (url && !url.pathname.endsWith('/')) url.pathname += '/';
  // The AU's id names every activity it reports: an IRI of a domain the deployer controls (cmi5 §13.1.4).
  const id = values.id ?? (url ? `${url.href}au` : undefined);
  if (!id)
    throw new Error(
      '--id: the AU needs an IRI of your own (e.g. https://your-course-site/mcp-playground), or give --url',
    );
  httpUrl(id, '--id');
  if (!values['lrs-origin'])
    throw new Error(
      "--lrs-origin: the origin of your LMS's record store (its endpoint and fetch URLs), e.g. https://lrs.your-lms.example; the page sends the learner's record nowhere else (name the page's own origin if the LRS is there)",
    );
  const lrsOrigins = values['lrs-origin']
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const origin = httpUrl(text, '--lrs-origin');
      if (origin.origin !== text.replace(/\/$/, '')) throw new Error(`--lrs-origin ${text}: an origin, with no path`);
      return origin.origin;
    });
  return {
    id,
    url: url?.href ?? null,
    lrsOrigins,
    checkpoints: checkpointsOption(values.checkpoints),
    mastery: masteryOption(values.mastery),
    from: values.from ?? null,
    out: values.out,
  };
}

const langstrings = (zh: string, en: string) =>
  `<langstring lang="zh-CN">${escapeXml(zh)}</langstring><langstring lang="en-US">${escapeXml(en)}</langstring>`;

/** The course structure (cmi5 §13): one course, one AU. */
export function courseXml(request: Cmi5Request, launchUrl: string): string {
  const mastery = request.mastery === null ? '' : ` masteryScore="${(request.mastery / 100).toFixed(2)}"`;
  const moveOn = request.mastery === null ? 'Completed' : 'CompletedOrPassed';
  const scope = request.checkpoints ? ` (${request.checkpoints.join(', ')})` : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${escapeXml(request.id)}/course">
    <title>${langstrings(`MCP 工具接入练习场${scope}`, `MCP Tools Playground${scope}`)}</title>
    <description>${langstrings('智能体宿主怎样把 MCP 服务的工具目录变成受约束的工具快照：先预测，再单步运行。', "How an agent host turns an MCP server's tool catalog into a guarded tool snapshot: predict, then step.")}</description>
  </course>
  <au id="${escapeXml(request.id)}" moveOn="${moveOn}"${mastery} launchMethod="AnyWindow">
    <title>${langstrings(`MCP 工具接入练习场${scope}`, `MCP Tools Playground${scope}`)}</title>
    <description>${langstrings('课程路线上的检查点：调试器中的问题、边界探测、找错练习、真实 MCP 练习。', "The lesson path's checkpoints: the debugger's questions, a probe of the limits, bug hunts, real MCP practice.")}</description>
    <url>${escapeXml(launchUrl)}</url>
  </au>
</courseStructure>
`;
}

export type Cmi5Packaged = { course: string; zip: string | null; site: string | null; bytes: number };

export async function packageCmi5(request: Cmi5Request): Promise<Cmi5Packaged> {
  return withBuild(request.from, async ({ indexHtml, entries }) => {
    entries[CMI5_LAUNCH] = new TextEncoder().encode(
      launchPage(indexHtml, { kind: 'cmi5', ...request, connect: request.lrsOrigins }),
    );
    mkdirSync(request.out, { recursive: true });
    const suffix = request.checkpoints ? `-${scopeHash(request.checkpoints)}` : '';
    if (request.url) {
      // URL-only: the course structure to import, and the folder to deploy at the URL.
      const course = join(request.out, `mcp-tools-playground-cmi5${suffix}.xml`);
      writeFileSync(course, courseXml(request, new URL(CMI5_LAUNCH, request.url).href));
      const site = join(request.out, `mcp-tools-playground-cmi5${suffix}-site`);
      rmSync(site, { recursive: true, force: true });
      for (const [file, data] of Object.entries(entries)) {
        mkdirSync(dirname(join(site, file)), { recursive: true });
        writeFileSync(join(site, file), data);
      }
      return { course, zip: null, site, bytes: 0 };
    }
    const xml = courseXml(request, CMI5_LAUNCH);
    entries['cmi5.xml'] = new TextEncoder().encode(xml);
    const zipped = await zipFiles(entries);
    const zip = join(request.out, `mcp-tools-playground-cmi5${suffix}.zip`);
    writeFileSync(zip, zipped);
    return { course: xml, zip, site: null, bytes: zipped.byteLength };
  });
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  try {
    const request = parseCmi5Request(process.argv.slice(2));
    const made = await packageCmi5(request);
    if (made.zip) console.log(`${relative(process.cwd(), made.zip)}  (cmi5, ${made.bytes} bytes)`);
    else
      console.log(
        `${relative(process.cwd(), made.course)}: import it; deploy ${relative(process.cwd(), made.site ?? '')}/ at ${request.url}`,
      );
  } catch (error) {
    console.error(`package:cmi5: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
