/**
 * The course page the replay frames the embed in (a real page on this machine's loopback, an origin of its own),
 * and the embed's checks: hello → ready and a height from that page, and offline the embed view as a page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import type { CheckResult } from './results.ts';
import { violations, waitForAttribute, watchPage } from './watch.ts';

const EMBED_FRAME = 'replay';

export const HARNESS_HTML = (src: string) => `<!doctype html><meta charset="utf-8"><title>replay course page</title>
<iframe id="${EMBED_FRAME}" src="${src.replace(/"/g, '&quot;')}" style="width:720px;height:600px;border:0"></iframe>
<script>
  window.events = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.type === 'mcp-playground:event') window.events.push({ origin: event.origin, ...event.data });
  });
  window.hello = () => document.getElementById('${EMBED_FRAME}').contentWindow.postMessage({ type: 'mcp-playground:hello' }, '*');
</script>`;

/**
 * What a deployment promises a course page (docs/embed.md), checked from outside as a browser meets it: the page a
 * frame opens, and the attribute its prerendered first screen carries. (The replay knows the site by its contract,
 * not by the app's code; e2e/replay.spec.ts runs it against this build, so a rename on either side fails there.)
 */
export const EMBED_PAGE = 'embed.html';
const SHOWS_ATTRIBUTE = 'data-first-screen-shows';

/** The frame's address as the Embed button writes it: the embed view's own page beside the playground's. */
export function embedUrl(base: URL, courseOrigin: string): string {
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
export async function serveCoursePage(
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

export async function checkCourseEmbed(
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

/** The embed view opened as a page of its own (offline, no course page can frame it): it runs its scenario. */
export async function checkEmbedView(page: Page, url: string): Promise<CheckResult> {
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
  type Event = { event: string; frame: string; height?: number; fn?: string; origin: string };
  // Until the frame has answered with ready and a height (or the page's action timeout says it never did).
  await course
    .waitForFunction(() => {
      const events = (window as unknown as { events: { event: string }[] }).events;
      return events.some((e) => e.event === 'ready') && events.some((e) => e.event === 'height');
    })
    .catch(() => undefined);
  const events = await course.evaluate(() => (window as unknown as { events: Event[] }).events);
  const ready = events.find((e) => e.event === 'ready');
  const height = events.find((e) => e.event === 'height');
  if (!ready) return { ok: false, detail: 'the embed did not answer hello with ready' };
  if (ready.fn !== 'call_external' || ready.frame !== EMBED_FRAME)
    return { ok: false, detail: `ready named ${ready.fn} / frame ${ready.frame}` };
  if (!height || typeof height.height !== 'number' || height.height <= 0)
    return { ok: false, detail: 'the embed reported no height' };
  return { ok: true, detail: `ready, height ${height.height} px` };
}
