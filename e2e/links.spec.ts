/** Deep links, language, and how the page looks at desktop and phone widths. */
import { expect, test } from '@playwright/test';
import { section, sourceLine, watchErrors } from './support.ts';

test('a deep link opens paused at its step, with its breakpoints and language', async ({ page }) => {
  const errors = watchErrors(page);
  const push = sourceLine('discoverTools.ts', 'tools.push(tool);');
  await page.goto(`/?fn=discover_tools&scenario=pages&bp=${push}&step=9&lang=en`);
  const view = section(page, 'discover_tools');
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 9 of \d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP Tools Playground');
  await expect(view.getByTestId('code-view')).toHaveAttribute('data-engine', 'monaco');
  await expect(view.locator('.bp-glyph')).toHaveCount(1);
  // The address bar follows the state as the student steps.
  await view.getByTestId('step').click();
  await expect(page).toHaveURL(/step=10/);
  expect(errors).toEqual([]);
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

for (const width of [1440, 390]) {
  test(`layout at ${width} px: paused on a breakpoint, nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(
      `/?fn=call_external&scenario=success&bp=${sourceLine('callExternal.ts', 'const reply = await route.invoke')}&step=12`,
    );
    const view = section(page, 'call_external');
    await expect(view).toHaveAttribute('data-state', 'paused');
    await expect(view.getByTestId('code-view')).toHaveAttribute('data-engine', 'monaco');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await view.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/playground-${width}.png`, fullPage: true });
  });
}
