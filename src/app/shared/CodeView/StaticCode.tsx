import { Fragment, memo, useEffect, useMemo, useRef } from 'react';
import { highlightLine } from './highlight.ts';
import { type CodeViewProps, LINE_HEIGHT } from './types.ts';
import { breakPieces, indentOf } from './wrap.ts';

/**
 * The code as plain, coloured, numbered lines: readable and breakpoint-able without Monaco.
 *
 * In a code view (CodeView.tsx) its line numbers take a breakpoint from the pointer as Monaco's do, and the view
 * itself takes the keyboard (its editor then comes, with F9 on the caret's line): stacked 20 px buttons, one a line,
 * cannot each be the 24 px target WCAG 2.2 asks for (2.5.8; axe's target-size). Where no editor comes (the lesson's
 * Python), each stoppable line's number is a button (`lineButtons`).
 */
export const StaticCode = memo(function StaticCode(
  props: CodeViewProps & { columns?: number | null; lineButtons?: boolean },
) {
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
          {highlightLine(text, props.language).map((token, i, tokens) => {
            const pieces = breakPieces(token.text, tokens[i - 1]?.text).map((piece, j) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed token never reorder.
              j === 0 ? piece : [<wbr key={j} />, piece],
            );
            // Plain text needs no element of its own: it takes the line's colour.
            return token.kind === 'plain' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a fixed line never reorder.
              <Fragment key={i}>{pieces}</Fragment>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens of a fixed line never reorder.
              <span key={i} className={`tok-${token.kind}`}>
                {pieces}
              </span>
            );
          })}
        </code>
      )),
    [props.source, props.language, props.columns],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the line about to run in view, as the editor does (when the view scrolls at all): the whole of it, wrapped
    // rows and all, where it fits (on a phone one line of code can be five rows).
    const row = box.current?.querySelector<HTMLElement>(`[data-line="${props.current}"]`);
    const view = box.current;
    if (!row || !view || view.scrollHeight <= view.clientHeight) return;
    // The row's place in the box's content (offsetTop would be the positioned section's, not the box's).
    const at = row.getBoundingClientRect();
    const top = at.top - view.getBoundingClientRect().top + view.scrollTop;
    const height = Math.max(at.height, LINE_HEIGHT);
    if (top < view.scrollTop || top + height > view.scrollTop + view.clientHeight) {
      // Centred; a line taller than the box shows its start.
      view.scrollTop = height >= view.clientHeight ? top : top - (view.clientHeight - height) / 2;
    }
  }, [props.current]);
  // A click on a stoppable line's number, read where it lands (one listener for the view, as Monaco has).
  const toggle = useRef(props.onToggleBreakpoint);
  toggle.current = props.onToggleBreakpoint;
  useEffect(() => {
    const view = box.current;
    if (!view || props.lineButtons) return;
    const click = (event: MouseEvent) => {
      const number = (event.target as Element | null)?.closest?.('[data-stoppable]');
      if (number && view.contains(number)) toggle.current?.(Number(number.getAttribute('data-stoppable')));
    };
    view.addEventListener('click', click);
    return () => view.removeEventListener('click', click);
  }, [props.lineButtons]);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with the role (a group), both or neither.
    <div
      className="static-code"
      ref={box}
      style={props.maxHeight === undefined ? undefined : { maxHeight: props.maxHeight, overflowY: 'auto' }}
      // The keyboard's way into the code: focused, the view brings its editor, which takes the focus (CodeView.tsx).
      tabIndex={props.lineButtons ? undefined : 0}
      role={props.lineButtons ? undefined : 'group'}
      aria-label={props.lineButtons ? undefined : props.file}
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
            {props.onToggleBreakpoint && stoppable && !props.lineButtons ? (
              <span
                className="code-number is-stoppable"
                data-testid={`gutter-${line}`}
                data-stoppable={line}
                data-pressed={props.breakpoints.includes(line)}
              >
                {line}
              </span>
            ) : props.onToggleBreakpoint && stoppable ? (
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
