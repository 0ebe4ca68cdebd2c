import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { addBreakpointKey, gutterLine, lineMarks, pressedLines } from './marks.ts';
import { EDITOR_BASE, languagesReady, monaco } from './monaco.ts';
import { fitToContent, useMonacoEditor } from './monacoHost.ts';
import { type CodeViewProps, codeHeight, PADDING } from './types.ts';

/** The read-only Monaco view: breakpoints from the line numbers or glyph margin, the two execution arrows as decorations. */
export function MonacoCode(
  props: CodeViewProps & {
    onReady?: () => void;
    columns: number;
    /** Asked once the editor shows its file: whether it takes the focus (the keyboard had moved into the code). */
    takesFocus?: () => boolean;
  },
) {
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  const hoverDot = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  // The value under the pointer, as a debugger shows it: the name's value in the frame shown at this step.
  const [hover, setHover] = useState<{ x: number; y: number; name: string; text: string } | null>(null);
  /** The models this view made, one per file shown: stepping into a helper swaps the model, not the editor. */
  const models = useRef(new Map<string, monaco.editor.ITextModel>());
  /** Gives the box the wrapped code's height (made with the editor). */
  const fit = useRef<() => void>(() => undefined);

  // Before the first paint: the editor made and fitted in the commit that mounts it, so no frame shows its box at
  // one row a line (the page jumped by the wrapped rows and back; WebKit, without scroll anchoring, moved what the
  // student read up to 180 px).
  const { host, editor } = useMonacoEditor(
    props,
    props.file,
    (box, latest) => {
      // Made once, from the first props; later changes reach the editor through the effects below.
      const initial = latest.current;
      const instance = monaco.editor.create(box, {
        ...EDITOR_BASE,
        model: null,
        readOnly: true,
        domReadOnly: true,
        glyphMargin: true,
        lineNumbersMinChars: 3,
        folding: false,
        padding: { top: PADDING, bottom: PADDING },
        renderLineHighlight: 'none',
        contextmenu: false,
        scrollbar: { alwaysConsumeMouseWheel: false, horizontal: 'hidden' },
        overviewRulerLanes: 0,
        occurrencesHighlight: 'off',
        selectionHighlight: false,
        selectOnLineNumbers: false,
        links: false,
        hover: { enabled: 'off' },
        quickSuggestions: false,
        // Long lines wrap: the code never scrolls sideways, and (see fit) not up and down either. The column and
        // the indent of wrapped rows are the static view's (wrap.ts), so swapping views moves nothing.
        wordWrap: 'wordWrapColumn',
        wordWrapColumn: initial.columns,
        wrappingIndent: 'same',
        // No indent guides, no bracket-pair colours: the static view draws neither, and Monaco redrew both with each
        // step's decorations.
        bracketPairColorization: { enabled: false },
        guides: { indentation: false },
        matchBrackets: 'never',
        lineDecorationsWidth: 10,
        ariaLabel: initial.file,
        // No typing here: the textarea input, not the EditContext one, which measures the page (a forced layout) at
        // every render, that is at every step (measured with the CPU profile of stepping, ~40% of the step's time).
        editContext: false,
      });
      const presses = pressedLines(box);
      instance.onMouseDown((event) => {
        const line = presses.take(event.target);
        if (line) latest.current.onToggleBreakpoint?.(line);
      });
      // A faint dot where the pointer would set a breakpoint, as in VS Code: only on lines that can stop.
      const dot = instance.createDecorationsCollection();
      hoverDot.current = dot;
      instance.onMouseMove((event) => {
        const line = gutterLine(event.target);
        const { stoppable, breakpoints, onToggleBreakpoint } = latest.current;
        if (line && onToggleBreakpoint && stoppable.includes(line) && !breakpoints.includes(line)) {
          dot.set([
            {
              range: new monaco.Range(line, 1, line, 1),
              options: { glyphMarginClassName: 'bp-hover' },
            },
          ]);
        } else dot.clear();
      });
      instance.onMouseLeave(() => {
        dot.clear();
        setHover(null);
      });
      // The name under the pointer, read from the rendered line itself (the browser's caret hit test): Monaco's
      // own mouse target went stale once the page had scrolled far, which a student's page does.
      const element = box;
      const onMove = (event: MouseEvent) => {
        const found = nameAtPoint(element, event.clientX, event.clientY);
        const text = found ? latest.current.valueAt?.(found) : null;
        if (!found || !text) return setHover(null);
        const box = element.getBoundingClientRect();
        setHover((now) =>
          now?.name === found && now.text === text
            ? now
            : { x: event.clientX - box.left, y: event.clientY - box.top, name: found, text },
        );
      };
      element.addEventListener('mousemove', onMove);
      instance.onDidScrollChange(() => setHover(null));
      const stopHover = () => element.removeEventListener('mousemove', onMove);
      // As tall as the wrapped code (up to maxHeight).
      fit.current = fitToContent(instance, box, () => latest.current.maxHeight);
      // Its box can shrink under it (a paused section's one-screen area, page.css): the paused line stays in view.
      instance.onDidLayoutChange(() => {
        const line = latest.current.current;
        if (line !== null) instance.revealLineInCenterIfOutsideViewport(line);
      });
      // A keyboard or screen-reader student who moves into the code lands on the paused line, not on line 1: the
      // yellow mark is all a sighted student needs to find it.
      instance.onDidFocusEditorText(() => caretToPaused(instance, latest.current.current));
      // Where the caret is, for a driver (docs/testids.md): a screen reader reads that line.
      instance.onDidChangeCursorPosition((event) => {
        box.dataset.caretLine = String(event.position.lineNumber);
      });
      const toggleKey = initial.toggleKey
        ? monaco.KeyCode[initial.toggleKey as keyof typeof monaco.KeyCode]
        : undefined;
      addBreakpointKey(instance, toggleKey, (line) => latest.current.onToggleBreakpoint?.(line));
      decorations.current = instance.createDecorationsCollection();
      // Ready once its colouring is in (monaco.ts) and its lines are drawn, not only made: Monaco draws on a later
      // animation frame, and a driver told "monaco" before it (2 of 8 loads beside two CPU hogs) read no lines, then
      // all of them, and waited for a scroll that could not come (e2e/support.ts, toggleBreakpoint).
      let gone = false;
      void languagesReady.then(() => {
        if (gone) return;
        instance.render();
        initial.onReady?.();
      });
      const owned = models.current;
      return {
        editor: instance,
        dispose: () => {
          gone = true;
          stopHover();
          presses.stop();
          for (const model of owned.values()) model.dispose();
          owned.clear();
        },
      };
    },
    { beforePaint: true },
  );

  useEffect(() => {
    editor.current?.updateOptions({ wordWrapColumn: props.columns });
  }, [props.columns]);

  // Before the decorations below: they belong to the model shown. Before the first paint too, with the editor: the
  // model's wrapped height is known once it is set, and fitHeight gives the box that height in the same frame.
  useLayoutEffect(() => {
    const instance = editor.current;
    if (!instance) return;
    let model = models.current.get(props.file);
    if (!model) {
      model = monaco.editor.createModel(props.source, props.language);
      models.current.set(props.file, model);
    } else if (model.getValue() !== props.source) model.setValue(props.source);
    if (instance.getModel() !== model) {
      instance.setModel(model);
      instance.updateOptions({ ariaLabel: props.file });
      // Its content-size event comes a frame later: the box would be painted one row a line until then.
      fit.current();
      // And Monaco takes the fitted size now, not from its resize observer a frame later: its first drawing was a
      // few lines short (33 of assembleToolPool.ts's 36 at 1280 px: the box's first height counts lines, not rows).
      instance.layout();
    }
  }, [props.file, props.source, props.language]);

  // Once, with its file in: focused, the editor puts the caret on the paused line (onDidFocusEditorText above).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the editor is made.
  useLayoutEffect(() => {
    if (props.takesFocus?.()) editor.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file is a new model, whose decorations start empty, even when the line numbers are the same.
  useEffect(() => {
    decorations.current?.set(lineMarks(props.breakpoints, props.current, props.previous, props.labels.toggle));
    hoverDot.current?.clear();
  }, [props.file, props.breakpoints, props.current, props.previous, props.labels]);

  // A step brings the paused line into view; a breakpoint set elsewhere does not (it snapped the code box back to the
  // paused line, and the new mark was never seen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file shows its own paused line.
  useEffect(() => {
    const instance = editor.current;
    if (props.current === null || !instance) return;
    instance.revealLineInCenterIfOutsideViewport(props.current);
    // A student reading in the code follows the steps there.
    if (instance.hasTextFocus()) caretToPaused(instance, props.current);
  }, [props.file, props.current]);

  return (
    <div className="monaco-wrap">
      <div
        ref={host}
        className="monaco-code"
        style={{ height: codeHeight(props.source, props.maxHeight) }}
        data-current-line={props.current ?? ''}
      />
      {hover ? (
        <div
          className="hover-value"
          role="tooltip"
          data-testid="hover-value"
          style={{ left: hover.x + 12, top: hover.y + 16 }}
        >
          <code>
            {hover.name} = {hover.text}
          </code>
        </div>
      ) : null}
    </div>
  );
}

/** The caret to the paused line's first character (the line's code is what a screen reader then reads). */
function caretToPaused(instance: monaco.editor.IStandaloneCodeEditor, line: number | null): void {
  const model = instance.getModel();
  if (line === null || !model || line > model.getLineCount()) return;
  instance.setPosition({ lineNumber: line, column: model.getLineFirstNonWhitespaceColumn(line) || 1 });
}

/** The identifier covering `offset` (0-based) of a line's text, if any. */
function identifierAt(line: string, offset: number): string | null {
  for (const match of line.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const start = match.index ?? 0;
    if (offset >= start && offset <= start + match[0].length) return match[0];
  }
  return null;
}

/** The identifier under a point of the editor, from the rendered view line there (Chromium and WebKit, Firefox). */
function nameAtPoint(root: HTMLElement, x: number, y: number): string | null {
  const doc = root.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  const caret = doc.caretPositionFromPoint?.(x, y);
  const range = caret ? null : doc.caretRangeFromPoint?.(x, y);
  const node = caret?.offsetNode ?? range?.startContainer;
  const offset = caret?.offset ?? range?.startOffset ?? 0;
  const line = node?.parentElement?.closest('.view-line');
  if (!node || !line || !root.contains(line)) return null;
  // The offset within the whole line: the lengths of the text before this node, plus the offset in it.
  let before = 0;
  const walker = doc.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text && text !== node; text = walker.nextNode())
    before += text.textContent?.length ?? 0;
  return identifierAt(line.textContent ?? '', before + offset);
}
