/**
 * The second attack audit's sandbox defects (its defects 1–4 and 8; docs/edit-mode.md
 * "Trust boundaries"): a fake's call the judge never saw, a text that stalls the one compiler, a runner flooding the
 * page with calls, a trace made large by shared references, and a framing page that navigates the sandbox frame.
 * Each reproduction is the review's own, run against the built page; each is refused, and said to be what it is.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { type BugHunt, seededSource } from '../src/scenarios/bugHunt.ts';
import { expect, judged, replaceText, section, test } from './support.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const callExternal = read('src/adapter/callExternal.ts');
const discoverTools = read('src/adapter/discoverTools.ts');
/** How the page packs code into a link (deflate-raw, base64url). */
const pack = (text: string) => deflateRawSync(Buffer.from(text)).toString('base64url');

/** The review's helper: walks down to the stack limit and calls on the way back up until the call goes through. */
const HIDDEN_CALL = `
const hiddenCall = new Function('target', 'method', 'args', \`
  let done = false, result = null;
  function walk(depth) {
    try { walk(depth + 1); } catch {}
    if (done) return;
    try { result = { value: target[method](...args) }; done = true; }
    catch (error) { if (!(error instanceof RangeError)) { result = { error }; done = true; } }
  }
  walk(0);
  return result;
\`);`;

const NOT_APPROVED = "      return { ...envelope, is_error: true, content: message('not_approved') };";

function once(text: string, find: string, replace: string): string {
  if (text.split(find).length !== 2) throw new Error(`not once: ${find}`);
  return text.replace(find, replace);
}

async function openEdit(page: Page, fn: string): Promise<Locator> {
  const view = section(page, fn);
  await view.getByTestId('edit-toggle').click();
  await judged(view);
  return view;
}

test('defect 1: a service call made near the stack limit, whose report cannot cross, is never judged a match (nor a solve)', async ({
  page,
}) => {
  // The lesson's callExternal, plus a call of the service after the host said no, hidden at the stack limit.
  const hidden = once(
    callExternal,
    NOT_APPROVED,
    `      hiddenCall(route, 'invoke', [route.remote, deepCopy(args as Record<string, string>)]);\n${NOT_APPROVED}`,
  );
  await page.goto(`/?fn=call_external&lang=en&code=${pack(`${hidden}${HIDDEN_CALL}\n`)}`);
  const view = section(page, 'call_external');
  await judged(view);
  await expect(view.getByTestId('edit-summary')).not.toHaveText('All 8 scenarios match the lesson');
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'void');
  await expect(view.getByTestId('edit-problem')).toContainText('the call never reached the page');
  // The retry hunt, its second call hidden the same way: not solved.
  const hunt = JSON.parse(read('bughunts/retry-on-failure.json')) as BugHunt;
  const seeded = seededSource(hunt, callExternal);
  if ('problem' in seeded) throw new Error(seeded.problem);
  const retry = seeded.source.match(/ {4}\} catch[^\n]*\{\n[\s\S]*?\n {4}\}\n/)?.[0];
  if (!retry) throw new Error('the seeded retry was not found');
  const hiding = `    } catch (first) {\n      hiddenCall(route, 'invoke', [route.remote, sent]);\n      throw first;\n    }\n`;
  await view.getByTestId('hunt-picker').selectOption('retry-on-failure');
  await judged(view);
  await replaceText(page, view, `${seeded.source.replace(retry, hiding)}${HIDDEN_CALL}\n`);
  await judged(view);
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'void');
  await expect(view.getByTestId('hunt-solved')).toHaveCount(0);
});

test("defect 2: a text that stalls the compiler is stopped as the compiler's problem, and another function is judged meanwhile", async ({
  page,
}) => {
  const stall = `export const stall = ${'<T>('.repeat(24)}0${')'.repeat(24)};\n`;
  await page.goto(`/?fn=call_external&lang=en&code=${pack(`${callExternal}${stall}`)}`);
  const call = section(page, 'call_external');
  await expect(call.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'judging');
  // The lesson's own discoverTools, opened while the compiler is stuck: judged, not blamed.
  const discover = await openEdit(page, 'discover_tools');
  await expect(discover.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
  await judged(call);
  await expect(call.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'compileStopped');
  await expect(call.getByTestId('edit-problem')).toContainText('Compiling took over');
  await expect(call.getByTestId('edit-problem')).not.toContainText('may have a loop');
  // The compiler was replaced: the next text compiles at once.
  await replaceText(page, call, callExternal);
  await judged(call);
  await expect(call.getByTestId('edit-summary')).toHaveText('All 8 scenarios match the lesson');
});

test('defect 3: a runner flooding the page with calls is stopped at the bound and said so', async ({ page }) => {
  const flood = once(
    discoverTools,
    '  const tools: CheckedTool[] = [];',
    `  const tools: CheckedTool[] = [];\n  new Function('listPage', "const cursor = []; for (let i = 0; i < 1000; i++) cursor.push({ a: i }); const t = Date.now(); while (Date.now() - t < 1800) { try { listPage(cursor); } catch {} }")(listPage);`,
  );
  await page.goto(`/?fn=discover_tools&lang=en&code=${pack(flood)}`);
  const view = section(page, 'discover_tools');
  await judged(view);
  await expect(view.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'void');
  await expect(view.getByTestId('edit-problem')).toContainText(/called the fakes over 2,000 times|more data/);
  // The page answers: Run on the section's scenario runs the same code, and is stopped the same way.
  await replaceText(page, view, discoverTools);
  await judged(view);
  await expect(view.getByTestId('edit-summary')).toHaveText('All 7 scenarios match the lesson');
});

test('defect 4: a trace made large by shared references is refused before the page writes it, and the page goes on', async ({
  page,
}) => {
  const hook = `
const big: unknown[] = ['LONG_STRING', 'x'.repeat(12 * 1024 * 1024), 1];
const realPush = Array.prototype.push;
Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
  const step = items[0] as { event?: unknown; stack?: { locals: Record<string, unknown> }[] } | undefined;
  if (items.length === 1 && step && typeof step === 'object' && 'event' in step && Array.isArray(step.stack) && step.stack[0]) step.stack[0].locals.big = big;
  return realPush.apply(this, items);
} as never;
`;
  await page.goto(`/?fn=call_external&lang=en&code=${pack(`${callExternal}${hook}`)}`);
  const view = section(page, 'call_external');
  await judged(view);
  await view.getByTestId('edit-debug-success').click();
  await expect(view).toHaveAttribute('data-state', 'failed');
  await expect(view.getByTestId('failure')).toContainText('the trace is too large to show');
  // Still working: the lesson's code debugs.
  await replaceText(page, view, callExternal);
  await judged(view);
  await view.getByTestId('edit-debug-success').click();
  await expect(view).toHaveAttribute('data-state', 'paused');
});

test('defect 8: a framing page that navigates the sandbox frame gets nothing, and edit mode goes on in a new frame', async ({
  page,
}) => {
  await page.goto('http://127.0.0.1:4174/example-course.html');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'e';
    frame.style.cssText = 'width: 1200px; height: 1600px';
    frame.src =
      'http://127.0.0.1:4173/embed.html?embed=1&lang=en&fn=call_external&exercise=retry-on-failure&frame=hunt';
    document.body.prepend(frame);
  });
  const frame = page.frameLocator('#e');
  const view = frame.getByTestId('section-call_external');
  await judged(view);
  await expect(view.getByTestId('edit-row-transport')).toHaveAttribute('data-pass', 'false');
  // The framing page puts sandbox.html back in the sandbox frame's place: a document of the playground's, but not
  // the one the page made (it has no nonce).
  await page.evaluate(() => {
    const inner = (document.getElementById('e') as HTMLIFrameElement).contentWindow?.frames[0];
    if (inner) inner.location.href = 'http://127.0.0.1:4173/sandbox.html';
  });
  await expect(frame.locator('html')).toHaveAttribute('data-sandbox-replaced', '1');
  // The next judgement opens a new frame and is judged, not blamed as a loop.
  const hunt = JSON.parse(read('bughunts/retry-on-failure.json')) as BugHunt;
  const seeded = seededSource(hunt, callExternal);
  if ('problem' in seeded) throw new Error(seeded.problem);
  await replaceText(page, view, `${seeded.source}\n// a change\n`);
  await judged(view);
  await expect(view.getByTestId('edit-row-transport')).toHaveAttribute('data-pass', 'false');
  await expect(view.getByTestId('edit-problem')).toHaveCount(0);
});
