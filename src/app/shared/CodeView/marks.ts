/**
 * What a Monaco view of the adapter's code shows and takes in its margin, the
 * same in the read-only view and in edit mode's editor: breakpoint dots, the
 * two execution marks, clicks on the gutter and the breakpoint key.
 */
import { monaco } from './monaco.ts';

/** The line a click in the glyph margin or on a line number is on; null for a click elsewhere. */
export function gutterLine(target: monaco.editor.IMouseTarget): number | null {
  const gutter =
    target.type === monaco.editor.MouseTargetType.GUTTER_GLYPH_MARGIN ||
    target.type === monaco.editor.MouseTargetType.GUTTER_LINE_NUMBERS;
  return gutter ? (target.position?.lineNumber ?? null) : null;
}

/**
 * The line number a press in the gutter lands on, read from what is drawn under the pointer when the press reaches
 * the editor's box, before Monaco handles it: Monaco's own target was a row off in a box scrolled inside a scrolled
 * page (a click on 22 set 21), and once it has focused its input the page may have scrolled under the pointer.
 * `onPress` hears every press; `take` gives the last one's line (once) for a gutter target.
 */
export function pressedLines(host: HTMLElement): {
  take: (target: monaco.editor.IMouseTarget) => number | null;
  stop: () => void;
} {
  let pressed: number | null = null;
  const onPress = (event: MouseEvent) => {
    pressed = numberAt(host, event.clientY);
  };
  host.addEventListener('mousedown', onPress, true);
  return {
    take(target) {
      const line = gutterLine(target) === null ? null : (pressed ?? gutterLine(target));
      pressed = null;
      return line;
    },
    stop: () => host.removeEventListener('mousedown', onPress, true),
  };
}

/** The number of the row drawn at a height of the editor, or of the numbered row above (a wrapped line's later row). */
function numberAt(host: HTMLElement, y: number): number | null {
  let found: number | null = null;
  let nearest = Number.NEGATIVE_INFINITY;
  for (const element of host.querySelectorAll<HTMLElement>('.line-numbers')) {
    const number = Number(element.textContent);
    const top = element.getBoundingClientRect().top;
    if (element.textContent && Number.isInteger(number) && top <= y && top > nearest) {
      nearest = top;
      found = number;
    }
  }
  return found;
}

/**
 * Breakpoint dots, and the line about to run and the line just run. A wrapped line spans several rows: its
 * background covers them all, its mark (a dot, an arrow) only the first.
 */
export function lineMarks(
  breakpoints: readonly number[],
  current: number | null,
  previous: number | null,
  hover?: (line: number) => string,
): monaco.editor.IModelDeltaDecoration[] {
  const items: monaco.editor.IModelDeltaDecoration[] = [];
  const at = (line: number, options: monaco.editor.IModelDecorationOptions) =>
    items.push({ range: new monaco.Range(line, 1, line, 1), options });
  for (const line of breakpoints) {
    at(line, {
      glyphMarginClassName: 'bp-glyph',
      ...(hover ? { glyphMarginHoverMessage: { value: hover(line) } } : {}),
    });
  }
  if (previous !== null && previous !== current) {
    at(previous, { isWholeLine: true, className: 'exec-prev-line' });
    at(previous, { linesDecorationsClassName: 'exec-prev-mark' });
  }
  if (current !== null) {
    at(current, { isWholeLine: true, className: 'exec-next-line' });
    at(current, { linesDecorationsClassName: 'exec-next-mark' });
  }
  return items;
}

/** The breakpoint key (F9, as in VS Code) on the cursor's line: breakpoints without a mouse. */
export function addBreakpointKey(
  editor: monaco.editor.IStandaloneCodeEditor,
  key: monaco.KeyCode | undefined,
  toggle: (line: number) => void,
): void {
  editor.addAction({
    id: 'mcp-playground.toggle-breakpoint',
    label: 'Toggle breakpoint',
    keybindings: key === undefined ? [] : [key],
    run: (target) => {
      const line = target.getPosition()?.lineNumber;
      if (line) toggle(line);
    },
  });
}
