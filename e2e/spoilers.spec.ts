/**
 * A question never shows its answer before it is asked (docs/predict.md): for every question of the path (debugger,
 * probe, Practice), in both languages, opened as a student opens it, nothing visible on the page outside the
 * question's own form says any of the phrases its data lists as giving the answer away (its `spoilers`: the
 * narration's, the hint's, the output's, another question's words for it). The data's own checks
 * (src/predict/questions.test.ts, src/app/predict/spoilers.test.ts) keep them out of the ask and the texts they know.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { violations } from './axe.ts';
import { DEBUG_QUESTION_COUNT, eachDebugQuestion, expect, test } from './support.ts';

type Question = { id: string; spoilers?: string[]; answer: unknown; options?: { id: string; value: unknown }[] };
type Checkpoint = { id: string; kind: string; questions?: string[] };

const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const SPOILERS = new Map<string, string[]>(
  ['discover_tools', 'assemble_tool_pool', 'call_external', 'probes', 'practice'].flatMap((file) =>
    data<{ questions: Question[] }>(`${file}.json`).questions.map((q) => [q.id, q.spoilers ?? []] as const),
  ),
);
const PROBES = new Map(data<{ questions: Question[] }>('probes.json').questions.map((q) => [q.id, q] as const));
const OFF_DEBUGGER = data<{ checkpoints: Checkpoint[] }>('path.json').checkpoints.filter(
  (c) => c.kind === 'probe' || c.kind === 'practice',
);
/** The page's visible words, outside the question's own form (what a student can read while deciding). */
const visibleOutsideForm = (page: Page, form = 'predict-form') =>
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

async function expectNoSpoiler(page: Page, id: string, form: string) {
  const text = await visibleOutsideForm(page, form);
  const spoilers = SPOILERS.get(id) ?? [];
  expect(spoilers.length, `${id} lists what would give it away`).toBeGreaterThan(0);
  expect(
    spoilers.filter((phrase) => text.includes(phrase)),
    `${id}: phrases that give the answer away`,
  ).toEqual([]);
}

for (const { lang, width, height } of [
  { lang: 'zh', width: 1440, height: 900 },
  { lang: 'zh', width: 720, height: 900 },
  { lang: 'zh', width: 390, height: 844 },
  { lang: 'en', width: 1440, height: 900 },
  { lang: 'en', width: 390, height: 844 },
] as const) {
  test(`${lang} ${width}×${height}: no debugger question's answer shows on the page before it is answered, and axe finds nothing there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/?lang=${lang}`);
    const found: string[] = [];
    const asked = await eachDebugQuestion(page, async (_view, id) => {
      await expectNoSpoiler(page, id, 'predict-form');
      // Where a question is open, WCAG 2.2 AA holds (docs/accessibility.md): every impact, the 24 px targets too.
      if (width !== 720) {
        const fn = await page.getByTestId('predict-form').evaluate((form) => form.closest('section')?.id ?? '');
        for (const line of await violations(page, `#${fn}`, { wcag22: true })) found.push(`${id}: ${line}`);
      }
    });
    expect(asked).toBe(DEBUG_QUESTION_COUNT);
    expect(found, 'axe at the question stops').toEqual([]);
  });

  test(`${lang} ${width}×${height}: no probe or Practice question's answer shows on the page before it is answered, and axe finds nothing there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    let asked = 0;
    const found: string[] = [];
    const axeAt = async (id: string, where: string) => {
      if (width === 720) return;
      for (const line of await violations(page, where, { wcag22: true })) found.push(`${id}: ${line}`);
    };
    for (const checkpoint of OFF_DEBUGGER) {
      // As a course page's "continue in the full playground" opens it, or the path's own button.
      await page.goto(`/?lang=${lang}&checkpoint=${checkpoint.id}`);
      const item = page.getByTestId(`path-${checkpoint.id}`);
      for (const id of checkpoint.questions ?? []) {
        if (checkpoint.kind === 'practice') {
          await expect(page.getByTestId(`practice-question-${id}`)).toBeVisible();
          await expectNoSpoiler(page, id, `practice-question-${id}`);
          await axeAt(id, '[data-testid="practice"]');
        } else {
          // One at a time: the next opens once this one is answered right.
          const form = item.getByTestId(`probe-${id}`);
          await expect(form).toBeVisible();
          await expectNoSpoiler(page, id, `probe-${id}`);
          await axeAt(id, `[data-testid="path-${checkpoint.id}"]`);
          const probe = PROBES.get(id);
          const right = probe?.options?.find((o) => JSON.stringify(o.value) === JSON.stringify(probe.answer));
          await form.getByTestId(`probe-option-${right?.id}`).check();
          await form.getByTestId('probe-check').click();
          await expect(form.getByTestId('probe-feedback')).toHaveAttribute('data-right', 'true');
        }
        asked++;
      }
    }
    expect(asked).toBe(OFF_DEBUGGER.flatMap((c) => c.questions ?? []).length);
    expect(found, 'axe where the probe and Practice questions are open').toEqual([]);
  });
}
