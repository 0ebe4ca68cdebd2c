/** The built page runs all 21 lesson scenarios and shows the outcomes the Python reference expects. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type Reference = {
  function: string;
  scenario: string;
  expected: { kind: string; error_code?: string; error_name?: string; is_error?: boolean };
};

const reference: Reference[] = JSON.parse(
  readFileSync(new URL('../../shared/reference/lesson-scenarios.json', import.meta.url), 'utf8'),
);

function expectedSummary({ expected }: Reference): string {
  if (expected.kind === 'value') return 'value';
  if (expected.kind === 'error') return `error ${expected.error_code}`;
  const detail = expected.error_code ?? expected.error_name;
  return `envelope is_error=${expected.is_error}${detail ? ` ${detail}` : ''}`;
}

test('the page lists the 21 lesson outcomes, as the reference has them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  for (const ref of reference) {
    const row = page.getByTestId(`scenario-${ref.function}-${ref.scenario}`);
    await expect(row.getByTestId('outcome')).toHaveText(expectedSummary(ref));
  }
  await expect(page.locator('[data-testid^="scenario-"][data-outcome]')).toHaveCount(21);
  await page.screenshot({ path: 'test-results/lesson-scenarios.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('Debug records a trace of each scenario in the browser, printing what Run printed', async ({ page }) => {
  await page.goto('/');
  for (const ref of reference) {
    const row = page.getByTestId(`scenario-${ref.function}-${ref.scenario}`);
    await expect(row.getByTestId('outcome')).toHaveText(expectedSummary(ref));
    await row.getByTestId('debug').click();
    await expect(row.getByTestId('debug-result')).toHaveText(/^\d+ steps · same output as Run$/);
  }
});
