/**
 * Where long lines wrap, decided once for both code views: the static view
 * (shown first) and Monaco (swapped in when idle) wrap at the same column,
 * with the same font and the same hanging indent, so the swap does not move
 * anything. The column is the text area's width in characters.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Both views' font: Monaco is given the same family and size. */
export const CODE_FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", monospace';
export const CODE_FONT_SIZE = 13;
/** The gutter both views draw before the text: breakpoint glyph and line number (Monaco's is set to match). */
export const GUTTER_PX = 64;
/** Kept free at the right of the text, for the scrollbar a height-limited view shows. */
const RIGHT_PX = 16;

let charWidth: number | null = null;
/** One character's width in the code font (monospace), measured once. */
function measureChar(): number {
  if (charWidth !== null) return charWidth;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 7.8;
  context.font = `${CODE_FONT_SIZE}px ${CODE_FONT_FAMILY}`;
  charWidth = context.measureText('0'.repeat(100)).width / 100 || 7.8;
  return charWidth;
}

export function columnsFor(width: number): number {
  return Math.max(20, Math.floor((width - GUTTER_PX - RIGHT_PX) / measureChar()));
}

/** The wrap column for the code view in `box`, following its width. */
export function useWrapColumns(box: RefObject<HTMLElement | null>): number | null {
  const [columns, setColumns] = useState<number | null>(null);
  // Before the first paint: a view first drawn without its wrap column grew by its wrapped rows a frame later.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setColumns(columnsFor(element.clientWidth));
    // The width the observer reports, not clientWidth read again: reading it while the page is mid-change (a Debug
    // click redraws the section) forced a whole layout there, ~30 ms a click. The view has no padding and clips its
    // overflow, so its content box is its clientWidth (columnsFor rounds down either way).
    const observer = new ResizeObserver(([entry]) => entry && setColumns(columnsFor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return columns;
}

/** A line's own indentation, in characters: its wrapped rows are indented as much (Monaco's wrappingIndent 'same'). */
export const indentOf = (line: string) => line.length - line.trimStart().length;

/** Monaco's break classes for ASCII code (its defaults): break after these, and before those. */
const BREAK_AFTER = new Set([...' \t})]?|/&.,;']);
const BREAK_BEFORE = new Set([...'([{+']);

/**
 * Whether Monaco may break a line between `previous` and `next` (its monospace line breaker's rule): never
 * before a space, after one only when the next character is not a break-after one (`a ||` does not break
 * before the `|`). The static view marks exactly these, and keeps its spaces from breaking by themselves.
 */
function canBreak(previous: string, next: string): boolean {
  if (next === ' ') return false;
  return (
    (BREAK_AFTER.has(previous) && !BREAK_AFTER.has(next)) || (!BREAK_BEFORE.has(previous) && BREAK_BEFORE.has(next))
  );
}

/**
 * A token's text cut where Monaco may break a line, so the static view puts a <wbr> between the pieces and both
 * views choose the same places when a line is several rows long. An empty first piece: a break before the token
 * (where it meets the one before).
 */
export function breakPieces(text: string, previous = ''): string[] {
  const pieces: string[] = [];
  let start = 0;
  const before = previous.at(-1);
  if (before !== undefined && text.length > 0 && canBreak(before, text[0] as string)) pieces.push('');
  for (let i = 1; i < text.length; i++) {
    if (canBreak(text[i - 1] as string, text[i] as string)) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  // No-break spaces: the breaks are the marked ones only, as in Monaco (a space is as wide in a monospace font).
  return pieces.map((piece) => piece.replaceAll(' ', '\u00a0'));
}
