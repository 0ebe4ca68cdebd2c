/**
 * A question never shows its answer before it is asked (docs/predict.md): for every debugger question, in both
 * languages, opened from the lesson path as a student opens it, nothing visible on the page outside the question's
 * own form says any of the phrases its data lists as giving the answer away (its `spoilers`: the narration's, the
 * hint's, the output's words for it). The data's own check (src/predict/questions.test.ts) keeps them out of the ask.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEBUG_QUESTION_COUNT, eachDebugQuestion, expect, test } from './support.ts';

type Question = { id: string; spoilers?: string[] };

const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const SPOILERS = new Map<string, string[]>(
  ['discover_tools', 'assemble_tool_pool', 'call_external'].flatMap((file) =>
    data<{ questions: Question[] }>(`${file}.json`).questions.map((q) => [q.id, q.spoilers ?? []] as const),
  ),
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

for (const { lang, width, height } of [
  { lang: 'zh', width: 1440, height: 900 },
  { lang: 'zh', width: 720, height: 900 },
  { lang: 'zh', width: 390, height: 844 },
  { lang: 'en', width: 1440, height: 900 },
] as const) {
  test(`${lang} ${width}×${height}: no debugger question's answer shows on the page before it is answered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/?lang=${lang}`);
    const asked = await eachDebugQuestion(page, async (_view, id) => {
      const text = await visibleOutsideForm(page);
      const spoilers = SPOILERS.get(id) ?? [];
      expect(spoilers.length, `${id} lists what would give it away`).toBeGreaterThan(0);
      expect(
        spoilers.filter((phrase) => text.includes(phrase)),
        `${id}: phrases that give the answer away`,
      ).toEqual([]);
    });
    expect(asked).toBe(DEBUG_QUESTION_COUNT);
  });
}
