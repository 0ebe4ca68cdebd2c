/**
 * A newcomer's whole lesson path, from the first screen to the summary (docs/predict.md): the masthead's "start" opens
 * checkpoint 1 a few steps before its question; each debugger checkpoint is stepped to with Step over, answered wrong
 * once (the anticipated answer, or a wrong choice) and told what to look at, then right; the probe runs the adapter on
 * the input it asks about; each bug hunt is fixed in the editor; each Practice question is predicted and judged
 * against the run it asks about. "Next checkpoint" always goes on; the summary closes the path.
 *
 * The walk is also where every question is read as it is open, before any answer, at 1440, 720 and 390 px and in both
 * languages at each: nothing on the page gives its answer away (spoilers.ts); the page does not scroll sideways; a
 * debugger question, its Check button, the paused line, a variable and five lines of code are in the window at once
 * (seen.ts); and axe finds no WCAG 2.2 AA violation where it is open, at 1440 and 390 px (720 is between the two
 * layouts the others check). At each size the question is read in the page's language, then in the other: the walk
 * switches the language as a student does (beside the narration while it shows, else the masthead's button). Then the
 * window takes the next size, as a phone turned or a window narrowed, and the reading is made there. A debugger
 * question is asked again before each reading after the first (one step back, then Continue, which stops at it: a
 * jump, so the page brings the paused area to the window's top as on arrival, at the size and in the language it now
 * has). The path is walked once: each checkpoint is reached, answered and passed at the size and in the language its
 * last reading left, which turn from one question to the next (docs/predict.md; why one walk: docs/test-speed.md).
 */

import type { Locator, Page } from '@playwright/test';
import { PREDICT_TEXT } from '../src/app/predict/text.ts';
import { writeValue } from '../src/predict/answer.ts';
import { seriousViolations, violations } from './axe.ts';
import { TEST_HANG_MS } from './hang.ts';
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
import { ASKED, landed, sidewaysOnceSettled, unseenOnceSettled } from './seen.ts';
import { SIZES, type Size, sizesFrom } from './sizes.ts';
import { expectNoSpoiler } from './spoilers.ts';
import { DEBUG_QUESTION_COUNT, expect, section, test } from './support.ts';

/** What the walk reads at each open question, and what axe found there (reported whole at the end). */
type Reading = {
  /** The page's language now: the walk switches it at each question it reads. */
  lang: Lang;
  /** The window's size now: the walk takes each of SIZES at each question it reads. */
  size: Size;
  asked: string[];
  /** Each question, the language and the width it was read in: "id zh 1440". */
  readIn: string[];
  axeFound: string[];
};

/**
 * A reading still wrong once it has settled fails the walk there, named: each such reading has waited an
 * expectation's whole limit (seen.ts), and a walk with a few of them reached its own limit before the end that would
 * have reported them (a fresh clone's walk timed out so, at a later checkpoint, saying nothing of why).
 */
function expectSeen(problems: string[], name: string) {
  expect(problems, `${name}: not on one screen while asked, or the page scrolled sideways`).toEqual([]);
}

/** The walk's readings so far, attached when it fails (a timeout says only where it stopped, not what it read). */
let walked: Reading | null = null;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern; it asks none.
test.afterEach(async ({}, testInfo) => {
  if (!walked || testInfo.status === testInfo.expectedStatus) return;
  const { lang, size, readIn, axeFound } = walked;
  await testInfo.attach('walk', {
    body: [`now: ${lang} ${size.width}`, `last read: ${readIn.slice(-3).join('; ')}`, ...axeFound].join('\n'),
    contentType: 'text/plain',
  });
});

/** axe at 1440 and 390 px: 720 is between the two layouts they check. */
async function axeAt(page: Page, reading: Reading, id: string, where: string) {
  if (reading.size.width === 720) return;
  for (const line of await violations(page, where, { wcag22: true })) reading.axeFound.push(`${id}: ${line}`);
}

/**
 * `read` at each of SIZES, from the window's size now on through the list: the window resized between, as a phone is
 * turned or a window narrowed. It ends at the size before the first in the list, where the walk goes on, so the size
 * a checkpoint is reached at turns from one question to the next.
 */
async function atEachSize(page: Page, reading: Reading, read: (resized: boolean) => Promise<void>) {
  for (const [k, size] of sizesFrom(reading.size).entries()) {
    if (k > 0) {
      await page.setViewportSize(size);
      reading.size = size;
    }
    await read(k > 0);
  }
}

/** The question's name in what the walk read: its id, the page's language and the window's width. */
const readingOf = (reading: Reading, id: string) => `${id} ${reading.lang} ${reading.size.width}`;

/** Nothing on the way scrolled the page sideways (a probe's code widened it past a phone's screen). */
async function wideAt(page: Page, reading: Reading, id: string) {
  expectSeen(await sidewaysOnceSettled(page), readingOf(reading, id));
}

const other = (lang: Lang): Lang => (lang === 'zh' ? 'en' : 'zh');

/** Switches the page's language where a student can reach it: beside the narration while it shows, else the masthead. */
async function switchLanguage(page: Page, reading: Reading, view?: Locator) {
  const next = other(reading.lang);
  const paused = view?.getByTestId('language-paused');
  await (paused && (await paused.isVisible()) ? paused : page.getByTestId('language')).click();
  // The page's lang is set in the render that shows the new words (i18n/useText.ts).
  await expect(page.locator('html')).toHaveAttribute('lang', next === 'zh' ? 'zh-CN' : 'en');
  reading.lang = next;
}

/** At a debugger question: no spoiler, the question and its code on one screen, axe over its section. */
async function readDebugQuestion(page: Page, reading: Reading, view: Locator, id: string) {
  const name = readingOf(reading, id);
  reading.readIn.push(name);
  await expectNoSpoiler(page, id, 'predict-form');
  // In one frame: the question and its line, five rows of code around it, and the page not scrolling sideways.
  expectSeen(await unseenOnceSettled(view, ASKED, { rows: 5 }), name);
  await axeAt(page, reading, name, `#${await view.getAttribute('id')}`);
}

/**
 * One step back, then Continue, which stops at the question again: a jump, so the page brings the paused area to the
 * window's top, as the walk's arrival did (a student who scrolled up to the masthead's button, or whose window changed
 * size, is brought back).
 */
async function askAgain(view: Locator, id: string) {
  const counter = await view.getByTestId('step-counter').textContent();
  await view.getByTestId('step-back').click();
  await expect(view.getByTestId('step-counter')).not.toHaveText(counter ?? '');
  await view.getByTestId('continue').click();
  await expect(view.getByTestId('step-counter')).toHaveText(counter ?? '');
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', id);
}

/** A debugger question read at each size, in the page's language and then asked again in the other and read there. */
function readDebugQuestionEverywhere(page: Page, reading: Reading): Answering['whileAsked'] {
  return async (view: Locator, id: string) => {
    reading.asked.push(id);
    await atEachSize(page, reading, async (resized) => {
      if (resized) await askAgain(view, id);
      await readDebugQuestion(page, reading, view, id);
      await switchLanguage(page, reading, view);
      await askAgain(view, id);
      await readDebugQuestion(page, reading, view, id);
    });
  };
}

/** A question outside the debugger (a probe's, Practice's): no spoiler, read in the page's language. */
async function readQuestion(page: Page, reading: Reading, id: string, form: string) {
  reading.readIn.push(readingOf(reading, id));
  await expectNoSpoiler(page, id, form);
  await wideAt(page, reading, id);
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
    await atEachSize(page, reading, async () => {
      for (const switched of [false, true]) {
        if (switched) await switchLanguage(page, reading);
        await readQuestion(page, reading, id, `probe-${id}`);
        await axeAt(page, reading, readingOf(reading, id), `[data-testid="path-${checkpoint.id}"]`);
      }
    });
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
  // Every question of the checkpoint is open at once: each is read before any is answered, in both languages.
  for (const id of ids) {
    await expect(box.getByTestId(`practice-question-${id}`)).toBeVisible();
    reading.asked.push(id);
  }
  await atEachSize(page, reading, async () => {
    for (const switched of [false, true]) {
      if (switched) await switchLanguage(page, reading);
      for (const id of ids) await readQuestion(page, reading, id, `practice-question-${id}`);
      await axeAt(page, reading, readingOf(reading, ids.join(', ')), '[data-testid="practice"]');
    }
  });
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

/** Where the walk starts: a phone, in Chinese (a student's first minute). */
const START = { size: SIZES[2], lang: 'zh' } as const;

/**
 * The size each checkpoint is reached at (the window takes it before "Next" is pressed): the checkpoints of one kind
 * take the sizes in turn, so each size reaches a bug hunt, a probe or a Practice checkpoint, not only the readings.
 */
const ARRIVAL: Size[] = CHECKPOINTS.map(
  (checkpoint, index) =>
    sizesFrom(START.size)[
      CHECKPOINTS.slice(0, index).filter((c) => c.kind === checkpoint.kind).length % SIZES.length
    ] as Size,
);

test('1440, 720 and 390 px, zh and en: the whole lesson path from the first screen to its summary, each checkpoint through "next"; no question\'s answer shows before it is answered, each debugger question on one screen, axe finds nothing', async ({
  page,
}) => {
  // One walk with every reading of the three it replaced (docs/test-speed.md): three walks' time before it counts as hung.
  test.setTimeout(3 * TEST_HANG_MS);
  await page.setViewportSize(START.size);
  await page.goto(`/?lang=${START.lang}`);
  const reading: Reading = { lang: START.lang, size: START.size, asked: [], readIn: [], axeFound: [] };
  walked = reading;
  const entry = page.getByTestId('path-entry');
  await expect(entry.getByTestId('path-link')).toContainText(`已完成 0 / ${CHECKPOINTS.length}`);
  // The same in English, and back: the walk starts in Chinese.
  await page.getByTestId('language').click();
  await expect(entry.getByTestId('path-link')).toContainText(`0 of ${CHECKPOINTS.length} done`);
  await page.getByTestId('language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await entry.getByTestId('path-start').click();
  const checkpoints = CHECKPOINTS;
  for (const [index, checkpoint] of checkpoints.entries()) {
    await test.step(`${checkpoint.id} (${reading.lang}, ${reading.size.width})`, async () => {
      // Its first Step over is pressed once the arrival's jump has landed (seen.ts).
      if (checkpoint.kind === 'debug') await landed(section(page, checkpoint.function ?? ''));
      const where =
        checkpoint.kind === 'debug'
          ? await debugCheckpoint(page, checkpoint, {
              lang: () => reading.lang,
              whileAsked: readDebugQuestionEverywhere(page, reading),
            })
          : checkpoint.kind === 'probe'
            ? await probeCheckpoint(page, checkpoint, reading)
            : checkpoint.kind === 'hunt'
              ? await huntOnOneScreen(page, checkpoint)
              : await practiceCheckpoint(page, checkpoint, reading);
      const passed = where.getByTestId('predict-checkpoint-passed');
      await expect(passed).toBeVisible();
      await wideAt(page, reading, checkpoint.id);
      if (index === 0)
        await atEachSize(page, reading, async () => {
          const found = await seriousViolations(page, '[data-testid="predict-told"]');
          for (const line of found) reading.axeFound.push(`${readingOf(reading, 'told')}: ${line}`);
        });
      const next = ARRIVAL[index + 1];
      if (next) {
        if (next !== reading.size) {
          await page.setViewportSize(next);
          reading.size = next;
        }
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
    PREDICT_TEXT.pathProgress[reading.lang].replace('{done}', all).replace('{total}', all),
  );
  await expect(summary.locator('[data-passed="false"]')).toHaveCount(0);
  // Every debugger question was answered wrong first: those points are not marked as got right the first time, and
  // each row leads back to its checkpoint.
  const first = summary.getByTestId('summary-validated-not-candidate');
  await expect(first).toHaveAttribute('data-first-try', 'false');
  await expect(first).toContainText(PREDICT_TEXT.summaryLater[reading.lang]);
  await expect(first.getByTestId('summary-open-validated-not-candidate')).toBeVisible();
  await atEachSize(page, reading, async () => {
    for (const line of await seriousViolations(page, '[data-testid="path-summary"]'))
      reading.axeFound.push(`${readingOf(reading, 'summary')}: ${line}`);
    await wideAt(page, reading, 'summary');
  });
  expect(reading.asked).toHaveLength(QUESTION_COUNT);
  expect(
    reading.asked.filter((id) => CHECKPOINTS.some((c) => c.kind === 'debug' && c.questions?.includes(id))),
  ).toHaveLength(DEBUG_QUESTION_COUNT);
  // Every question was read in both languages at each size.
  expect(reading.readIn.toSorted()).toEqual(
    reading.asked.flatMap((id) => SIZES.flatMap(({ width }) => [`${id} en ${width}`, `${id} zh ${width}`])).toSorted(),
  );
  expect(reading.axeFound, 'axe where a question is open').toEqual([]);
});
