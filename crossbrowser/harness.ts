/**
 * What every journey runs in: the build served twice (the playground's site and a course page's origin) by the
 * watched host, a fresh page per journey whose problems (page errors, console errors, failed loads, CSP violations
 * in any document) fail it at the end, and the waits the journeys share. One per browser (journeys.ts).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { StaticHost } from '../src/replay/staticHost.ts';
import { PROJECT_ROOT } from '../src/scenarios/files.ts';
import { type Driver, frames, section, waitFor } from './driver.ts';
import { allProblems, type Problem, serveWatched, type Watch } from './watchedHost.ts';

/** The build under test: dist/, or another (`JOURNEY_DIST=/tmp/old-build`, to see a journey fail on an older one). */
export const DIST = process.env.JOURNEY_DIST ?? join(PROJECT_ROOT, 'dist');

/** The lesson's adapter file as the student reads it. */
export const lesson = (file: string) => readFileSync(join(PROJECT_ROOT, 'src/adapter', file), 'utf8');

export type Harness = {
  /** The test's title in this browser. */
  name: (title: string) => string;
  /** Why the journeys cannot run here, or false. */
  skip: string | false;
  site: () => StaticHost;
  course: () => StaticHost;
  /** What the watched host hears from every document, and the journey on now. */
  watch: Watch;
  /** A journey begins: what its pages report is its own (`deliberate`: its problems are planted, heard by itself). */
  begin: (deliberate?: boolean) => void;
  open: () => Promise<Driver>;
  problems: (driver: Driver) => Promise<string[]>;
  /** A fresh page (a tab, or a session), its problems asserted none at the end. */
  journey: (body: (driver: Driver) => Promise<void>) => Promise<void>;
  idleLoadsDone: (driver: Driver) => Promise<unknown>;
  reachEditor: (driver: Driver, fn: string) => Promise<void>;
  toggleBreakpoint: (driver: Driver, fn: string, line: number) => Promise<void>;
  revealed: (driver: Driver) => Promise<void>;
};

export function harness(
  browser: string,
  missing: string | null,
  open: () => Promise<Driver>,
  shut: () => Promise<void>,
): Harness {
  const skip = missing ?? (existsSync(join(DIST, 'index.html')) ? false : 'no build in dist/ (npm run build first)');
  const watch: Watch = { sink: [], journey: 'before' };
  // Reports from the pages of a journey that had ended, kept to fail the run at its end; a deliberate journey's aside.
  const late: string[] = [];
  const deliberate = new Set<string>();
  let journeys = 0;
  function begin(planted = false): void {
    for (const problem of watch.sink)
      if (problem.journey !== watch.journey && !deliberate.has(problem.journey))
        late.push(`${problem.kind}: ${problem.text} (${problem.at}, journey ${problem.journey})`);
    watch.sink.length = 0;
    watch.journey = `${++journeys}`;
    if (planted) deliberate.add(watch.journey);
  }
  let site: StaticHost | undefined;
  let course: StaticHost | undefined;

  before(async () => {
    if (skip) return;
    [site, course] = await Promise.all([serveWatched(DIST, watch), serveWatched(DIST, watch)]);
  });
  after(async () => {
    await shut();
    await Promise.all([site?.close(), course?.close()]);
    begin();
    // A page's problem reported once its journey had ended (its page closing, a beacon on its way) still counts.
    assert.deepEqual(late, [], 'problems reported after their journey ended');
  });

  async function problems(driver: Driver): Promise<string[]> {
    const inPage = await driver.evaluate(() => (window as unknown as { __problems?: Problem[] }).__problems ?? []);
    const own = watch.sink.filter((problem) => problem.journey === watch.journey);
    return [...allProblems(own, inPage), ...driver.heard()];
  }

  async function journey(body: (driver: Driver) => Promise<void>): Promise<void> {
    begin();
    const driver = await open();
    try {
      await body(driver);
      assert.deepEqual(await problems(driver), []);
    } finally {
      await driver.close();
    }
  }

  /**
   * Waits until the page has loaded what it loads by itself once idle: the three sections, each with its files bar,
   * the service worker registered (it loads Workbox's window library at the page's later idle moment; left before
   * that, Firefox once logged an error object, "JSHandle@error", in a fresh clone's run), and the lesson path's panel
   * (the last of the chunks it fetches after the first output: ten of them came after the files bars). A page the
   * service worker serves is that fast to its files bars, and left then, Firefox logs each of its chunks still coming
   * as an error of the page: "A ServiceWorker intercepted the request and encountered an unexpected error" (5 runs of
   * 12 of the Firefox journeys here, once the first journey had installed the worker).
   */
  const idleLoadsDone = (driver: Driver) =>
    waitFor(
      driver,
      "the page's idle loads",
      () =>
        document.querySelectorAll('[data-testid="export-trace"]').length === 3 &&
        document.documentElement.dataset.serviceWorker === 'registered' &&
        document.querySelector('[data-testid="lesson-path"]') !== null,
    );

  /**
   * Reaches for a section's code as a student does, a click on one of its lines in the window (the window is not
   * scrolled: a journey may be measuring it), and waits until Monaco has replaced the static view there.
   */
  async function reachEditor(driver: Driver, fn: string): Promise<void> {
    const view = `${section(fn)} [data-testid="code-view"]`;
    await waitFor(
      driver,
      `a line of ${fn}'s code in the window`,
      (v) => {
        const line = [...document.querySelectorAll(`${v} .code-line .code-text`)].find((text) => {
          const at = text.getBoundingClientRect();
          return at.height > 0 && at.top >= 0 && at.bottom <= innerHeight;
        });
        line?.setAttribute('data-journey-target', '');
        return line !== undefined;
      },
      view,
    );
    await driver.click('[data-journey-target]');
    await driver.evaluate(() =>
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target'),
    );
    await waitFor(
      driver,
      `${fn}'s editor`,
      (v) => document.querySelector(v)?.getAttribute('data-engine') === 'monaco',
      view,
    );
  }

  /** Clicks a line number in Monaco (reached first: a static view's button would be replaced under the click). */
  async function toggleBreakpoint(driver: Driver, fn: string, line: number): Promise<void> {
    await reachEditor(driver, fn);
    await waitFor(
      driver,
      `line number ${line}`,
      (v, l) => {
        const view = document.querySelector(`${v} [data-testid="code-view"]`);
        const numbers = [...(view?.querySelectorAll('.line-numbers') ?? [])];
        const number = numbers.find((e) => e.textContent?.trim() === String(l));
        // A paused section's code box shows only some lines (and draws a few more at its edges): the line is taken
        // once it is wholly inside the box, else the box is wheeled towards it, as a reader does.
        const seen = view?.getBoundingClientRect();
        const at = number?.getBoundingClientRect();
        if (number && at && seen && at.top >= seen.top && at.bottom <= seen.bottom) {
          number.setAttribute('data-journey-target', '');
          return true;
        }
        const shown = numbers.map((e) => Number(e.textContent)).filter((n) => n > 0);
        const down = at && seen ? at.bottom > seen.bottom : l > Math.min(...shown);
        view
          ?.querySelector('.monaco-scrollable-element')
          ?.dispatchEvent(new WheelEvent('wheel', { deltaY: down ? 120 : -120, bubbles: true, cancelable: true }));
        return false;
      },
      section(fn),
      line,
    );
    await driver.click('[data-journey-target]');
    await driver.evaluate(() =>
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target'),
    );
  }

  /**
   * After a pause, the page brings the paused line into view two frames later (debugger/reveal.ts): a click aimed
   * before that scroll lands where the button was. WebKit lost a click so, twice in full runs beside Chromium.
   */
  async function revealed(driver: Driver): Promise<void> {
    // A paused section of the full page is brought to the window's top (its one-screen area): a click aimed before
    // that lands where the button was (Firefox lost the diagram toggle's click so in a fresh clone's run).
    // With its narration: a narration that came after the pause would push the panels down under the click (a
    // busy CI run's Firefox lost the diagram toggle's click so).
    await waitFor(driver, 'the paused area, narrated, at the top of the window', () =>
      [...document.querySelectorAll('[data-state="paused"] .debug-area')].some(
        (area) =>
          Math.abs(area.getBoundingClientRect().top) <= 1 &&
          area.querySelector('[data-testid="narration-line"]') !== null,
      ),
    );
    await frames(driver);
    await frames(driver);
  }

  const started = (host: StaticHost | undefined) => {
    if (!host) throw new Error('the hosts start before the first journey');
    return host;
  };
  return {
    name: (title) => `${browser}: ${title}`,
    skip,
    site: () => started(site),
    course: () => started(course),
    watch,
    begin,
    open,
    problems,
    journey,
    idleLoadsDone,
    reachEditor,
    toggleBreakpoint,
    revealed,
  };
}
