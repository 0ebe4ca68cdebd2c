/**
 * A question never shows its answer before it is asked (docs/predict.md): while a question of the path is open
 * (debugger, probe, Practice), nothing visible on the page outside the question's own form says any of the phrases its
 * data lists as giving the answer away (its `spoilers`: the narration's, the hint's, the output's, another question's
 * words for it). The data's own checks (src/predict/questions.test.ts, src/app/predict/spoilers.test.ts) keep them
 * out of the ask and the texts they know; the lesson path's walk (pathWalk.spec.ts) reads the page at every question.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

type Question = { id: string; spoilers?: string[] };
const data = (file: string): { questions: Question[] } =>
  JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const SPOILERS = new Map<string, string[]>(
  ['discover_tools', 'assemble_tool_pool', 'call_external', 'probes', 'practice'].flatMap((file) =>
    data(`${file}.json`).questions.map((q) => [q.id, q.spoilers ?? []] as const),
  ),
);

/** The page's visible words, outside the question's own form (what a student can read while deciding). */
const visibleOutsideForm = (page: Page, form: string) =>
  page.evaluate((testId) => {
    const form = document.querySelector(`[data-testid="${testId}"]`);
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || form?.contains(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      words.push(node.textContent ?? '');
    }
    return words.join(' ');
  }, form);

/** The phrases of question `id` that the page shows outside its form `form` (a test id): none, or the test fails. */
export async function expectNoSpoiler(page: Page, id: string, form: string) {
  const text = await visibleOutsideForm(page, form);
  const spoilers = SPOILERS.get(id) ?? [];
  expect(spoilers.length, `${id} lists what would give it away`).toBeGreaterThan(0);
  expect(
    spoilers.filter((phrase) => text.includes(phrase)),
    `${id}: phrases that give the answer away`,
  ).toEqual([]);
}
