/**
 * Edit mode as a student meets it: break a rule of the lesson and see which scenario catches it, debug that
 * scenario on the edited code, and what the sandbox refuses: the page, its storage, the network, the page's
 * commands, and a run that never ends.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { lineIn } from '../src/testing/lineIn.ts';
import { seriousViolations } from './axe.ts';
import { expect, judged, replaceText, section, test, toggleBreakpoint } from './support.ts';

const lesson = readFileSync(new URL('../src/adapter/discoverTools.ts', import.meta.url), 'utf8');

/** The page's errors. The sandbox's own refusals (its CSP blocking a fetch) are reported in its console: expected, and not the page's. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const from = message.location().url;
    if (message.type() === 'error' && !from.startsWith('blob:') && !from.includes('sandbox.html'))
      errors.push(`${from}: ${message.text()}`);
  });
  return errors;
}

test('edit discoverTools: a forgotten repeated-cursor check is caught by "repeat", debugged there, kept over a reload, and reset; a bug hunt is solved; a line of ones own moves the lessons lines and the narration follows', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/?lang=en');
  const view = section(page, 'discover_tools');
  await test.step('the lesson as written: all 7 scenarios match', async () => {
    await view.getByTestId('edit-toggle').click();
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
  });
  await test.step('the repeated-cursor check taken out: "repeat" differs, and where the runs part', async () => {
    await replaceText(page, view, lesson.replace(' || cursors.has(cursor)', ''));
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('1 of 7 scenarios differ from the lesson');
    await expect(view.getByTestId('edit-row-repeat')).toHaveAttribute('data-pass', 'false');
    await expect(view.getByTestId('edit-row-pages')).toHaveAttribute('data-pass', 'true');
    // Where the runs part: the lesson stops at the repeated cursor, the edited code asks for four pages.
    await expect(view.getByTestId('edit-difference-repeat')).toContainText('result.error.code');
    await expect(view.getByTestId('edit-difference-repeat')).toContainText('"cursor_invalid_or_repeated"');
    // And the fakes' logs: the symptom docs/edit-mode.md promises, four page calls where the lesson makes two.
    await expect(view.getByTestId('edit-difference-repeat')).toContainText(
      'logs.page_calls.length: the lesson gives 2, your code 4',
    );
    // The pane, its table and its buttons by axe: nothing serious.
    expect(await seriousViolations(page, '[data-testid="edit-pane"]')).toEqual([]);
  });
  await test.step('the edit beside the lesson: the taken-out check marked, then the editor again', async () => {
    await view.getByTestId('edit-diff').click();
    await expect(view.getByTestId('edit-diff')).toHaveAttribute('aria-pressed', 'true');
    const diff = view.getByTestId('edit-diff-view');
    // What the edit took out is shown and marked as taken out (Monaco's diff, computed in its worker; side by side
    // or inline, by the pane's width).
    await expect(diff.locator('.char-delete').first()).toBeVisible();
    await expect(diff).toContainText('cursors.has(cursor)');
    await view.getByTestId('edit-diff').click();
    await expect(view.getByTestId('edit-diff-view')).toHaveCount(0);
    await expect(view.getByTestId('edit-editor')).toBeVisible();
  });
  await test.step('Debug "repeat" on the edited code: four pages, also from another tab', async () => {
    // Debug the failing scenario on the edited code: paused at step 1, and at the end the fakes saw four pages.
    await view.getByTestId('edit-debug-repeat').click();
    await expect(view).toHaveAttribute('data-state', 'paused');
    await expect(view.getByTestId('scenario-picker')).toHaveValue('repeat');
    await expect(view.getByTestId('step-counter')).toHaveText(/^step 1 of \d+$/);
    await expect(view.getByTestId('edit-editor')).toHaveAttribute('data-current-line', '7');
    await view.getByTestId('last').click();
    await expect(view.getByTestId('output')).toContainText('catalog_too_many_pages');
    await expect(view.getByTestId('fake-page-calls')).toHaveAttribute('data-count', '4');
    // Another tab does not leave edit mode: Run there still runs the edited code.
    await view.getByTestId('tab-harness').click();
    await view.getByTestId('run').click();
    await expect(view.getByTestId('output')).toContainText('catalog_too_many_pages');
    await view.getByTestId('tab-source').click();
  });
  await test.step('the edit kept over a reload, then Reset', async () => {
    // The edit is kept: a reload and Edit again find it, judged the same.
    await page.reload();
    await view.getByTestId('edit-toggle').click();
    await judged(view);
    await expect(view.getByTestId('edit-row-repeat')).toHaveAttribute('data-pass', 'false');
    await view.getByTestId('edit-reset').click();
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
    await expect(view.getByTestId('edit-reset')).toBeDisabled();
  });
  await test.step('the lesson text, run in the sandbox, records the golden trace', async () => {
    // The lesson's own text through the sandbox's path (instrumented in the browser's worker) records the golden
    // trace byte for byte, as the build's instrumented modules do.
    await view.getByTestId('edit-debug-pages').click();
    await expect(view).toHaveAttribute('data-state', 'paused');
    const [download] = await Promise.all([page.waitForEvent('download'), view.getByTestId('export-trace').click()]);
    const golden = readFileSync(new URL('../scenarios/discover_tools/pages.trace.json', import.meta.url), 'utf8');
    expect(readFileSync((await download.path()) as string, 'utf8') === golden).toBe(true);
  });
  await test.step('a breakpoint from the editor gutter; into the helper and out', async () => {
    // A breakpoint from the editor's gutter, and a step into the lesson's helper: its file shows, read-only.
    const call = lineIn(lesson, 'const tool = checkedTool(raw);');
    await toggleBreakpoint(view, call, 'edit-editor');
    await view.getByTestId('continue').click();
    await expect(view.getByTestId('edit-editor')).toHaveAttribute('data-current-line', String(call));
    await view.getByTestId('step-into').click();
    await expect(view.getByTestId('edit-helper')).toContainText('checkedTool.ts');
    await view.getByTestId('step-out').click();
    await expect(view.getByTestId('edit-helper')).toHaveCount(0);
  });
  await test.step('the bug hunt "half-catalog": guidance hidden, a hint, the typed fix solves it', async () => {
    // A bug hunt: the catalog is published half read. Three scenarios catch it; a hint; the fix solves it.
    await view.getByTestId('hunt-picker').selectOption('half-catalog');
    await expect(view.getByTestId('hunt-task')).toContainText('returns before the catalog is complete');
    // The lesson scenario's guidance would give the answer away: hidden while the hunt is on, the reason said.
    await expect(view.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'hunting');
    await expect(view.getByTestId('guidance-note')).toHaveText(/hidden during the bug hunt/);
    await expect(view.getByTestId('guidance').locator('.hint')).toBeHidden();
    await judged(view);
    await expect(view.getByTestId('edit-summary')).toHaveText('3 of 7 scenarios differ from the lesson');
    await view.getByTestId('hunt-hint').click();
    await expect(view.getByTestId('hunt-hint-0')).toContainText('How many tools does “pages” return?');
    // The fix, typed as a student types it: to the end of the changed line, back before ") {", and delete the
    // condition that was added.
    const seeded = view.getByTestId('edit-editor').locator('.view-line').filter({ hasText: '|| tools.length > 0' });
    await seeded.click();
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < ' || tools.length > 0'.length; i++) await page.keyboard.press('Backspace');
    await expect(view.getByTestId('hunt-solved')).toContainText('Solved!');
    await expect(view.getByTestId('guidance-note')).toHaveCount(0);
    await expect(view.getByTestId('hunt-picker').locator('option[value="half-catalog"]')).toHaveText(
      'Half a catalog is published (solved)',
    );
    await view.getByTestId('hunt-picker').selectOption('');
  });
  await test.step("a line of the student's own: the lesson lines, narration and Python follow", async () => {
    // A line of one's own moves the lesson's lines down: the hint's breakpoint, the narration and the Python view
    // follow the lesson's lines to where they are now, and the new line is said to be the student's.
    const declared = lineIn(lesson, 'const tools: CheckedTool[] = [];');
    await replaceText(
      page,
      view,
      lesson.replace('const tools: CheckedTool[] = [];', "const mine = 'note';\n  const tools: CheckedTool[] = [];"),
    );
    await judged(view);
    const push = lineIn(lesson, 'tools.push(tool);');
    await expect(view.getByTestId('try-it')).toContainText(`(${push + 1})`);
    await view.getByTestId('edit-debug-pages').click();
    await expect(view).toHaveAttribute('data-state', 'paused');
    // From the call itself (the gutter's breakpoint above may have paused it further on).
    await view.getByTestId('first').click();
    await view.getByTestId('step-over').click();
    await expect(view.getByTestId('edit-editor')).toHaveAttribute('data-current-line', String(declared));
    await expect(view.getByTestId('narration')).toContainText('You wrote (or changed) this line');
    await view.getByTestId('step-over').click();
    await expect(view.getByTestId('edit-editor')).toHaveAttribute('data-current-line', String(declared + 1));
    await expect(view.getByTestId('narration-python')).toContainText(
      'tools, seen, cursors, cursor = [], set(), set(), None',
    );
  });
  await test.step('the hint line taken out of the code: the guidance says so', async () => {
    // The hint's line taken out of the code: the guidance says so (and its button has no line to name).
    await replaceText(page, view, lesson.replace('tools.push(tool);', 'tools.splice(tools.length, 0, tool);'));
    await expect(view.getByTestId('guidance-note')).toHaveAttribute('data-kind', 'lineGone');
    await expect(view.getByTestId('guidance-note')).toHaveText(/tools\.push\(tool\)/);
    await expect(view.getByTestId('try-it')).not.toContainText('(');
    await replaceText(page, view, lesson);
    await judged(view);
    await expect(view.getByTestId('guidance-note')).toHaveCount(0);
  });
  await test.step('leaving edit mode runs the lesson code again', async () => {
    // Leaving edit mode runs the lesson's code again ("pages" is the scenario picked: both pages, two tools).
    await view.getByTestId('edit-toggle').click();
    await view.getByTestId('run').click();
    await expect(view.getByTestId('output')).toContainText('read.policy');
  });
  expect(errors).toEqual([]);
});

test('edit mode, safely sandboxed: the sandbox refuses the page, its storage, the network and commands, and stops a run that never ends while the page keeps answering; a course frame opened on a hunt reports it solved; edited code travels by link', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/?lang=en');
  const view = section(page, 'discover_tools');
  // Edited code tries to reach the page, its storage, the network, and to command the page.
  await page.evaluate(() => localStorage.setItem('secret', 'page-only'));
  await view.getByTestId('edit-toggle').click();
  await judged(view);
  const reaching = `export async function discoverTools(listPage: unknown): Promise<unknown> {
  const seen: string[] = [];
  const scope = globalThis as Record<string, any>;
  seen.push('document:' + typeof scope.document, 'storage:' + typeof scope.localStorage, 'parent:' + typeof scope.parent);
  try { seen.push('idb:' + typeof scope.indexedDB.open('x')); } catch (e) { seen.push('idb:refused'); }
  try { await fetch('/index.html'); seen.push('fetch:allowed'); } catch (e) { seen.push('fetch:refused'); }
  try { scope.postMessage({ type: 'mcp-playground:command', command: 'debug' }); seen.push('posted'); } catch (e) { seen.push('post:refused'); }
  return seen;
}
`;
  await replaceText(page, view, reaching);
  await judged(view);
  await expect(view.getByTestId('edit-problem')).toHaveCount(0);
  await view.getByTestId('run').click();
  const output = view.getByTestId('output');
  await expect(output).toContainText('document:undefined');
  await expect(output).toContainText('storage:undefined');
  await expect(output).toContainText('parent:undefined');
  await expect(output).toContainText('fetch:refused');
  await expect(output).toContainText('idb:refused');
  // What the worker posted went to its own frame, which ignores it: the page's other section did not debug.
  await expect(section(page, 'assemble_tool_pool')).not.toHaveAttribute('data-state', 'paused');
  expect(await page.evaluate(() => localStorage.getItem('secret'))).toBe('page-only');
  // An origin of its own: the frame's document is out of the page's reach, and the frame is sandboxed.
  const frame = page.getByTestId('sandbox-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.contentDocument)).toBeNull();

  // A pattern that backtracks for ever: one expression, no steps to count, so the clock stops it. Meanwhile
  // another section, paused, answers a step at once.
  const other = section(page, 'assemble_tool_pool');
  await other.getByTestId('debug').click();
  await expect(other).toHaveAttribute('data-state', 'paused');
  const linked = Number((await frame.getAttribute('data-linked')) ?? 0);
  await replaceText(
    page,
    view,
    lesson.replace(
      'const tools: CheckedTool[] = [];',
      "const tools: CheckedTool[] = [];\n  /^(a+)+$/.test('a'.repeat(40) + 'b');",
    ),
  );
  await expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'judging');
  // A barrier on the runaway run itself: the sandbox says the edited code has loaded and its scenarios run.
  await expect(frame).toHaveAttribute('data-linked', String(linked + 1));
  // The step is answered while the runaway still runs (its judgement still open), not after the clock stops it.
  const judgingWhenAnswered = await other.getByTestId('step-over').evaluate(
    (button) =>
      new Promise<string | undefined>((done) => {
        const counter = button.closest('[data-testid^="section-"]')?.querySelector('[data-testid="step-counter"]');
        const matrix = document.querySelector<HTMLElement>('[data-testid="edit-matrix"]');
        const before = counter?.textContent;
        const observer = new MutationObserver(() => {
          if (counter?.textContent === before) return;
          observer.disconnect();
          done(matrix?.dataset.state);
        });
        if (counter) observer.observe(counter, { childList: true, characterData: true, subtree: true });
        (button as HTMLButtonElement).click();
      }),
  );
  expect(judgingWhenAnswered).toBe('judging');
  await expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'judging');
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'stopped');
  await expect(view.getByTestId('edit-problem')).toContainText('over 2000 ms');
  // Every row it stopped says so.
  await expect(view.getByTestId('edit-difference-pages')).toHaveAttribute('data-reason', 'time');
  await expect(view.getByTestId('edit-difference-pages')).toContainText('Did not finish');
  // A fresh sandbox for the next edit: a syntax error is marked at its place.
  await replaceText(page, view, lesson.replace('const seen = new Set<string>();', 'const seen = new Set<string>(;'));
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'problem');
  await expect(view.getByTestId('edit-problem')).toContainText('Line 9');
  await expect(view.getByTestId('edit-problem')).toContainText('Unexpected token here');
  // In the page's language: the parser's reason, not its English sentence.
  await page.getByTestId('language').click();
  await expect(view.getByTestId('edit-problem')).toHaveText(/^第 9 行第 \d+ 列：这里出现了意料之外的符号$/);
  await page.getByTestId('language').click();

  // A course page opens one bug hunt in a frame (exercise=) and hears when it is solved.
  const origin = new URL(page.url()).origin;
  await page.evaluate(
    (src) => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      addEventListener('message', (event) => heard.push(event.data));
      const frame = document.createElement('iframe');
      frame.id = 'hunt-frame';
      frame.style.cssText = 'width: 1000px; height: 1400px';
      frame.src = src;
      document.body.prepend(frame);
    },
    `/?embed=1&fn=discover_tools&exercise=ninth-tool&origins=${encodeURIComponent(origin)}&frame=hunt`,
  );
  const embedded = page.frameLocator('#hunt-frame').getByTestId('section-discover_tools');
  await expect(embedded.getByTestId('hunt-picker')).toHaveValue('ninth-tool');
  await expect(embedded.getByTestId('edit-row-many')).toHaveAttribute('data-pass', 'false');
  await replaceText(page, embedded, lesson);
  await expect(embedded.getByTestId('hunt-solved')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { heard: { event?: string }[] }).heard.filter((m) => m.event === 'exerciseSolved'),
      ),
    )
    .toMatchObject([
      {
        type: 'mcp-playground:event',
        frame: 'hunt',
        event: 'exerciseSolved',
        exercise: 'ninth-tool',
        hints: 0,
        restarts: 0,
        sameAsLesson: true,
      },
    ]);

  // Edited code travels by link: it opens in edit mode, says it came from a link, and is judged in the sandbox.
  await replaceText(page, view, lesson.replace(' || cursors.has(cursor)', ''));
  await view.getByTestId('edit-share').click();
  await expect(view.getByTestId('edit-share-status')).toHaveText('Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('fn')).toBe('discover_tools');
  await page.goto(link);
  await expect(view.getByTestId('edit-shared-banner')).toContainText('runs only in the sandbox');
  await judged(view);
  await expect(view.getByTestId('edit-summary')).toHaveText('1 of 7 scenarios differ from the lesson');
  await expect(view.getByTestId('edit-row-repeat')).toHaveAttribute('data-pass', 'false');

  // The section's own scenario joins the table once it validates, even when it arrives after edit mode opened
  // (as a link's does), and its row debugs it.
  await page.goto('/?fn=discover_tools&lang=en');
  await view.getByTestId('edit-toggle').click();
  await judged(view);
  // (The hunt the course frame opened is still on here, the student's own edit kept apart and offered back.)
  await expect(view.getByTestId('hunt-own')).toBeVisible();
  await expect(view.getByTestId('edit-summary')).toContainText(/\b7 scenarios/);
  await view.getByTestId('scenario-picker').selectOption('custom');
  await expect(view.getByTestId('custom-editor')).toBeVisible();
  await view.getByTestId('tab-source').click();
  await expect(view.getByTestId('edit-summary')).toContainText(/\b8 scenarios/);
  await judged(view);
  await view.getByTestId('edit-debug-custom').click();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('scenario-picker')).toHaveValue('custom');
  expect(errors).toEqual([]);
});
