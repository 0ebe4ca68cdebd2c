/**
 * A question never shows its answer before it is asked (docs/predict.md): for every debugger question, in both
 * languages, opened from the lesson path as a student opens it, nothing visible on the page outside the question's
 * own form says any of the phrases its data lists as giving the answer away (its `spoilers`: the narration's, the
 * hint's, the output's words for it). The data's own check (src/predict/questions.test.ts) keeps them out of the ask.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, section, stepToQuestion, test } from './support.ts';

type Question = { id: string; spoilers?: string[] };
type Checkpoint = { id: string; kind: string; function?: string; questions?: string[] };

const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const SPOILERS = new Map<string, string[]>(
  ['discover_tools', 'assemble_tool_pool', 'call_external'].flatMap((file) =>
    data<{ questions: Question[] }>(`${file}.json`).questions.map((q) => [q.id, q.spoilers ?? []] as const),
  ),
);
const DEBUG_CHECKPOINTS = data<{ checkpoints: Checkpoint[] }>('path.json').checkpoints.filter(
  (c) => c.kind === 'debug',
);

/** The page's visible words, outside the question's own form (what a student can read while deciding). */
const visibleOutsideForm = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('[data-testid="predict-form"]');
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || form?.contains(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      words.push(node.textContent ?? '');
    }
    return words.join(' ');
  });

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: no debugger question's answer shows on the page before it is answered`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    let asked = 0;
    for (const checkpoint of DEBUG_CHECKPOINTS) {
      await test.step(checkpoint.id, async () => {
        await page.getByTestId(`path-open-${checkpoint.id}`).click();
        const view = section(page, checkpoint.function ?? '');
        await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', checkpoint.id);
        await stepToQuestion(view);
        const ids = checkpoint.questions ?? [];
        for (const [index, id] of ids.entries()) {
          await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', id);
          const text = await visibleOutsideForm(page);
          const spoilers = SPOILERS.get(id) ?? [];
          expect(spoilers.length, `${id} lists what would give it away`).toBeGreaterThan(0);
          expect(
            spoilers.filter((phrase) => text.includes(phrase)),
            `${id}: phrases that give the answer away`,
          ).toEqual([]);
          asked++;
          // Shown, to go on to the next question (a shown answer does not pass: the path stays as it was).
          await view.getByTestId('predict-show').click();
          await expect(view.getByTestId('predict-told')).toBeVisible();
          if (index < ids.length - 1) await view.getByTestId('continue').click();
        }
      });
    }
    expect(asked).toBe(DEBUG_CHECKPOINTS.flatMap((c) => c.questions ?? []).length);
  });
}
