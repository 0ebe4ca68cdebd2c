import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { launchPage } from './build.ts';
import { CMI5_LAUNCH, packageCmi5, parseCmi5Request } from './cmi5.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cmi5-test-'));
const build = join(scratch, 'build');
const page = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="build" content="0123456789abcdef">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' http://127.0.0.1:*; frame-src 'self'">
</head><body><div id="root"></div></body></html>`;
for (const [file, text] of Object.entries({
  'index.html': page,
  'sandbox.html': 's',
  'assets/a.js': 'a',
  'sw.js': 'w',
})) {
  mkdirSync(join(build, file, '..'), { recursive: true });
  writeFileSync(join(build, file), text);
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const request = (args: string[]) =>
  parseCmi5Request([...args, '--from', build, '--out', join(scratch, `out-${Math.random()}`)]);
const xpath = (xml: string, expression: string) => {
  const file = join(scratch, `c-${Math.random()}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint did not run: ${run.error.message}`);
  return run.stdout.trim();
};

const LRS = 'https://lrs.example';

describe('a cmi5 package', () => {
  it('zips cmi5.xml and the page launched from cmi5.html, whose policy reaches the LRS origins given and no more', async () => {
    const made = await packageCmi5(
      request(['--id', 'https://course.example/mcp', '--lrs-origin', 'https://lrs.example,https://lms.example:8443']),
    );
    const files = unzipSync(readFileSync(made.zip ?? ''));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['cmi5.xml', CMI5_LAUNCH, 'sandbox.html', 'assets/a.js']),
    );
    expect(files['sw.js']).toBeUndefined();
    const launch = new TextDecoder().decode(files[CMI5_LAUNCH]);
    expect(launch).toContain('<meta name="mcp-lms" content="cmi5">');
    expect(launch).toContain('<meta name="mcp-lms-id" content="https://course.example/mcp">');
    // Exactly the packaged origins and its own: the site's allowance for a local server is not carried over.
    expect(launch).toContain("connect-src 'self' https://lrs.example https://lms.example:8443;");
    expect(launch).not.toContain('127.0.0.1');
    expect(launch).toContain('<meta name="mcp-lms-origins" content="https://lrs.example https://lms.example:8443">');
  });

  it('has one course and one AU: its id, moveOn, mastery as a 0–1 score, its relative URL, titles in zh and en', async () => {
    const plain = await packageCmi5(request(['--id', 'https://course.example/mcp', '--lrs-origin', LRS]));
    expect(xpath(plain.course, "string(//*[local-name()='au']/@moveOn)")).toBe('Completed');
    expect(xpath(plain.course, "string(//*[local-name()='au']/*[local-name()='url'])")).toBe(CMI5_LAUNCH);
    expect(xpath(plain.course, "count(//*[local-name()='au'])")).toBe('1');
    const mastered = await packageCmi5(
      request([
        '--id',
        'https://course.example/mcp',
        '--lrs-origin',
        LRS,
        '--mastery',
        '80',
        '--checkpoints',
        'catalog-pages',
      ]),
    );
    expect(xpath(mastered.course, "string(//*[local-name()='au']/@moveOn)")).toBe('CompletedOrPassed');
    expect(xpath(mastered.course, "string(//*[local-name()='au']/@masteryScore)")).toBe('0.80');
    expect(xpath(mastered.course, "string(//*[local-name()='au']/@id)")).toBe('https://course.example/mcp');
    expect(
      xpath(mastered.course, "string(//*[local-name()='course']/*[local-name()='title']/*[@lang='zh-CN'])"),
    ).toContain('catalog-pages');
  });

  it('with --url: a URL-only course pointing at the copy to deploy there, and that copy', async () => {
    const made = await packageCmi5(request(['--url', 'https://course.example/mcp', '--lrs-origin', LRS]));
    const xml = readFileSync(made.course, 'utf8');
    expect(xpath(xml, "string(//*[local-name()='au']/*[local-name()='url'])")).toBe(
      'https://course.example/mcp/cmi5.html',
    );
    expect(xpath(xml, "string(//*[local-name()='au']/@id)")).toBe('https://course.example/mcp/au');
    expect(existsSync(join(made.site ?? '', CMI5_LAUNCH))).toBe(true);
    expect(made.zip).toBeNull();
  });

  it('refuses an AU without an id, an id or URL that is not http(s), no LRS origin, an LRS origin with a path', () => {
    expect(() => parseCmi5Request(['--lrs-origin', LRS])).toThrow(/--id/);
    expect(() => parseCmi5Request(['--id', 'urn:x', '--lrs-origin', LRS])).toThrow(/http\(s\)/);
    expect(() => parseCmi5Request(['--url', 'ftp://x/', '--lrs-origin', LRS])).toThrow(/http\(s\)/);
    expect(() => parseCmi5Request(['--id', 'https://a.example'])).toThrow(/--lrs-origin/);
    expect(() => parseCmi5Request(['--id', 'https://a.example', '--lrs-origin', 'https://lrs.example/xapi'])).toThrow(
      /no path/,
    );
  });

  it('refuses a page whose policy has no connect-src to widen, rather than ship one that cannot reach the LRS', () => {
    expect(() =>
      launchPage(page.replace("connect-src 'self' http://127.0.0.1:*; ", ''), {
        kind: 'cmi5',
        checkpoints: null,
        mastery: null,
        connect: ['https://lrs.example'],
      }),
    ).toThrow(/connect-src/);
  });
});
