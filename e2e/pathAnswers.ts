/**
 * Answers on the lesson path as a student gives them (questions/*.json read as data): the wrong answer a newcomer
 * is most likely to give, the right one, a debugger checkpoint stepped to and answered, a bug hunt fixed in the
 * editor. The whole path's walk (pathWalk.spec.ts) and the course platform's harness (lms.spec.ts) both use them.
 */
import { readFileSync } from 'node:fs';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { writeValue } from '../src/predict/answer.ts';
import { expect, judged, replaceText, stepToQuestion } from './support.ts';

type Localized = { zh: string; en: string };
type Option = { id: string; value: unknown; label: Localized; why?: Localized };
type Question = {
  id: string;
  input?: 'value' | 'choice';
  answer: unknown;
  options?: Option[];
  wrong?: { value: unknown; why: Localized }[];
  look: Localized;
  why: Localized;
  run?: { kind: 'loop' | 'paths'; approve?: boolean };
};
export type Checkpoint = { id: string; kind: string; function?: string; hunt?: string; questions?: string[] };

const data = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../questions/${file}`, import.meta.url), 'utf8'));
const QUESTIONS = new Map<string, Question>(
  ['discover_tools', 'assemble_tool_pool', 'call_external', 'practice', 'probes'].flatMap((file) =>
    data<{ questions: Question[] }>(`${file}.json`).questions.map((q) => [q.id, q] as const),
  ),
);
export const CHECKPOINTS = data<{ checkpoints: Checkpoint[] }>('path.json').checkpoints;
export const question = (id: string): Question => {
  const found = QUESTIONS.get(id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const source = (file: string) => readFileSync(new URL(`../src/adapter/${file}`, import.meta.url), 'utf8');
/** The function each hunt breaks, and its file as the lesson has it (a comment added: the text is the student's). */
const FIXED: Record<string, string> = {
  discover_tools: source('discoverTools.ts'),
  call_external: source('callExternal.ts'),
};

const same = (a: unknown, b: unknown) => writeValue(a) === writeValue(b);
export const rightOption = (q: Question) => q.options?.find((o) => same(o.value, q.answer));
export type Lang = keyof Localized;

/** The wrong answer a newcomer is most likely to give, and what the page should say to it. */
export function firstWrong(q: Question, lang: Lang = 'zh'): { typed?: string; option?: string; why: string } {
  const anticipated = q.wrong?.[0];
  if (q.input === 'choice' || q.options) {
    const option = q.options?.find((o) => !same(o.value, q.answer));
    if (!option) throw new Error(`${q.id}: no wrong option`);
    return { option: option.id, why: (option.why ?? q.look)[lang] };
  }
  if (anticipated) return { typed: writeValue(anticipated.value), why: anticipated.why[lang] };
  return { typed: writeValue(typeof q.answer === 'number' ? q.answer + 10 : 'nothing-like-it'), why: q.look[lang] };
}

/**
 * How a walk answers: in which language (asked once the question has been read: a walk may switch the page's language
 * while it reads), and what it checks while each question is open, before any answer.
 */
export type Answering = { lang?: Lang | (() => Lang); whileAsked?: (view: Locator, id: string) => Promise<void> };

export async function answerInDebugger(view: Locator, q: Question, { lang = 'zh', whileAsked }: Answering = {}) {
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', q.id);
  await whileAsked?.(view, q.id);
  const wrong = firstWrong(q, typeof lang === 'function' ? lang() : lang);
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

/** Where a page's parts are found: the page itself, or the frame a course platform launched it in. */
export type Root = Pick<Page, 'getByTestId'> | FrameLocator;

export async function debugCheckpoint(root: Root, checkpoint: Checkpoint, answering: Answering = {}) {
  const view = root.getByTestId(`section-${checkpoint.function ?? ''}`);
  await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', checkpoint.id);
  await stepToQuestion(view);
  const ids = checkpoint.questions ?? [];
  for (const [index, id] of ids.entries()) {
    await answerInDebugger(view, question(id), answering);
    if (index < ids.length - 1) await view.getByTestId('continue').click();
  }
  return view.getByTestId('predict-told');
}

/** A bug hunt fixed in the editor: the lesson's file, with a line of the student's own on top (`mark`). */
export async function huntCheckpoint(page: Page, checkpoint: Checkpoint, root: Root = page, mark = '// fixed') {
  const fn = checkpoint.function ?? '';
  const view = root.getByTestId(`section-${fn}`);
  await expect(view.getByTestId('hunt-picker')).toHaveValue(checkpoint.hunt ?? '');
  await judged(view);
  await replaceText(page, view, `${mark}\n${FIXED[fn] ?? ''}`);
  await expect(view.getByTestId('hunt-solved')).toBeVisible();
  return view;
}
