import { memo, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Step } from '../../../tracer/format.ts';
import { describeHeap, type HeapWords } from './describe.ts';
import { HEADER, type HeapLayout, layoutHeap, type ObjectBox, ROW, type Row, textWidth, titleOf } from './layout.ts';
import './heap.css';

export type HeapLabels = {
  title: (frames: number, objects: number) => string;
  hidden: (count: number) => string;
  /** The fold's button: show the `count` objects it left out, or fold them again. */
  unfold: (count: number) => string;
  fold: string;
  changed: string;
  colourOf: (id: number) => string;
  /** The picture in words (describe.ts): what each local points at, and the boxes two names reach. */
  words: HeapWords;
};

/** The least scroll that shows `start`…`end` in a box scrolled to `scroll` and `size` long; the start if both cannot. */
const nearest = (start: number, end: number, scroll: number, size: number) =>
  Math.max(0, end > scroll + size ? Math.min(start, end - size) : Math.min(start, scroll));

/**
 * What the step changed is brought into the diagram's box, as an editor keeps its line in view: at `callExternal`'s
 * invoke line the new `sent`, last of the frame's objects, would otherwise sit below the box's edge.
 */
export function revealChanged(
  view: Pick<HTMLElement, 'scrollTop' | 'scrollLeft' | 'clientHeight' | 'clientWidth'> | null,
  layout: HeapLayout,
) {
  const changed = layout.boxes.filter((box) => box.changed);
  if (!view || changed.length === 0) return;
  type Box = { x: number; y: number; width: number; height: number };
  const span = (boxes: Box[]) => ({
    top: Math.min(...boxes.map((box) => box.y)),
    bottom: Math.max(...boxes.map((box) => box.y + box.height)),
    left: Math.min(...boxes.map((box) => box.x)),
    right: Math.max(...boxes.map((box) => box.x + box.width)),
  });
  // The selected frame (the names) with what changed, when both fit: three boxes in view without the locals that
  // point at them were arrows from nowhere. Else what changed alone.
  const frame = layout.frames.find((box) => box.selected);
  const both = span(frame ? [...changed, frame] : changed);
  const fits = both.bottom - both.top + 16 <= view.clientHeight && both.right - both.left + 16 <= view.clientWidth;
  const { top, bottom, left, right } = fits ? both : span(changed);
  view.scrollTop = nearest(top - 8, bottom + 8, view.scrollTop, view.clientHeight);
  view.scrollLeft = nearest(left - 8, right + 8, view.scrollLeft, view.clientWidth);
}

/**
 * The heap as a picture (layout.ts): frames left, objects right, an arrow per
 * reference, ids on every box, what changed at this step marked. It scrolls
 * inside its panel on a narrow screen and takes the keyboard's focus to do so.
 */
export const HeapDiagram = memo(function HeapDiagram({
  step,
  previous,
  frame,
  labels,
}: {
  step: Step;
  previous: Step | undefined;
  frame: number;
  labels: HeapLabels;
}) {
  // What did not change at this step, deeper than what the frames hold, is folded unless the student asks.
  const [unfold, setUnfold] = useState(false);
  // The box's width: columns that do not fit it stack into one (layout.ts).
  const [fit, setFit] = useState<number>();
  const layout = useMemo(() => layoutHeap(step, previous, frame, unfold, fit), [step, previous, frame, unfold, fit]);
  const title = labels.title(layout.frames.length, layout.boxes.length);
  const id = useId().replace(/:/g, '');
  const marker = `heap-arrow-${id}`;
  const said = useMemo(() => describeHeap(layout, labels.words), [layout, labels.words]);
  const view = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const box = view.current;
    if (!box) return;
    setFit(box.clientWidth);
    const observer = new ResizeObserver(() => setFit(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => revealChanged(view.current, layout), [layout]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard.
    <section className="heap" data-testid="heap-diagram" tabIndex={0} aria-label={title} ref={view}>
      <svg
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={title}
        aria-describedby={`heap-words-${id}`}
      >
        <defs>
          <marker id={marker} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L8,4 L0,8 z" className="heap-arrowhead" />
          </marker>
        </defs>
        {layout.frames.map((box) => (
          <g
            key={`frame-${box.index}`}
            className={box.selected ? 'heap-frame is-selected' : 'heap-frame'}
            data-testid={`heap-frame-${box.index}`}
          >
            <rect x={box.x + 0.5} y={box.y + 0.5} width={box.width - 1} height={box.height - 1} rx="4" />
            <text x={box.x + 6} y={box.y + 14} className="heap-title">
              {box.name}
            </text>
            <Rows rows={box.rows} x={box.x} y={box.y} width={box.width} changed={labels.changed} />
          </g>
        ))}
        {layout.boxes.map((box) => (
          <ObjectBoxView key={box.id} box={box} colour={labels.colourOf(box.id)} changed={labels.changed} />
        ))}
        {layout.arrows.map((arrow) => (
          <ArrowView
            key={arrow.from}
            from={arrow.from}
            to={arrow.to}
            d={arrow.d}
            marker={marker}
            colour={labels.colourOf(arrow.to)}
          />
        ))}
      </svg>
      <ul className="visually-hidden" id={`heap-words-${id}`} data-testid="heap-words">
        {said.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {layout.folded || unfold ? (
        <button
          type="button"
          className="heap-unfold"
          data-testid="heap-unfold"
          aria-pressed={unfold}
          onClick={() => setUnfold(!unfold)}
        >
          {unfold ? labels.fold : labels.unfold(layout.hidden)}
        </button>
      ) : null}
      {layout.hidden > 0 && !layout.folded ? (
        <p className="fineprint" data-testid="heap-hidden">
          {labels.hidden(layout.hidden)}
        </p>
      ) : null}
    </section>
  );
});

/** One object's box; redrawn only when its signature (place, size, contents, marks) or colour changes. */
const ObjectBoxView = memo(
  function ObjectBoxView({ box, colour, changed }: { box: ObjectBox; colour: string; changed: string }) {
    return (
      <g
        className={box.changed ? 'heap-object is-changed' : 'heap-object'}
        data-testid={`heap-box-${box.id}`}
        data-changed={box.changed || undefined}
      >
        <title>{`${titleOf(box.id, box.kind, box.names)}${box.changed ? ` · ${changed}` : ''}`}</title>
        <rect
          x={box.x + 0.5}
          y={box.y + 0.5}
          width={box.width - 1}
          height={box.height - 1}
          rx="4"
          style={{ stroke: colour }}
        />
        <text x={box.x + 6} y={box.y + 14} className="heap-title">
          <tspan style={{ fill: colour }} className="heap-id">{`#${box.id}`}</tspan> {box.kind}
          {box.names.length > 0 ? (
            <tspan className="heap-names" data-testid={`heap-names-${box.id}`}>
              {` · ${clip(box.names.join(', '), box.width - textWidth(`#${box.id} ${box.kind} · `) - 12)}`}
            </tspan>
          ) : null}
        </text>
        <Rows rows={box.rows} x={box.x} y={box.y} width={box.width} changed={changed} />
      </g>
    );
  },
  (a, b) => a.box.signature === b.box.signature && a.colour === b.colour && a.changed === b.changed,
);

/** A reference's arrow: primitives as props, so an arrow that did not move is not redrawn. */
const ArrowView = memo(function ArrowView(props: {
  from: string;
  to: number;
  d: string;
  marker: string;
  colour: string;
}) {
  return (
    <path
      d={props.d}
      className="heap-ref"
      markerEnd={`url(#${props.marker})`}
      data-testid="heap-arrow"
      data-from={props.from}
      data-to={props.to}
      style={{ stroke: props.colour }}
    />
  );
});

/** A box's rows: `key: value`, or `key:` and a dot where an arrow leaves. */
function Rows({ rows, x, y, width, changed }: { rows: Row[]; x: number; y: number; width: number; changed: string }) {
  return (
    <>
      {rows.map((r, index) => {
        const top = y + HEADER + index * ROW;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a box's rows keep their order within a step.
          <g key={index} className={r.changed ? 'heap-row is-changed' : 'heap-row'}>
            {r.changed ? <rect x={x + 2} y={top} width={width - 4} height={ROW} className="heap-changed" /> : null}
            {r.changed ? <title>{changed}</title> : null}
            <text x={x + 6} y={top + 13}>
              {r.key ? <tspan className="heap-key">{`${r.key}: `}</tspan> : null}
              {r.ref === null ? clip(r.text, width - 12 - textWidth(r.key ? `${r.key}: ` : '')) : null}
            </text>
            {r.ref !== null ? <circle cx={x + width - 8} cy={top + ROW / 2} r="3" className="heap-dot" /> : null}
          </g>
        );
      })}
    </>
  );
}

/** Text cut to what is left of the box after the key (a row's full value is in the tree view). */
function clip(text: string, room: number): string {
  if (textWidth(text) <= room) return text;
  let cut = '';
  let used = textWidth('…');
  for (const char of text) {
    used += textWidth(char);
    if (used > room) break;
    cut += char;
  }
  return `${cut}…`;
}

export type { HeapLayout };
