/** Edit mode: from a paste into the editor to the matrix of call_external's 8 scenarios judged, per edit. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bench } from './context.ts';

/** Edit mode: from a paste into the editor to the matrix of call_external's 8 scenarios judged, per edit. */
export async function editToMatrix(bench: Bench): Promise<number[]> {
  const context = await bench.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  try {
    await page.goto(`${bench.base}?fn=call_external`);
    const view = page.getByTestId('section-call_external');
    await view.getByTestId('edit-toggle').click();
    await page.waitForSelector('[data-testid="edit-matrix"][data-state="done"]', { timeout: 60_000 });
    await view.locator('[data-testid="edit-editor"] .monaco-editor').waitFor({ timeout: 60_000 });
    const lesson = readFileSync(join(bench.root, 'src/adapter/callExternal.ts'), 'utf8');
    const times: number[] = [];
    for (let i = 0; i < bench.runs + 1; i++) {
      // A different text each time (a comment line), so every paste is a change to judge.
      await page.evaluate((text) => navigator.clipboard.writeText(text), `${lesson}// edit ${i}\n`);
      await view.locator('[data-testid="edit-editor"] .view-lines').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.evaluate(() => {
        const probe = window as unknown as { __pasted?: number; __judged?: number };
        probe.__pasted = undefined;
        probe.__judged = undefined;
        addEventListener('paste', () => (probe.__pasted = performance.now()), { capture: true, once: true });
        const matrix = document.querySelector('[data-testid="section-call_external"] [data-testid="edit-matrix"]');
        const observer = new MutationObserver(() => {
          if (probe.__pasted !== undefined && matrix?.getAttribute('data-state') === 'done') {
            probe.__judged = performance.now();
            observer.disconnect();
          }
        });
        if (matrix) observer.observe(matrix, { attributes: true });
      });
      await page.keyboard.press('ControlOrMeta+V');
      await page.waitForFunction(() => (window as unknown as { __judged?: number }).__judged !== undefined);
      const ms = await page.evaluate(() => {
        const probe = window as unknown as { __pasted: number; __judged: number };
        return probe.__judged - probe.__pasted;
      });
      // The first edit compiles the worker's code paths cold: left out, as the page's first Debug is.
      if (i > 0) times.push(ms);
      if (process.env.ONLY === 'edit') {
        const spans = await page.evaluate(() =>
          ['sandbox:compile', 'sandbox:ready', 'sandbox:run'].map(
            (name) => performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN,
          ),
        );
        const [compile, ready, run] = spans.map((span) => span?.toFixed(0));
        console.log(`  edit ${i}: ${ms.toFixed(0)} ms (compile ${compile}, runner ready ${ready}, run ${run} ms)`);
      }
    }
    return times;
  } finally {
    await context.close();
  }
}
