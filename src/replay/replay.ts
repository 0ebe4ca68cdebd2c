/**
 * Replays the lesson against a deployed copy of the playground, in a real
 * browser, and reports what differs: for each of the 21 scenarios, Run's
 * output against the lesson's expected outcome and the fakes' logs, Debug to
 * the end printing the same, and the trace recorded in that browser against
 * the golden file (the first differing step named); then the embed view's
 * handshake (hello → ready and a height). Throughout: no request to another
 * origin, no CSP violation, no page error. With `offline`, the visit that
 * checks the embed installs the service worker, then the browser goes offline
 * and the scenarios (and the embed view, opened as a page) run from its cache.
 *
 * `npm run replay` (scripts/replay.ts) and the e2e suite's replay test both
 * call `replayDeployment`; it drives the page only through the documented
 * data-testid contract and the automation hook (docs/testids.md).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { readGoldenTrace, readLessonOutcomes, readScenarios } from '../scenarios/files.ts';
import type { FakeLogs } from '../scenarios/harness.ts';
import { outcomeDifference } from '../scenarios/lessonOutcomes.ts';
import { firstTraceDifference } from '../tracer/diff.ts';

export type CheckResult = { ok: boolean; detail?: string };

export type ScenarioReport = {
  function: string;
  scenario: string;
  run: CheckResult;
  debug: CheckResult;
  trace: CheckResult;
};

export type ReplayReport = {
  url: string;
  ok: boolean;
  scenarios: ScenarioReport[];
  embed: CheckResult;
  /** Every URL the pages asked for, once each, in order. */
  requested: string[];
  foreignRequests: string[];
  cspViolations: string[];
  pageErrors: string[];
  durationMs: number;
};

export type ReplayOptions = {
  /** The deployed playground's base URL (its index.html), e.g. https://site.example/courses/mcp/. */
  url: string;
  browser: Browser;
  /** Called as each scenario is done, for progress output. */
  onScenario?: (report: ScenarioReport) => void;
  /** How long one page action may take (ms). */
  timeout?: number;
  /** A repeat visit with the network off: everything after the first visit is served by the service worker. */
  offline?: boolean;
};

const EMBED_FRAME = 'replay';

const HARNESS_HTML = (src: string) => `<!doctype html><meta charset="utf-8"><title>replay course page</title>
<iframe id="${EMBED_FRAME}" src="${src.replace(/"/g, '&quot;')}" style="width:720px;height:600px;border:0"></iframe>
<script>
  window.events = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'mcp-playground:event') window.events.push({ origin: event.origin, ...event.data });
  });
  window.hello = () => document.getElementById('${EMBED_FRAME}').contentWindow.postMessage({ type: 'mcp-playground:hello' }, '*');
</script>`;

/** Collected in every frame: the CSP violations the browser reports. */
const WATCH_CSP = `(() => {
  window.__replayViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__replayViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
})();`;

export async function replayDeployment(options: ReplayOptions): Promise<ReplayReport> {
  const started = Date.now();
  const base = new URL(options.url);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  // The course page that frames the embed: a real page on this machine's loopback, an origin of its own
  // (a page the driver answered itself would count as public, and Chromium keeps public pages from framing loopback).
  const course = await serveCoursePage((origin) => HARNESS_HTML(embedUrl(base, origin)));
  const allowedOrigins = new Set([base.origin, course.origin]);
  const timeout = options.timeout ?? 15_000;

  // Said outright: a test runner's defaults may block service workers.
  const context = await options.browser.newContext(options.offline ? { serviceWorkers: 'allow' } : {});
  context.setDefaultTimeout(timeout);
  const requested = new Set<string>();
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    // What the pages asked for: the service worker's install step fetches the whole build, used or not.
    if (!request.serviceWorker()) requested.add(url.href);
    if (!['data:', 'blob:'].includes(url.protocol) && !allowedOrigins.has(url.origin)) foreignRequests.push(url.href);
  });
  await context.addInitScript(WATCH_CSP);
  // Requests that would leave the machine are answered here (and counted above), so the run stays offline.
  await context.route(
    (url) => !allowedOrigins.has(url.origin),
    (route) => route.abort(),
  );

  const scenarios: ScenarioReport[] = [];
  let embed: CheckResult = { ok: false, detail: 'not reached' };
  const cspViolations: string[] = [];
  try {
    const page = await context.newPage();
    watchPage(page, pageErrors);
    await page.goto(base.href);
    if (options.offline) {
      // The course page is another site: its frame is checked on the first visit, while the network is on.
      embed = await checkCourseEmbed(context, course.origin, pageErrors, cspViolations);
      await untilOfflineReady(page);
      await context.setOffline(true);
      await page.reload();
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
        pageErrors.push('offline: the service worker does not serve the page on the repeat visit');
    }
    for (const report of await replayScenarios(page)) {
      scenarios.push(report);
      options.onScenario?.(report);
    }
    cspViolations.push(...(await violations(page)));

    if (options.offline) {
      const embedPage = await context.newPage();
      watchPage(embedPage, pageErrors);
      const offlineEmbed = await checkEmbedView(embedPage, embedUrl(base, course.origin));
      embed = !embed.ok
        ? embed
        : !offlineEmbed.ok
          ? offlineEmbed
          : { ok: true, detail: `${embed.detail}; offline, ${EMBED_PAGE} from the cache runs its scenario` };
      cspViolations.push(...(await violations(embedPage)));
    } else embed = await checkCourseEmbed(context, course.origin, pageErrors, cspViolations);
  } catch (error) {
    pageErrors.push(`the replay stopped: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await context.close();
    await course.close();
  }
  const ok =
    scenarios.length > 0 &&
    scenarios.every((s) => s.run.ok && s.debug.ok && s.trace.ok) &&
    embed.ok &&
    foreignRequests.length === 0 &&
    cspViolations.length === 0 &&
    pageErrors.length === 0;
  return {
    url: base.href,
    ok,
    scenarios,
    embed,
    requested: [...requested],
    foreignRequests,
    cspViolations,
    pageErrors,
    durationMs: Date.now() - started,
  };
}

/**
 * What a deployment promises a course page (docs/embed.md), checked from outside as a browser meets it: the page a
 * frame opens, and the attribute its prerendered first screen carries. (The replay knows the site by its contract,
 * not by the app's code; e2e/replay.spec.ts runs it against this build, so a rename on either side fails there.)
 */
const EMBED_PAGE = 'embed.html';
const SHOWS_ATTRIBUTE = 'data-first-screen-shows';

/** The frame's address as the Embed button writes it: the embed view's own page beside the playground's. */
function embedUrl(base: URL, courseOrigin: string): string {
  const url = new URL(EMBED_PAGE, base.href);
  url.search = new URLSearchParams({
    embed: '1',
    fn: 'call_external',
    scenario: 'success',
    origins: courseOrigin,
    frame: EMBED_FRAME,
  }).toString();
  return url.href;
}

/** Serves one HTML page at http://127.0.0.1:<free port>/course.html. */
async function serveCoursePage(
  html: (origin: string) => string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  let origin = '';
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/course.html'))
      response.writeHead(200, { 'content-type': 'text/html' }).end(html(origin));
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((done) => server.close(() => done())) };
}

function watchPage(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
  });
}

async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const list = await frame
      .evaluate(() => (window as unknown as { __replayViolations?: string[] }).__replayViolations ?? [])
      .catch(() => [] as string[]);
    found.push(...list.map((v) => `${frame.url()}: ${v}`));
  }
  return found;
}

async function replayScenarios(page: Page): Promise<ScenarioReport[]> {
  const outcomes = readLessonOutcomes();
  const { scenarios } = await readScenarios();
  const reports: ScenarioReport[] = [];
  for (const expected of outcomes) {
    const scenario = scenarios.find((s) => s.function === expected.function && s.id === expected.scenario);
    const report: ScenarioReport = {
      function: expected.function,
      scenario: expected.scenario,
      run: { ok: false, detail: 'not reached' },
      debug: { ok: false, detail: 'not reached' },
      trace: { ok: false, detail: 'not reached' },
    };
    reports.push(report);
    if (!scenario) {
      report.run = { ok: false, detail: 'no scenario file in this checkout' };
      continue;
    }
    const view = page.getByTestId(`section-${expected.function}`);
    const output = view.getByTestId('output');

    // Run: the printed value and what the fakes saw, against the lesson.
    const picker = view.getByTestId('scenario-picker');
    const offered = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    if (!offered.includes(expected.scenario)) {
      report.run = { ok: false, detail: `the page does not offer the scenario ${expected.scenario}` };
      continue;
    }
    await picker.selectOption(expected.scenario);
    await view.getByTestId('run').click();
    await waitForAttribute(output, 'data-mode', 'run');
    const runText = (await output.textContent()) ?? '';
    const panel = await fakesPanel(view);
    report.run = check(() => outcomeDifference(expected, scenario, parseOutput(runText), parseFakes(panel)));

    // Debug to the end: the same printed text.
    await view.getByTestId('debug').click();
    await waitForAttribute(view, 'data-state', 'paused');
    for (let tries = 0; tries < 50 && (await output.getAttribute('data-finished')) !== 'true'; tries++) {
      const next = view.getByTestId('continue');
      if (!(await next.isEnabled())) break;
      await next.click();
    }
    const finished = (await output.getAttribute('data-finished')) === 'true';
    const debugText = (await output.textContent()) ?? '';
    report.debug = !finished
      ? { ok: false, detail: 'Debug did not reach the end' }
      : debugText === runText
        ? { ok: true }
        : {
            ok: false,
            detail: `Debug printed ${JSON.stringify(debugText.slice(0, 200))}, Run ${JSON.stringify(runText.slice(0, 200))}`,
          };

    // The trace this browser recorded, against the golden file.
    const recorded = await page.evaluate(
      (fn) =>
        (
          globalThis as { __mcpPlayground?: { traceText: (f: string) => Promise<string | null> } }
        ).__mcpPlayground?.traceText(fn) ?? null,
      expected.function,
    );
    const golden = readGoldenTrace(expected.function, expected.scenario);
    if (recorded === null) report.trace = { ok: false, detail: 'the page recorded no trace' };
    else if (recorded === golden) report.trace = { ok: true };
    else {
      const difference = firstTraceDifference(JSON.parse(recorded), JSON.parse(golden));
      report.trace = { ok: false, detail: difference ?? 'same steps, different bytes (formatting)' };
    }
  }
  return reports;
}

/** The Fakes panel's three lists, as shown. */
async function fakesPanel(view: Locator): Promise<[string[], string[], string[]]> {
  const items = (testId: string) => view.getByTestId(testId).locator('li code').allTextContents();
  return Promise.all([items('fake-page-calls'), items('fake-remote-calls'), items('fake-approvals')]);
}

/** The lists read back as the fakes' logs: cursors as JSON, `name {arguments}`, server names. */
function parseFakes([pages, remote, approvals]: [string[], string[], string[]]): FakeLogs {
  return {
    page_calls: pages.map((text) => JSON.parse(text)),
    remote_calls: remote.map((text) => {
      const space = text.indexOf(' ');
      return { name: text.slice(0, space), arguments: JSON.parse(text.slice(space + 1)) };
    }),
    approvals,
  };
}

function check(compare: () => string | null): CheckResult {
  try {
    const difference = compare();
    return difference === null ? { ok: true } : { ok: false, detail: difference };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

function parseOutput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`the output is not the printed JSON value: ${JSON.stringify(text.slice(0, 200))}`);
  }
}

async function waitForAttribute(locator: Locator, name: string, value: string): Promise<void> {
  await locator.locator(`xpath=self::*[@${name}="${value}"]`).waitFor();
}

async function checkCourseEmbed(
  context: BrowserContext,
  courseOrigin: string,
  pageErrors: string[],
  cspViolations: string[],
): Promise<CheckResult> {
  const coursePage = await context.newPage();
  watchPage(coursePage, pageErrors);
  const result = await checkEmbed(coursePage, courseOrigin);
  cspViolations.push(...(await violations(coursePage)));
  // Left open, it would be the page in front, and a page behind has its timers and frames slowed down.
  await coursePage.close();
  return result;
}

/** Waits until the page's service worker is active: its install step has cached the whole build. */
export async function untilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(serviceWorkerActive);
}

/** Runs in the page (any driver's evaluate): resolves once its service worker is active and serves it next time. */
export async function serviceWorkerActive(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker && worker.state !== 'activated')
    await new Promise((done) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)),
    );
}

/** The embed view opened as a page of its own (offline, no course page can frame it): it runs its scenario. */
async function checkEmbedView(page: Page, url: string): Promise<CheckResult> {
  await page.goto(url);
  // The frame's own page from the cache (its query names a state, not a file), not the playground's in its place.
  const own = await page.locator('html').getAttribute(SHOWS_ATTRIBUTE);
  if (own === null) return { ok: false, detail: `offline, ${EMBED_PAGE} was answered with another page` };
  const output = page.getByTestId('section-call_external').getByTestId('output');
  await waitForAttribute(output, 'data-mode', 'run');
  const text = (await output.textContent()) ?? '';
  return text.includes('tool_result')
    ? { ok: true }
    : { ok: false, detail: `offline, the embed view printed ${JSON.stringify(text.slice(0, 120))}` };
}

async function checkEmbed(course: Page, courseOrigin: string): Promise<CheckResult> {
  await course.goto(`${courseOrigin}/course.html`);
  const frame = course.frameLocator(`#${EMBED_FRAME}`);
  await waitForAttribute(frame.getByTestId('output'), 'data-mode', 'run');
  await course.evaluate(() => (window as unknown as { events: unknown[] }).events.splice(0));
  await course.evaluate(() => (window as unknown as { hello: () => void }).hello());
  const deadline = Date.now() + 5_000;
  type Event = { event: string; frame: string; height?: number; fn?: string; origin: string };
  let events: Event[] = [];
  while (Date.now() < deadline) {
    events = await course.evaluate(() => (window as unknown as { events: Event[] }).events);
    if (events.some((e) => e.event === 'ready') && events.some((e) => e.event === 'height')) break;
    await course.waitForTimeout(50);
  }
  const ready = events.find((e) => e.event === 'ready');
  const height = events.find((e) => e.event === 'height');
  if (!ready) return { ok: false, detail: 'the embed did not answer hello with ready' };
  if (ready.fn !== 'call_external' || ready.frame !== EMBED_FRAME)
    return { ok: false, detail: `ready named ${ready.fn} / frame ${ready.frame}` };
  if (!height || typeof height.height !== 'number' || height.height <= 0)
    return { ok: false, detail: 'the embed reported no height' };
  return { ok: true, detail: `ready, height ${height.height} px` };
}
