/** axe on the main page, the embed view and the Practice section, in both languages; and the keyboard alone. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { EDITOR_LOAD, section } from './support.ts';

async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test('axe: no serious or critical violations, zh then en: page paused in the debugger, approval dialog, practice, embed view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?fn=call_external&scenario=success&step=12&lang=zh');
  const call = section(page, 'call_external');
  await expect(call).toHaveAttribute('data-state', 'paused');
  await expect(call.getByTestId('code-view')).toHaveAttribute('data-engine', 'monaco', EDITOR_LOAD);
  const practice = page.getByTestId('practice');
  for (const lang of ['zh', 'en']) {
    await test.step(lang, async () => {
      // The same page in the other language, as the toggle gives it: still paused in the debugger.
      if (lang === 'en') await page.getByTestId('language').click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
      await expect(call).toHaveAttribute('data-state', 'paused');
      expect(await seriousViolations(page)).toEqual([]);

      await practice.getByTestId('practice-start').click();
      await expect(page.getByTestId('approval-dialog')).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="approval-dialog"]')).toEqual([]);
      await page.getByTestId('approve-allow').click();
      await expect(practice).toHaveAttribute('data-status', 'done');
      expect(await seriousViolations(page, '[data-testid="practice"]')).toEqual([]);
    });
  }
  for (const lang of ['zh', 'en']) {
    await test.step(`embed, ${lang}`, async () => {
      await page.goto(`/?embed=1&fn=discover_tools&scenario=pages&step=5&lang=${lang}`);
      await expect(page.getByTestId('section-discover_tools')).toHaveAttribute('data-state', 'paused');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('keyboard only: pick, debug, step with the timeline arrows; focus is visible; the pause is announced', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const view = section(page, 'discover_tools');
  await view.getByTestId('scenario-picker').focus();
  await page.keyboard.press('ArrowDown');
  await expect(view.getByTestId('scenario-picker')).toHaveValue('empty');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(view.getByTestId('debug')).toBeFocused();
  const outline = await view.getByTestId('debug').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('status')).toHaveAttribute('aria-live', 'polite');
  await expect(view.getByTestId('status')).toContainText('Paused at line');
  const timeline = view.getByTestId('timeline');
  await timeline.focus();
  await page.keyboard.press('Home');
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 1 of/);
  await page.keyboard.press('ArrowRight');
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 2 of/);
  // Breakpoints without a mouse: F9 in the editor toggles the cursor's line.
  const code = view.getByTestId('code-view');
  await expect(code).toHaveAttribute('data-engine', 'monaco', EDITOR_LOAD);
  await view.getByTestId('tab-data').focus();
  await page.keyboard.press('Tab');
  await expect(code.locator('.monaco-editor')).toHaveClass(/focused/);
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('F9');
  await expect(code.locator('.bp-glyph')).toHaveCount(1);
});
