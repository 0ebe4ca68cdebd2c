/**
 * A newcomer's whole lesson path, in Chinese at 1440, 720 and 390 px, from the first screen to the summary (docs/predict.md): the masthead's
 * "start" opens checkpoint 1 a few steps before its question; each debugger checkpoint is stepped to with Step over,
 * answered wrong once (the anticipated answer, or a wrong choice) and told what to look at, then right; the probe
 * runs the adapter on the input it asks about; each bug hunt is fixed in the editor; each Practice question is
 * predicted and judged against the run it asks about. "Next checkpoint" always goes on; the summary closes the path.
 */

import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { writeValue } from '../src/predict/answer.ts';
import { seriousViolations } from './axe.ts';
import { expect, judged, replaceText, section, stepToQuestion, test } from './support.ts';

type Localized = { zh: string; en: string };
type Option = { id: string; value: unknown; label: Localized; why?: Localized };
type Question = {
  id: string;
  input?: 'value' | 'choice';
  answer: unknown;
  options?: Option[];
  wrong?: { value: unknown; why: Localized }[];
  look: Localized;
  run?: { kind: 'loop' | 'paths'; approve?: boolean };
};
type Checkpoint = { id: string; kind: string; function?: string; hunt?: string; questions?: string[] };

const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const QUESTIONS = new Map<string, Question>(
  ['discover_tools', 'assemble_tool_pool', 'call_external', 'practice', 'probes'].flatMap((file) =>
    data<{ questions: Question[] }>(`${file}.json`).questions.map((q) => [q.id, q] as const),
  ),
);
const CHECKPOINTS = data<{ checkpoints: Checkpoint[] }>('path.json').checkpoints;
const question = (id: string): Question => {
  const found = QUESTIONS.get(id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const source = (file: string) => readFileSync(new URL(`../src/adapter/${file}`, import.meta.url), 'utf8');
/** The function each hunt breaks, and its file as the lesson has it (a comment added: the text is the student's). */
const FIXED: Record<string, string> = {
  discover_tools: `// fixed\n${source('discoverTools.ts')}`,
  call_external: `// fixed\n${source('callExternal.ts')}`,
};

const same = (a: unknown, b: unknown) => writeValue(a) === writeValue(b);
const rightOption = (q: Question) => q.options?.find((o) => same(o.value, q.answer));
/** The wrong answer a newcomer is most likely to give, and what the page should say to it. */
function firstWrong(q: Question): { typed?: string; option?: string; why: string } {
  const anticipated = q.wrong?.[0];
  if (q.input === 'choice' || q.options) {
    const option = q.options?.find((o) => !same(o.value, q.answer));
    if (!option) throw new Error(`${q.id}: no wrong option`);
    return { option: option.id, why: (option.why ?? q.look).zh };
  }
  if (anticipated) return { typed: writeValue(anticipated.value), why: anticipated.why.zh };
  return { typed: writeValue(typeof q.answer === 'number' ? q.answer + 10 : 'nothing-like-it'), why: q.look.zh };
}

async function answerInDebugger(view: Locator, q: Question) {
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', q.id);
  const wrong = firstWrong(q);
  if (wrong.option) await view.getByTestId(`predict-option-${wrong.option}`).check();
  else await view.getByTestId('predict-input').fill(wrong.typed ?? '');
  await view.getByTestId('predict-check').click();
  await expect(view.getByTestId('predict-feedback')).toContainText(wrong.why);
  const option = rightOption(q);
  if (option) await view.getByTestId(`predict-option-${option.id}`).check();
  else await view.getByTestId('predict-input').fill(writeValue(q.answer));
  await view.getByTestId('predict-check').click();
  await expect(view.getByTestId('predict-told')).toHaveAttribute('data-right', 'true');
}

async function debugCheckpoint(page: Page, checkpoint: Checkpoint) {
  const view = section(page, checkpoint.function ?? '');
  await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', checkpoint.id);
  await stepToQuestion(view);
  const ids = checkpoint.questions ?? [];
  for (const [index, id] of ids.entries()) {
    await answerInDebugger(view, question(id));
    if (index < ids.length - 1) await view.getByTestId('continue').click();
  }
  return view.getByTestId('predict-told');
}

async function probeCheckpoint(page: Page, checkpoint: Checkpoint) {
  const item = page.getByTestId(`path-${checkpoint.id}`);
  for (const id of checkpoint.questions ?? []) {
    const q = question(id);
    const form = item.getByTestId(`probe-${id}`);
    const wrong = firstWrong(q);
    await form.getByTestId(`probe-option-${wrong.option}`).check();
    await form.getByTestId('probe-check').click();
    await expect(form.getByTestId('probe-feedback')).toHaveAttribute('data-right', 'false');
    await expect(form.getByTestId('probe-feedback')).toContainText(wrong.why);
    await form.getByTestId(`probe-option-${rightOption(q)?.id}`).check();
    await form.getByTestId('probe-check').click();
    await expect(form.getByTestId('probe-feedback')).toHaveAttribute('data-right', 'true');
  }
  return item;
}

async function huntCheckpoint(page: Page, checkpoint: Checkpoint) {
  const fn = checkpoint.function ?? '';
  const view = section(page, fn);
  await expect(view.getByTestId('hunt-picker')).toHaveValue(checkpoint.hunt ?? '');
  await judged(view);
  await replaceText(page, view, FIXED[fn] ?? '');
  await expect(view.getByTestId('hunt-solved')).toBeVisible();
  return view;
}

async function practiceCheckpoint(page: Page, checkpoint: Checkpoint) {
  const practice = page.getByTestId('practice');
  const box = practice.getByTestId(`practice-checkpoint-${checkpoint.id}`);
  await expect(box).toHaveAttribute('open', '');
  const ids = checkpoint.questions ?? [];
  for (const id of ids) {
    const q = question(id);
    const form = box.getByTestId(`practice-question-${id}`);
    const option = rightOption(q);
    if (option) await form.getByTestId(`practice-predict-option-${option.id}`).check();
    else {
      await form.getByTestId('practice-predict-input').fill(writeValue(q.answer));
      await form.getByRole('button', { name: '检查' }).click();
    }
  }
  const first = question(ids[0] ?? '');
  if (first.run?.kind === 'paths') await practice.getByTestId('practice-paths-run').click();
  else await practice.getByTestId('practice-start').click();
  for (const id of ids)
    await expect(box.getByTestId(`practice-question-${id}`).getByTestId('practice-predict-feedback')).toHaveAttribute(
      'data-right',
      'true',
    );
  return box;
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 720, height: 900 },
  { width: 390, height: 844 },
])
  test(`zh ${size.width}×${size.height}: the whole lesson path from the first screen to its summary, each checkpoint through "next"`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?lang=zh');
    const entry = page.getByTestId('path-entry');
    await expect(entry.getByTestId('path-link')).toContainText(`已完成 0 / ${CHECKPOINTS.length}`);
    await entry.getByTestId('path-start').click();
    const checkpoints = CHECKPOINTS;
    for (const [index, checkpoint] of checkpoints.entries()) {
      await test.step(checkpoint.id, async () => {
        const where =
          checkpoint.kind === 'debug'
            ? await debugCheckpoint(page, checkpoint)
            : checkpoint.kind === 'probe'
              ? await probeCheckpoint(page, checkpoint)
              : checkpoint.kind === 'hunt'
                ? await huntCheckpoint(page, checkpoint)
                : await practiceCheckpoint(page, checkpoint);
        const passed = where.getByTestId('predict-checkpoint-passed');
        await expect(passed).toBeVisible();
        if (index === 0) expect(await seriousViolations(page, '[data-testid="predict-told"]')).toEqual([]);
        if (index < checkpoints.length - 1) await passed.getByTestId('predict-next').click();
        else await passed.getByTestId('predict-summary-open').click();
      });
    }
    const summary = page.getByTestId('path-summary');
    await expect(summary).toBeInViewport();
    await expect(page.getByTestId('path-progress')).toContainText(`${checkpoints.length} / ${checkpoints.length}`);
    await expect(summary.locator('[data-passed="false"]')).toHaveCount(0);
    expect(await seriousViolations(page, '[data-testid="path-summary"]')).toEqual([]);
  });
