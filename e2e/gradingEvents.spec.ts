/**
 * What a course page hears is what the student did (the second security audit's defects 5–7, docs/embed.md): a bug hunt
 * opened by `checkpoint=` passes its checkpoint when solved; a solve is told once, never again on a reload; a link's
 * `step=` with Predict on stops at the first question before it, as Debug does.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { answerInDebugger, CHECKPOINTS, question } from './pathAnswers.ts';
import { expect, judged, replaceText, section, test } from './support.ts';

const COURSE = 'http://127.0.0.1:4174/example-course.html';
const PLAYGROUND = 'http://127.0.0.1:4173/';
const callExternal = readFileSync(new URL('../src/adapter/callExternal.ts', import.meta.url), 'utf8');

type Event = { type?: string; event?: string; [key: string]: unknown };

/** A course page on another origin framing `src`, keeping every message it hears. */
async function coursePage(page: Page, src: string): Promise<void> {
  await page.goto(COURSE);
  await page.evaluate((url) => {
    (window as unknown as { heard: unknown[] }).heard = [];
    addEventListener('message', (event) => (window as unknown as { heard: unknown[] }).heard.push(event.data));
    const frame = document.createElement('iframe');
    frame.id = 'cp';
    frame.style.cssText = 'width: 1100px; height: 1500px';
    frame.src = url;
    document.body.prepend(frame);
  }, src);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Event[] }).heard);

/**
 * Everything the frame posted up to now: a hello goes in and its ready comes back after whatever the frame posted
 * before it (messages from one window arrive in order).
 */
async function heardSoFar(page: Page): Promise<Event[]> {
  const readies = (await heard(page)).filter((m) => m.event === 'ready').length;
  await page.evaluate(() =>
    (document.getElementById('cp') as HTMLIFrameElement).contentWindow?.postMessage(
      { type: 'mcp-playground:hello' },
      '*',
    ),
  );
  await expect.poll(async () => (await heard(page)).filter((m) => m.event === 'ready').length).toBe(readies + 1);
  return heard(page);
}

test('a bug hunt opened by checkpoint= posts checkpointPassed and progress when solved, and its solve once: a reload posts nothing again', async ({
  page,
}) => {
  const src = `${PLAYGROUND}embed.html?embed=1&lang=en&fn=call_external&checkpoint=hunt-retry&origins=${encodeURIComponent('http://127.0.0.1:4174')}&frame=cp`;
  await coursePage(page, src);
  const view = page.frameLocator('#cp').getByTestId('section-call_external');
  await expect(view.getByTestId('hunt-picker')).toHaveValue('retry-on-failure');
  await judged(view);
  // The fix: the call made once, its failure told.
  await replaceText(page, view, callExternal.replace('const sent =', '// fixed\n    const sent ='));
  await expect(view.getByTestId('hunt-solved')).toBeVisible();
  await expect
    .poll(async () => (await heard(page)).filter((m) => m.event === 'checkpointPassed'))
    .toMatchObject([{ checkpoint: 'hunt-retry' }]);
  const events = await heardSoFar(page);
  expect(events.filter((m) => m.event === 'exerciseSolved')).toMatchObject([{ exercise: 'retry-on-failure' }]);
  expect(events.filter((m) => m.event === 'progress').at(-1)).toMatchObject({
    done: 1,
    total: 1,
    checkpoint: 'hunt-retry',
  });
  // The course page is reloaded; the student does nothing. The kept text is judged again, solved as it was, and no
  // new solve, no new pass is told.
  await coursePage(page, src);
  await expect(view.getByTestId('hunt-solved')).toBeVisible();
  const again = await heardSoFar(page);
  expect(again.filter((m) => m.event === 'exerciseSolved' || m.event === 'checkpointPassed')).toEqual([]);
});

test('a link with step= and Predict on stops at the first question before that step, as Debug does', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('mcp-playground:predict', 'on'));
  await page.goto('/?fn=call_external&scenario=success&step=25&lang=en');
  const view = section(page, 'call_external');
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('predict-form')).toBeVisible();
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 9 of 25$/i);
  // Nothing of a later step is on screen: sent, which the third question asks about, is not yet a variable.
  await expect(view.getByTestId('var-value-sent')).toHaveCount(0);
  // The same in a course frame.
  await page.goto('/embed.html?embed=1&fn=call_external&scenario=success&step=25&lang=en');
  await expect(view.getByTestId('predict-form')).toBeVisible();
  await expect(view.getByTestId('step-counter')).toHaveText(/^step 9 of 25$/i);
});

test('a checkpoint frame holds: step= in a fresh browser stops at its first question, nothing of the run leaves before it passes, and it ends on its checkpoint', async ({
  page,
}) => {
  // A fresh browser: Predict was never turned on here (the review saw step=20 skip every question in 2 of 3 loads).
  const src = `${PLAYGROUND}embed.html?embed=1&lang=zh&fn=call_external&checkpoint=call-success&step=20&origins=${encodeURIComponent('http://127.0.0.1:4174')}&frame=cp`;
  await coursePage(page, src);
  const view = page.frameLocator('#cp').getByTestId('section-call_external');
  const checkpoint = CHECKPOINTS.find((c) => c.id === 'call-success');
  const [first, ...rest] = checkpoint?.questions ?? [];
  // Before any question, the frame says which checkpoint it is (it opened idle, untitled, in review 5). A step= link
  // debugs at once here, so a fresh frame without one shows it.
  await expect(view.getByTestId('predict-form')).toBeVisible();
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', first ?? '');
  await expect(view.getByTestId('step-counter')).toHaveText(/^第 9 \/ 25 步$/);
  // The frame's own output, the answer to its third question, stayed in it: no `finished` reached the course page
  // (whose own example frames post theirs).
  const finished = (events: Event[]) => events.filter((m) => m.event === 'finished' && m.frame === 'cp');
  expect(finished(await heardSoFar(page))).toEqual([]);
  await expect(page.frameLocator('#cp').getByTestId('open-full')).toHaveAttribute(
    'href',
    './?checkpoint=call-success&lang=zh',
  );
  await answerInDebugger(view, question(first ?? ''));
  for (const id of rest) {
    expect(finished(await heardSoFar(page))).toEqual([]);
    await view.getByTestId('continue').click();
    await answerInDebugger(view, question(id));
  }
  // Passed: the course page hears it.
  await expect
    .poll(async () => (await heard(page)).filter((m) => m.event === 'checkpointPassed'))
    .toMatchObject([{ checkpoint: 'call-success' }]);
  // It ends on its checkpoint: no Next in the frame, the rest of the path in a tab of its own.
  await expect(view.getByTestId('predict-checkpoint-passed')).toContainText('✔ 检查点完成');
  await expect(view.getByTestId('predict-next')).toHaveCount(0);
  const next = CHECKPOINTS[CHECKPOINTS.indexOf(checkpoint as (typeof CHECKPOINTS)[number]) + 1];
  const onward = view.getByTestId('predict-continue-full');
  await expect(onward).toHaveAttribute('href', `./?checkpoint=${next?.id}&lang=zh`);
  await expect(onward).toHaveAttribute('target', '_blank');
  // Run to the end: the output goes to the course page now that nothing it answers is open.
  await view.getByTestId('continue').click();
  await expect.poll(async () => finished(await heard(page)).length).toBe(1);
});

for (const [scenario, checkpoint] of [
  ['duplicate', 'catalog-whole'],
  ['bad_schema', 'catalog-bad-schema'],
] as const)
  test(`the third audit's link, scenario=${scenario} beside checkpoint=${checkpoint}: the run on load posts no output while its question is open`, async ({
    page,
  }) => {
    // The Embed panel's own snippet names the scenario beside the checkpoint; the run's output answers the question.
    const src = `${PLAYGROUND}embed.html?embed=1&fn=discover_tools&scenario=${scenario}&checkpoint=${checkpoint}&origins=${encodeURIComponent('http://127.0.0.1:4174')}&frame=cp`;
    await coursePage(page, src);
    const view = page.frameLocator('#cp').getByTestId('section-discover_tools');
    await expect(view.getByTestId('predict-intro')).toHaveAttribute('data-checkpoint', checkpoint);
    // The load's run has ended once the frame says its progress (the review saw finished, then progress).
    await expect
      .poll(async () => (await heard(page)).some((m) => m.frame === 'cp' && m.event === 'progress'))
      .toBe(true);
    // heardSoFar waits for a message sent after everything the load posted.
    const events = (await heardSoFar(page)).filter((m) => m.frame === 'cp');
    expect(events.filter((m) => m.event === 'finished')).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('tool_');
  });

test('a checkpoint frame says which checkpoint it is and how it starts before Debug', async ({ page }) => {
  await page.goto('/embed.html?embed=1&lang=en&fn=call_external&checkpoint=call-deny');
  const view = section(page, 'call_external');
  const intro = view.getByTestId('predict-intro');
  await expect(intro).toHaveAttribute('data-checkpoint', 'call-deny');
  await expect(intro).toContainText('Press ● Debug to start');
  await view.getByTestId('debug').click();
  await expect(intro).toHaveCount(0);
  await expect(view.getByTestId('predict-form')).toHaveAttribute('data-question', 'deny-readonly-not-granted');
});

test('checkpoint= on the full page opens that checkpoint of the path with Predict on; an unknown one is said', async ({
  page,
}) => {
  await page.goto('/?checkpoint=call-deny&lang=en');
  const view = section(page, 'call_external');
  await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', 'call-deny');
  await expect(view.getByTestId('scenario-picker')).toHaveValue('deny');
  await page.goto('/?checkpoint=no-such-one&lang=en');
  await expect(page.getByTestId('page-notice')).toContainText('checkpoint=no-such-one');
});
