/** Shared helpers for the playground's end-to-end tests, driven through the data-testid contract (docs/testids.md). */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { lineIn } from '../src/testing/lineIn.ts';

/**
 * The suite's `test`: every test fails on an uncaught error, a Content-Security-Policy violation or a console error
 * in any page of its browser context (a second tab and frames included), whether or not it looks at errors itself.
 * A test that provokes console errors on purpose names them: `test.use({ allowedConsoleErrors: [/…/] })`.
 */
export const test = base.extend<{ failOnPageError: null; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnPageError: [
    async ({ context, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      // A violation is reported by the document it happens in (zod's eval probe under the page's policy, say), not
      // as an error: each document of the context tells the test through a binding.
      await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
        errors.push(`CSP violation in ${frame.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
          report?.(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      // What the pages logged, so a failure seen only in CI's text output says more than the assertion did.
      const console: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            console.push(`${message.type()}: ${message.text()}`);
          const text = message.text();
          // A failed load names the page, not the resource: the message's location does.
          const from = message.location().url;
          if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text)))
            errors.push(`console error in ${page.url()}: ${text}${from && from !== page.url() ? ` (${from})` : ''}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(null);
      if (testInfo.status !== testInfo.expectedStatus) {
        const urls = await Promise.all(
          context.pages().map(async (page) => `page: ${page.url()} (${await drawing(page)})`),
        );
        // The list reporter prints a text attachment's first 300 characters under the failure.
        await testInfo.attach('pages', { body: [...urls, ...console.slice(-5)].join('\n'), contentType: 'text/plain' });
      }
      expect(errors, 'uncaught page errors, CSP violations and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Whether a page still draws: its animation frames in one second, and its visibility. A click that waits for its
 * element to be stable counts animation frames, and once waited its whole limit without saying the element moved
 * (accessibility.spec.ts, a clone of a5f5cdf): this tells a page that stopped drawing from one that kept moving.
 * Read after a failure only, so it may count time; a page whose script no longer answers is told so.
 */
async function drawing(page: Page): Promise<string> {
  const counted = page
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          let frames = 0;
          let counting = true;
          const frame = () => {
            frames += 1;
            if (counting) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          setTimeout(() => {
            counting = false;
            resolve(`${frames} frames in 1 s, ${document.visibilityState}`);
          }, 1000);
        }),
    )
    .catch((error: unknown) => `not read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('its script did not answer in 5 s'), 5000);
  });
  return Promise.race([counted, silent]).finally(() => clearTimeout(timer));
}

export const sourceLine = (file: string, text: string) =>
  lineIn(readFileSync(new URL(`../src/adapter/${file}`, import.meta.url), 'utf8'), text);

export const section = (page: Page, fn: string) => page.getByTestId(`section-${fn}`);

/** Collects page errors and console errors; a test ends by asserting there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Reaches for a code view as a student does (the pointer over it) and waits until Monaco has replaced its static
 * view (src/app/shared/CodeView/CodeView.tsx).
 */
export async function reachEditor(code: Locator): Promise<void> {
  await code.hover();
  await expect(code).toHaveAttribute('data-engine', 'monaco');
}

/**
 * Clicks a line number in the section's code view (in Monaco, reached first), or in edit mode's editor, scrolling the
 * editor to it first (edit mode's editor is the window's height less the scenario table's).
 */
export async function toggleBreakpoint(
  view: Locator,
  line: number,
  box: 'code-view' | 'edit-editor' = 'code-view',
): Promise<void> {
  const code = view.getByTestId(box);
  if (box === 'code-view') await reachEditor(code);
  else await expect(code.locator('.monaco-editor')).toBeVisible();
  const numbers = code.locator('.line-numbers');
  // Edit mode's editor says nothing when it has drawn (the code view's data-engine waits for its drawing).
  await expect(numbers.first()).toBeVisible();
  // Monaco renders only the lines in view: wheel towards the line until it is drawn. One reading decides each turn
  // (a count, then a second reading to aim by, once straddled Monaco's first drawing: no line, then every line).
  for (let tries = 0; tries < 20; tries++) {
    const shown = (await numbers.allTextContents()).map(Number);
    if (shown.includes(line)) break;
    await code.hover();
    await code.page().mouse.wheel(0, line < Math.min(...shown) ? -200 : 200);
    // Until Monaco has drawn other lines than before (a wheel is handled on a later frame).
    await expect
      .poll(async () => (await numbers.allTextContents()).map(Number).join(), { intervals: [16] })
      .not.toBe(shown.join());
  }
  await numbers.filter({ hasText: new RegExp(`^${line}$`) }).click();
}

/** Replaces the edit mode editor's whole text by a paste (typed text would be auto-indented and its brackets auto-closed). */
export async function replaceText(page: Page, view: Locator, text: string): Promise<void> {
  const editor = view.getByTestId('edit-editor');
  await expect(editor.locator('.monaco-editor')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  // Into the editor's top line, as a student clicks: the box of `.view-lines` is the whole file, taller than the
  // editor, and a click on it scrolled the page by that much first (the task above the editor out of the window).
  await editor.locator('.monaco-editor').click({ position: { x: 80, y: 8 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** Edit mode's table has judged the current text (wait on this, never on time). */
export const judged = (view: Locator) => expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'done');

/**
 * Step over from a checkpoint's approach until its question is asked (the approach promises at most eight presses).
 * The signal is `narration-line`'s data-asked, set in the render that moves the step: the form's chunk may come
 * later, and a press while it loads would be held.
 */
export async function stepToQuestion(view: Locator, question?: string): Promise<void> {
  const line = view.getByTestId('narration-line');
  const asked = async () => {
    // The narration's chunk comes with the first pause; once there, it says data-asked with the step.
    await expect(line).toBeAttached();
    return (await line.getAttribute('data-asked')) === 'true';
  };
  for (let presses = 0; presses < 8 && !(await asked()); presses++) {
    const counter = await view.getByTestId('step-counter').textContent();
    await view.getByTestId('step-over').click();
    await expect(view.getByTestId('step-counter')).not.toHaveText(counter ?? '');
  }
  const form = view.getByTestId('predict-form');
  await (question ? expect(form).toHaveAttribute('data-question', question) : expect(form).toBeVisible());
}

type DebugCheckpoint = { id: string; kind: string; function?: string; questions?: string[] };
/** The lesson path's debugger checkpoints (questions/path.json), in order. */
export const DEBUG_CHECKPOINTS = (
  JSON.parse(readFileSync(new URL('../questions/path.json', import.meta.url), 'utf8')) as {
    checkpoints: DebugCheckpoint[];
  }
).checkpoints.filter((c) => c.kind === 'debug');
/** How many questions the debugger checkpoints ask. */
export const DEBUG_QUESTION_COUNT = DEBUG_CHECKPOINTS.flatMap((c) => c.questions ?? []).length;

/**
 * Every debugger question of the path, as a student meets it: each checkpoint opened from the path, stepped to its
 * question, and `whileAsked` called with the question open; then its answer shown (which does not pass it) and
 * Continue to the next, unless the reveal is the next question's stop already. Returns how many were asked.
 */
export async function eachDebugQuestion(
  page: Page,
  whileAsked: (view: Locator, id: string) => Promise<void>,
): Promise<number> {
  let asked = 0;
  for (const checkpoint of DEBUG_CHECKPOINTS) {
    await test.step(checkpoint.id, async () => {
      await page.getByTestId(`path-open-${checkpoint.id}`).click();
      const view = section(page, checkpoint.function ?? '');
      await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', checkpoint.id);
      await stepToQuestion(view);
      const ids = checkpoint.questions ?? [];
      for (const [index, id] of ids.entries()) {
        const form = view.getByTestId('predict-form');
        await expect(form).toHaveAttribute('data-question', id);
        await whileAsked(view, id);
        asked += 1;
        await view.getByTestId('predict-show').click();
        await expect(view.getByTestId('predict-told')).toBeVisible();
        const next = ids[index + 1];
        if (next && !((await form.count()) > 0 && (await form.getAttribute('data-question')) === next))
          await view.getByTestId('continue').click();
      }
    });
  }
  return asked;
}
