/**
 * Brings a section's paused line into the window after a jump (Debug,
 * Continue, Restart, First, Last, the guidance's button, a deep link): the
 * line may be a screen away. Single steps do not scroll the page, so a
 * student reading the variables is not pulled away.
 * A side effect on the page's DOM, kept out of the components.
 */
import type { FunctionId } from '../../scenarios/functions.ts';

/** The paused line in either view: Monaco's decoration or the static view's row. */
const PAUSED_LINE = '.exec-next-line, .code-line.is-next';

/**
 * A paused section of the full page lays its controls, narration, code and panels out as one window-high area
 * (page.css, the same selector): the area is brought to the window's top, and the code box shows its own line.
 */
const oneScreenArea = (fn: FunctionId) =>
  `.playground .function-section[data-testid="section-${fn}"][data-state="paused"]:not([data-editing]) .debug-area`;

/**
 * Brings a paused section's one-screen area to the window's top, and its panels' box to its own top (the variables,
 * which come first there); false where the page has none (a frame, edit mode).
 */
export function revealArea(fn: FunctionId): boolean {
  const area = document.querySelector(oneScreenArea(fn));
  if (!area) return false;
  const top = area.getBoundingClientRect().top;
  if (Math.abs(top) > 1) window.scrollBy({ top, behavior: 'instant' });
  // The panels scroll inside their own box, and the guidance's button sits below the variables there: a student who
  // scrolled down to it and pressed it again landed with the variables out of the box. A jump lands as an arrival
  // does, with the variables in view.
  const panels = area.querySelector('.panels');
  if (panels && panels.scrollTop !== 0) panels.scrollTop = 0;
  return true;
}

export function revealPausedLine(fn: FunctionId): void {
  // In a course page's frame the code scrolls inside its own view (codeHeight); scrolling the frame's document
  // could move the course page under the reader.
  if (window.top !== window) return;
  // Two frames: one for React to commit the pause, one for the editor to draw its decorations.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const section = document.querySelector(`[data-testid="section-${fn}"]`);
      if (revealArea(fn)) return;
      // A question asked at this step comes first: centring the line could push the question out of the window
      // under the student's pointer (QuestionPanel brings it into view).
      if (section?.querySelector('[data-testid="predict-form"]')) return;
      const line = section?.querySelector('[data-testid="code-view"]')?.querySelector<HTMLElement>(PAUSED_LINE);
      const box = line?.getBoundingClientRect();
      if (!line || !box) return;
      if (box.top >= 0 && box.bottom <= window.innerHeight) return;
      line.scrollIntoView({ block: 'center' });
    }),
  );
}
