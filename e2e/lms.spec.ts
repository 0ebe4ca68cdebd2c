/**
 * The SCORM package in a course platform, end to end (docs/lms.md): packages made by the real command from the
 * tests' build, launched by a harness platform that follows Moodle's or the Open edX XBlock's own players' rules
 * (src/lms/testing/players/), in SCORM 1.2 and 2004. A student answers through the real page, fixes a bug hunt,
 * leaves, comes back: what the platform recorded, kept and would grade is read from the harness.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { packageScorm } from '../scripts/package/scorm.ts';
import { allowedRead } from '../src/lms/scorm.ts';
import { encodeRecord, shapeOf } from '../src/lms/suspend.ts';
import { type Harness, startHarness } from './lms/harness.ts';
import { CHECKPOINTS, debugCheckpoint, huntCheckpoint } from './pathAnswers.ts';
import { expect, test } from './support.ts';

type Call = { call: string; element: string; value?: string; result: string; error: string };
type Version = '12' | '2004';
type Profile = 'moodle' | 'openedx';
const SHAPE = shapeOf(CHECKPOINTS);
const FIRST = CHECKPOINTS[0] as (typeof CHECKPOINTS)[number];
const SECOND = CHECKPOINTS.filter((c) => c.kind === 'debug')[1] as (typeof CHECKPOINTS)[number];
const HUNT = CHECKPOINTS.find((c) => c.kind === 'hunt') as (typeof CHECKPOINTS)[number];
/** The keys a shared browser may keep: how the page looks (app/lms/start.ts's PREFERENCES). */
const PREFERENCE = /:(lang|predict|variables-view)$/;
/** A line typed into the bug hunt's code: it must reach the platform nowhere. */
const CANARY = '// canary-7f3a9c: the student typed this';

let harness: Harness;
test.beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'lms-spec-'));
  const made = async (edition: '1.2' | '2004', checkpoints: string[] | null = null, mastery: number | null = null) =>
    readFileSync((await packageScorm({ edition, checkpoints, mastery, from: 'dist', out })).zip);
  try {
    harness = await startHarness({
      '12': await made('1.2'),
      '2004': await made('2004'),
      'scoped-12': await made('1.2', [FIRST.id, SECOND.id], 50),
      'scoped-2004': await made('2004', [FIRST.id, SECOND.id], 50),
    });
  } finally {
    // The harness serves the packages from memory.
    rmSync(out, { recursive: true, force: true });
  }
});
test.afterAll(async () => harness?.close());

const el = (v: Version, twelve: string, later: string) => (v === '12' ? twelve : later);

/** A launch by the platform; `kept` is what it kept from the launches before (none: a first launch). */
async function launch(page: Page, v: Version, profile: Profile, kept: unknown = null, pkg: string = v) {
  const params = new URLSearchParams({ v, profile, launch: `/pkg/${pkg}/scorm.html` });
  if (kept) params.set('kept', JSON.stringify(kept));
  await page.goto(`${harness.origin}/lms.html?${params}`);
  const sco = page.frameLocator('#sco');
  await expect(sco.locator('html')).toHaveAttribute('data-lms', v === '12' ? 'scorm-1.2' : 'scorm-2004');
  return sco;
}

type Harnessed = {
  lmsLog: Call[];
  lmsKept: () => unknown;
  lmsMode: string;
  lmsGrade: (method: string) => number;
  lmsFailures: string[];
  quit: () => void;
};
const log = (page: Page) => page.evaluate(() => (window as unknown as Harnessed).lmsLog);
const sets = async (page: Page) => (await log(page)).filter((c) => /SetValue/.test(c.call));
const lastSet = async (page: Page, element: string) => (await sets(page)).findLast((c) => c.element === element)?.value;
/** What the platform keeps for the next launch (Moodle: the attempts' tracks; the XBlock: its user state). */
const keptBy = (page: Page) => page.evaluate(() => (window as unknown as Harnessed).lmsKept());
const moodleMode = (page: Page) => page.evaluate(() => (window as unknown as Harnessed).lmsMode);
const moodleGrade = (page: Page, method: string) =>
  page.evaluate((m) => (window as unknown as Harnessed).lmsGrade(m), method);
const openedxGrade = async (page: Page) =>
  ((await keptBy(page)) as { gradebook: { value: number } | null }).gradebook?.value ?? null;
/** A Moodle attempt kept as these tracks (what a test seeds: a record the platform holds). */
const moodleKept = (tracks: Record<string, string>) => ({ attempts: [tracks] });

async function quit(page: Page, v: Version) {
  await page.evaluate(() => (window as unknown as Harnessed).quit());
  await expect
    .poll(async () => (await log(page)).some((c) => c.call === (v === '12' ? 'LMSFinish' : 'Terminate')))
    .toBe(true);
}

/** Every call answered without error, only allowed reads, and (Open edX) no handler refused a value. */
async function answeredCleanly(page: Page, v: Version, profile: Profile) {
  const calls = await log(page);
  expect(calls.filter((c) => c.error !== '0')).toEqual([]);
  const reads = calls.filter((c) => /GetValue/.test(c.call)).map((c) => c.element);
  expect(reads.filter((element) => !allowedRead(v === '12' ? '1.2' : '2004', element ?? ''))).toEqual([]);
  if (profile === 'openedx')
    expect(await page.evaluate(() => (window as unknown as Harnessed).lmsFailures)).toEqual([]);
}

for (const v of ['12', '2004'] as const)
  for (const profile of ['moodle', 'openedx'] as const)
    test(`SCORM ${v === '12' ? '1.2' : '2004'}, ${profile}-like: launch, answer, pass a checkpoint and a hunt, quit, relaunch, resume, score`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      let sco = await launch(page, v, profile);

      await test.step('first launch: incomplete, raw 0 of 0–100, exit suspend', async () => {
        await expect
          .poll(() => lastSet(page, el(v, 'cmi.core.lesson_status', 'cmi.completion_status')))
          .toBe('incomplete');
        expect(await lastSet(page, el(v, 'cmi.core.score.raw', 'cmi.score.raw'))).toBe('0');
        expect(await lastSet(page, el(v, 'cmi.core.exit', 'cmi.exit'))).toBe('suspend');
      });
      await test.step('the first checkpoint, each question wrong once then right: its objective passed, its interactions', async () => {
        await sco.getByTestId('path-entry').getByTestId('path-start').click();
        await debugCheckpoint(sco, FIRST);
        await expect(
          sco.getByTestId(`section-${FIRST.function}`).getByTestId('predict-checkpoint-passed'),
        ).toBeVisible();
        const objective = CHECKPOINTS.findIndex((c) => c.id === FIRST.id);
        await expect
          .poll(() =>
            lastSet(page, el(v, `cmi.objectives.${objective}.status`, `cmi.objectives.${objective}.success_status`)),
          )
          .toBe('passed');
        expect(await lastSet(page, el(v, 'cmi.core.score.raw', 'cmi.score.raw'))).toBe(
          String(Math.round(100 / CHECKPOINTS.length)),
        );
        const all = await log(page);
        expect(all.some((c) => /Commit/.test(c.call))).toBe(true);
        const interactions = all.filter((c) => /^cmi\.interactions\.\d+\.id$/.test(c.element));
        const firstQuestions = FIRST.questions ?? [];
        expect(interactions.map((c) => c.value)).toEqual([
          firstQuestions[0],
          firstQuestions[0],
          ...firstQuestions.slice(1).flatMap((q) => [q, q]),
        ]);
        expect(await lastSet(page, 'cmi.interactions.0.type')).toBe('fill-in');
        expect(await lastSet(page, 'cmi.interactions.0.result')).toBe(el(v, 'wrong', 'incorrect'));
        expect(await lastSet(page, 'cmi.interactions.1.result')).toBe('correct');
      });
      await test.step('the first bug hunt fixed: a performance interaction, the location', async () => {
        // Fixed with a line of the student's own.
        await sco.getByTestId(`path-open-${HUNT.id}`).click();
        await huntCheckpoint(page, HUNT, sco, CANARY);
        await expect.poll(async () => (await sets(page)).some((c) => c.value === `hunt-${HUNT.hunt}`)).toBe(true);
        await expect.poll(() => lastSet(page, el(v, 'cmi.core.lesson_location', 'cmi.location'))).toBe(HUNT.id);
      });
      await test.step('nothing of the student kept in the browser storage', async () => {
        // The hunt's draft, its progress and its solve stay in the tab's memory: a shared computer keeps none of it.
        const stored = await page
          .frame({ url: /scorm\.html/ })
          ?.evaluate(() => ({ ...localStorage, ...sessionStorage }));
        expect(Object.keys(stored ?? {}).filter((key) => !PREFERENCE.test(key))).toEqual([]);
      });
      await test.step('quit: nothing typed sent, nothing refused, no request outside the platform', async () => {
        await quit(page, v);
        const ended = await log(page);
        // Nothing of what the student typed, no read of who they are, nothing refused, nothing after the end.
        expect(JSON.stringify(ended)).not.toContain('canary-7f3a9c');
        await answeredCleanly(page, v, profile);
        expect(ended.at(-1)?.call).toBe(v === '12' ? 'LMSFinish' : 'Terminate');
        // No request left the platform's origin (the sandbox's workers start from blob: URLs, made in the page).
        expect(requests.filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(`${harness.origin}/`))).toEqual(
          [],
        );
        expect(requests.some((url) => url.startsWith(`${harness.origin}/pkg/`))).toBe(true);
      });
      await test.step('the gradebook', async () => {
        // The gradebook (docs/lms.md, "What each platform shows"): Moodle's highest grade is the raw score; Open edX
        // grades a 1.2 package only once it is passed or complete, a 2004 one by its scaled score.
        const raw = Math.round((100 * 2) / CHECKPOINTS.length);
        if (profile === 'moodle') expect(await moodleGrade(page, 'highest')).toBe(raw);
        else if (v === '12') expect(await openedxGrade(page)).toBeNull();
        else expect(await openedxGrade(page)).toBeCloseTo(2 / CHECKPOINTS.length, 4);
      });
      await test.step('relaunch with what the platform kept: resumed, both checkpoints passed, the score kept', async () => {
        sco = await launch(page, v, profile, await keptBy(page));
        if (profile === 'moodle') expect(await moodleMode(page)).toBe('normal');
        await expect(sco.getByTestId('path-entry').getByTestId('path-start')).toContainText(
          `2 / ${CHECKPOINTS.length}`,
        );
        await expect(sco.getByTestId('lms-notice')).toHaveCount(0);
        await sco.getByTestId('path-entry').getByTestId('path-start').click();
        // Resume opens the first checkpoint not passed.
        const next = CHECKPOINTS[1];
        await expect(sco.getByTestId(`section-${next?.function}`).getByTestId('predict-approach')).toHaveAttribute(
          'data-checkpoint',
          next?.id ?? '',
        );
      });
    });

for (const v of ['12', '2004'] as const)
  for (const profile of ['moodle', 'openedx'] as const)
    test(`SCORM ${v === '12' ? '1.2' : '2004'} scoped to two checkpoints with mastery 50, ${profile}'s rules: one who looks and leaves, comes back and passes one, comes back and finishes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const pkg = `scoped-${v}`;
      const raw = el(v, 'cmi.core.score.raw', 'cmi.score.raw');
      const start = (sco: ReturnType<Page['frameLocator']>) => sco.getByTestId('path-entry').getByTestId('path-start');

      // Looks and leaves: one objective per checkpoint in scope, no grade, and (Moodle) not failed.
      let sco = await launch(page, v, profile, null, pkg);
      await expect(start(sco)).toBeVisible();
      const objectives = (await sets(page)).filter((c) => /^cmi\.objectives\.\d+\.id$/.test(c.element));
      expect(objectives.map((c) => c.value)).toEqual([FIRST.id, SECOND.id]);
      await quit(page, v);
      await answeredCleanly(page, v, profile);
      if (profile === 'moodle') expect(await moodleGrade(page, 'highest')).toBe(0);
      else expect(await openedxGrade(page)).toBe(v === '12' ? null : 0);

      // Comes back, passes the first checkpoint: raw 50 reaches the mastery.
      sco = await launch(page, v, profile, await keptBy(page), pkg);
      if (profile === 'moodle') expect(await moodleMode(page)).toBe('normal');
      await start(sco).click();
      await debugCheckpoint(sco, FIRST);
      await expect.poll(() => lastSet(page, raw)).toBe('50');
      await quit(page, v);
      await answeredCleanly(page, v, profile);
      if (profile === 'moodle') {
        expect(await moodleGrade(page, 'highest')).toBe(50);
        // Learning objects: 1.2's passed counts; 2004 counts completion only.
        expect(await moodleGrade(page, 'objects')).toBe(v === '12' ? 1 : 0);
      } else expect(await openedxGrade(page)).toBeCloseTo(0.5, 4);

      // Comes back.
      sco = await launch(page, v, profile, await keptBy(page), pkg);
      await expect(start(sco)).toContainText('1 / 2');
      if (profile === 'moodle' && v === '12') {
        // A passed 1.2 attempt is finished for Moodle: it is reopened for review, where nothing is recorded.
        expect(await moodleMode(page)).toBe('review');
        await expect(sco.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsReview');
        return;
      }
      await start(sco).click();
      await debugCheckpoint(sco, SECOND);
      await expect.poll(() => lastSet(page, raw)).toBe('100');
      await quit(page, v);
      await answeredCleanly(page, v, profile);
      if (profile === 'moodle') {
        expect(await moodleGrade(page, 'highest')).toBe(100);
        expect(await moodleGrade(page, 'objects')).toBe(1);
        // Finished: reviewed from now on, the ✓ marks shown.
        sco = await launch(page, v, profile, await keptBy(page), pkg);
        expect(await moodleMode(page)).toBe('review');
        await expect(sco.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsReview');
        await expect(start(sco)).toContainText('2 / 2');
      } else expect(await openedxGrade(page)).toBe(1);
    });

test('SCORM 2004: the last checkpoint of the path passed on top of a resumed record: completed, passed, raw 100', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const others = CHECKPOINTS.filter((c) => c.id !== FIRST.id);
  const record = {
    last: FIRST.id,
    questions: Object.fromEntries(
      others.flatMap((c) => c.questions ?? []).map((q) => [q, { attempts: 1, right: true, shown: false, seconds: 4 }]),
    ),
    passed: Object.fromEntries(others.map((c) => [c.id, '2026-12-01T10:00:00.000Z'])),
  };
  const seed = moodleKept({
    'cmi.exit': 'suspend',
    'cmi.completion_status': 'incomplete',
    'cmi.suspend_data': encodeRecord(record, SHAPE),
    'cmi.location': FIRST.id,
  });
  const sco = await launch(page, '2004', 'moodle', seed);
  await expect(sco.getByTestId('path-entry').getByTestId('path-start')).toContainText(
    `${others.length} / ${CHECKPOINTS.length}`,
  );
  await sco.getByTestId('path-entry').getByTestId('path-start').click();
  await debugCheckpoint(sco, FIRST);
  await expect.poll(() => lastSet(page, 'cmi.completion_status')).toBe('completed');
  expect(await lastSet(page, 'cmi.success_status')).toBe('passed');
  expect(await lastSet(page, 'cmi.score.raw')).toBe('100');
  expect(await lastSet(page, 'cmi.score.scaled')).toBe('1');
  expect((await sets(page)).filter((c) => c.value === 'failed')).toEqual([]);
});

test('not launched by a platform: the page says progress stays in this tab, and works', async ({ page }) => {
  await page.goto(`${harness.origin}/pkg/12/scorm.html`);
  await expect(page.locator('html')).toHaveAttribute('data-lms', 'none');
  await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsNotLaunched');
  await expect(page.getByTestId('lms-notice')).toContainText('进度只留在这个标签页里');
  await expect(page.getByTestId('path-entry').getByTestId('path-start')).toBeVisible();
});

for (const [kind, suspend, notice] of [
  [
    'another version of the course',
    encodeRecord({ last: null, questions: {}, passed: {} }, { ...SHAPE, checkpoints: SHAPE.checkpoints.slice(1) }),
    'lmsFresh',
  ],
  ['garbled', `2|${'x'.repeat(30)}`, 'lmsGarbled'],
] as const)
  test(`a record the platform kept that is ${kind}: a fresh start with a notice, never a mix`, async ({ page }) => {
    const sco = await launch(
      page,
      '12',
      'moodle',
      moodleKept({ 'cmi.core.exit': 'suspend', 'cmi.core.lesson_status': 'incomplete', 'cmi.suspend_data': suspend }),
    );
    await expect(sco.getByTestId('lms-notice')).toHaveAttribute('data-notice', notice);
    await expect(sco.getByTestId('path-entry').getByTestId('path-start')).not.toContainText('/');
    await expect.poll(() => lastSet(page, 'cmi.core.score.raw')).toBe('0');
  });

test("two students in one browser: the second starts empty; the first one's record never reaches the browser's storage", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  let sco = await launch(page, '12', 'moodle');
  await sco.getByTestId('path-entry').getByTestId('path-start').click();
  await debugCheckpoint(sco, FIRST);
  await expect.poll(() => lastSet(page, 'cmi.core.score.raw')).not.toBe('0');
  const stored = await page.frame({ url: /scorm\.html/ })?.evaluate(() => ({ ...localStorage, ...sessionStorage }));
  expect(Object.keys(stored ?? {}).filter((key) => !PREFERENCE.test(key))).toEqual([]);
  await quit(page, '12');
  // The next student, a launch of their own (nothing kept for them), in the same browser profile.
  sco = await launch(page, '12', 'moodle');
  await expect(sco.getByTestId('path-entry').getByTestId('path-start')).not.toContainText('/');
  await expect.poll(() => lastSet(page, 'cmi.core.score.raw')).toBe('0');
  expect((await sets(page)).filter((c) => c.element === 'cmi.suspend_data').map((c) => c.value)).toEqual([
    encodeRecord({ last: null, questions: {}, passed: {} }, SHAPE),
  ]);
});

test('an ordinary embed under a page that has a SCORM API looks for none: no call, no notice', async ({ page }) => {
  await page.goto(
    `${harness.origin}/lms.html?${new URLSearchParams({ v: '12', profile: 'moodle', launch: '/site/embed.html?fn=discover_tools' })}`,
  );
  const frame = page.frameLocator('#sco');
  await expect(frame.getByTestId('section-discover_tools')).toBeVisible();
  await expect(frame.locator('html')).not.toHaveAttribute('data-lms', /./);
  await expect(frame.getByTestId('lms-notice')).toHaveCount(0);
  expect(await log(page)).toEqual([]);
});

test.describe('a launch whose chunk is refused', () => {
  // The refused chunk is a failed load the browser logs, on purpose.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test("the launch's chunk cannot load: the page still starts, and keeps nothing of the student in the browser", async ({
    page,
  }) => {
    // The build's own map names the chunk (the package is that build).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const chunk = manifest['src/app/lms/start.ts']?.file;
    expect(chunk).toBeTruthy();
    await page.route(`**/pkg/12/${chunk}`, (route) => route.abort());
    const sco = await (async () => {
      await page.goto(
        `${harness.origin}/lms.html?${new URLSearchParams({ v: '12', profile: 'moodle', launch: '/pkg/12/scorm.html' })}`,
      );
      return page.frameLocator('#sco');
    })();
    await sco.getByTestId('path-entry').getByTestId('path-start').click();
    await debugCheckpoint(sco, FIRST);
    const stored = await page.frame({ url: /scorm\.html/ })?.evaluate(() => ({ ...localStorage, ...sessionStorage }));
    expect(Object.keys(stored ?? {})).toEqual([]);
    expect(await log(page)).toEqual([]);
  });
});
