/**
 * Edit mode against the attacks of the first edit-mode review (docs/edit-mode.md "Trust
 * boundaries"): the student's code cannot rewrite what the judge reads, cannot outlive its judgement, cannot
 * extend its clock; values the page cannot print make a clear row; two functions are judged at once; a bug hunt is
 * not solved by going back to the lesson's code, and an exercise link keeps the student's own edit.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type BugHunt, seededSource } from '../src/scenarios/bugHunt.ts';
import { expect, judged, replaceText, section, test, watchErrors } from './support.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const callExternal = read('src/adapter/callExternal.ts');
const discoverTools = read('src/adapter/discoverTools.ts');
const hunt = (id: string) => JSON.parse(read(`bughunts/${id}.json`)) as BugHunt;
const seeded = (id: string, lesson: string) => {
  const made = seededSource(hunt(id), lesson);
  if ('problem' in made) throw new Error(made.problem);
  return made.source;
};

/** The lesson's file with `text` put before or after a line it holds (once). */
function around(lesson: string, line: string, text: string, where: 'before' | 'after' = 'before'): string {
  if (lesson.split(line).length !== 2) throw new Error(`not once in the lesson: ${line}`);
  return lesson.replace(line, where === 'before' ? `${text}\n${line}` : `${line}\n${text}`);
}
const FIRST = '  const snapshot = deepCopy(call);';

/** The review's hook of the fakes' log: the second service call of a run is never pushed. */
const PUSH_HOOK = `
const push = Array.prototype.push;
Array.prototype.push = function (...items: unknown[]) {
  const x = items[0] as Record<string, unknown>;
  if (items.length === 1 && this.length === 1 && x && typeof x === 'object' && 'arguments' in x && 'name' in x && Object.keys(x).length === 2) return this.length;
  return push.apply(this, items);
};`;

/** The review's hook of the answer: every second service call (new format) or logged call (old) never leaves. */
const POST_HOOK = `
const post = MessagePort.prototype.postMessage;
let invokes = 0;
MessagePort.prototype.postMessage = function (this: MessagePort, message: any, ...rest: any[]) {
  if (message?.kind === 'call' && message.fake === 'invoke' && ++invokes % 2 === 0) return;
  for (const run of message?.judged?.runs ?? []) run.result.logs.remote_calls.splice(1);
  return post.call(this, message, ...rest);
} as typeof post;`;

/** The review's clock re-arming: whatever the worker first posts is posted again every 0.7 s. */
const REARM = `
const post = MessagePort.prototype.postMessage;
let armed = false;
MessagePort.prototype.postMessage = function (this: MessagePort, message: any, ...rest: any[]) {
  if (!armed) {
    armed = true;
    const port = this;
    setInterval(() => post.call(port, message), 700);
  }
  return post.call(this, message, ...rest);
} as typeof post;`;

async function openEdit(page: Page, fn: string): Promise<Locator> {
  const view = section(page, fn);
  await view.getByTestId('edit-toggle').click();
  await judged(view);
  return view;
}

test('the judge reads what crossed the channel: hooks of push, postMessage, Object.prototype and timers in one judgement change nothing of it, nor of any later one', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=call_external&lang=en');
  const view = await openEdit(page, 'call_external');
  await view.getByTestId('hunt-picker').selectOption('retry-on-failure');
  await judged(view);
  await expect(view.getByTestId('edit-row-transport')).toHaveAttribute('data-pass', 'false');
  const bug = seeded('retry-on-failure', callExternal);
  for (const hook of [PUSH_HOOK, POST_HOOK]) {
    await replaceText(page, view, `${bug}${hook}\n`);
    await judged(view);
    // The service was called twice: the table says so, and nothing is solved.
    await expect(view.getByTestId('edit-difference-transport')).toContainText('logs.remote_calls.length');
    await expect(view.getByTestId('hunt-solved')).toHaveCount(0);
  }
  // Out of the hunt. A leftover timer that never ends, and a polluted Object.prototype: judged as the lesson (they
  // change no run)...
  await view.getByTestId('hunt-picker').selectOption('');
  for (const leftover of ['setTimeout(() => { for (;;) {} }, 300);', "(Object.prototype as any).polluted = 'yes';"]) {
    await replaceText(page, view, `${callExternal}${leftover}\n${POST_HOOK}\n`);
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('All 8 scenarios match the lesson');
    // ...and they are gone with their runner: the lesson's own text, and another function's, judge true.
    await view.getByTestId('edit-reset').click();
    await expect(view.getByTestId('hunt-gave-up')).toHaveCount(0);
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('All 8 scenarios match the lesson');
  }
  const other = await openEdit(page, 'discover_tools');
  await expect(other.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
  expect(errors).toEqual([]);
});

test('the clock: a run that re-arms it, a module that never ends, and a loop that takes steps are each stopped and said so in every row; then edit mode answers again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=call_external&lang=en');
  const view = await openEdit(page, 'call_external');
  await replaceText(page, view, `${around(callExternal, FIRST, '  await new Promise(() => {});')}${REARM}\n`);
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'stopped');
  await expect(view.getByTestId('edit-problem')).toContainText('over 2000 ms');
  await judged(view);
  for (const row of await view.locator('[data-testid^="edit-difference-"]').all()) {
    await expect(row).toHaveAttribute('data-reason', 'time');
  }
  // Module code that never ends: stopped on the same clock (the review saw 20000 ms).
  await replaceText(page, view, `${callExternal}while (true) {}\n`);
  await judged(view);
  await expect(view.locator('[data-testid^="edit-row-"]')).toHaveCount(0);
  await expect(view.getByTestId('edit-problem')).toContainText('over 2000 ms');
  // A loop that takes steps: stopped by the step limit, said in its row (later rows may meet the clock first).
  await replaceText(page, view, around(callExternal, FIRST, '  let spins = 0;\n  while (true) { spins++; }'));
  await judged(view);
  await expect(view.getByTestId('edit-difference-success')).toHaveAttribute('data-reason', 'steps');
  await expect(view.getByTestId('edit-difference-success')).toContainText('Stopped after 10000 steps');
  // An exception the lesson does not raise is shown as raised.
  await replaceText(page, view, around(callExternal, FIRST, "  throw new TypeError('mine');"));
  await judged(view);
  await expect(view.getByTestId('edit-difference-success')).toHaveAttribute('data-reason', 'raised');
  await expect(view.getByTestId('edit-difference-success')).toContainText('Your code raised TypeError: mine');
  await replaceText(page, view, callExternal);
  await judged(view);
  await expect(view.getByTestId('edit-summary')).toHaveText('All 8 scenarios match the lesson');
  expect(errors).toEqual([]);
});

test('values the page cannot print (a BigInt, a cycle behind a patched JSON.stringify) make a clear row, never a page error or a table stuck running', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=call_external&lang=en');
  const view = await openEdit(page, 'call_external');
  const line = "  const envelope = { type: 'tool_result', tool_use_id: snapshot.id } as const;";
  await replaceText(
    page,
    view,
    callExternal.replace(line, "  const envelope = { type: 'tool_result', tool_use_id: BigInt(10) as any } as const;"),
  );
  await judged(view);
  await expect(view.getByTestId('edit-difference-success')).toHaveAttribute('data-reason', 'not-data');
  await expect(view.getByTestId('edit-difference-success')).toContainText('BigInt');
  const cyclic = callExternal.replace(
    line,
    "  const envelope: any = { type: 'tool_result' };\n  envelope.tool_use_id = envelope;",
  );
  await replaceText(
    page,
    view,
    `${cyclic}const stringify = JSON.stringify;\nJSON.stringify = ((v: unknown) => { try { return stringify(v); } catch { return '{}'; } }) as any;\n`,
  );
  await judged(view);
  await expect(view.getByTestId('edit-difference-success')).toHaveAttribute('data-reason', 'not-data');
  await expect(view.getByTestId('edit-difference-success')).toContainText('cycle');
  expect(errors).toEqual([]);
});

test('two functions judged at the same moment, each slow but right, both match the lesson', async ({ page }) => {
  const errors = watchErrors(page);
  const slow = '  await new Promise((done) => setTimeout(done, 120));';
  await page.addInitScript(
    ({ call, discover }) => {
      // The page only (not its sandbox frame), and only on the first load.
      if (window !== window.top || sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mcp-playground:edit:call_external', call);
      localStorage.setItem('mcp-playground:edit:discover_tools', discover);
    },
    {
      call: around(callExternal, FIRST, slow),
      discover: around(discoverTools, '  const tools: CheckedTool[] = [];', slow),
    },
  );
  await page.goto('/?lang=en');
  const call = section(page, 'call_external');
  const discover = section(page, 'discover_tools');
  await call.getByTestId('edit-toggle').click();
  await discover.getByTestId('edit-toggle').click();
  await expect(call.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'judging');
  await expect(discover.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'judging');
  await judged(call);
  await judged(discover);
  await expect(call.getByTestId('edit-summary')).toHaveText('All 8 scenarios match the lesson');
  await expect(discover.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
  expect(errors).toEqual([]);
});

test('a bug hunt in a course frame: Reset and an undo back to the lesson give it up and post nothing; a fix posts exerciseSolved with hints, restarts and time', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const origin = new URL(page.url()).origin;
  await page.evaluate(
    (src) => {
      (window as unknown as { heard: unknown[] }).heard = [];
      addEventListener('message', (event) => (window as unknown as { heard: unknown[] }).heard.push(event.data));
      const frame = document.createElement('iframe');
      frame.id = 'hunt-frame';
      frame.style.cssText = 'width: 1000px; height: 1400px';
      frame.src = src;
      document.body.prepend(frame);
    },
    `embed.html?embed=1&fn=discover_tools&exercise=ninth-tool&lang=en&origins=${encodeURIComponent(origin)}&frame=hunt`,
  );
  const solves = () =>
    page.evaluate(() =>
      (window as unknown as { heard: { event?: string }[] }).heard.filter((m) => m.event === 'exerciseSolved'),
    );
  const view = page.frameLocator('#hunt-frame').getByTestId('section-discover_tools');
  await expect(view.getByTestId('hunt-picker')).toHaveValue('ninth-tool');
  await expect(view.getByTestId('edit-row-many')).toHaveAttribute('data-pass', 'false');
  // Reset: the lesson's code, judged, matches; the hunt says it was given up, and nothing was posted.
  await view.getByTestId('edit-reset').click();
  await expect(view.getByTestId('hunt-gave-up')).toBeVisible();
  await judged(view);
  await expect(view.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
  await expect(view.getByTestId('hunt-picker')).toHaveValue('');
  expect(await solves()).toEqual([]);
  // Picked again: one undo goes back to the lesson's code, which gives it up too.
  await view.getByTestId('hunt-picker').selectOption('ninth-tool');
  await judged(view);
  await expect(view.getByTestId('edit-row-many')).toHaveAttribute('data-pass', 'false');
  await view.getByTestId('edit-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(view.getByTestId('hunt-gave-up')).toBeVisible();
  await judged(view);
  expect(await solves()).toEqual([]);
  // Picked a third time, a hint, and fixed by hand: the seeded comparison made strict again.
  await view.getByTestId('hunt-picker').selectOption('ninth-tool');
  await view.getByTestId('hunt-hint').click();
  await replaceText(page, view, seeded('ninth-tool', discoverTools).replace('tools.length > 8', '8 <= tools.length'));
  await expect(view.getByTestId('hunt-solved')).toBeVisible();
  await expect
    .poll(solves)
    .toMatchObject([{ event: 'exerciseSolved', exercise: 'ninth-tool', hints: 1, restarts: 2, sameAsLesson: false }]);
  const [solve] = (await solves()) as { seconds: number }[];
  expect(solve?.seconds).toBeGreaterThanOrEqual(0);
});

test('an exercise link opened as a page keeps the student own edit apart, offers it back, and restores it', async ({
  page,
}) => {
  const own = discoverTools.replace('const tools: CheckedTool[] = [];', 'const tools: CheckedTool[] = [];\n  // mine');
  await page.addInitScript((text) => {
    if (window !== window.top) return;
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('mcp-playground:edit:discover_tools', text);
    sessionStorage.setItem('seeded', '1');
  }, own);
  await page.goto('/embed.html?embed=1&fn=discover_tools&exercise=ninth-tool&lang=en');
  const view = section(page, 'discover_tools');
  await expect(view.getByTestId('hunt-picker')).toHaveValue('ninth-tool');
  await expect(view.getByTestId('hunt-own')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mcp-playground:edit:discover_tools'))).toBe(own);
  // In the playground, the hunt is still on there, the own edit offered back.
  await page.goto('/?fn=discover_tools&lang=en');
  await view.getByTestId('edit-toggle').click();
  await expect(view.getByTestId('hunt-picker')).toHaveValue('ninth-tool');
  await view.getByTestId('hunt-restore-own').click();
  await expect(view.getByTestId('hunt-picker')).toHaveValue('');
  await expect(view.getByTestId('edit-editor').locator('.view-lines')).toContainText('// mine');
  expect(await page.evaluate(() => localStorage.getItem('mcp-playground:edit:discover_tools'))).toBe(own);
});

test('text past the editor limit is taken back with a message, and the page goes on', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?fn=call_external&lang=en');
  const view = await openEdit(page, 'call_external');
  await replaceText(page, view, `${callExternal}// ${'x'.repeat(200_000)}\n`);
  await expect(view.getByTestId('edit-too-long')).toContainText('over the editor’s limit of 100000');
  await expect(view.getByTestId('edit-editor').locator('.view-lines')).not.toContainText('xxxxxxxxxx');
  await expect(view.getByTestId('edit-reset')).toBeDisabled();
  expect(errors).toEqual([]);
});
