/**
 * The class report page (docs/report.md) on the sample class (scripts/report/sample.ts, played through the page's own
 * platform sessions under the LMS models): each file kind alone shows the simulation log's figures, all of them at
 * once one class of three sources; a file it cannot read is named and the rest counted; zh and en; axe at 1440 and
 * 390; after one visit it opens offline.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SampleLog } from '../scripts/report/sample.ts';
import { untilOfflineReady } from '../src/replay/replay.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './support.ts';

/**
 * The sample class, made by the command a teacher or a test runs (it reads the lesson's JSON through tsx): once in
 * each worker that runs these tests, not where the runner only lists them, and its folder removed after them.
 */
const sample = { dir: '', log: {} as SampleLog, names: [] as string[] };
test.beforeAll(() => {
  sample.dir = mkdtempSync(join(tmpdir(), 'report-spec-'));
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/report/sample.ts', '--learners', '10', '--seed', '11', '--out', sample.dir],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`npm run report:sample failed: ${made.stderr}`);
  sample.log = JSON.parse(readFileSync(join(sample.dir, 'sample-log.json'), 'utf8'));
  sample.names = readdirSync(sample.dir).filter((name) => name !== 'sample-log.json');
  writeFileSync(join(sample.dir, 'notes.json'), '{"hello": "world"}');
});
test.afterAll(() => rmSync(sample.dir, { recursive: true, force: true }));
const file = (name: string) => join(sample.dir, name);
const paths = () => sample.names.filter((name) => name.startsWith('lesson-path-'));

/** The figures the page shows, per question it lists (the rows' data, as `npm run report -- --json` prints them). */
async function shown(page: Page) {
  const rows = page.getByTestId('report-question');
  return (await rows.evaluateAll((all) => all.map((row) => JSON.parse(row.getAttribute('data-figures') ?? '{}')))) as {
    id: string;
    answered: number;
  }[];
}
const expectedRows = (times = 1) =>
  sample.log.expected.questions
    .filter((q) => q.answered > 0)
    .map((q) => ({
      ...q,
      answered: times * q.answered,
      firstTryRight: times * q.firstTryRight,
      other: times * q.other,
      misconceptions: q.misconceptions.map((m) => ({ ...m, learners: times * m.learners })),
    }));
const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

for (const [kind, names] of [
  ["Moodle's Interactions report", () => ['moodle-interactions.txt']],
  ["an LRS's statements", () => ['lrs-statements.json']],
  ["the students' lesson-path.json", paths],
] as const)
  test(`${kind} dropped in: the page shows the simulation's own figures`, async ({ page }) => {
    await page.goto('/report.html?lang=en');
    await page.getByTestId('report-files').setInputFiles(names().map(file));
    await expect(page.getByTestId('report-status')).toHaveText(`Learners: ${sample.log.expected.learners}`);
    expect(byId(await shown(page))).toEqual(byId(expectedRows()));
  });

test('every file at once, one unreadable among them: named with its reason, the rest one class of three sources', async ({
  page,
}) => {
  await page.goto('/report.html');
  await page.getByTestId('report-files').setInputFiles([...sample.names, 'notes.json'].map(file));
  await expect(page.getByTestId('report-status')).toHaveText(`学生人数：${3 * sample.log.expected.learners}`);
  await expect(page.getByTestId('report-read').locator('li[data-kind="none"]')).toHaveText(
    /notes\.json.*neither a lesson-path\.json nor an LRS's statements/,
  );
  expect(byId(await shown(page))).toEqual(byId(expectedRows(3)));
  // Pseudonymous unless asked: no learner's name on the page until the box is ticked.
  await expect(page.getByTestId('report-learners')).not.toContainText('Student 1');
  await page.getByTestId('report-learners').page().getByRole('checkbox').check();
  await expect(page.getByTestId('report-learners')).toContainText('Student 1');
});

test('files it should not trust: 50 MB refused at once, markup in a name shown as text, a formula as an answer', async ({
  page,
}) => {
  const big = join(sample.dir, 'huge.json');
  writeFileSync(big, `[${' '.repeat(50 * 1024 * 1024)}]`);
  const id = sample.log.expected.questions[0]?.id ?? '';
  const hostile = join(sample.dir, 'hostile.txt');
  writeFileSync(
    hostile,
    `Name\tQ\tR\n"<img src=x onerror=window.owned=1>"\t${id}\t"=HYPERLINK(""http://evil.example"",""x"")"\n`,
  );
  await page.goto('/report.html?lang=en');
  await page.getByTestId('report-files').setInputFiles([big, hostile]);
  await expect(page.getByTestId('report-status')).toHaveText('Learners: 1');
  await expect(page.getByTestId('report-read').locator('li[data-kind="none"]')).toHaveText(/huge\.json.*over 25 MB/);
  await page.getByRole('checkbox').check();
  await expect(page.getByTestId('report-learners')).toContainText('<img src=x onerror=window.owned=1>');
  await expect(page.getByTestId('report-questions')).toContainText('=HYPERLINK("http://evil.example","x")');
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
});

for (const [lang, width] of [
  ['zh', 1440],
  ['en', 390],
  ['zh', 390],
  ['en', 1440],
] as const)
  test(`axe finds nothing serious, ${lang} at ${width} px, empty and with a class`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/report.html?lang=${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('report-files').setInputFiles(['moodle-interactions.txt', 'lrs-statements.json'].map(file));
    await expect(page.getByTestId('report-questions').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after one visit the report opens with the network off, and reads files there', async ({ page, context }) => {
    await page.goto('/report.html?lang=en');
    await untilOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('report-files').setInputFiles([file('moodle-interactions.txt')]);
    await expect(page.getByTestId('report-status')).toHaveText(`Learners: ${sample.log.expected.learners}`);
    await context.setOffline(false);
  });
});
