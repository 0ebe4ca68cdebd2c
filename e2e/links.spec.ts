/** Deep links, language, and how the page looks at desktop and phone widths. */
import type { Page } from '@playwright/test';
import { expect, reachEditor, section, sourceLine, test, watchErrors } from './support.ts';

test('a deep link opens paused at its step, with its breakpoints and language', async ({ page }) => {
  const errors = watchErrors(page);
  const push = sourceLine('discoverTools.ts', 'tools.push(tool);');
  await page.goto(`/?fn=discover_tools&scenario=pages&bp=${push}&step=9&lang=en`);
  const view = section(page, 'discover_tools');
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 9 of \d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP Tools Playground');
  await expect(view.getByTestId(`gutter-${push}`)).toHaveAttribute('data-pressed', 'true');
  // The breakpoint's two hits on the timeline (its line may be outside the code box at this step).
  await expect(view.locator('.timeline-mark')).toHaveCount(2);
  // The address bar follows the state as the student steps.
  await view.getByTestId('step-over').click();
  await expect(page).toHaveURL(/step=10/);
  expect(errors).toEqual([]);
});

test('Back and Forward restore the state of the link they reach, the page and the embed view alike', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=discover_tools&scenario=pages&step=3&lang=en');
  const discover = section(page, 'discover_tools');
  await expect(discover.getByTestId('step-counter')).toHaveText(/^step 3 of \d+$/);
  await page.evaluate(() => {
    history.pushState(null, '', '?fn=call_external&scenario=deny&lang=zh');
    history.pushState(null, '', '?embed=1&fn=assemble_tool_pool&scenario=two&lang=en');
    history.pushState(null, '', '?fn=discover_tools&scenario=nope');
  });
  await page.goBack();
  // The embed view: one section, its scenario picked, no masthead.
  await expect(page.getByTestId('embed')).toBeVisible();
  await expect(section(page, 'assemble_tool_pool').getByTestId('scenario-picker')).toHaveValue('two');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await page.goBack();
  const call = section(page, 'call_external');
  await expect(call.getByTestId('scenario-picker')).toHaveValue('deny');
  await expect(call.getByTestId('output')).toContainText('未执行');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP 工具接入练习场');
  await page.goBack();
  // Back where it started: paused at step 3 again, nothing of the later links left.
  await expect(discover.getByTestId('step-counter')).toHaveText(/^step 3 of \d+$/);
  await expect(section(page, 'call_external').getByTestId('scenario-picker')).toHaveValue('success');
  await expect(page.getByTestId('page-notice')).toHaveCount(0);
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page.getByTestId('page-notice')).toContainText('scenario=nope');
  expect(errors).toEqual([]);
});

test("the masthead's link to the lesson path, and Back from it, keep what the page shows: edit mode, another section's pause", async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const discover = section(page, 'discover_tools');
  await discover.getByTestId('edit-toggle').click();
  await expect(discover.getByTestId('edit-editor')).toBeVisible();
  const call = section(page, 'call_external');
  await call.getByTestId('debug').click();
  await call.getByTestId('step-over').click();
  await expect(call.getByTestId('step-counter')).toHaveText(/^step 2 of \d+$/);
  // A same-document move of the fragment: the browser says popstate, and once that put every section back to what
  // the address says (edit mode gone).
  await page.getByTestId('path-link').click();
  await expect(page).toHaveURL(/#lesson-path$/);
  await expect(page.getByTestId('lesson-path')).toBeInViewport();
  await page.goBack();
  await expect(page).not.toHaveURL(/#lesson-path$/);
  await call.getByTestId('step-over').click();
  // Still in edit mode, still paused where it was: the step goes on from step 2, and the address follows it.
  await expect(call.getByTestId('step-counter')).toHaveText(/^step 3 of \d+$/);
  await expect(discover.getByTestId('edit-editor')).toBeVisible();
  await expect(page).toHaveURL(/fn=call_external.*step=3/);
});

test('a bad deep link shows a notice and falls back to defaults; the page still works', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=discover_tools&scenario=nope&bp=1,x&step=-1&lang=fr');
  await expect(page.getByTestId('page-notice')).toContainText('scenario=nope');
  await expect(page.getByTestId('page-notice')).toContainText('lang=fr');
  const view = section(page, 'discover_tools');
  await view.getByTestId('run').click();
  await expect(view.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  await page.goto('/?fn=call_external&scenario=success&step=999');
  await expect(section(page, 'call_external').getByTestId('notice')).toContainText('step=999');
  expect(errors).toEqual([]);
});

test('the language toggle switches every label, and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP 工具接入练习场');
  await expect(section(page, 'discover_tools').getByTestId('run')).toContainText('运行');
  await page.getByTestId('language').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP Tools Playground');
  await expect(section(page, 'discover_tools').getByTestId('run')).toContainText('Run');
  await expect(section(page, 'discover_tools').getByTestId('scenario-picker')).toContainText('Two pages');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP Tools Playground');
});

test('layout at 1440, 720 and 390 px: paused on a breakpoint, nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(
    `/?fn=call_external&scenario=success&bp=${sourceLine('callExternal.ts', 'const reply = await route.invoke')}&step=12`,
  );
  const view = section(page, 'call_external');
  await expect(view).toHaveAttribute('data-state', 'paused');
  // Monaco's layout, as a student who reaches for the code has it (the static view's is read by the path's walk).
  await reachEditor(view.getByTestId('code-view'));
  // One page, narrowed as a window or a course column is: the layout follows the width it is given.
  for (const width of [1440, 720, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(0);
      // Once the page has answered the resize (the code's wrap column follows the width by script, a frame or more
      // later): a control caught outside in the meantime is not what a student is left with; one that stays is.
      await expect.poll(() => pickersOutside(page)).toEqual([]);
    });
  }
  // English labels are longer: at 390 px each scenario picker still ends inside its section.
  await page.getByTestId('language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => pickersOutside(page)).toEqual([]);
});

/**
 * Controls whose box passes their section's edge on either side: a long label pushing the picker out, a
 * toolbar too wide for a phone. The section clips its content, so the page's scroll width cannot see them.
 */
function pickersOutside(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="section-"]')].flatMap((section) => {
      const edge = section.getBoundingClientRect();
      return [...section.querySelectorAll('select, button, input, .controls, .timeline')].flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || (box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5)) return [];
        // Reachable by scrolling a row that scrolls sideways inside the section (the code's tabs while paused).
        for (let row = control.parentElement; row && row !== section; row = row.parentElement) {
          const rowBox = row.getBoundingClientRect();
          const scrolls = ['auto', 'scroll'].includes(getComputedStyle(row).overflowX);
          if (scrolls && rowBox.left >= edge.left - 0.5 && rowBox.right <= edge.right + 0.5) return [];
        }
        const name = control.getAttribute('data-testid') ?? control.className;
        return [`${section.getAttribute('data-testid')}: ${name} spans ${box.left}–${box.right}`];
      });
    }),
  );
}
