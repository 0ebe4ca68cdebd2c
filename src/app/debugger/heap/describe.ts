/**
 * The diagram in words, for a reader who cannot see its arrows: each local of the selected frame and the box it
 * points to (or its value), then every box that two names reach, the aliases the picture draws as two arrows into
 * one box ("args and #23.input point at the same #25"). A box reached by one name only is its own: its id says so.
 */
import type { HeapLayout } from './shapes.ts';

export type HeapWords = {
  points: (name: string, id: number, kind: string) => string;
  value: (name: string, text: string) => string;
  shared: (names: string[], id: number) => string;
};

export function describeHeap(layout: HeapLayout, words: HeapWords): string[] {
  const frame = layout.frames.find((box) => box.selected) ?? layout.frames.at(-1);
  if (!frame) return [];
  const kinds = new Map(layout.boxes.map((box) => [box.id, box.kind]));
  const said = frame.rows.map((row) =>
    row.ref === null ? words.value(row.key, row.text) : words.points(row.key, row.ref, kinds.get(row.ref) ?? ''),
  );
  // Who reaches each box: the frame's locals by name, the drawn objects' entries as #id.key.
  const reached = new Map<number, string[]>();
  const reach = (id: number, name: string) => reached.set(id, [...(reached.get(id) ?? []), name]);
  for (const row of frame.rows) if (row.ref !== null) reach(row.ref, row.key);
  for (const box of layout.boxes)
    for (const row of box.rows) if (row.ref !== null) reach(row.ref, `#${box.id}.${row.key}`);
  const locals = new Set(frame.rows.map((row) => row.key));
  for (const [id, names] of reached)
    if (names.length > 1 && names.some((name) => locals.has(name))) said.push(words.shared(names, id));
  return said;
}
