import { type ReactNode, useCallback, useMemo, useSyncExternalStore } from 'react';
import { LESSON_PYTHON } from '../../../scenarios/lessonPython.ts';
import { pythonFileOf, pythonLinesOf, tracedLinesOf } from '../../../scenarios/narration.ts';
import type { FunctionId } from '../../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../../scenarios/sources.ts';
import { useText, useTextOf } from '../../i18n/useText.ts';
import { StaticCode } from '../../shared/CodeView/StaticCode.tsx';
import { useSection } from '../../state/selectors.ts';
import { useExecution } from '../selectors.ts';
import { PYTHON_TEXT } from '../text.ts';
import { useLessonLines } from './useLessonLines.ts';

/** Wide enough for the two files side by side (a 1440 px desk's code box is 815 px: two columns of ~400). */
const WIDE = '(min-width: 1200px)';
const wideNow = () => matchMedia(WIDE).matches;
const onWideChange = (changed: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * The lesson's Python for the file the debugger shows, marked where the
 * TypeScript is: a student with the lesson open beside the playground sees
 * which of its lines the paused line is. Breakpoints live on the TypeScript
 * lines (the trace is of that file); a Python line number sets one on its
 * first TypeScript counterpart and clears all of them. On a wide screen the
 * TypeScript stands beside it, both marked (`typescript`: the adapter's view).
 */
export function PythonView({
  fn,
  maxHeight,
  onToggleBreakpoint,
  typescript,
}: {
  fn: FunctionId;
  maxHeight?: number;
  /** The TypeScript line's toggle (the page's command, so the breakpoint rules stay in one place). */
  onToggleBreakpoint: (line: number) => void;
  /** The adapter's code view, shown beside the Python at 1200 px and wider; none in edit mode. */
  typescript?: ReactNode;
}) {
  const wide = useSyncExternalStore(onWideChange, wideNow, () => false);
  const t = useText();
  const tp = useTextOf(PYTHON_TEXT);
  const breakpoints = useSection(fn, (section) => section.breakpoints);
  const execution = useExecution(fn);
  const entry = ENTRY_SOURCES[fn].file;
  const file = execution.file;
  const inEntry = file === entry;
  const pythonFile = pythonFileOf(file);
  const source = pythonFile ? (LESSON_PYTHON[pythonFile] ?? '') : '';
  // Edit mode: the paused and breakpoint lines are the student's; the mapping is the lesson's.
  const lines = useLessonLines(fn, file);
  const marks = useMemo(() => {
    const lessonOf = (line: number | null) => (line === null ? null : lines.toLesson(line));
    const pythonOf = (line: number | null) => {
      const lesson = lessonOf(line);
      return lesson === null ? [] : pythonLinesOf(file, lesson);
    };
    const current = pythonOf(execution.current);
    const previous = pythonOf(execution.previous).filter((line) => !current.includes(line));
    const stoppable = source
      .split('\n')
      .map((_, index) => index + 1)
      .filter((line) => tracedLinesOf(file, line).some((lesson) => lines.toEdited(lesson) !== null));
    return {
      spans: { current, previous },
      stoppable: inEntry ? stoppable : [],
      breakpoints: inEntry ? [...new Set(breakpoints.flatMap((line) => pythonOf(line)))] : [],
    };
  }, [file, source, inEntry, execution.current, execution.previous, breakpoints, lines]);
  /** The shown file's lines a Python line stands for (none where the student changed them). */
  const shownLinesOf = useCallback(
    (line: number) =>
      tracedLinesOf(file, line).flatMap((lesson) => {
        const shown = lines.toEdited(lesson);
        return shown === null ? [] : [shown];
      }),
    [file, lines],
  );
  const labels = useMemo(
    () => ({
      toggle: (line: number) => tp('toggle', { line, ts: shownLinesOf(line)[0] ?? '' }),
      current: t('currentLine'),
      previous: t('previousLine'),
    }),
    [t, tp, shownLinesOf],
  );
  const toggle = (line: number) => {
    const shown = shownLinesOf(line);
    const set = shown.filter((ts) => breakpoints.includes(ts));
    for (const ts of set.length > 0 ? set : shown.slice(0, 1)) onToggleBreakpoint(ts);
  };
  const here =
    execution.current === null
      ? null
      : tp('pausedBoth', {
          file: file.split('/').at(-1) ?? file,
          line: execution.current,
          python: marks.spans.current.join(', ') || '—',
        });
  const python = (
    <>
      <p className="code-legend" data-testid="python-about">
        {tp('about')}
      </p>
      {here ? (
        <p className="python-here" data-testid="python-here">
          {here}
        </p>
      ) : null}
      <div className="code-view" data-testid="python-view" data-engine="static">
        <StaticCode
          file={pythonFile ?? file}
          source={source}
          language="python"
          breakpoints={marks.breakpoints}
          stoppable={marks.stoppable}
          current={marks.spans.current[0] ?? null}
          previous={marks.spans.previous[0] ?? null}
          spans={marks.spans}
          onToggleBreakpoint={inEntry ? toggle : undefined}
          labels={labels}
          maxHeight={maxHeight}
          // No editor comes here: the keyboard takes its breakpoints from the line numbers themselves.
          lineButtons
        />
      </div>
    </>
  );
  return wide && typescript ? (
    <div className="code-split" data-testid="code-split">
      {typescript}
      <div className="python-side">{python}</div>
    </div>
  ) : (
    python
  );
}
