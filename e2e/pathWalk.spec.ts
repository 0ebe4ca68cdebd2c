/**
 * A newcomer's whole lesson path, in Chinese at 1440, 720 and 390 px, from the first screen to the summary (docs/predict.md): the masthead's
 * "start" opens checkpoint 1 a few steps before its question; each debugger checkpoint is stepped to with Step over,
 * answered wrong once (the anticipated answer, or a wrong choice) and told what to look at, then right; the probe
 * runs the adapter on the input it asks about; each bug hunt is fixed in the editor; each Practice question is
 * predicted and judged against the run it asks about. "Next checkpoint" always goes on; the summary closes the path.
 */

import type { Page } from '@playwright/test';
import { writeValue } from '../src/predict/answer.ts';
import { seriousViolations } from './axe.ts';
import {
  CHECKPOINTS,
  type Checkpoint,
  debugCheckpoint,
  firstWrong,
  huntCheckpoint,
  question,
  rightOption,
} from './pathAnswers.ts';
import { expect, test } from './support.ts';

async function probeCheckpoint(page: Page, checkpoint: Checkpoint) {
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

async function practiceCheckpoint(page: Page, checkpoint: Checkpoint) {
  const practice = page.getByTestId('practice');
  const box = practice.getByTestId(`practice-checkpoint-${checkpoint.id}`);
  await expect(box).toHaveAttribute('open', '');
  // Nothing of an earlier run is on the screen under the new questions: no timeline, no four paths' table.
  await expect(practice.getByTestId('practice-timeline').locator('li')).toHaveCount(0);
  await expect(practice.getByTestId('practice-paths')).toHaveAttribute('data-state', 'idle');
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
  // Start is below the questions: the first verdict came into view (on a phone it landed above the window), with the
  // keyboard's focus (Start stayed focused out of view).
  const verdict = box.getByTestId(`practice-question-${ids[0]}`).getByTestId('practice-predict-feedback');
  await expect(verdict).toBeInViewport();
  await expect(verdict).toBeFocused();
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
                ? await huntOnOneScreen(page, checkpoint)
                : await practiceCheckpoint(page, checkpoint);
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
    await expect(page.getByTestId('path-progress')).toContainText(`${checkpoints.length} / ${checkpoints.length}`);
    await expect(summary.locator('[data-passed="false"]')).toHaveCount(0);
    // Every debugger question was answered wrong first: those points are not marked as got right the first time, and
    // each row leads back to its checkpoint.
    const first = summary.getByTestId('summary-validated-not-candidate');
    await expect(first).toHaveAttribute('data-first-try', 'false');
    await expect(first).toContainText('后来才答对');
    await expect(first.getByTestId('summary-open-validated-not-candidate')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="path-summary"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });
