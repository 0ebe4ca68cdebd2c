/**
 * A newcomer's whole lesson path, in Chinese and in English at 1440, 720 and 390 px, from the first screen to the
 * summary (docs/predict.md): the masthead's "start" opens checkpoint 1 a few steps before its question; each debugger
 * checkpoint is stepped to with Step over, answered wrong once (the anticipated answer, or a wrong choice) and told
 * what to look at, then right; the probe runs the adapter on the input it asks about; each bug hunt is fixed in the
 * editor; each Practice question is predicted and judged against the run it asks about. "Next checkpoint" always goes
 * on; the summary closes the path.
 *
 * The walk is also where every question is read as it is open, before any answer (one walk per language and size
 * rather than one per check): nothing on the page gives its answer away (spoilers.ts); a debugger question, its Check
 * button, the paused line, a variable and five lines of code are in the window at once (seen.ts); and axe finds no
 * WCAG 2.2 AA violation where it is open, at 1440 and 390 px (720 is between the two layouts the others check).
 */

import type { Locator, Page } from '@playwright/test';
import { PREDICT_TEXT } from '../src/app/predict/text.ts';
import { writeValue } from '../src/predict/answer.ts';
import { seriousViolations, violations } from './axe.ts';
import {
  type Answering,
  CHECKPOINTS,
  type Checkpoint,
  debugCheckpoint,
  firstWrong,
  huntCheckpoint,
  type Lang,
  question,
  rightOption,
} from './pathAnswers.ts';
import { ASKED, codeLinesInWindow, unseenOnceSettled } from './seen.ts';
import { expectNoSpoiler } from './spoilers.ts';
import { DEBUG_QUESTION_COUNT, expect, test } from './support.ts';

/** What the walk reads at each open question, and what it found (reported whole at the end). */
type Reading = {
  lang: Lang;
  axe: boolean;
  asked: string[];
  unseen: string[];
  axeFound: string[];
};

async function axeAt(page: Page, reading: Reading, id: string, where: string) {
  if (!reading.axe) return;
  for (const line of await violations(page, where, { wcag22: true })) reading.axeFound.push(`${id}: ${line}`);
}

/** At a debugger question: no spoiler, the question and its code on one screen, axe over its section. */
function readDebugQuestion(page: Page, reading: Reading): Answering['whileAsked'] {
  return async (view: Locator, id: string) => {
    reading.asked.push(id);
    await expectNoSpoiler(page, id, 'predict-form');
    for (const problem of await unseenOnceSettled(view, ASKED)) reading.unseen.push(`${id}: ${problem}`);
    const lines = await codeLinesInWindow(view);
    if (lines < 5) reading.unseen.push(`${id}: ${lines} code lines in the window`);
    await axeAt(page, reading, id, `#${await view.getAttribute('id')}`);
  };
}

async function probeCheckpoint(page: Page, checkpoint: Checkpoint, reading: Reading) {
  const item = page.getByTestId(`path-${checkpoint.id}`);
  // Next brought the probe into view, with the keyboard's focus (it opened 4,096 px below, and nothing moved).
  await expect(item.locator('.probe-questions')).toBeInViewport();
  await expect(item.locator('.probe-questions')).toBeFocused();
  const ids = checkpoint.questions ?? [];
  for (const [index, id] of ids.entries()) {
    const q = question(id);
    const form = item.getByTestId(`probe-${id}`);
    // One question at a time: the next one (one past the limit this one asks at) is not on the screen yet.
    const later = ids[index + 1];
    if (later) await expect(item.getByTestId(`probe-${later}`)).toHaveCount(0);
    await expect(form).toBeVisible();
    reading.asked.push(id);
    await expectNoSpoiler(page, id, `probe-${id}`);
    await axeAt(page, reading, id, `[data-testid="path-${checkpoint.id}"]`);
    const wrong = firstWrong(q, reading.lang);
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

/** A bug hunt from the path: its task at the window's top with the focus, and once fixed the verdict in view. */
async function huntOnOneScreen(page: Page, checkpoint: Checkpoint) {
  const view = page.getByTestId(`section-${checkpoint.function ?? ''}`);
  await expect(view.getByTestId('hunt-task')).toBeFocused();
  await expect(view.getByTestId('hunt-task')).toBeInViewport();
  await huntCheckpoint(page, checkpoint);
  // The fix is typed at the editor's top: the task, the editor, the verdict and the rule solved on one screen.
  for (const part of ['hunt-task', 'edit-verdict-bar', 'hunt-solved'])
    await expect(view.getByTestId(part), part).toBeInViewport();
  return view;
}

async function practiceCheckpoint(page: Page, checkpoint: Checkpoint, reading: Reading) {
  const practice = page.getByTestId('practice');
  const box = practice.getByTestId(`practice-checkpoint-${checkpoint.id}`);
  await expect(box).toHaveAttribute('open', '');
  // Nothing of an earlier run is on the screen under the new questions: no timeline, no four paths' table.
  await expect(practice.getByTestId('practice-timeline').locator('li')).toHaveCount(0);
  await expect(practice.getByTestId('practice-paths')).toHaveAttribute('data-state', 'idle');
  const ids = checkpoint.questions ?? [];
  // Every question of the checkpoint is open at once: each is read before any is answered.
  for (const id of ids) {
    await expect(box.getByTestId(`practice-question-${id}`)).toBeVisible();
    reading.asked.push(id);
    await expectNoSpoiler(page, id, `practice-question-${id}`);
  }
  await axeAt(page, reading, ids.join(', '), '[data-testid="practice"]');
  for (const id of ids) {
    const q = question(id);
    const form = box.getByTestId(`practice-question-${id}`);
    const option = rightOption(q);
    if (option) await form.getByTestId(`practice-predict-option-${option.id}`).check();
    else {
      await form.getByTestId('practice-predict-input').fill(writeValue(q.answer));
      await form.getByTestId('practice-predict-input').press('Enter');
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
  // Start is below the questions: the first verdict came into view (on a phone it landed above the window), with the
  // keyboard's focus (Start stayed focused out of view).
  const verdict = box.getByTestId(`practice-question-${ids[0]}`).getByTestId('practice-predict-feedback');
  await expect(verdict).toBeInViewport();
  await expect(verdict).toBeFocused();
  return box;
}

const QUESTION_COUNT = CHECKPOINTS.filter((c) => c.kind !== 'hunt').flatMap((c) => c.questions ?? []).length;

for (const lang of ['zh', 'en'] as const)
  for (const size of [
    { width: 1440, height: 900 },
    { width: 720, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`${lang} ${size.width}×${size.height}: the whole lesson path from the first screen to its summary, each checkpoint through "next"; no question's answer shows before it is answered, each debugger question on one screen${size.width === 720 ? '' : ', axe finds nothing'}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(`/?lang=${lang}`);
      const reading: Reading = { lang, axe: size.width !== 720, asked: [], unseen: [], axeFound: [] };
      const entry = page.getByTestId('path-entry');
      await expect(entry.getByTestId('path-link')).toContainText(
        lang === 'zh' ? `已完成 0 / ${CHECKPOINTS.length}` : `0 of ${CHECKPOINTS.length} done`,
      );
      await entry.getByTestId('path-start').click();
      const checkpoints = CHECKPOINTS;
      for (const [index, checkpoint] of checkpoints.entries()) {
        await test.step(checkpoint.id, async () => {
          const where =
            checkpoint.kind === 'debug'
              ? await debugCheckpoint(page, checkpoint, { lang, whileAsked: readDebugQuestion(page, reading) })
              : checkpoint.kind === 'probe'
                ? await probeCheckpoint(page, checkpoint, reading)
                : checkpoint.kind === 'hunt'
                  ? await huntOnOneScreen(page, checkpoint)
                  : await practiceCheckpoint(page, checkpoint, reading);
          const passed = where.getByTestId('predict-checkpoint-passed');
          await expect(passed).toBeVisible();
          // Nothing on the way scrolled the page sideways (a probe's code widened it past a phone's screen).
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
          if (index === 0) expect(await seriousViolations(page, '[data-testid="predict-told"]')).toEqual([]);
          if (index < checkpoints.length - 1) {
            await passed.getByTestId('predict-next').click();
            // The path moved on: the passed box and its Next leave, so no old Next reopens this checkpoint.
            await expect(passed).toHaveCount(0);
          } else await passed.getByTestId('predict-summary-open').click();
        });
      }
      const summary = page.getByTestId('path-summary');
      await expect(summary).toBeInViewport();
      const all = String(checkpoints.length);
      await expect(page.getByTestId('path-progress')).toContainText(
        PREDICT_TEXT.pathProgress[lang].replace('{done}', all).replace('{total}', all),
      );
      await expect(summary.locator('[data-passed="false"]')).toHaveCount(0);
      // Every debugger question was answered wrong first: those points are not marked as got right the first time, and
      // each row leads back to its checkpoint.
      const first = summary.getByTestId('summary-validated-not-candidate');
      await expect(first).toHaveAttribute('data-first-try', 'false');
      await expect(first).toContainText(PREDICT_TEXT.summaryLater[lang]);
      await expect(first.getByTestId('summary-open-validated-not-candidate')).toBeVisible();
      expect(await seriousViolations(page, '[data-testid="path-summary"]')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      expect(reading.asked).toHaveLength(QUESTION_COUNT);
      expect(
        reading.asked.filter((id) => CHECKPOINTS.some((c) => c.kind === 'debug' && c.questions?.includes(id))),
      ).toHaveLength(DEBUG_QUESTION_COUNT);
      expect(reading.unseen, 'not on one screen while asked').toEqual([]);
      expect(reading.axeFound, 'axe where a question is open').toEqual([]);
    });
