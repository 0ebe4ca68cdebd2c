/**
 * The cmi5 package in an LMS with a record store (docs/lms.md): the package made by the real command for the test
 * LMS's origin, launched with cmi5's parameters from a host of its own; a student answers through the page and
 * fixes a bug hunt; every statement the LMS received passes both xAPI validators and cmi5's rules; a relaunch of the
 * registration resumes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageCmi5 } from '../scripts/package/cmi5.ts';
import { cmi5Problems } from '../src/lms/testing/cmi5Rules.ts';
import { learningLockerWarnings, tinCanErrors } from '../src/lms/testing/xapiValidators.ts';
import { type Cmi5Lms, startCmi5Lms } from './lms/cmi5Lms.ts';
import { type Harness, startHarness } from './lms/harness.ts';
import { CHECKPOINTS, debugCheckpoint, huntCheckpoint } from './pathAnswers.ts';
import { expect, test } from './support.ts';

const FIRST = CHECKPOINTS[0] as (typeof CHECKPOINTS)[number];
const HUNT = CHECKPOINTS.find((c) => c.kind === 'hunt') as (typeof CHECKPOINTS)[number];
const CANARY = '// canary-5be21d: the student typed this';
const AU = 'https://course.example/mcp-playground';

// The State API answers 404 for a document not written yet (xAPI), which the browser logs (the AU's record on a
// first launch); the second test's LMS refuses a fetch URL used twice (400), on purpose. The browser's message names
// no URL, so these two statuses are allowed in this file.
test.use({
  allowedConsoleErrors: [
    /^Failed to load resource: the server responded with a status of (404 \(Not Found\)|400 \(Bad Request\))$/,
  ],
});

let lms: Cmi5Lms;
let harness: Harness;
/** The cmi5 package made by the real command from the tests' build, for a record store on these origins. */
const made = async (lrsOrigins: string[]) => {
  const out = mkdtempSync(join(tmpdir(), 'cmi5-spec-'));
  try {
    const packaged = await packageCmi5({
      id: AU,
      url: null,
      lrsOrigins,
      checkpoints: null,
      mastery: null,
      from: 'dist',
      out,
    });
    return readFileSync(packaged.zip ?? '');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

test.beforeAll(async () => {
  lms = await startCmi5Lms(() => harness.origin);
  harness = await startHarness({ cmi5: await made([lms.origin]) }, () => lms.origin);
  // A package whose LRS is on the origin that serves it (an LMS hosting its content beside its record store).
  harness.add('cmi5-self', await made([harness.origin]));
});
test.afterAll(async () => {
  await harness?.close();
  await lms?.close();
});

const verbOf = (s: Record<string, unknown>) =>
  String((s.verb as { id: string }).id)
    .split('/')
    .at(-1);
const objectOf = (s: Record<string, unknown>) => String((s.object as { id: string }).id);

test('cmi5: launch, answer, a checkpoint and a hunt passed, leave: valid statements in cmi5 order; a relaunch resumes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`);
  await page.goto(launch.url);
  await expect(page.locator('html')).toHaveAttribute('data-lms', 'cmi5');
  await page.getByTestId('path-entry').getByTestId('path-start').click();
  await debugCheckpoint(page, FIRST);
  await page.getByTestId(`path-open-${HUNT.id}`).click();
  await huntCheckpoint(page, HUNT, page, CANARY);
  await expect.poll(() => lms.statements.some((s) => objectOf(s) === `${AU}/checkpoint/${HUNT.id}`)).toBe(true);
  await page.goto('about:blank');
  await expect
    .poll(() =>
      lms.statements
        .filter((s) => s.context && (s.context as { registration: string }).registration === launch.registration)
        .map(verbOf)
        .at(-1),
    )
    .toBe('terminated');

  const mine = lms.statements.filter(
    (s) => (s.context as { registration: string }).registration === launch.registration,
  );
  expect(
    mine.map((s) =>
      objectOf(s) === launch.activityId ? verbOf(s) : `${verbOf(s)}:${objectOf(s).replace(`${AU}/`, '')}`,
    ),
  ).toEqual([
    'initialized',
    // Each question answered wrong once, then right (pathAnswers.ts).
    ...(FIRST.questions ?? []).flatMap((q) => [`answered:question/${q}`, `answered:question/${q}`]),
    `passed:checkpoint/${FIRST.id}`,
    'progressed',
    `completed:hunt/${HUNT.hunt}`,
    `passed:checkpoint/${HUNT.id}`,
    'progressed',
    'terminated',
  ]);
  for (const statement of mine) {
    expect(learningLockerWarnings(statement)).toEqual([]);
    expect(tinCanErrors(statement)).toEqual([]);
  }
  expect(cmi5Problems(mine, launch)).toEqual([]);
  expect(JSON.stringify(mine)).not.toContain('canary-5be21d');
  expect(lms.refused).toEqual([]);
  // Requests only to the page's host and the launch's LMS.
  expect(
    requests.filter(
      (url) =>
        /^(https?|wss?):/.test(url) && !url.startsWith(`${harness.origin}/`) && !url.startsWith(`${lms.origin}/`),
    ),
  ).toEqual([]);

  // The record written after the last checkpoint's statement arrived: what a relaunch reads.
  const lastCheckpoint = lms.statements.findIndex((s) => objectOf(s) === `${AU}/checkpoint/${HUNT.id}`);
  await expect
    .poll(() =>
      lms.stateWrites.some((w) => w.registration === launch.registration && w.afterStatements > lastCheckpoint),
    )
    .toBe(true);

  // The same registration launched again: a new session, the record resumed from the AU's state.
  const again = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`, { registration: launch.registration });
  await page.goto(again.url);
  await expect(page.locator('html')).toHaveAttribute('data-lms', 'cmi5');
  await expect(page.getByTestId('path-entry').getByTestId('path-start')).toContainText(`2 / ${CHECKPOINTS.length}`);
});

test('cmi5: a launch without its parameters, or an LMS that refuses, leaves the page working with a notice', async ({
  page,
}) => {
  await page.goto(`${harness.origin}/pkg/cmi5/cmi5.html`);
  await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsNotLaunched');
  const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`);
  // Its fetch URL used once already: the LMS refuses a second token.
  await page.request.post(new URL(launch.url).searchParams.get('fetch') ?? '');
  await page.goto(launch.url);
  await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsUnreachable');
  await expect(page.getByTestId('path-entry').getByTestId('path-start')).toBeVisible();
});

test.describe("a launch link is anyone's to write (the third audit, docs/lms.md)", () => {
  // A course site that serves the package signs its users in on that origin.
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'LMSSESSION', value: 'signed-in', url: harness.origin }]);
  });

  for (const [name, where, target] of [
    ['fetch', "another path of the page's own origin", () => `${harness.origin}/lms/admin/delete-course?id=7`],
    ['endpoint', "another path of the page's own origin", () => `${harness.origin}/lms/api?action=unenrol&user=9&x=`],
    ['endpoint', 'an origin no package names', () => 'http://127.0.0.2:6460/xapi/'],
  ] as const)
    test(`its ${name} at ${where}: refused before any request, said on the console, the page works`, async ({
      page,
    }) => {
      const said: string[] = [];
      page.on('console', (message) => said.push(message.text()));
      const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`, { params: { [name]: target() } });
      await page.goto(launch.url);
      await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsNotLaunched');
      await page.getByTestId('path-entry').getByTestId('path-start').click();
      await expect(page.getByTestId('section-discover_tools').getByTestId('predict-approach')).toBeVisible();
      expect(harness.seen.filter((request) => request.path.startsWith('/lms/'))).toEqual([]);
      expect(said.some((text) => text.includes(`not a cmi5 launch: ${name}: ${new URL(target()).origin} is not`))).toBe(
        true,
      );
      if (name === 'endpoint') {
        // The launch's own fetch URL was never spent.
        const fetchUrl = new URL(launch.url).searchParams.get('fetch') ?? '';
        expect((await page.request.post(fetchUrl)).status()).toBe(200);
      }
    });

  test('an actor with a property cmi5 does not name: refused, never sent altered', async ({ page }) => {
    const actor = JSON.stringify({
      objectType: 'Agent',
      name: 'Student One',
      account: { homePage: 'https://lms.test', name: 'l-1' },
      extra: { role: 'instructor' },
    });
    const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`, { params: { actor } });
    await page.goto(launch.url);
    await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsNotLaunched');
    expect(
      lms.statements.filter((s) => (s.context as { registration: string }).registration === launch.registration),
    ).toEqual([]);
  });

  test("an LRS on the page's own origin, named by the package: reached without the site's cookies", async ({
    page,
  }) => {
    const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5-self/cmi5.html`, { via: harness.origin });
    await page.goto(launch.url);
    await expect(page.locator('html')).toHaveAttribute('data-lms', 'cmi5');
    await page.goto('about:blank');
    await expect
      .poll(() =>
        lms.statements
          .filter((s) => (s.context as { registration: string }).registration === launch.registration)
          .map(verbOf)
          .at(-1),
      )
      .toBe('terminated');
    const toLms = harness.seen.filter((request) => /^\/(xapi|fetch)\//.test(request.path));
    // The token (POST), the launch data and the record (GET), the statements (POST).
    expect(toLms.map((request) => request.method)).toEqual(expect.arrayContaining(['POST', 'GET']));
    expect(toLms.filter((request) => request.cookie !== undefined)).toEqual([]);
  });
});

test.describe('an LMS that does not answer (the third audit, docs/lms.md)', () => {
  // A request the page gives up on is logged by some browsers as failed, naming no URL.
  test.use({
    allowedConsoleErrors: [
      /^Failed to load resource: (the server responded with a status of 404 \(Not Found\)|net::ERR_ABORTED)$/,
    ],
  });

  test('a fetch URL that never answers: past the launch deadline the page works and says progress stays in this tab', async ({
    page,
  }) => {
    const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`, {
      params: { fetch: `${lms.origin}/hang/token` },
    });
    await page.goto(launch.url);
    // The launch's deadline is 10 s (src/lms/cmi5/launch.ts DEADLINES); the signal is the notice, not a clock.
    await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsUnreachable', { timeout: 30_000 });
    await page.getByTestId('path-entry').getByTestId('path-start').click();
    await expect(page.getByTestId('section-discover_tools').getByTestId('predict-approach')).toBeVisible();
  });

  test('an LRS that stops answering mid-session: each statement given up on, said once, the page goes on', async ({
    page,
  }) => {
    const launch = lms.launchUrl(`${harness.origin}/pkg/cmi5/cmi5.html`);
    await page.goto(launch.url);
    await expect(page.locator('html')).toHaveAttribute('data-lms', 'cmi5');
    lms.stall.statements = true;
    try {
      await page.getByTestId('path-entry').getByTestId('path-start').click();
      await debugCheckpoint(page, FIRST);
      await expect(page.getByTestId('lms-notice')).toHaveAttribute('data-notice', 'lmsUnsent', { timeout: 30_000 });
      await expect(page.getByTestId('lms-notice')).toHaveCount(1);
      await expect(
        page.getByTestId(`section-${FIRST.function}`).getByTestId('predict-checkpoint-passed'),
      ).toBeVisible();
    } finally {
      lms.stall.statements = false;
    }
  });
});
