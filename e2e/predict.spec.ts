/**
 * Predict, then step (docs/predict.md): Debug stops at a question and shows nothing further until it is answered;
 * a wrong answer is told and can be tried again, a right one moves the run to where the answer shows and marks
 * what it was about; the lesson path records checkpoints, survives a reload and resumes; a course page's progress
 * bar moves with the frame's events. Every question's expected answer is checked against its trace in
 * src/predict/questions.test.ts; here the page judges against the trace it shows.
 */
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, section, stepToQuestion, test } from './support.ts';

const PREDICT = 'mcp-playground:predict';

async function predictOn(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate((key) => localStorage.setItem(key, 'on'), PREDICT);
  await page.reload();
}

/** Debug, and the question asked where it stopped. */
async function askedAfterDebug(view: Locator, question: string) {
  await view.getByTestId('debug').click();
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', question);
}

/** Whether the question is in the window once the page has settled the move (the paused line's reveal takes two frames). */
async function questionInWindow(view: Locator): Promise<boolean> {
  const form = view.getByTestId('predict-form');
  await form.evaluate(
    () =>
      new Promise((settled) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(settled))),
      ),
  );
  return form.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function typed(view: Locator, text: string) {
  await view.getByTestId('predict-input').fill(text);
  await view.getByTestId('predict-check').click();
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: in each section a question is answered wrong, then right; nothing further shows until then`, async ({
    page,
  }) => {
    const words =
      lang === 'zh'
        ? {
            wrong: /^✘ 你写的是 1，不对。通过检查只说明它可以收下。/,
            right: /✔ 答对了：0。/,
            held: /先回答这个问题/,
            problem: /是一个名字，不是值/,
            notOption: /^✘ 不是这一项：/,
          }
        : {
            wrong: /^✘ You wrote 1: not it\. Passing the checks only makes it acceptable\./,
            right: /✔ Right: 0\./,
            held: /Answer this question/,
            problem: /is a name, not a value/,
            notOption: /^✘ Not this one: /,
          };
    await predictOn(page, `/?lang=${lang}`);

    // discoverTools/pages: a typed value.
    const discover = section(page, 'discover_tools');
    await askedAfterDebug(discover, 'pages-not-yet-a-candidate');
    const counter = await discover.getByTestId('step-counter').textContent();
    await expect(discover.getByTestId('predict-input')).toBeFocused();
    // A name is not a value: nothing is run.
    await typed(discover, 'tools.length');
    await expect(discover.getByTestId('predict-feedback')).toHaveText(words.problem);
    // The anticipated wrong answer is answered with what to look at.
    await typed(discover, '1');
    await expect(discover.getByTestId('predict-feedback')).toHaveText(words.wrong);
    // The next state is held back: a step forward is refused, and said so.
    await discover.getByTestId('step-over').click();
    await expect(discover.getByTestId('predict-feedback')).toHaveText(words.held);
    // …and what the wrong answer was told stays: it is what the student can do now.
    await expect(discover.getByTestId('predict-feedback')).toContainText(
      lang === 'zh' ? '通过检查只说明它可以收下' : 'Passing the checks only makes it acceptable',
    );
    await expect(discover.getByTestId('step-counter')).toHaveText(counter ?? '');
    // The hint that would give the answer away is hidden while asking.
    await expect(discover.getByTestId('guidance').locator('.hint')).toBeHidden();
    await expect(discover.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'predicting');
    await expect(discover.getByTestId('guidance-note')).toHaveText(lang === 'zh' ? /提示先藏起来了/ : /hint is hidden/);
    await typed(discover, '0');
    await expect(discover.getByTestId('predict-told')).toHaveAttribute('data-right', 'true');
    await expect(discover.getByTestId('predict-told')).toContainText(words.right);
    await expect(discover.getByTestId('var-tools')).toHaveAttribute('data-predicted', 'right');
    await expect(discover.getByTestId('step-counter')).not.toHaveText(counter ?? '');
    // The hint stays put away: it would answer the scenario's next question.
    await expect(discover.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'pending');

    // assembleToolPool/one: a choice of what routes holds.
    await page.getByTestId('section-assemble_tool_pool').scrollIntoViewIfNeeded();
    const assemble = section(page, 'assemble_tool_pool');
    await assemble.getByTestId('scenario-picker').selectOption('one');
    await askedAfterDebug(assemble, 'one-route-comes-next');
    await assemble.getByTestId('predict-option-has-route').check();
    await assemble.getByTestId('predict-check').click();
    await expect(assemble.getByTestId('predict-feedback')).toHaveText(words.notOption);
    await expect(assemble.getByTestId('predict-feedback')).toHaveAttribute('data-wrong', 'option');
    await assemble.getByTestId('predict-option-empty').check();
    await assemble.getByTestId('predict-check').click();
    await expect(assemble.getByTestId('predict-told')).toHaveAttribute('data-right', 'true');
    await expect(assemble.getByTestId('var-routes')).toHaveAttribute('data-predicted', 'right');

    // callExternal/success: a choice.
    const call = section(page, 'call_external');
    await call.getByTestId('scenario-picker').selectOption('success');
    await askedAfterDebug(call, 'success-copy-for-host');
    await call.getByTestId('predict-option-same').check();
    await call.getByTestId('predict-check').click();
    await expect(call.getByTestId('predict-feedback')).toContainText('✘');
    await call.getByTestId('predict-option-two').check();
    await call.getByTestId('predict-check').click();
    await expect(call.getByTestId('predict-told')).toHaveAttribute('data-right', 'true');
    await expect(call.getByTestId('var-shown')).toHaveAttribute('data-predicted', 'right');
    // Continue stops at the next question rather than running past it.
    await call.getByTestId('continue').click();
    await expect(call.getByTestId('predict-form')).toHaveAttribute('data-question', 'success-approval-first');
    // "Show me" reveals without counting as right, and says how it is asked again.
    await call.getByTestId('predict-show').click();
    await expect(call.getByTestId('predict-told')).toHaveAttribute('data-right', 'false');
    // The next question is asked at the same step: the note waits under "Why", so the question keeps its place.
    await expect(call.getByTestId('predict-form')).toHaveAttribute('data-question', 'success-host-emptied-copy');
    await expect(call.getByTestId('predict-ask-again')).toBeHidden();
    await call.getByTestId('predict-told').locator('summary').click();
    await expect(call.getByTestId('predict-ask-again')).toBeVisible();
  });
}

test('the lesson path: three checkpoints passed, a reload resumes where the student left off, export and reset', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const path = page.getByTestId('lesson-path');
  await path.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('path-progress')).toContainText('0 of 28 checkpoints done');
  // From the path: the first checkpoint opens its scenario in Debug, with Predict on, a few steps before its
  // question, and says what to watch on the way.
  await page.getByTestId('path-resume').click();
  const discover = section(page, 'discover_tools');
  await expect(discover.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', 'catalog-pages');
  await expect(discover.getByTestId('predict-toggle')).toBeChecked();
  await stepToQuestion(discover, 'pages-not-yet-a-candidate');
  expect(await seriousViolations(page, '[data-testid="predict-form"]')).toEqual([]);
  await typed(discover, '0');
  await discover.getByTestId('continue').click();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-next-call-gets-p2');
  // Continue stopped at a question: the paused line's reveal does not scroll it away from under the pointer.
  expect(await questionInWindow(discover)).toBe(true);
  await typed(discover, "'p2'");
  // The third: page two has no nextCursor.
  await discover.getByTestId('continue').click();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-last-page-returns');
  await discover.getByTestId('predict-option-returns').check();
  await discover.getByTestId('predict-check').click();
  await expect(discover.getByTestId('predict-checkpoint-passed')).toBeVisible();
  // The next checkpoint, from the answer.
  await discover.getByTestId('predict-next').click();
  await stepToQuestion(discover, 'duplicate-publishes-nothing');
  await discover.getByTestId('predict-option-nothing').check();
  await discover.getByTestId('predict-check').click();
  await discover.getByTestId('predict-next').click();
  await stepToQuestion(discover, 'bad-schema-publishes-nothing');
  await discover.getByTestId('predict-option-fail').check();
  await discover.getByTestId('predict-check').click();
  await expect(discover.getByTestId('predict-checkpoint-passed')).toBeVisible();
  await expect(page.getByTestId('path-progress')).toContainText('3 of 28 checkpoints done');

  // A reload keeps the record, and Resume goes on from the checkpoint after the last one passed.
  await page.reload();
  await page.getByTestId('lesson-path').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('path-progress')).toContainText('3 of 28 checkpoints done');
  for (const id of ['catalog-pages', 'catalog-whole', 'catalog-bad-schema'])
    await expect(page.getByTestId(`path-${id}`)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('path-resume')).toHaveText(
    'Resume: The service keeps answering the same cursor: how often is it asked?',
  );
  await page.getByTestId('path-resume').click();
  await stepToQuestion(discover, 'repeat-stops-in-bounds');

  // The record, exported: each checkpoint with its questions' answers and attempts.
  await page.getByTestId('lesson-path').scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('path-export').click()]);
  const exported = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(exported.format).toBe('mcp-playground-path');
  const pages = exported.checkpoints.find((c: { checkpoint: string }) => c.checkpoint === 'catalog-pages');
  expect(pages.passed).not.toBeNull();
  expect(
    pages.questions.map((q: { question: string; attempts: number; right: boolean }) => [
      q.question,
      q.attempts,
      q.right,
    ]),
  ).toEqual([
    ['pages-not-yet-a-candidate', 1, true],
    ['pages-next-call-gets-p2', 1, true],
    ['pages-last-page-returns', 1, true],
  ]);
  // Reset, confirmed: the record is empty.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('path-reset').click();
  await expect(page.getByTestId('path-progress')).toContainText('0 of 28 checkpoints done');
});

test("a course page's progress bar moves with the frame's checkpoint (checkpoint=call-success)", async ({ page }) => {
  await page.goto('http://127.0.0.1:4174/example-course.html');
  const frame = page.frameLocator('#predict');
  const call = frame.getByTestId('section-call_external');
  await expect(call.getByTestId('scenario-picker')).toHaveValue('success');
  await call.getByTestId('debug').click();
  const answers: [string, string][] = [
    ['success-copy-for-host', 'two'],
    ['success-approval-first', 'approvals'],
  ];
  for (const [question, option] of answers) {
    await expect(call.getByTestId('predict-form')).toHaveAttribute('data-question', question);
    await call.getByTestId(`predict-option-${option}`).check();
    await call.getByTestId('predict-check').click();
    await expect(call.getByTestId('predict-told')).toHaveAttribute('data-right', 'true');
  }
  await expect(call.getByTestId('predict-form')).toHaveAttribute('data-question', 'success-host-emptied-copy');
  await call.getByTestId('predict-input').fill("{ query: '运行许可' }");
  await call.getByTestId('predict-check').click();
  await call.getByTestId('continue').click();
  await expect(call.getByTestId('predict-form')).toHaveAttribute('data-question', 'success-original-name');
  // The frame opens one checkpoint: its progress counts that one (docs/embed.md).
  await expect(page.getByTestId('course-progress')).toHaveText('0 of 1 checkpoints passed');
  await call.getByTestId('predict-option-remote').check();
  await call.getByTestId('predict-check').click();
  await expect(page.getByTestId('course-progress')).toContainText('1 of 1 checkpoints passed · passed call-success');
  await expect(page.locator('#path-progress')).toHaveJSProperty('value', 1);
});

test('Practice: predictions made before Start are judged against that run; a run that is not the one asked is told so', async ({
  page,
}) => {
  await predictOn(page, '/?lang=en');
  const practice = page.getByTestId('practice');
  await practice.scrollIntoViewIfNeeded();
  // The questions are grouped by checkpoint, the first open: the loop's is opened as a student would.
  await practice.getByTestId('practice-checkpoint-practice-loop').locator('summary').click();
  const count = practice.getByTestId('practice-question-practice-request-count');
  const cache = practice.getByTestId('practice-question-practice-system-cache');
  await count.getByTestId('practice-predict-input').fill('3');
  await count.getByRole('button', { name: 'Check' }).click();
  await cache.getByTestId('practice-predict-input').fill('2');
  await cache.getByRole('button', { name: 'Check' }).click();
  // A denied run is not the run these questions are about.
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approval-dialog').getByTestId('approve-deny').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  await expect(count.getByTestId('practice-predict-feedback')).toContainText('This run is not the one asked about');
  // The run asked about: 3 was wrong (the run made 4 requests), 2 right.
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approval-dialog').getByTestId('approve-allow').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  await expect(count.getByTestId('practice-predict-feedback')).toContainText('✘ You predicted 3; the run shows 4.');
  await expect(cache.getByTestId('practice-predict-feedback')).toContainText('✔ Right: 2.');
});

test('a bug hunt checkpoint opens its hunt in edit mode from the lesson path', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByTestId('lesson-path').scrollIntoViewIfNeeded();
  await page.getByTestId('path-open-hunt-half-catalog').click();
  const discover = section(page, 'discover_tools');
  await expect(discover.getByTestId('hunt-picker')).toHaveValue('half-catalog');
  await expect(discover.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('path-hunt-half-catalog')).toHaveAttribute('data-done', 'false');
});

test('a reload at an open question asks it again with the hint hidden; Resume goes to the first question not answered; after Show me, Restart asks again', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await page.getByTestId('path-start').click();
  const discover = section(page, 'discover_tools');
  await stepToQuestion(discover, 'pages-not-yet-a-candidate');
  await typed(discover, '0');
  await discover.getByTestId('continue').click();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-next-call-gets-p2');
  await expect(discover.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'predicting');

  // Reloaded with the second question open (once the address has its step: a burst of steps is written when it
  // settles): it is asked again, the hint hidden, and the checkpoint is not passed.
  const at = (await discover.getByTestId('step-counter').textContent())?.match(/\d+/)?.[0];
  await expect(page).toHaveURL(new RegExp(`[?&]step=${at}(&|$)`));
  await page.reload();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-next-call-gets-p2');
  await expect(discover.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'predicting');
  await expect(discover.getByTestId('guidance').locator('.hint')).toBeHidden();
  await expect(page.getByTestId('path-catalog-pages')).toHaveAttribute('data-done', 'false');
  // Resume opens the checkpoint again; Continue goes to the first question not answered, not the one answered.
  await page.getByTestId('lesson-path').scrollIntoViewIfNeeded();
  await page.getByTestId('path-resume').click();
  await expect(discover.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', 'catalog-pages');
  await expect(discover.getByTestId('narration-line')).toHaveAttribute('data-asked', 'false');
  await discover.getByTestId('continue').click();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-next-call-gets-p2');
  await expect(discover.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'predicting');

  // Shown, not answered: the page says the checkpoint waits for an answer, and Restart asks it again.
  await discover.getByTestId('predict-show').click();
  await expect(discover.getByTestId('predict-told')).toHaveAttribute('data-right', 'false');
  await expect(discover.getByTestId('predict-ask-again')).toBeVisible();
  await expect(discover.getByTestId('predict-checkpoint-passed')).toBeHidden();
  await expect(page.getByTestId('path-catalog-pages')).toHaveAttribute('data-done', 'false');
  await discover.getByTestId('restart').click();
  await expect(discover.getByTestId('narration-line')).toHaveAttribute('data-asked', 'false');
  await discover.getByTestId('continue').click();
  await expect(discover.getByTestId('predict-form')).toHaveAttribute('data-question', 'pages-next-call-gets-p2');
  await typed(discover, "'p2'");
  await discover.getByTestId('continue').click();
  await discover.getByTestId('predict-option-returns').check();
  await discover.getByTestId('predict-check').click();
  await expect(discover.getByTestId('predict-checkpoint-passed')).toBeVisible();
  await expect(page.getByTestId('path-catalog-pages')).toHaveAttribute('data-done', 'true');
});
