/**
 * The heap diagram's layout, in the manner of Python Tutor: the call stack's
 * frames in a column on the left, every object its locals reach as one box,
 * and an arrow for each reference. An object is one box however many names
 * point to it, so an alias is two arrows into one box and a copy is a box of
 * its own. Objects stand in columns by how far they are from the frames, each
 * level with the row that first refers to it: what the frames hold in the
 * first column, what those hold beside them. Below what the frames hold, only
 * what the step changed is opened (the rest reads as ids until unfolded).
 * Pure and small: no layout engine, text measured by a monospace estimate.
 */
import { type HeapObject, refOf, type Step, type Value } from '../../../tracer/format.ts';
import { renderValue } from '../../../tracer/render.ts';
import { arrowsOf } from './arrows.ts';
import { changedSubtrees, frameBefore, same } from './changes.ts';
import { entriesOf, kindOf } from './entries.ts';
import { COLUMN_GAP, CROWD, GAP, GUTTER, HEADER, MARGIN, MAX_BOX, MIN_BOX, PAD, ROW } from './metrics.ts';
import type { FrameBox, HeapLayout, ObjectBox, Row } from './shapes.ts';

export { HEADER, ROW } from './metrics.ts';
export type { Arrow, FrameBox, HeapLayout, ObjectBox, Row } from './shapes.ts';

/** More boxes than this are not drawn: a hand-made trace may hold any number of objects. */
export const MAX_BOXES = 80;
const VALUE_CHARS = 26;

/** Width in pixels of monospace text at 12px: a CJK character takes two cells. */
export function textWidth(text: string): number {
  // Most of what a box holds is ASCII: one cell a character, without looking at each.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length * 7.2;
  let cells = 0;
  for (const char of text)
    cells += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]/.test(char) ? 2 : 1;
  return cells * 7.2;
}

const primitive = (value: Value) => renderValue(value, {}, { maxLength: VALUE_CHARS });

function row(key: string, value: Value, changed: boolean): Row {
  const ref = refOf(value);
  return { key, text: ref === null ? primitive(value) : '', ref, changed };
}

/** A box's title: its id, its kind, and the names that point at it ("#26 object · shown"). */
export function titleOf(id: number, kind: string, names: readonly string[]): string {
  return names.length > 0 ? `#${id} ${kind} · ${names.join(', ')}` : `#${id} ${kind}`;
}

function boxWidth(title: string, rows: Row[]): number {
  const widest = Math.max(
    textWidth(title),
    ...rows.map((r) => textWidth(r.key ? `${r.key}: ` : '') + (r.ref === null ? textWidth(r.text) : 14)),
  );
  return Math.round(Math.min(MAX_BOX, Math.max(MIN_BOX, widest + 2 * PAD + 8)));
}

/**
 * `unfold` false: what the frames hold is drawn, and what those hold; deeper, only where something changed at this
 * step (a pool's sixteen unchanged definitions and schemas are one box with ids, not sixteen). True: everything.
 * `fit`: the width the picture has; columns wider than that stack into one, each object right under what holds it
 * (a phone's 320 px would otherwise scroll a 700 px picture sideways).
 */
export function layoutHeap(
  step: Step,
  previous: Step | undefined,
  selected: number,
  unfold = false,
  fit?: number,
): HeapLayout {
  // Frames, outermost first, as Python Tutor stacks them.
  let y = 0;
  const frames: FrameBox[] = step.stack.map((frame, index) => {
    const before = frameBefore(previous, frame, index);
    const rows = Object.entries(frame.locals).map(([name, value]) =>
      row(name, value, previous !== undefined && (!before || !same(before.locals[name], value))),
    );
    const height = HEADER + Math.max(1, rows.length) * ROW + PAD;
    const box = {
      index,
      name: frame.function,
      x: 0,
      y,
      width: boxWidth(frame.function, rows),
      height,
      rows,
      selected: index === selected,
    };
    y += height + GAP;
    return box;
  });
  const framesWidth = Math.max(MIN_BOX, ...frames.map((f) => f.width));
  for (const frame of frames) frame.width = framesWidth;

  // Breadth first from the locals, each object reached once, at its nearest reference: that referrer is its parent
  // in the picture, and its depth its column. Deeper than what the frames hold, an object opens onto its contents only
  // where this step changed something. A queue, not recursion: a hand-made trace may chain objects any number deep.
  const order: number[] = [];
  const reached = new Map<number, { depth: number; parent: number | null }>();
  // At the first step, with nothing to compare with, every object is new.
  const changed = unfold ? null : changedSubtrees(step, previous);
  let folded = false;
  const queue: [id: number, depth: number, parent: number | null][] = [];
  const refsOf = (values: Iterable<Value>) => [...values].map(refOf).filter((ref): ref is number => ref !== null);
  for (const frame of step.stack) for (const id of refsOf(Object.values(frame.locals))) queue.push([id, 1, null]);
  for (let next = 0; next < queue.length && order.length <= MAX_BOXES; next++) {
    const [id, depth, parent] = queue[next] as [number, number, number | null];
    const object = step.heap[String(id)];
    if (reached.has(id) || !object) continue;
    reached.set(id, { depth, parent });
    order.push(id);
    const children = refsOf(entriesOf(object).map(([, value]) => value));
    // A new object deeper than that shows its own rows, and what it holds by id: a page of nine new tools is nine
    // boxes, not their schemas' forty.
    // A name's unchanged list of many objects (eight tools already checked) lists them by id: one box, not eight.
    const crowd = depth === 1 && changed !== null && !changed.has(id) && children.length > CROWD;
    if (crowd || (changed && depth > 1 && (!changed.has(id) || (depth > 2 && !previous?.heap[String(id)])))) {
      if (children.some((child) => !reached.has(child))) folded = true;
      continue;
    }
    for (const child of children) queue.push([child, depth + 1, id]);
  }
  const shown = order.slice(0, MAX_BOXES);
  const drawn = new Set(shown);

  // Each box's rows and size, then its place: in its depth's column, level with the row that first refers to it
  // (Python Tutor's rows), or below what its column already holds. What an object holds is placed right after it,
  // so a subtree reads left to right beside its parent instead of far down one column.
  // The names that point at each object, innermost frame first (the one the student is in), each name once.
  const namesOf = new Map<number, string[]>();
  for (const frame of [...step.stack].reverse())
    for (const [name, value] of Object.entries(frame.locals)) {
      const ref = refOf(value);
      if (ref === null) continue;
      const names = namesOf.get(ref) ?? [];
      if (!names.includes(name)) names.push(name);
      namesOf.set(ref, names);
    }
  const boxes = new Map<number, ObjectBox>();
  for (const id of shown) {
    const object = step.heap[String(id)] as HeapObject;
    const before = previous?.heap[String(id)];
    const beforeEntries = before ? new Map(entriesOf(before)) : undefined;
    const rows = entriesOf(object).map(([key, value]) =>
      row(key, value, beforeEntries !== undefined && !same(beforeEntries.get(key), value)),
    );
    const kind = kindOf(object);
    const text = JSON.stringify(object);
    const names = namesOf.get(id) ?? [];
    boxes.set(id, {
      id,
      kind,
      names,
      x: 0,
      y: 0,
      width: boxWidth(titleOf(id, kind, names), rows),
      height: HEADER + rows.length * ROW + (rows.length > 0 ? PAD : 0),
      rows,
      changed: previous !== undefined && (!before || JSON.stringify(before) !== text),
      signature: text,
    });
  }
  const columnOf = (id: number) => (reached.get(id)?.depth ?? 1) - 1;
  const columns: number[] = [];
  for (const box of boxes.values()) columns[columnOf(box.id)] = Math.max(columns[columnOf(box.id)] ?? 0, box.width);
  const columnX: number[] = [];
  let x = framesWidth + GUTTER;
  for (const [index, width] of columns.entries()) {
    columnX[index] = x;
    x += (width ?? 0) + COLUMN_GAP;
  }
  const stacked = fit !== undefined && columns.length > 1 && x - COLUMN_GAP + MARGIN > fit;
  const rowY = (boxY: number, index: number) => boxY + HEADER + index * ROW + ROW / 2;
  const free: number[] = [];
  const placed = new Set<number>();
  const place = (id: number, level: number) => {
    const box = boxes.get(id);
    if (!box || placed.has(id)) return;
    placed.add(id);
    const column = stacked ? 0 : columnOf(id);
    box.x = columnX[column] ?? 0;
    box.y = Math.max(0, Math.round(level - HEADER / 2), free[column] ?? 0);
    free[column] = box.y + box.height + GAP;
    box.rows.forEach((r, index) => {
      if (r.ref !== null && reached.get(r.ref)?.parent === id) place(r.ref, rowY(box.y, index));
    });
  };
  for (const frame of frames)
    frame.rows.forEach((r, index) => {
      if (r.ref !== null) place(r.ref, rowY(frame.y, index));
    });
  // Every drawn object has a drawn parent or a frame; this only guards against a box left at the origin.
  for (const id of shown) place(id, 0);
  const byId = boxes;
  for (const box of boxes.values())
    box.signature = `${box.x}|${box.y}|${box.width}|${box.names.join(',')}|${box.changed}|${box.rows.map((r) => (r.changed ? 1 : 0)).join('')}|${box.signature}`;

  const arrows = arrowsOf(frames, boxes);
  // A reference to an object left out reads as its id, with no arrow.
  for (const r of [...boxes.values(), ...frames].flatMap((b) => b.rows)) {
    if (r.ref !== null && !drawn.has(r.ref)) {
      r.text = `#${r.ref}`;
      r.ref = null;
    }
  }

  const list = shown.flatMap((id) => byId.get(id) ?? []);
  return {
    width: Math.ceil(Math.max(framesWidth, ...list.map((b) => b.x + b.width)) + MARGIN),
    height: Math.ceil(Math.max(y, ...list.map((b) => b.y + b.height), 1)),
    frames,
    boxes: list,
    arrows,
    hidden: Math.max(0, countReachable(step) - shown.length),
    folded: folded && countReachable(step) > shown.length,
  };
}

/** How many objects the step's locals reach (the heap holds exactly those, as the tracer records it). */
function countReachable(step: Step): number {
  return Object.keys(step.heap).length;
}
