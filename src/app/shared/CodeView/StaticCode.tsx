import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { highlightLine } from './highlight.ts';
import { type CodeViewProps, LINE_HEIGHT } from './types.ts';
import { breakPieces, indentOf } from './wrap.ts';

/** The code as plain, coloured, numbered lines: readable and breakpoint-able before Monaco loads. */
export const StaticCode = memo(function StaticCode(props: CodeViewProps & { columns?: number | null }) {
  const lines = props.source.split('\n');
  const box = useRef<HTMLDivElement>(null);
  // The lines keep one handler whatever the parent passes each render, so a step re-renders only the lines it marks.
  const onToggle = useRef(props.onToggleBreakpoint);
  useLayoutEffect(() => {
    onToggle.current = props.onToggleBreakpoint;
  });
  const toggle = useCallback((line: number) => onToggle.current?.(line), []);
  useEffect(() => {
    // Keep the line about to run in view, as the editor does (when the view scrolls at all).
    const row = box.current?.querySelector<HTMLElement>(`[data-line="${props.current}"]`);
    const view = box.current;
    if (!row || !view || view.scrollHeight <= view.clientHeight) return;
    if (row.offsetTop < view.scrollTop || row.offsetTop > view.scrollTop + view.clientHeight - LINE_HEIGHT) {
      view.scrollTop = row.offsetTop - view.clientHeight / 2;
    }
  }, [props.current]);
  return (
    <div
      className="static-code"
      ref={box}
      style={props.maxHeight === undefined ? undefined : { maxHeight: props.maxHeight, overflowY: 'auto' }}
    >
      {lines.map((text, index) => {
        const line = index + 1;
        const stoppable = props.onToggleBreakpoint !== undefined && props.stoppable.includes(line);
        return (
          <StaticLine
            key={line}
            line={line}
            text={text}
            language={props.language}
            columns={props.columns ?? null}
            mark={
              line === props.current || props.spans?.current.includes(line)
                ? 'next'
                : line === props.previous || props.spans?.previous.includes(line)
                  ? 'previous'
                  : null
            }
            arrow={line === props.current ? 'next' : line === props.previous ? 'previous' : null}
            breakpoint={props.breakpoints.includes(line)}
            toggleLabel={stoppable ? props.labels.toggle(line) : null}
            onToggle={toggle}
          />
        );
      })}
    </div>
  );
});

type StaticLineProps = {
  line: number;
  text: string;
  language: CodeViewProps['language'];
  columns: number | null;
  /** The line's colour: about to run, or just run (a statement's whole span). */
  mark: 'next' | 'previous' | null;
  /** The arrow in the gutter: on the line about to run, or on the line just run when it is another. */
  arrow: 'next' | 'previous' | null;
  breakpoint: boolean;
  /** The line-number button's label when the line takes a breakpoint; null: a plain number. */
  toggleLabel: string | null;
  onToggle: (line: number) => void;
};

/** One line: coloured and broken for wrapping once, redrawn only when its own marks change. */
const StaticLine = memo(function StaticLine(props: StaticLineProps) {
  const { line, text } = props;
  const className = props.mark === null ? 'code-line' : `code-line is-${props.mark}`;
  return (
    <div className={className} data-line={line}>
      <span className="code-glyph" aria-hidden="true">
        {props.breakpoint ? <span className="bp-dot" /> : null}
        {props.arrow === 'next' ? <span className="arrow-next">➜</span> : null}
        {props.arrow === 'previous' ? <span className="arrow-prev">➜</span> : null}
      </span>
      {props.toggleLabel !== null ? (
        <button
          type="button"
          className="code-number"
          data-testid={`gutter-${line}`}
          aria-label={props.toggleLabel}
          aria-pressed={props.breakpoint}
          onClick={() => props.onToggle(line)}
        >
          {line}
        </button>
      ) : (
        <span className="code-number">{line}</span>
      )}
      <code
        className="code-text"
        // Wrapped at the column Monaco will wrap at, rows indented like the line (wrap.ts).
        style={{
          maxWidth: props.columns ? `${props.columns}ch` : undefined,
          paddingLeft: `${indentOf(text)}ch`,
          textIndent: `-${indentOf(text)}ch`,
        }}
      >
        {highlightLine(text, props.language).map((token, i, tokens) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a fixed line never reorder.
          <span key={i} className={`tok-${token.kind}`}>
            {breakPieces(token.text, tokens[i - 1]?.text).map((piece, j) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed token never reorder.
              j === 0 ? piece : [<wbr key={j} />, piece],
            )}
          </span>
        ))}
      </code>
    </div>
  );
});
