/**
 * The first screen arrives with the HTML (src/app/firstScreen/): readable with no script at all, hydrated in place
 * without a mismatch, and never shown to a visit that asked for another state.
 */
import type { Page } from '@playwright/test';
import { expect, section, test, watchErrors } from './support.ts';

/**
 * Records, at every frame from the first while the page is visible, its title and whether the section is there; and
 * each frame in which the stale prerendered page, never shown, was laid out all the same.
 */
const WATCH_FRAMES = (fn: string) => {
  const seen: string[] = [];
  const laidOut: string[] = [];
  Object.assign(window, { __seen: seen, __staleLaidOut: laidOut });
  const look = () => {
    const root = document.getElementById('root');
    const title = document.querySelector('h1')?.textContent;
    const shown = document.querySelector(`[data-testid="section-${fn}"]`) !== null;
    if (root && title && root.checkVisibility({ visibilityProperty: true })) seen.push(`${title} | ${fn}: ${shown}`);
    const stale = document.documentElement.getAttribute('data-first-screen') === 'stale';
    if (root && title && stale && root.getClientRects().length > 0) laidOut.push(title);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};
const titlesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
const staleLaidOut = (page: Page) =>
  page.evaluate(() => (window as unknown as { __staleLaidOut: string[] }).__staleLaidOut);

/** Warnings on the console (a hydration mismatch is one), but the service worker's, which the tests block. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && !/service worker/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/** Whether the output element the HTML brought (kept as `__prerendered` at DOMContentLoaded) is the one shown now. */
const keptPrerendered = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __prerendered: Element | null }).__prerendered ===
      document.querySelector('[data-testid="section-discover_tools"] [data-testid="output"]'),
  );

/**
 * The first section's code from the HTML alone, inert until its code is live; the default scenario's output (ready,
 * printed by the harness at build time) waits for the student's first choice, with the hint folded: they would answer
 * the path's first checkpoint before it started.
 */
async function expectDefaultSectionFromHtml(page: Page, { chosen = false } = {}) {
  const view = section(page, 'discover_tools');
  await expect(view.getByTestId('code-view')).toContainText('export async function discoverTools');
  await expect(view.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  if (chosen) {
    // A course page's frame: its author chose the scenario, and its output shows.
    await expect(view.getByTestId('output')).toContainText('"name": "read.policy"');
  } else {
    await expect(view.getByTestId('output')).toHaveAttribute('data-withheld', 'true');
    await expect(view.getByTestId('output')).not.toContainText('read.policy');
    await expect(view.getByTestId('fakes')).not.toContainText('p2');
    await expect(view.getByTestId('hint-folded')).toBeVisible();
  }
  // Inert until its code is live: a click cannot land on a button that would do nothing.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test("the HTML alone shows the default scenario's code and output, in Chinese", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP 工具接入练习场');
    await expectDefaultSectionFromHtml(page);
    await expect(section(page, 'discover_tools').getByTestId('guidance')).not.toContainText('tools.push(tool)');
  });
});

test('hydration keeps the prerendered nodes, says nothing on the console, and the page then works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const warnings = watchWarnings(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __prerendered: Element | null }).__prerendered = document.querySelector(
        '[data-testid="section-discover_tools"] [data-testid="output"]',
      );
    });
  });
  await page.goto('/');
  const view = section(page, 'discover_tools');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const kept = await keptPrerendered(page);
  expect(kept, 'the output element the HTML brought is the one React now owns').toBe(true);
  // The other sections render once the page is live, their outputs from the HTML's data waiting for a choice: Run
  // shows it, and the hint unfolds.
  const call = section(page, 'call_external');
  await expect(call.getByTestId('output')).toHaveAttribute('data-withheld', 'true');
  await expect(call.getByTestId('output')).not.toContainText('tool_result');
  await call.getByTestId('run').click();
  await expect(call.getByTestId('output')).toContainText('tool_result');
  await expect(call.getByTestId('hint-folded')).toHaveCount(0);
  await view.getByTestId('debug').click();
  await expect(view.getByTestId('step-counter')).toHaveText(/^第 1 \/ \d+ 步/);
  await view.getByTestId('scenario-picker').selectOption('limit');
  await expect(view.getByTestId('output')).toContainText('catalog_too_many_pages');
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});

for (const visit of [
  { name: 'a link asking for English', url: '/?lang=en', remembered: null },
  { name: 'English remembered from a last visit', url: '/', remembered: 'en' },
  { name: 'a deep link into another section', url: '/?fn=call_external&scenario=deny&step=3', remembered: null },
]) {
  test(`${visit.name}: the prerendered Chinese default is never shown, nor laid out`, async ({ page }) => {
    if (visit.remembered) {
      await page.addInitScript((lang) => localStorage.setItem('mcp-tools-playground:lang', lang), visit.remembered);
    }
    const english = visit.url.includes('lang=en') || visit.remembered === 'en';
    const fn = visit.url.includes('call_external') ? 'call_external' : 'discover_tools';
    await page.addInitScript(WATCH_FRAMES, fn);
    await page.goto(visit.url);
    await expect(section(page, fn).getByTestId('output')).not.toHaveAttribute('data-mode', 'idle');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const seen = await titlesSeen(page);
    expect(seen.length, 'frames drawn with the page shown').toBeGreaterThan(0);
    expect(await staleLaidOut(page), 'frames in which the stale page was laid out').toEqual([]);
    // Every frame shown is the asked-for page: its language, and the linked section (the prerendered page has only
    // the first section).
    expect(new Set(seen)).toEqual(
      new Set([`${english ? 'MCP Tools Playground' : 'MCP 工具接入练习场'} | ${fn}: true`]),
    );
    if (fn === 'call_external') {
      // Its link's step, not the default's first output.
      await expect(section(page, fn)).toHaveAttribute('data-state', 'paused');
      await expect(section(page, fn).getByTestId('step-counter')).toHaveText(/^第 3 \/ \d+ 步/);
    }
  });
}

test.describe('the embed view’s page (embed.html), with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a snippet’s default frame shows its section’s code and output from the HTML alone', async ({ page }) => {
    await page.goto('/embed.html?embed=1&fn=discover_tools&scenario=pages&frame=intro');
    await expect(page.getByTestId('embed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expectDefaultSectionFromHtml(page, { chosen: true });
    // Laid out by the embed view's own stylesheet, which came with the HTML.
    expect(await page.locator('.embed-bar').evaluate((bar) => getComputedStyle(bar).position)).toBe('absolute');
  });
});

test('embed.html hydrates in place, quietly, and works; a frame asking for more is never shown the default', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const warnings = watchWarnings(page);
  await page.addInitScript(() => {
    const modes: (string | null)[] = [];
    (window as unknown as { __modes: (string | null)[] }).__modes = modes;
    document.addEventListener('DOMContentLoaded', () => {
      const output = document.querySelector('[data-testid="section-discover_tools"] [data-testid="output"]');
      (window as unknown as { __prerendered: Element | null }).__prerendered = output;
      modes.push(output?.getAttribute('data-mode') ?? null);
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="section-discover_tools"] [data-testid="output"]');
        const mode = now?.getAttribute('data-mode') ?? null;
        if (mode !== modes.at(-1)) modes.push(mode);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  });
  await page.goto('/embed.html?embed=1&fn=discover_tools&scenario=pages&frame=intro');
  const view = section(page, 'discover_tools');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(view.getByTestId('scenario-picker')).toHaveValue('pages');
  await view.getByTestId('debug').click();
  await expect(view.getByTestId('step-counter')).toHaveText(/^第 1 \/ \d+ 步/);
  // The output the HTML brought stayed as it was until Debug: the link's own scenario was not run again.
  expect(await page.evaluate(() => (window as unknown as { __modes: string[] }).__modes)).toEqual(['run', 'debug']);
  const kept = await keptPrerendered(page);
  expect(kept, 'the output element the HTML brought is the one React now owns').toBe(true);
  await expect(page.getByTestId('open-full')).toHaveAttribute('href', /^\.\/\?fn=discover_tools&scenario=pages&step=1/);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);

  // Another section: every frame drawn shows that section, never the prerendered one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const look = () => {
      const root = document.getElementById('root');
      if (root?.checkVisibility({ visibilityProperty: true })) {
        const shown = [...document.querySelectorAll('[data-testid^="section-"]')].map((s) =>
          s.getAttribute('data-testid'),
        );
        if (shown.length > 0) seen.push(shown.join(','));
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/embed.html?embed=1&fn=call_external&scenario=deny&frame=call');
  await expect(section(page, 'call_external').getByTestId('output')).toContainText('未执行');
  expect(new Set(await titlesSeen(page))).toEqual(new Set(['section-call_external']));
  expect(errors).toEqual([]);
});
