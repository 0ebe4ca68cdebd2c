import { memo, useEffect, useMemo, useRef } from 'react';
import { highlightLine } from './highlight.ts';
import { type CodeViewProps, LINE_HEIGHT } from './types.ts';
import { breakPieces, indentOf } from './wrap.ts';

/** The code as plain, coloured, numbered lines: readable and breakpoint-able before Monaco loads. */
export const StaticCode = memo(function StaticCode(props: CodeViewProps & { columns?: number | null }) {
  // Each line's coloured text, built once per source and wrap column: a step hands React the same elements, which
  // it then skips, so only the marks and the gutter are redrawn (colouring the whole file again took ~80 ms a click).
  const texts = useMemo(
    () =>
      props.source.split('\n').map((text) => (
        <code
          key="text"
          className="code-text"
          // Wrapped at the column Monaco will wrap at, rows indented like the line (wrap.ts).
          style={{
            // Half a character more: glyph widths are not exactly 1ch, and a line of exactly `columns` characters
            // (79 at 1280 px) overflowed 79ch by 0.14 px and wrapped where Monaco does not. Half a character cannot
            // take one more.
            maxWidth: props.columns ? `calc(${props.columns}ch + 0.5ch)` : undefined,
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
      )),
    [props.source, props.language, props.columns],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the line about to run in view, as the editor does (when the view scrolls at all).
    const row = box.current?.querySelector<HTMLElement>(`[data-line="${props.current}"]`);
    const view = box.current;
    if (!row || !view || view.scrollHeight <= view.clientHeight) return;
    // The row's place in the box's content (offsetTop would be the positioned section's, not the box's).
    const top = row.getBoundingClientRect().top - view.getBoundingClientRect().top + view.scrollTop;
    if (top < view.scrollTop || top > view.scrollTop + view.clientHeight - LINE_HEIGHT) {
      view.scrollTop = top - view.clientHeight / 2;
    }
  }, [props.current]);
  return (
    <div
      className="static-code"
      ref={box}
      style={props.maxHeight === undefined ? undefined : { maxHeight: props.maxHeight, overflowY: 'auto' }}
    >
      {texts.map((text, index) => {
        const line = index + 1;
        const stoppable = props.stoppable.includes(line);
        const classes = ['code-line'];
        if (line === props.current || props.spans?.current.includes(line)) classes.push('is-next');
        else if (line === props.previous || props.spans?.previous.includes(line)) classes.push('is-previous');
        return (
          <div className={classes.join(' ')} key={line} data-line={line}>
            <span className="code-glyph" aria-hidden="true">
              {props.breakpoints.includes(line) ? <span className="bp-dot" /> : null}
              {line === props.current ? <span className="arrow-next">➜</span> : null}
              {line === props.previous && line !== props.current ? <span className="arrow-prev">➜</span> : null}
            </span>
            {props.onToggleBreakpoint && stoppable ? (
              <button
                type="button"
                className="code-number"
                data-testid={`gutter-${line}`}
                aria-label={props.labels.toggle(line)}
                aria-pressed={props.breakpoints.includes(line)}
                onClick={() => props.onToggleBreakpoint?.(line)}
              >
                {line}
              </button>
            ) : (
              <span className="code-number">{line}</span>
            )}
            {text}
          </div>
        );
      })}
    </div>
  );
});
