/**
 * The student's core journeys, the same in every browser (docs/testing.md, "Every browser"): the first screen in
 * zh and en, every scenario's Run against the lesson's outcome, Debug / step / back / a breakpoint, the heap
 * diagram, edit mode ✘ → ✔, the embed's hello → ready from a course page, a scenario picked without moving the
 * page, and offline after one visit. Any page error, console error, failed load or CSP violation in any document
 * of a journey fails it; the first journey shows that such a problem is heard at all. The build is served from
 * dist/ by the project's static host (with sandbox.html's header), on free ports, so a suite runs beside another.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { serviceWorkerActive } from '../src/replay/replay.ts';
import type { StaticHost } from '../src/replay/staticHost.ts';
import { PROJECT_ROOT, readLessonOutcomes, readScenarios } from '../src/scenarios/files.ts';
import { type FakeLogsSeen, outcomeDifference } from '../src/scenarios/lessonOutcomes.ts';
import {
  attribute,
  byTestId,
  type Driver,
  frames,
  live,
  present,
  section,
  select,
  text,
  textOf,
  visit,
  waitFor,
} from './driver.ts';
import { allProblems, type Problem, serveWatched } from './watchedHost.ts';

/** The build under test: dist/, or another (`JOURNEY_DIST=/tmp/old-build`, to see a journey fail on an older one). */
const DIST = process.env.JOURNEY_DIST ?? join(PROJECT_ROOT, 'dist');

const lesson = (file: string) => readFileSync(join(PROJECT_ROOT, 'src/adapter', file), 'utf8');
const lineOf = (file: string, code: string) =>
  lesson(file)
    .split('\n')
    .findIndex((line) => line.includes(code)) + 1;

/** Registers every journey for one browser; `missing` says why it cannot run here (then each is skipped). */
export function journeys(browser: string, missing: string | null, open: () => Promise<Driver>, shut = async () => {}) {
  const skip = missing ?? (existsSync(join(DIST, 'index.html')) ? false : 'no build in dist/ (npm run build first)');
  const sink: Problem[] = [];
  let site: StaticHost;
  let course: StaticHost;

  before(async () => {
    if (skip) return;
    [site, course] = await Promise.all([serveWatched(DIST, sink), serveWatched(DIST, sink)]);
  });
  after(async () => {
    await shut();
    await Promise.all([site?.close(), course?.close()]);
  });

  /** What every document of the journey reported, and what the browser heard. */
  async function problems(driver: Driver): Promise<string[]> {
    const inPage = await driver.evaluate(() => (window as unknown as { __problems?: Problem[] }).__problems ?? []);
    return [...allProblems(sink, inPage), ...driver.heard()];
  }

  /** A fresh page (a tab, or a session), its problems asserted none at the end. */
  async function journey(body: (driver: Driver) => Promise<void>): Promise<void> {
    sink.length = 0;
    const driver = await open();
    try {
      await body(driver);
      assert.deepEqual(await problems(driver), []);
    } finally {
      await driver.close();
    }
  }

  /** Waits until every code view on the page is Monaco (it replaces the static view when the page is idle). */
  const editorsLoaded = (driver: Driver) =>
    waitFor(driver, 'the editors', () => {
      const views = [...document.querySelectorAll('[data-testid="code-view"]')];
      return views.length > 0 && views.every((v) => v.getAttribute('data-engine') === 'monaco');
    });

  /** Clicks a line number in Monaco (loaded first: the static view's button would be replaced under the click). */
  async function toggleBreakpoint(driver: Driver, fn: string, line: number): Promise<void> {
    await editorsLoaded(driver);
    await waitFor(
      driver,
      `line number ${line}`,
      (v, l) => {
        const number = [...document.querySelectorAll(`${v} [data-testid="code-view"] .line-numbers`)].find(
          (e) => e.textContent?.trim() === String(l),
        );
        number?.setAttribute('data-journey-target', '');
        return number !== undefined;
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
    await frames(driver);
    await frames(driver);
  }

  const name = (title: string) => `${browser}: ${title}`;

  test(name('a page error and a CSP violation are heard (the check below can fail)'), {
    skip,
    timeout: 60_000,
  }, async () => {
    sink.length = 0;
    const driver = await open();
    try {
      await visit(driver, `${site.url}?lang=en`);
      await present(driver, section('discover_tools'));
      await driver.evaluate(() => {
        setTimeout(() => {
          throw new Error('journey probe');
        });
        // An inline script the page's policy does not allow.
        const script = document.createElement('script');
        script.textContent = 'void 0';
        document.body.append(script);
      });
      await waitFor(
        driver,
        'two reports',
        () => (window as unknown as { __problems: Problem[] }).__problems.length >= 2,
      );
      const heard = (await problems(driver)).join('\n');
      assert.match(heard, /page error: .*journey probe/);
      assert.match(heard, /CSP violation: script-src/);
    } finally {
      await driver.close();
    }
  });

  test(name('the first screen, in Chinese by default and in English'), { skip, timeout: 60_000 }, async () => {
    await journey(async (driver) => {
      await visit(driver, site.url);
      await present(driver, section('discover_tools'));
      assert.match(await textOf(driver, 'h1'), /MCP/);
      assert.match(await textOf(driver, byTestId('scenario-picker', section('discover_tools'))), /[\u4e00-\u9fff]/);
      // Read as a student reads it, until its editors are in, before going on. Left mid-load, Firefox's console once
      // logged an error object (puppeteer's "JSHandle@error") that the page's watcher, deaf once a page is being
      // left, did not hear: most likely the page being left, not a defect; not proven.
      await editorsLoaded(driver);
      await visit(driver, `${site.url}?lang=en`);
      await text(driver, section('discover_tools'), /Reading the catalog: discoverTools/);
      await text(driver, byTestId('output', section('discover_tools')), /search\.docs/);
    });
  });

  test(name("every scenario's Run comes out as the lesson's, value and fakes"), {
    skip,
    timeout: 240_000,
  }, async () => {
    const { scenarios } = await readScenarios();
    await journey(async (driver) => {
      await visit(driver, `${site.url}?lang=en`);
      for (const expected of readLessonOutcomes()) {
        const scenario = scenarios.find((s) => s.function === expected.function && s.id === expected.scenario);
        assert.ok(scenario, `${expected.function}/${expected.scenario}: no scenario file`);
        const view = section(expected.function);
        await select(driver, byTestId('scenario-picker', view), expected.scenario);
        await driver.click(byTestId('run', view));
        await attribute(driver, byTestId('output', view), 'data-mode', 'run');
        // The output and the fakes' lists are read as the page shows them, until they agree with the lesson or a
        // few seconds pass (the last difference is the failure).
        let difference: string | null = 'not read';
        for (let tries = 0; tries < 50 && difference !== null; tries++) {
          const shown = await driver.evaluate((v) => {
            const within = document.querySelector(v);
            return {
              output: within?.querySelector('[data-testid="output"]')?.textContent ?? '',
              lists: ['fake-page-calls', 'fake-remote-calls', 'fake-approvals'].map((id) =>
                [...(within?.querySelectorAll(`[data-testid="${id}"] li code`) ?? [])].map((c) => c.textContent ?? ''),
              ),
            };
          }, view);
          try {
            const [pages, remote, approvals] = shown.lists as [string[], string[], string[]];
            const logs: FakeLogsSeen = {
              page_calls: pages.map((t) => JSON.parse(t)),
              remote_calls: remote.map((t) => ({
                name: t.slice(0, t.indexOf(' ')),
                arguments: JSON.parse(t.slice(t.indexOf(' ') + 1)),
              })),
              approvals,
            };
            difference = outcomeDifference(expected, scenario, JSON.parse(shown.output), logs);
          } catch (error) {
            difference = (error as Error).message;
          }
          if (difference !== null) await new Promise((done) => setTimeout(done, 100));
        }
        assert.equal(difference, null, `${expected.function}/${expected.scenario}`);
      }
    });
  });

  test(name('Debug, step over, back, and a breakpoint from the gutter with Continue'), {
    skip,
    timeout: 60_000,
  }, async () => {
    await journey(async (driver) => {
      await visit(driver, `${site.url}?fn=discover_tools&scenario=pages&lang=en`);
      const view = section('discover_tools');
      await present(driver, byTestId('debug', view));
      await driver.click(byTestId('debug', view));
      await attribute(driver, view, 'data-state', 'paused');
      const total = (await text(driver, byTestId('step-counter', view), /^step 1 of \d+$/)).split(' of ')[1];
      await revealed(driver);
      await driver.click(byTestId('step-over', view));
      await text(driver, byTestId('step-counter', view), new RegExp(`^step 2 of ${total}$`));
      await driver.click(byTestId('step-back', view));
      await text(driver, byTestId('step-counter', view), new RegExp(`^step 1 of ${total}$`));
      const push = lineOf('discoverTools.ts', 'tools.push(tool);');
      await toggleBreakpoint(driver, 'discover_tools', push);
      await driver.click(byTestId('continue', view));
      await text(driver, byTestId('status', view), new RegExp(`line ${push}\\b`));
      await text(driver, byTestId('var-value-tools', view), /^\[\]/);
    });
  });

  test(name('the heap diagram at the service call of callExternal/success: snapshot, shown and sent are three boxes'), {
    skip,
    timeout: 60_000,
  }, async () => {
    await journey(async (driver) => {
      await visit(driver, `${site.url}?fn=call_external&scenario=success&lang=en`);
      const view = section('call_external');
      const call = lineOf('callExternal.ts', 'const reply = await route.invoke');
      await toggleBreakpoint(driver, 'call_external', call);
      await driver.click(byTestId('debug', view));
      await text(driver, byTestId('status', view), new RegExp(`line ${call}\\b`));
      await revealed(driver);
      await driver.click(byTestId('view-diagram', view));
      // Taken (the toggle pressed) before drawn (its chunk loaded): a failure says which of the two did not happen.
      await attribute(driver, byTestId('view-diagram', view), 'aria-pressed', 'true');
      await present(driver, byTestId('heap-diagram', view));
      const targets = await driver.evaluate(
        (v) =>
          Object.fromEntries(
            [...document.querySelectorAll(`${v} [data-testid="heap-arrow"]`)].map((a) => [
              a.getAttribute('data-from'),
              a.getAttribute('data-to'),
            ]),
          ) as Record<string, string>,
        view,
      );
      const boxes = ['snapshot', 'shown', 'sent'].map((key) => targets[`frame-0.${key}`]);
      assert.equal(new Set(boxes).size, 3, JSON.stringify(targets));
      for (const box of boxes)
        assert.ok(
          await driver.evaluate((s) => document.querySelector(s) !== null, byTestId(`heap-box-${box}`, view)),
          `box ${box}`,
        );
    });
  });

  test(name('edit mode: code from a link is judged ✘ in the sandbox, Reset makes it ✔'), {
    skip,
    timeout: 90_000,
  }, async () => {
    const broken = lesson('discoverTools.ts').replace(' || cursors.has(cursor)', '');
    const code = deflateRawSync(Buffer.from(broken)).toString('base64url');
    await journey(async (driver) => {
      await visit(driver, `${site.url}?fn=discover_tools&lang=en&code=${code}`);
      const view = section('discover_tools');
      await present(driver, byTestId('edit-shared-banner', view));
      await attribute(driver, byTestId('edit-matrix', view), 'data-state', 'done');
      await text(driver, byTestId('edit-summary', view), /^1 of 7 scenarios differ from the lesson$/);
      await attribute(driver, byTestId('edit-row-repeat', view), 'data-pass', 'false');
      await driver.click(byTestId('edit-reset', view));
      await text(driver, byTestId('edit-summary', view), /^All 7 scenarios match the lesson$/);
    });
  });

  test(name('the embed answers a course page: hello → ready, from another origin'), {
    skip,
    timeout: 60_000,
  }, async () => {
    await journey(async (driver) => {
      // A real page of the course's origin (a page the driver made up would have no address of its own).
      await driver.goto(`${course.url}example-course.html`);
      const origin = new URL(course.url).origin;
      const src = `${site.url}embed.html?embed=1&fn=call_external&scenario=success&frame=probe&origins=${encodeURIComponent(origin)}`;
      const heard = await driver.evaluate(
        (url) =>
          new Promise<unknown[]>((resolve) => {
            const events: unknown[] = [];
            const frame = document.createElement('iframe');
            frame.src = url;
            frame.style.cssText = 'width: 720px; height: 600px';
            addEventListener('message', (event) => {
              if (event.data?.frame !== 'probe') return;
              events.push(event.data.event);
              // The first ready comes on load; a hello asks again, and is answered again.
              if (event.data.event === 'ready' && events.filter((e) => e === 'ready').length === 1)
                frame.contentWindow?.postMessage({ type: 'mcp-playground:hello' }, '*');
              if (events.filter((e) => e === 'ready').length === 2) resolve(events);
            });
            document.body.append(frame);
          }),
        src,
      );
      assert.equal(heard.filter((e) => e === 'ready').length, 2);
    });
  });

  for (const lang of ['zh', 'en'])
    test(name(`neither the editors' arrival nor a scenario picked moves the section in view (${lang})`), {
      skip,
      timeout: 60_000,
    }, async () => {
      await journey(async (driver) => {
        await driver.setViewport(1280, 900);
        await visit(driver, `${site.url}?lang=${lang}`);
        const view = section('call_external');
        const run = byTestId('run', view);
        await present(driver, run);
        const top = () => driver.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? NaN, run);
        // As a student does: down to the section at once, while the editors still load (each replaces a static view
        // in place, of the same height: Firefox took an anchor inside it and scrolled 40–60 px when it went).
        // The sections' first outputs arrive after they render and change their heights: WebKit has no scroll
        // anchoring, so one arriving above the view moves it there (46 px once, on a loaded machine). That is not
        // what this journey measures; it starts once they are all shown.
        await waitFor(driver, "every section's output", () => {
          const outputs = [...document.querySelectorAll('[data-testid="output"]')];
          return outputs.length === 3 && outputs.every((o) => o.getAttribute('data-mode') === 'run');
        });
        await driver.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), run);
        await frames(driver);
        const start = await top();
        await editorsLoaded(driver);
        await frames(driver);
        const loaded = (await top()) - start;
        assert.ok(Math.abs(loaded) <= 1, `${lang}: the editors' arrival moved the Run button ${loaded} px`);
        const shown = await textOf(driver, byTestId('output', view));
        await select(driver, byTestId('scenario-picker', view), 'mixed');
        // Its output shown: the page has rendered the pick.
        await waitFor(
          driver,
          'the new output',
          (s, old) => (document.querySelector(s)?.textContent ?? old) !== old,
          byTestId('output', view),
          shown,
        );
        await frames(driver);
        const picked = (await top()) - start;
        assert.ok(Math.abs(picked) <= 1, `${lang}: picking a scenario moved the Run button ${picked} px`);
      });
    });

  test(name('offline after one visit: the service worker serves the page, and Run works'), {
    skip,
    timeout: 90_000,
  }, async () => {
    const own = await serveWatched(DIST, sink);
    try {
      await journey(async (driver) => {
        await visit(driver, `${own.url}?lang=en`);
        await present(driver, section('call_external'));
        await driver.evaluate(serviceWorkerActive);
        // The network gone: the host stops answering.
        await own.close();
        await driver.reload();
        await live(driver);
        await present(driver, section('call_external'));
        assert.equal(await driver.evaluate(() => navigator.serviceWorker.controller !== null), true);
        const view = section('call_external');
        await select(driver, byTestId('scenario-picker', view), 'deny');
        await driver.click(byTestId('run', view));
        await text(driver, byTestId('output', view), /"tool_result"/);
      });
    } finally {
      await own.close();
    }
  });
}
