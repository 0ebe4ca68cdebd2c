import { expect, section, test } from './support.ts';

test('probe edit mode', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/?lang=en');
  const view = section(page, 'discover_tools');
  await view.getByTestId('edit-toggle').click();
  await expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'done', { timeout: 20000 });
  console.log(await view.getByTestId('edit-summary').textContent());
  await view.screenshot({ path: '/tmp/edit-1.png' });
  // Break the repeated-cursor check.
  const editor = view.getByTestId('edit-editor');
  await editor.locator('.view-line').filter({ hasText: 'cursors.has(cursor)' }).click();
  await page.keyboard.press('End');
  const t0 = Date.now();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(' ');
  await expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'done');
  console.log('after edit', Date.now() - t0, await view.getByTestId('edit-summary').textContent());
  await view.screenshot({ path: '/tmp/edit-2.png' });
});
