import { useEffect, useRef } from 'react';
import { addBreakpointKey, gutterLine, lineMarks } from '../shared/CodeView/marks.ts';
import { EDITOR_BASE, monaco } from '../shared/CodeView/monaco.ts';
import { fitToContent, useMonacoEditor } from '../shared/CodeView/monacoHost.ts';
import { PADDING } from '../shared/CodeView/types.ts';

export type EditEditorProps = {
  file: string;
  text: string;
  /** `undo`: the change is the editor's undo or redo. */
  onChange: (text: string, change: { undo: boolean }) => void;
  /** Texts longer than this are taken back at once (the layout of megabytes would freeze the page) and reported. */
  maxLength: number;
  onTooLong: (length: number) => void;
  label: string;
  /** Where the parser stopped, marked in the text. */
  problem: { line: number; column: number; message: string } | null;
  breakpoints: readonly number[];
  current: number | null;
  previous: number | null;
  onToggleBreakpoint: (line: number) => void;
  /** At most this tall (a course frame's codeHeight), scrolling inside; else as tall as the code. */
  maxHeight?: number;
};

/** The student's copy of an adapter file: one model per file, kept while the page lives (undo survives a toggle). */
const modelOf = (file: string, text: string) => {
  const uri = monaco.Uri.parse(`inmemory://edit/${file}`);
  return monaco.editor.getModel(uri) ?? monaco.editor.createModel(text, 'typescript', uri);
};

/**
 * The editable adapter file: TypeScript colouring (no language service: the
 * sandbox's parser reports problems, marked here), breakpoints from the
 * gutter and the debugger's two line marks, as in the read-only view.
 */
export function EditEditor(props: EditEditorProps) {
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  const fit = useRef<() => void>(() => undefined);
  const { host, editor } = useMonacoEditor(props, props.label, (box, latest) => {
    const model = modelOf(latest.current.file, latest.current.text);
    if (model.getValue() !== latest.current.text) model.setValue(latest.current.text);
    const instance = monaco.editor.create(box, {
      ...EDITOR_BASE,
      model,
      glyphMargin: true,
      lineNumbersMinChars: 3,
      folding: false,
      padding: { top: PADDING, bottom: PADDING },
      wordWrap: 'on',
      wrappingIndent: 'same',
      tabSize: 2,
      quickSuggestions: false,
      scrollbar: { alwaysConsumeMouseWheel: false },
      // The overview ruler drew a grey full-height column at the right edge when nothing scrolls (a column nothing scrolls in);
      // a problem is marked in its line, and listed under the editor.
      overviewRulerLanes: 0,
      overviewRulerBorder: false,
      hideCursorInOverviewRuler: true,
      ariaLabel: latest.current.label,
      fixedOverflowWidgets: true,
    });
    instance.onMouseDown((event) => {
      const line = gutterLine(event.target);
      if (line) latest.current.onToggleBreakpoint(line);
    });
    addBreakpointKey(instance, monaco.KeyCode.F9, (line) => latest.current.onToggleBreakpoint(line));
    const changes = model.onDidChangeContent((change) => {
      const length = model.getValueLength();
      if (length > latest.current.maxLength) {
        latest.current.onTooLong(length);
        // Before the next frame lays it out: the edit is taken back whole.
        queueMicrotask(() => model.undo());
        return;
      }
      latest.current.onChange(model.getValue(), { undo: change.isUndoing || change.isRedoing });
    });
    // As tall as the code, like the read-only view (up to a frame's codeHeight).
    fit.current = fitToContent(instance, box, () => latest.current.maxHeight);
    decorations.current = instance.createDecorationsCollection();
    return { editor: instance, dispose: () => changes.dispose() };
  });

  // The window resized (the full page's height less the table's room): the editor's height follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fitting reads the new height from the latest props.
  useEffect(() => fit.current(), [props.maxHeight]);

  // Text from outside (Reset): replaces the model as one undoable edit.
  useEffect(() => {
    const model = editor.current?.getModel();
    if (model && model.getValue() !== props.text) {
      // An undo step of its own: one undo takes back exactly this (a hunt picked after a Reset, say), not both.
      model.pushStackElement();
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: props.text }], () => null);
      model.pushStackElement();
    }
  }, [props.text]);

  const { problem } = props;
  useEffect(() => {
    const model = editor.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'sandbox',
      problem
        ? [
            {
              severity: monaco.MarkerSeverity.Error,
              message: problem.message,
              startLineNumber: problem.line,
              startColumn: problem.column,
              endLineNumber: problem.line,
              endColumn: problem.column + 1,
            },
          ]
        : [],
    );
  }, [problem]);

  useEffect(() => {
    decorations.current?.set(lineMarks(props.breakpoints, props.current, props.previous));
    if (props.current !== null) editor.current?.revealLineInCenterIfOutsideViewport(props.current);
  }, [props.breakpoints, props.current, props.previous]);

  return <div ref={host} className="edit-editor" data-testid="edit-editor" data-current-line={props.current ?? ''} />;
}
