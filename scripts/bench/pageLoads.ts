/**
 * One page load timed as a person sees it (in the page's own time: its output painted, live, the editor, Debug's
 * first step), a blank page's first paint, the page's HTML without its scripts, and repeat visits served by the
 * service worker.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { untilOfflineReady } from '../../src/replay/replay.ts';
import type { Bench } from './context.ts';

/** Marks, in page time, when the default scenario's output and the editor appear. */
const OBSERVE = `
  window.__marks = {};
  // When the first section's output is painted (its elementtiming attribute; the first one seen is the first section's).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'output' && window.__marks.outputPaint === undefined) window.__marks.outputPaint = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new MutationObserver(() => {
    const m = window.__marks;
    if (m.output === undefined && document.querySelector('[data-testid="section-discover_tools"] [data-testid="output"][data-mode="run"]')) m.output = performance.now();
    if (m.editor === undefined && document.querySelector('[data-testid="section-discover_tools"] [data-engine="monaco"] .view-lines')) m.editor = performance.now();
    if (m.paused === undefined && document.querySelector('[data-testid="section-discover_tools"][data-state="paused"]')) m.paused = performance.now();
    const root = document.getElementById('root');
    if (m.live === undefined && root && !root.hasAttribute('inert') && document.querySelector('[data-testid="playground"], [data-testid="embed"]')) m.live = performance.now();
    // The editor comes when a student reaches for the code: a pointer over it the moment the page is live (again
    // each 50 ms until it has come: the view listens once its effects have run, which may be after that moment). Not
    // in a load that clicks Debug then: that student is not pointing at the code at the same moment.
    if (!window.__clickDebug && m.live !== undefined && m.reach === undefined) {
      m.reach = performance.now();
      const reach = () => {
        const code = document.querySelector('[data-testid="section-discover_tools"] [data-testid="code-view"]');
        if (code?.getAttribute('data-engine') === 'monaco') return;
        code?.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
        setTimeout(reach, 50);
      };
      reach();
    }
    // A student who clicks Debug the moment the page answers clicks and shows its output (window.__clickDebug).
    if (window.__clickDebug && m.click === undefined && m.live !== undefined && m.output !== undefined) {
      m.click = performance.now();
      setTimeout(() => document.querySelector('[data-testid="section-discover_tools"] [data-testid="debug"]').click());
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/**
 * The marks as a person sees them: the output is in the prerendered HTML, so it is in the document before anything
 * is painted; its own paint is read through Element Timing (the output's elementtiming attribute), and only where a
 * browser has none, the first contentful paint stands in.
 */
const MARKS = `(() => {
  const m = window.__marks;
  if (m.outputPaint !== undefined) return { ...m, output: m.outputPaint };
  const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  return { ...m, output: Math.max(m.output, paint ? paint.startTime : m.output) };
})()`;

/** `paused`: Debug clicked as soon as the first output showed, until its first step is on screen ("Debug works"). */
export type Load = {
  output: number;
  editor: number;
  /** The page answers clicks: hydrated (its root no longer inert). */
  live: number;
  paused?: number;
  /** When the page's own Debug click went out (the page live, its output shown). */
  click?: number;
  beforeOutput: { files: string[]; transferred: number };
};

/** The network profile of the throttled figures. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Navigation → first paint of a page from a host of the same kind (gzip, no cache): the blank baseline, by default. */
export async function firstPaint(bench: Bench, throttled: boolean, url = bench.blankUrl): Promise<number> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  if (throttled) await throttle(context, page);
  await page.goto(url);
  const paint = (await page.waitForFunction(
    `performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime`,
  )) as { jsonValue: () => Promise<number> };
  const at = await paint.jsonValue();
  await context.close();
  return at;
}

/** The Embed button's default frame: the embed view's own prerendered page (src/app/embed/embedPage.ts). */
export const EMBED_FRAME = 'embed.html?embed=1&fn=discover_tools&scenario=pages&frame=intro';

export async function load(
  bench: Bench,
  throttled: boolean,
  clickDebug = false,
  path = '',
  base = bench.base,
): Promise<Load> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  if (throttled) await throttle(context, page);
  // The click is the page's own, at the moment it is live (OBSERVE): a person's click is instant, where a driver's
  // round trip to see the page live and click took 170–230 ms more here (Playwright's own click waits for the
  // button to be stable over animation frames, ~0.3 s on a busy page).
  if (clickDebug) await page.addInitScript('window.__clickDebug = true;');
  await page.addInitScript(OBSERVE);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    clickDebug ? 'window.__marks.paused !== undefined' : 'window.__marks.editor !== undefined',
    undefined,
    { timeout: 120_000 },
  );
  const marks = (await page.evaluate(MARKS)) as {
    output: number;
    editor: number;
    live: number;
    paused?: number;
    click?: number;
  };
  // What had arrived by the time the first output showed: the page's own timing entries.
  const entries = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: e.responseEnd, size: e.transferSize })).concat(performance.getEntriesByType('navigation').map((e) => ({ name: e.name, end: e.responseEnd, size: e.transferSize })))`,
  )) as { name: string; end: number; size: number }[];
  await context.close();
  const before = entries.filter((entry) => entry.end <= marks.output);
  return {
    ...marks,
    beforeOutput: {
      files: before.map((entry) => new URL(entry.name).pathname),
      transferred: before.reduce((sum, e) => sum + e.size, 0),
    },
  };
}

/**
 * Navigation → the output's own paint (Element Timing) in a page with no script at all: the page's HTML as it is
 * sent, its scripts and preloads taken out. What the scripts add to the first output is the difference.
 */
export async function outputPaintWithoutScripts(bench: Bench, url: string): Promise<number> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  await page.waitForFunction('window.__marks.outputPaint !== undefined', undefined, { timeout: 60_000 });
  const at = (await page.evaluate('window.__marks.outputPaint')) as number;
  await context.close();
  return at;
}

/**
 * Repeat visits: one context whose first visit installed the service worker, then `bench.runs` new pages of it, timed
 * like a cold load; `fromWorker` counts the page's requests the worker answered (from its cache).
 */
export async function repeatLoads(bench: Bench): Promise<{ loads: Load[]; fromWorker: number; requests: number }> {
  const context = await bench.browser.newContext({ bypassCSP: true, serviceWorkers: 'allow' });
  const first = await context.newPage();
  await first.goto(bench.base);
  await untilOfflineReady(first);
  await first.close();
  const loads: Load[] = [];
  let fromWorker = 0;
  let requests = 0;
  for (let i = 0; i < bench.runs; i++) {
    const page = await context.newPage();
    page.on('response', (response) => {
      requests++;
      if (response.fromServiceWorker()) fromWorker++;
    });
    await page.addInitScript(OBSERVE);
    await page.goto(bench.base);
    await page.waitForFunction('window.__marks.editor !== undefined', undefined, { timeout: 120_000 });
    const marks = (await page.evaluate(MARKS)) as { output: number; editor: number; live: number };
    loads.push({ ...marks, beforeOutput: { files: [], transferred: 0 } });
    await page.close();
  }
  await context.close();
  return { loads, fromWorker, requests };
}
