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
import type { Browser } from '@playwright/test';
import { checkCourseEmbed, checkEmbedView, EMBED_PAGE, embedUrl, HARNESS_HTML, serveCoursePage } from './coursePage.ts';
import type { CheckResult, ReplayReport, ScenarioReport } from './results.ts';
import { replayScenarios } from './scenarios.ts';
import { untilLive, untilOfflineReady, violations, WATCH_CSP, watchPage } from './watch.ts';

export type { CheckResult, ReplayReport, ScenarioReport } from './results.ts';
export { serviceWorkerActive, untilOfflineReady } from './watch.ts';

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
    await untilLive(page);
    if (options.offline) {
      // The course page is another site: its frame is checked on the first visit, while the network is on.
      embed = await checkCourseEmbed(context, course.origin, pageErrors, cspViolations);
      await untilOfflineReady(page);
      await context.setOffline(true);
      await page.reload();
      await untilLive(page);
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
