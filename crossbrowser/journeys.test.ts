/**
 * The student's core journeys in Firefox ESR (docs/testing.md, "Every browser"): the first screen in zh and en,
 * every scenario's Run against the lesson's outcome, Debug / step / back / a breakpoint, the heap diagram, edit
 * mode ✘ → ✔, the embed's hello → ready from a course page, a scenario picked without moving the page, and offline
 * after one visit. Any page error, console error or CSP violation fails the journey. The build is served from
 * dist/ by the project's own static host (which sends sandbox.html's header) on free ports, so this runs beside
 * the Chromium suite.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'puppeteer-core';
import { serviceWorkerActive } from '../src/replay/replay.ts';
import { type StaticHost, serveStatic } from '../src/replay/staticHost.ts';
import { PROJECT_ROOT, readLessonOutcomes, readScenarios } from '../src/scenarios/files.ts';
import { type FakeLogsSeen, outcomeDifference } from '../src/scenarios/lessonOutcomes.ts';
import { attribute, byTestId, firefoxMissing, launchFirefox, section, text, watchedPage } from './firefox.ts';

const DIST = join(PROJECT_ROOT, 'dist');
const skip = firefoxMissing() ?? (readDist() ? false : 'no build in dist/ (npm run build first)');
let browser: Browser;
let site: StaticHost;
let course: StaticHost;

function readDist(): boolean {
  try {
    readFileSync(join(DIST, 'index.html'));
    return true;
  } catch {
    return false;
  }
}

const lesson = (file: string) => readFileSync(join(PROJECT_ROOT, 'src/adapter', file), 'utf8');
const lineOf = (file: string, code: string) =>
  lesson(file)
    .split('\n')
    .findIndex((line) => line.includes(code)) + 1;

before(async () => {
  if (skip) return;
  [site, course, browser] = await Promise.all([
    serveStatic({ dir: DIST }),
    serveStatic({ dir: DIST }),
    launchFirefox(),
  ]);
});

after(async () => {
  await browser?.close();
  await Promise.all([site?.close(), course?.close()]);
});

/** A fresh page (its own tab in one profile), its problems asserted empty by the journey. */
async function journey(body: (page: Page, problems: string[]) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  const page = await watchedPage(browser, problems);
  try {
    await body(page, problems);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
}

/** Waits until every code view on the page is Monaco (it replaces the static view when the page is idle). */
async function editorsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const views = [...document.querySelectorAll('[data-testid="code-view"]')];
      return views.length > 0 && views.every((v) => v.getAttribute('data-engine') === 'monaco');
    },
    { timeout: 30_000 },
  );
}

/** Clicks a line number in Monaco (loaded first: the static view's button would be replaced under the click). */
async function toggleBreakpoint(page: Page, fn: string, line: number): Promise<void> {
  await editorsLoaded(page);
  const number = await page.waitForFunction(
    (v, l) =>
      [...document.querySelectorAll(`${v} [data-testid="code-view"] .line-numbers`)].find(
        (e) => e.textContent?.trim() === String(l),
      ),
    { timeout: 20_000 },
    section(fn),
    line,
  );
  await (number as unknown as { click: () => Promise<void> }).click();
}

test('the first screen, in Chinese by default and in English', { skip, timeout: 60_000 }, async () => {
  await journey(async (page) => {
    await page.goto(site.url);
    await page.waitForSelector(section('discover_tools'));
    assert.match(await page.$eval('h1', (h) => h.textContent ?? ''), /MCP/);
    assert.match(
      await page.$eval(byTestId('scenario-picker', section('discover_tools')), (s) => s.textContent ?? ''),
      /[\u4e00-\u9fff]/,
    );
    await page.goto(`${site.url}?lang=en`);
    await text(page, section('discover_tools'), /Reading the catalog: discoverTools/);
    await text(page, byTestId('output', section('discover_tools')), /search\.docs/);
  });
});

test("every scenario's Run comes out as the lesson's, value and fakes", { skip, timeout: 180_000 }, async () => {
  const { scenarios } = await readScenarios();
  await journey(async (page) => {
    await page.goto(`${site.url}?lang=en`);
    for (const expected of readLessonOutcomes()) {
      const scenario = scenarios.find((s) => s.function === expected.function && s.id === expected.scenario);
      assert.ok(scenario, `${expected.function}/${expected.scenario}: no scenario file`);
      const view = section(expected.function);
      await page.select(byTestId('scenario-picker', view), expected.scenario);
      await page.click(byTestId('run', view));
      await attribute(page, byTestId('output', view), 'data-mode', 'run');
      // The output and the fakes' lists are read as the page shows them, until they agree with the lesson or a
      // few seconds pass (the last difference is the failure).
      let difference: string | null = 'not read';
      for (let tries = 0; tries < 50 && difference !== null; tries++) {
        // No named helpers inside: the function is sent to the page as text, without the runner's own helpers.
        const shown = await page.$eval(view, (v) => ({
          output: v.querySelector('[data-testid="output"]')?.textContent ?? '',
          lists: ['fake-page-calls', 'fake-remote-calls', 'fake-approvals'].map((id) =>
            [...v.querySelectorAll(`[data-testid="${id}"] li code`)].map((c) => c.textContent ?? ''),
          ),
        }));
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

test('Debug, step over, back, and a breakpoint from the gutter with Continue', { skip, timeout: 60_000 }, async () => {
  await journey(async (page) => {
    await page.goto(`${site.url}?fn=discover_tools&scenario=pages&lang=en`);
    const view = section('discover_tools');
    await page.click(byTestId('debug', view));
    await attribute(page, view, 'data-state', 'paused');
    const total = (await text(page, byTestId('step-counter', view), /^step 1 of \d+$/)).split(' of ')[1];
    await page.click(byTestId('step-over', view));
    await text(page, byTestId('step-counter', view), new RegExp(`^step 2 of ${total}$`));
    await page.click(byTestId('step-back', view));
    await text(page, byTestId('step-counter', view), new RegExp(`^step 1 of ${total}$`));
    const push = lineOf('discoverTools.ts', 'tools.push(tool);');
    await toggleBreakpoint(page, 'discover_tools', push);
    await page.click(byTestId('continue', view));
    await text(page, byTestId('status', view), new RegExp(`line ${push}\\b`));
    await text(page, byTestId('var-value-tools', view), /^\[\]/);
  });
});

test('the heap diagram at the service call of callExternal/success: snapshot, shown and sent are three boxes', {
  skip,
  timeout: 60_000,
}, async () => {
  await journey(async (page) => {
    await page.goto(`${site.url}?fn=call_external&scenario=success&lang=en`);
    const view = section('call_external');
    const call = lineOf('callExternal.ts', 'const reply = await route.invoke');
    await toggleBreakpoint(page, 'call_external', call);
    await page.click(byTestId('debug', view));
    await text(page, byTestId('status', view), new RegExp(`line ${call}\\b`));
    await page.click(byTestId('view-diagram', view));
    await page.waitForSelector(byTestId('heap-diagram', view));
    const targets = await page.$$eval(`${view} [data-testid="heap-arrow"]`, (arrows) =>
      Object.fromEntries(arrows.map((a) => [a.getAttribute('data-from'), a.getAttribute('data-to')])),
    );
    const boxes = ['snapshot', 'shown', 'sent'].map((name) => targets[`frame-0.${name}`]);
    assert.equal(new Set(boxes).size, 3, JSON.stringify(targets));
    for (const box of boxes) assert.ok(await page.$(byTestId(`heap-box-${box}`, view)), `box ${box}`);
  });
});

test('edit mode: code from a link is judged ✘ in the sandbox, Reset makes it ✔', {
  skip,
  timeout: 90_000,
}, async () => {
  const broken = lesson('discoverTools.ts').replace(' || cursors.has(cursor)', '');
  const code = deflateRawSync(Buffer.from(broken)).toString('base64url');
  await journey(async (page) => {
    await page.goto(`${site.url}?fn=discover_tools&lang=en&code=${code}`);
    const view = section('discover_tools');
    await page.waitForSelector(byTestId('edit-shared-banner', view));
    await attribute(page, byTestId('edit-matrix', view), 'data-state', 'done');
    await text(page, byTestId('edit-summary', view), /^1 of 7 scenarios differ from the lesson$/);
    assert.equal(await page.$eval(byTestId('edit-row-repeat', view), (r) => r.getAttribute('data-pass')), 'false');
    await page.click(byTestId('edit-reset', view));
    await text(page, byTestId('edit-summary', view), /^All 7 scenarios match the lesson$/);
  });
});

test('the embed answers a course page: hello → ready, from another origin', { skip, timeout: 60_000 }, async () => {
  await journey(async (page) => {
    // A real page of the course's origin (a page the driver made up would have no address of its own).
    await page.goto(`${course.url}example-course.html`);
    const origin = new URL(course.url).origin;
    const src = `${site.url}embed.html?embed=1&fn=call_external&scenario=success&frame=probe&origins=${encodeURIComponent(origin)}`;
    const heard = await page.evaluate(
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

test('picking a scenario does not move the section in view', { skip, timeout: 60_000 }, async () => {
  for (const lang of ['zh', 'en']) {
    await journey(async (page) => {
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${site.url}?lang=${lang}`);
      const view = section('call_external');
      await page.waitForSelector(byTestId('run', view));
      const top = () => page.$eval(byTestId('run', view), (b) => b.getBoundingClientRect().top);
      // As a student does: down to the section at once, while the editors above still load (each replaces a static
      // view of another height, off screen), then everything loaded.
      await page.$eval(byTestId('run', view), (b) => b.scrollIntoView({ block: 'center' }));
      await editorsLoaded(page);
      await page.$eval(byTestId('run', view), (b) => b.scrollIntoView({ block: 'center' }));
      // Settled where the scroll put it (two frames with no move).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const before = await top();
      const shown = await page.$eval(byTestId('output', view), (o) => o.textContent ?? '');
      await page.select(byTestId('scenario-picker', view), 'mixed');
      // Its output shown: the page has rendered the pick.
      await page.waitForFunction(
        (s, old) => (document.querySelector(s)?.textContent ?? old) !== old,
        { timeout: 20_000 },
        byTestId('output', view),
        shown,
      );
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const moved = (await top()) - before;
      assert.ok(Math.abs(moved) <= 1, `${lang}: the Run button moved ${moved} px`);
    });
  }
});

test('offline after one visit: the service worker serves the page, and Run works', {
  skip,
  timeout: 90_000,
}, async () => {
  const own = await serveStatic({ dir: DIST });
  try {
    await journey(async (page) => {
      await page.goto(`${own.url}?lang=en`);
      await page.waitForSelector(section('call_external'));
      await page.evaluate(serviceWorkerActive);
      // The network gone: the host stops answering.
      await own.close();
      await page.reload();
      await page.waitForSelector(section('call_external'));
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
      const view = section('call_external');
      await page.select(byTestId('scenario-picker', view), 'deny');
      await page.click(byTestId('run', view));
      await text(page, byTestId('output', view), /"tool_result"/);
    });
  } finally {
    await own.close();
  }
});
