/**
 * The Variables panel's tree for one step: each local with its children,
 * whether it changed since the frame's previous step, and, for objects, the
 * id and every other place in the locals where the very same object sits.
 * Pure; children are built only when a node is expanded.
 */
import { type HeapObject, refOf, type Step, slotsOf, type Value } from '../../tracer/format.ts';
import { renderValue } from '../../tracer/render.ts';

export type VariableNode = {
  name: string;
  /** Where it is, as code would reach it: `snapshot.input`, `tools[0]`. */
  path: string;
  summary: string;
  id: number | null;
  /** For objects: the kind shown as a type tag. */
  kind: string | null;
  changed: boolean;
  /** Other paths holding the same object (by id) in this step's locals. */
  sameAs: string[];
  hasChildren: boolean;
  /** How many children it has: a small object is shown expanded. */
  size: number;
  children: () => VariableNode[];
};

/** Locals holding at most this many entries open expanded, as the review's students read them best. */
export const SMALL_OBJECT = 6;

/** The rows an object opens into: items by position, fields by name, a map's values under their keys. */
function entriesOf(object: HeapObject | undefined): [string, Value][] {
  if (!object) return [];
  return slotsOf(object).flatMap(([slot, value]): [string, Value][] => {
    if (slot.kind === 'mapKey') return [];
    if (slot.kind === 'mapValue') return [[renderValue(slot.key, {}, { showIds: false }), value]];
    return [[slot.kind === 'field' ? slot.name : String(slot.index), value]];
  });
}

function childPath(parent: string, object: HeapObject | undefined, key: string): string {
  if (object?.[0] === 'LIST' || object?.[0] === 'SET') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/** Every path at which each object id appears, breadth first (shortest paths first), bounded. */
function placesOf(locals: Record<string, Value>, heap: Step['heap'], limit = 4000): Map<number, string[]> {
  const places = new Map<number, string[]>();
  const queue: [string, Value][] = Object.entries(locals);
  const expanded = new Set<number>();
  let visited = 0;
  while (queue.length > 0 && visited < limit) {
    const [path, value] = queue.shift() as [string, Value];
    visited++;
    const id = refOf(value);
    if (id === null) continue;
    const list = places.get(id) ?? [];
    list.push(path);
    places.set(id, list);
    if (expanded.has(id)) continue;
    expanded.add(id);
    const object = heap[String(id)];
    for (const [key, child] of entriesOf(object)) queue.push([childPath(path, object, key), child]);
  }
  return places;
}

export function variableTree(
  step: Step,
  previous: Step | undefined,
  frameIndex = step.stack.length - 1,
): VariableNode[] {
  const frame = step.stack[frameIndex];
  if (!frame) return [];
  // The same frame at the step compared with (the frame's previous step, or the step before for a caller).
  const before = previous?.stack[frameIndex];
  const places = placesOf(frame.locals, step.heap);
  // What a local names directly: inside another value it reads as its id (render.ts).
  const named = new Set(Object.values(frame.locals).flatMap((value) => refOf(value) ?? []));

  const node = (
    name: string,
    path: string,
    value: Value,
    previousValue: Value | undefined,
    prevHeap: Step['heap'] | undefined,
  ): VariableNode => {
    const id = refOf(value);
    const object = id === null ? undefined : step.heap[String(id)];
    // The node's own id shows beside it; the summary keeps only the ids inside.
    const full = renderValue(value, step.heap, { maxLength: 160, named });
    const summary = id !== null && full.endsWith(`#${id}`) ? full.slice(0, -`#${id}`.length) : full;
    const changed =
      prevHeap !== undefined &&
      renderValue(value, step.heap) !==
        (previousValue === undefined ? undefined : renderValue(previousValue, prevHeap));
    const entries = entriesOf(object);
    const prevId = refOf(previousValue);
    const prevEntries = prevHeap && prevId !== null ? new Map(entriesOf(prevHeap[String(prevId)])) : undefined;
    return {
      name,
      path,
      summary,
      id,
      kind: object ? object[0] : null,
      changed,
      sameAs: id === null ? [] : (places.get(id) ?? []).filter((p) => p !== path).slice(0, 3),
      hasChildren: entries.length > 0,
      size: entries.length,
      children: () =>
        entries.map(([key, child]) =>
          node(key, childPath(path, object, key), child, prevEntries?.get(key), prevEntries ? prevHeap : undefined),
        ),
    };
  };

  return Object.entries(frame.locals).map(([name, value]) => {
    const previousValue = before && before.function === frame.function ? before.locals[name] : undefined;
    // A local that did not exist at the frame's previous step is new, hence changed.
    const prevHeap = previous && before?.function === frame.function ? previous.heap : undefined;
    const fresh = prevHeap !== undefined && !(name in (before?.locals ?? {}));
    const built = node(name, name, value, previousValue, prevHeap);
    return fresh ? { ...built, changed: true } : built;
  });
}

/** Characters of a returned value drawn: the whole of any lesson value, in a box that scrolls. */
export const RETURNED_LIMIT = 20_000;

/** A return step's value, whole (up to RETURNED_LIMIT) and one item per line where wide, under the tree. */
export function returnedText(step: Step): string {
  return renderValue(step.value, step.heap, { maxLength: RETURNED_LIMIT, pretty: true });
}
