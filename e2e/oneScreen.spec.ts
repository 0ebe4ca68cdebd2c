/**
 * The debugger on one screen (issue 31): wherever the guidance's button stops, the paused line, the step buttons,
 * the narration and the first variable are all in the window at once, and each inside whatever box clips it (the
 * code box, the panels' column), at a desk, a half-screen laptop and a phone, in both languages. A student steps
 * without scrolling.
 */
import type { Locator } from '@playwright/test';
import { EXPECT_HANG_MS } from './hang.ts';
import { DEBUG_QUESTION_COUNT, eachDebugQuestion, expect, section, test } from './support.ts';

const FUNCTIONS = ['discover_tools', 'assemble_tool_pool', 'call_external'] as const;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 720, height: 900 },
  { width: 390, height: 844 },
] as const;

/** What must be seen at a pause, by selector inside the section. */
const SEEN = {
  'paused line': '[data-testid="code-view"] :is(.exec-next-line, .code-line.is-next)',
  continue: '[data-testid="continue"]',
  'step over': '[data-testid="step-over"]',
  'step into': '[data-testid="step-into"]',
  'step out': '[data-testid="step-out"]',
  'step back': '[data-testid="step-back"]',
  narration: '[data-testid="narration"]',
  'first variable': '[data-testid="variables"] li[data-testid^="var-"]',
} as const;

/**
 * Each of SEEN that is not wholly in the window or is clipped by a box around it (its part outside an `overflow`
 * ancestor's box), with where it is: an empty list when everything is seen. Measured once the jump's reveal has had
 * its frames (debugger/reveal.ts waits two).
 */
async function unseen(view: Locator, seen: Record<string, string> = SEEN): Promise<string[]> {
  await view.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  return view.evaluate((root, seen) => {
    const problems: string[] = [];
    for (const [name, selector] of Object.entries(seen)) {
      const element = root.querySelector(selector);
      if (!element) {
        problems.push(`${name}: not on the page`);
        continue;
      }
      const box = element.getBoundingClientRect();
      let top = 0;
      let bottom = window.innerHeight;
      let left = 0;
      let right = window.innerWidth;
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const clip = box.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      // A line box may reach a pixel past its row; the first variable's row only has to start in view.
      const slack = 1;
      const visibleHeight = Math.min(box.bottom, bottom) - Math.max(box.top, top);
      const wanted = name === 'first variable' || name === 'narration' ? Math.min(box.height, 18) : box.height;
      if (visibleHeight + slack < wanted || box.left + slack < left || box.left > right - 8)
        problems.push(
          `${name}: ${Math.round(box.top)}–${Math.round(box.bottom)} px, seen ${Math.round(top)}–${Math.round(bottom)}`,
        );
    }
    return problems;
  }, seen);
}

/**
 * What is still unseen once the page has settled: measured again, frames apart, until nothing is (on a loaded machine
 * Monaco lays its box out a few frames after the pause, and then brings the line into it), or until an expectation
 * would have given up (a layout that never settles is a failure, told with what was unseen).
 */
async function unseenOnceSettled(view: Locator, seen: Record<string, string> = SEEN): Promise<string[]> {
  const until = Date.now() + EXPECT_HANG_MS;
  let problems = await unseen(view, seen);
  while (problems.length > 0 && Date.now() < until) problems = await unseen(view, seen);
  return problems;
}

async function scenariosOf(view: Locator): Promise<string[]> {
  // The page's HTML comes painted before its code (inert till then): its pickers are read once the page is live.
  await expect(view.page().locator('#root')).not.toHaveAttribute('inert');
  return view
    .getByTestId('scenario-picker')
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== 'custom'),
    );
}

/** The guidance's button, and the pause at the line it names. */
async function runToGuidance(view: Locator): Promise<number> {
  const button = view.getByTestId('try-it');
  const line = Number((await button.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(line, 'the guidance names a line').toBeGreaterThan(0);
  await button.click();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('status')).toContainText(new RegExp(`\\b${line}\\b`));
  await expect(view.getByTestId('narration')).toBeVisible();
  await expect(view.getByTestId('variables').locator('li[data-testid^="var-"]').first()).toBeAttached();
  return line;
}

for (const size of SIZES) {
  for (const lang of ['zh', 'en'] as const) {
    test.describe(`${size.width}×${size.height} ${lang}`, () => {
      test.use({ viewport: size });
      test(`every guidance stop of the 21 scenarios shows the line, the step buttons, the narration and the first variable at once`, async ({
        page,
      }) => {
        await page.goto(`/?lang=${lang}`);
        const missed: string[] = [];
        let stops = 0;
        for (const fn of FUNCTIONS) {
          const view = section(page, fn);
          for (const scenario of await scenariosOf(view)) {
            await view.getByTestId('scenario-picker').selectOption(scenario);
            const line = await runToGuidance(view);
            stops += 1;
            for (const problem of await unseenOnceSettled(view))
              missed.push(`${fn}/${scenario} at line ${line}: ${problem}`);
          }
        }
        expect(stops).toBe(21);
        expect(missed).toEqual([]);
      });
    });
  }
}

/** At a desk all three boxes fit the diagram's box; on a half screen, what the step changed (sent) is brought in. */
const DIAGRAM = [
  { size: SIZES[0], seen: ['snapshot', 'shown', 'sent'] },
  { size: SIZES[1], seen: ['sent'] },
] as const;

for (const { size, seen } of DIAGRAM) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    test(`the heap diagram at the service call shows ${seen.join(', ')} with no scrolling, sent marked as what changed`, async ({
      page,
    }) => {
      await page.goto('/?lang=en');
      const view = section(page, 'call_external');
      await view.getByTestId('scenario-picker').selectOption('success');
      await runToGuidance(view);
      await view.getByTestId('view-diagram').click();
      const to = (from: string) =>
        view.locator(`[data-testid="heap-arrow"][data-from="${from}"]`).getAttribute('data-to');
      const boxes: Record<string, string> = {};
      for (const name of seen) boxes[name] = `[data-testid="heap-box-${await to(`frame-0.${name}`)}"]`;
      await expect(view.locator(boxes.sent as string)).toHaveAttribute('data-changed', 'true');
      expect(await unseenOnceSettled(view, boxes)).toEqual([]);
    });
  });
}

/** What must be seen while a question is asked: the question to its Check button, the line it is about, a variable. */
const ASKED = {
  question: '[data-testid="predict-form"] .predict-ask',
  answer: '[data-testid="predict-form"] :is([data-testid="predict-input"], .predict-options)',
  check: '[data-testid="predict-check"]',
  'paused line': SEEN['paused line'],
  'first variable': SEEN['first variable'],
} as const;

/** How many of the editor's lines are wholly in the window: the code around the paused line, not only the line. */
function codeLinesInWindow(view: Locator): Promise<number> {
  return view.locator('.monaco-editor').evaluate((editor) => {
    const box = editor.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...editor.querySelectorAll('.view-line')].filter((line) => {
      const at = line.getBoundingClientRect();
      return at.height > 0 && at.top >= top && at.bottom <= bottom;
    }).length;
  });
}

for (const size of SIZES) {
  for (const lang of ['zh', 'en'] as const) {
    test.describe(`${size.width}×${size.height} ${lang}, predicting`, () => {
      test.use({ viewport: size });
      test('every question of the lesson path shows itself, its Check button, the paused line and a variable at once', async ({
        page,
      }) => {
        await page.goto(`/?lang=${lang}`);
        const missed: string[] = [];
        const asked = await eachDebugQuestion(page, async (view, id) => {
          for (const problem of await unseenOnceSettled(view, ASKED)) missed.push(`${id}: ${problem}`);
          const lines = await codeLinesInWindow(view);
          if (lines < 5) missed.push(`${id}: ${lines} code lines in the window`);
        });
        expect(asked).toBe(DEBUG_QUESTION_COUNT);
        expect(missed).toEqual([]);
      });
    });
  }
}
