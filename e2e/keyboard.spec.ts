/**
 * The keyboard as a student without a mouse meets it: keys act on the section in view (it takes the blue border),
 * never on one scrolled away from; a command that disables itself hands the focus to the next that can run; the
 * Embed panel closes with Escape or a press outside it.
 */
import { expect, section, test } from './support.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('F5 debugs the section in view, not the one clicked before it was scrolled away, and the page stays there', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const discover = section(page, 'discover_tools');
  const call = section(page, 'call_external');
  await discover.getByTestId('scenario-picker').click();
  await page.keyboard.press('Escape');
  await expect(discover).toHaveClass(/is-focused/);
  // Scrolled to the third section with the wheel, as a reader does (a click would give it the keys anyway).
  await expect(call).toBeAttached();
  const top = await call.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await page.mouse.move(700, 450);
  await page.mouse.wheel(0, top - 20);
  await expect.poll(() => call.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(100);
  await page.keyboard.press('F5');
  await expect(call).toHaveAttribute('data-state', 'paused');
  await expect(call).toHaveClass(/is-focused/);
  await expect(discover).not.toHaveAttribute('data-state', 'paused');
  // The paused section is where the reader is: its debug area at the window's top, not 2,000 px away.
  await expect
    .poll(() => call.locator('.debug-area').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(0);
});

test('the focus never falls to the page: Debug hands it to Step over, the last step to Step back', async ({ page }) => {
  await page.goto('/?lang=en&fn=call_external&scenario=deny');
  const call = section(page, 'call_external');
  // A link's page shows once its state is rendered: before, it is hidden and inert, and takes no focus (a fresh
  // clone beside two CPU hogs focused Debug too early, and Enter went to the page).
  await expect(call.getByTestId('debug')).toBeVisible();
  await call.getByTestId('debug').focus();
  await page.keyboard.press('Enter');
  await expect(call).toHaveAttribute('data-state', 'paused');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('step-over');
  // Enter on Step over steps, and the focus stays on it.
  await page.keyboard.press('Enter');
  await expect(call.getByTestId('step-counter')).toHaveText(/^step 2 of/);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('step-over');
  // Last disables itself at the last step: the focus goes on to Step back, not to <body>.
  await call.getByTestId('last').focus();
  await page.keyboard.press('Enter');
  await expect(call.getByTestId('last')).toBeDisabled();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('step-back');
  await page.keyboard.press('Enter');
  await expect(call.getByTestId('last')).toBeEnabled();
});

test('the Embed panel closes with Escape (the focus back on its button) and with a press outside it', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const discover = section(page, 'discover_tools');
  await discover.getByTestId('embed-open').click();
  await expect(discover.getByTestId('embed-box')).toBeVisible();
  await discover.getByTestId('embed-box').locator('input').first().focus();
  await page.keyboard.press('Escape');
  await expect(discover.getByTestId('embed-box')).toHaveCount(0);
  await expect(discover.getByTestId('embed-open')).toBeFocused();
  await discover.getByTestId('embed-open').click();
  await expect(discover.getByTestId('embed-box')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(discover.getByTestId('embed-box')).toHaveCount(0);
});
