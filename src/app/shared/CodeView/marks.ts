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
