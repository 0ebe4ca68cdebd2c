/**
 * Brings a section's paused line into the window: after the guidance's
 * button the student's eyes are on the hint, and the line may be a screen
 * above. A side effect on the page's DOM, kept out of the components.
 */
import type { FunctionId } from '../../scenarios/functions.ts';

/** The paused line in either view: Monaco's decoration or the static view's row. */
const PAUSED_LINE = '.exec-next-line, .code-line.is-next';

export function revealPausedLine(fn: FunctionId): void {
  // Two frames: one for React to commit the pause, one for the editor to draw its decorations.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const line = document
        .querySelector(`[data-testid="section-${fn}"] [data-testid="code-view"]`)
        ?.querySelector<HTMLElement>(PAUSED_LINE);
      const box = line?.getBoundingClientRect();
      if (!line || !box) return;
      if (box.top >= 0 && box.bottom <= window.innerHeight) return;
      line.scrollIntoView({ block: 'center' });
    }),
  );
}
