/** Shared helpers for the playground's end-to-end tests, driven through the data-testid contract (docs/testids.md). */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export type Reference = {
  function: string;
  scenario: string;
  expected: {
    kind: string;
    value?: unknown;
    error_code?: string;
    error_name?: string;
    is_error?: boolean;
    tool_use_id?: string;
  };
  fakes_after_run: { page_calls: unknown[]; remote_calls: unknown[]; approvals: unknown[] };
};

export const reference: Reference[] = JSON.parse(
  readFileSync(new URL('../../shared/reference/lesson-scenarios.json', import.meta.url), 'utf8'),
);

export const golden = (fn: string, id: string) =>
  readFileSync(new URL(`../scenarios/${fn}/${id}.trace.json`, import.meta.url), 'utf8');

export const sourceLine = (file: string, text: string) =>
  readFileSync(new URL(`../src/adapter/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

export const section = (page: Page, fn: string) => page.getByTestId(`section-${fn}`);

/** Collects page errors and console errors; a test ends by asserting there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Clicks a line number in the section's code view (Monaco once loaded), scrolling the editor to it first. */
export async function toggleBreakpoint(view: Locator, line: number): Promise<void> {
  const code = view.getByTestId('code-view');
  await expect(code).toHaveAttribute('data-engine', 'monaco');
  const number = code.locator('.line-numbers').filter({ hasText: new RegExp(`^${line}$`) });
  // Monaco renders only the lines in view: wheel towards the line until it exists.
  for (let tries = 0; (await number.count()) === 0 && tries < 20; tries++) {
    const shown = (await code.locator('.line-numbers').allTextContents()).map(Number);
    await code.hover();
    await code.page().mouse.wheel(0, line < Math.min(...shown) ? -200 : 200);
    await code.page().waitForTimeout(50);
  }
  await number.click();
}

/** The observed value's outcome in the reference's terms, read from the printed output. */
export function outcomeOfOutput(fn: string, output: string) {
  const observed = JSON.parse(output);
  if (observed && typeof observed === 'object' && 'error' in observed) {
    return { kind: 'error', error_code: observed.error.code };
  }
  if (fn === 'call_external')
    return { kind: 'envelope', is_error: observed.is_error, tool_use_id: observed.tool_use_id };
  return { kind: 'value' };
}
