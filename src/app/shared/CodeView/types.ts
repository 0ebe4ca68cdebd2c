export type CodeViewProps = {
  /** Shown as the file's name; also Monaco's model URI. */
  file: string;
  source: string;
  language: 'typescript' | 'javascript' | 'python';
  breakpoints: readonly number[];
  /** Lines that take a breakpoint (empty: the view has no breakpoints). */
  stoppable: readonly number[];
  /** The line about to run, and the line just run (Python Tutor's two arrows). */
  current: number | null;
  previous: number | null;
  /** The whole statements behind the two arrows, when one is several lines (the lesson's Python view). */
  spans?: { current: readonly number[]; previous: readonly number[] };
  onToggleBreakpoint?: (line: number) => void;
  /** The key (KeyboardEvent.key, e.g. F9) that toggles a breakpoint on the cursor's line in the editor. */
  toggleKey?: string;
  labels: { toggle: (line: number) => string; current: string; previous: string };
  /**
   * Taller code scrolls inside the view past this height (the embed's codeHeight); without it the view is
   * as tall as its code, so the page is the only thing that scrolls. Long lines wrap either way.
   */
  maxHeight?: number;
  /** The value a name holds in the frame shown (paused), for the pointer's hover; null when it holds none. */
  valueAt?: (name: string) => string | null;
  /** While true, the editor's large chunk waits (work the student is waiting for goes first). */
  holdEditor?: boolean;
};

/** Both views use the same metrics, so swapping the static view for Monaco does not move anything. */
export const LINE_HEIGHT = 20;
export const PADDING = 8;

/** The view's first height, before wrapping is known: one row per line, up to `maxHeight`. */
export function codeHeight(source: string, maxHeight = Number.POSITIVE_INFINITY): number {
  return Math.min(maxHeight, source.split('\n').length * LINE_HEIGHT + 2 * PADDING);
}
