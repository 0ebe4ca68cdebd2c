import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILES } from './manifest.ts';
import { LAUNCH, packageScorm, parseRequest, pathCheckpoints } from './scorm.ts';
import { lintManifest } from './xmllint.ts';

/** A build as vite writes one, in little: the page, the sandbox, assets, and what a package leaves out. */
const scratch = mkdtempSync(join(tmpdir(), 'scorm-test-'));
const build = join(scratch, 'build');
const page = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="build" content="0123456789abcdef">
<script type="module" src="./assets/index-x.js"></script></head><body><div id="root"></div></body></html>`;
for (const [file, text] of Object.entries({
  'index.html': page,
  'embed.html': page,
  'sandbox.html': '<!doctype html><title>sandbox</title>',
  'assets/index-x.js': 'export {}',
  'assets/deep/font.ttf': 'font',
  'sw.js': 'self',
  // The build's map: the class report's own chunk is report.html's alone; the shared one is the page's too.
  '.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-x.js', isEntry: true, dynamicImports: ['_shared'] },
    'report.html': { file: 'assets/report-r.js', isEntry: true, imports: ['_shared'], css: ['assets/report-r.css'] },
    _shared: { file: 'assets/shared-s.js' },
  }),
  'report.html': page,
  'assets/report-r.js': 'export {}',
  'assets/report-r.css': 'main {}',
  'assets/shared-s.js': 'export {}',
  'example-course.html': 'course',
  'exercises/three-pages.json': '{}',
})) {
  mkdirSync(join(build, file, '..'), { recursive: true });
  writeFileSync(join(build, file), text);
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function made(args: string[]) {
  const request = parseRequest([...args, '--from', build, '--out', join(scratch, 'out')]);
  const packaged = await packageScorm(request);
  const files = unzipSync(readFileSync(packaged.zip));
  const dir = mkdtempSync(join(scratch, 'unzipped-'));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), data);
  }
  const text = (file: string) => new TextDecoder().decode(files[file]);
  return { packaged, files, dir, text, request };
}

describe.each(['1.2', '2004'] as const)('a SCORM %s package', (edition) => {
  it('holds the page launched from scorm.html, the sandbox and assets; not the worker, the example course or the other pages', async () => {
    const { files } = await made(['--scorm', edition]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        LAUNCH,
        'sandbox.html',
        'assets/index-x.js',
        'assets/shared-s.js',
        'assets/deep/font.ttf',
        'imsmanifest.xml',
      ]),
    );
    for (const left of [
      'sw.js',
      '.vite/manifest.json',
      'example-course.html',
      'exercises/three-pages.json',
      'index.html',
      'embed.html',
      'report.html',
      'assets/report-r.js',
      'assets/report-r.css',
    ])
      expect(files[left], left).toBeUndefined();
    for (const schema of SCHEMA_FILES[edition]) expect(files[schema], schema).toBeDefined();
  });

  it('lists every file of its content in the manifest, and nothing that is not there', async () => {
    const { files, text } = await made(['--scorm', edition]);
    const listed = [...text('imsmanifest.xml').matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
    const content = Object.keys(files).filter((f) => f !== 'imsmanifest.xml' && !/\.(xsd|dtd)$/.test(f));
    expect([...listed].sort()).toEqual([...content].sort());
    expect(text('imsmanifest.xml')).toContain(`href="${LAUNCH}"`);
    expect(text('imsmanifest.xml')).not.toMatch(/href="(https?:|\/)/);
  });

  it("marks its launch as a platform's, with the scope and mastery asked for", async () => {
    const whole = await made(['--scorm', edition]);
    expect(whole.text(LAUNCH)).toContain('<meta name="mcp-lms" content="scorm">');
    expect(whole.text(LAUNCH)).not.toContain('mcp-lms-checkpoints');
    const scoped = await made([
      '--scorm',
      edition,
      '--checkpoints',
      'hunt-half-catalog,catalog-pages',
      '--mastery',
      '80',
    ]);
    // In the path's order, whatever order they were given in.
    expect(scoped.text(LAUNCH)).toContain(
      '<meta name="mcp-lms-checkpoints" content="catalog-pages,hunt-half-catalog">',
    );
    expect(scoped.text(LAUNCH)).toContain('<meta name="mcp-lms-mastery" content="80">');
    expect(scoped.packaged.zip).not.toBe(whole.packaged.zip);
  });

  it("names itself in the manifest as a course's page shows it: the title's characters, not percent escapes", async () => {
    const { text } = await made(['--scorm', edition]);
    const titles = [...text('imsmanifest.xml').matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    // Moodle's course page, its reports and Open edX show this text as it is (the global escape() wrote %u5DE5…).
    for (const title of titles) {
      expect(title).toBe('MCP 工具接入练习场 · MCP Tools Playground');
      expect(title).not.toMatch(/%[0-9A-F]{2}|%u[0-9A-F]{4}/i);
    }
  });

  it('is valid against the ADL schemas (xmllint), with and without a mastery score', async () => {
    for (const args of [[], ['--mastery', '75', '--checkpoints', 'catalog-pages']]) {
      const { dir } = await made(['--scorm', edition, ...args]);
      const verdict = lintManifest(dir, edition);
      expect(verdict.said).toContain('imsmanifest.xml validates');
      expect(verdict.ok).toBe(true);
    }
  });

  it('the schema check bites: a manifest with a scormtype the schema does not know fails', async () => {
    const { dir, text } = await made(['--scorm', edition]);
    writeFileSync(join(dir, 'imsmanifest.xml'), text('imsmanifest.xml').replace(/(scorm[tT]ype)="sco"/, '$1="scorm"'));
    const verdict = lintManifest(dir, edition);
    expect(verdict.ok).toBe(false);
    expect(verdict.said).toMatch(/scorm[tT]ype/);
  });
});

describe('the command refuses what it cannot package, saying why', () => {
  it('an unknown edition, an unknown checkpoint, a mastery out of 0–100', () => {
    expect(() => parseRequest(['--scorm', '2005'])).toThrow(/1\.2 .* 2004/);
    expect(() => parseRequest(['--checkpoints', 'catalog-pages,nope'])).toThrow(/no checkpoint nope/);
    expect(() => parseRequest(['--checkpoints', ','])).toThrow(/none given/);
    expect(() => parseRequest(['--mastery', '101'])).toThrow(/0 to 100/);
    expect(() => parseRequest(['--mastery', '8.5'])).toThrow(/0 to 100/);
    expect(() => parseRequest(['--bogus'])).toThrow();
  });

  it("names the path's checkpoints from questions/path.json", async () => {
    expect(pathCheckpoints()).toContain('catalog-pages');
  });
});
