/**
 * What is in the window at a pause: each part the student needs, wholly in the viewport and inside whatever box clips
 * it (the code box, the panels' column). The guidance stops (oneScreen.spec.ts) and the lesson path's questions
 * (pathWalk.spec.ts) are measured with the same rule.
 */
import type { Locator, Page } from '@playwright/test';
import { LINE_HEIGHT } from '../src/app/shared/CodeView/types.ts';
import { EXPECT_HANG_MS } from './hang.ts';
import { expect } from './support.ts';

/** What must be seen at a pause, by selector inside the section. */
export const SEEN = {
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
 * What a painted frame shows wrong: each of `seen` that is not wholly in the window or is clipped by a box around it
 * (its part outside an `overflow` ancestor's box), with where it is; fewer than `rows` rows of code in the window; the
 * page scrolling sideways, with the outermost element past the window's right edge. An empty list when nothing is.
 * Read in one task after three animation frames: the jump's reveal has had its frames (debugger/reveal.ts waits two),
 * a resize's observers theirs, and what is read is a frame the student saw, never a layout between a task that
 * changed the page (a resize, the editor's arrival) and the frame that draws it.
 */
async function unseen(view: Locator, seen: Record<string, string>, rows: number): Promise<string[]> {
  await view.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  return view.evaluate(
    (root, { seen, rows, rowHeight }) => {
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
      if (rows > 0) {
        // The code around the paused line, not only the line: the static view's or Monaco's, whichever shows. A row
        // is one of Monaco's view lines, or one of the rows a static line wraps into.
        const code = root.querySelector('[data-testid="code-view"] :is(.static-code, .monaco-editor)');
        const box = code?.getBoundingClientRect();
        const top = Math.max(box?.top ?? 0, 0);
        const bottom = Math.min(box?.bottom ?? 0, window.innerHeight);
        const inWindow = [...(code?.querySelectorAll('.code-line, .view-line') ?? [])]
          .map((line) => line.getBoundingClientRect())
          .flatMap((at) =>
            Array.from({ length: at.height > 0 ? Math.max(1, Math.round(at.height / rowHeight)) : 0 }, (_, row) => ({
              top: at.top + row * rowHeight,
              bottom: at.top + (row + 1) * rowHeight,
            })),
          )
          .filter((row) => row.top >= top && row.bottom <= bottom).length;
        if (inWindow < rows) problems.push(`${inWindow} rows of code in the window`);
      }
      const past = document.documentElement.scrollWidth - window.innerWidth;
      if (past > 0) {
        // The outermost element past the edge that no box clips (what is clipped does not widen the page).
        const unclipped = (element: Element) => {
          for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return false;
          return true;
        };
        const wide = [...document.body.querySelectorAll('*')].find(
          (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && unclipped(element),
        );
        const name =
          wide && `${wide.tagName.toLowerCase()}${wide.id ? `#${wide.id}` : ''}.${[...wide.classList].join('.')}`;
        problems.push(`the page scrolls sideways by ${past} px${name ? ` (first past the edge: ${name})` : ''}`);
      }
      return problems;
    },
    { seen, rows, rowHeight: LINE_HEIGHT },
  );
}

/**
 * What is still wrong once the page has settled: read again, frames apart, until nothing is (on a loaded machine
 * Monaco lays its box out a few frames after the pause, and then brings the line into it; a resize's observers
 * redraw a frame after it), or until an expectation would have given up (a layout that never settles is a failure,
 * told with what was wrong). Nothing sought but the page's width when `seen` is empty and `rows` is 0.
 */
export async function unseenOnceSettled(
  view: Locator,
  seen: Record<string, string> = SEEN,
  { rows = 0 }: { rows?: number } = {},
): Promise<string[]> {
  const until = Date.now() + EXPECT_HANG_MS;
  let problems = await unseen(view, seen, rows);
  while (problems.length > 0 && Date.now() < until) problems = await unseen(view, seen, rows);
  return problems;
}

/** The page does not scroll sideways, in a frame the student saw (read as unseenOnceSettled reads). */
export const sidewaysOnceSettled = (page: Page) => unseenOnceSettled(page.locator('body'), {});

/** What must be seen while a question is asked: the question to its Check button, the line it is about, a variable. */
export const ASKED = {
  question: '[data-testid="predict-form"] .predict-ask',
  answer: '[data-testid="predict-form"] :is([data-testid="predict-input"], .predict-options)',
  check: '[data-testid="predict-check"]',
  'paused line': SEEN['paused line'],
  'first variable': SEEN['first variable'],
} as const;

/**
 * A jump has landed: the section is paused and its paused area is at the window's top, which the page does two frames
 * after the pause (debugger/reveal.ts). A click made before then has its button moved under it, and Playwright's
 * retry scrolls the button to the window's bottom (its first retry's `{ block: 'end' }`): the heap diagram opened
 * below the window so, in two fresh clones (docs/test-speed.md). In the page itself only: a course page's frame
 * scrolls nothing.
 */
export async function landed(view: Locator): Promise<void> {
  await expect
    .poll(() =>
      view.evaluate((section) => {
        const area = section.querySelector('.debug-area');
        return section.getAttribute('data-state') === 'paused' && area !== null
          ? Math.abs(area.getBoundingClientRect().top)
          : Number.POSITIVE_INFINITY;
      }),
    )
    .toBeLessThanOrEqual(1);
}
