/**
 * Watch expressions, as a debugger's Watch panel keeps them, limited to what
 * can be read without running anything: a local and a path into it
 * (`snapshot.input`, `tools[0].name`, `route["schema"]`, `tools.length`),
 * read from the frame shown at each step. No code is evaluated.
 */
import { create } from 'zustand';
import { type Frame, type HeapObject, refOf, type Step, type Value } from '../../tracer/format.ts';
import { renderValue } from '../../tracer/render.ts';
import { segmentsOf } from '../../validation/locate.ts';

/** A watch is a local's name and a path of keys and indexes: anything else is refused as it is typed. */
const WATCH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d{1,6}\]|\["(?:[^"\\]|\\.)*"\])*$/;
/** Watches a page keeps: more would be a list nobody reads while stepping. */
export const MAX_WATCHES = 8;

export const isWatch = (text: string) => text.length <= 120 && WATCH.test(text);

export type WatchResult = { kind: 'value'; text: string } | { kind: 'absent' };

function entries(object: HeapObject | undefined): [string | number, Value][] {
  switch (object?.[0]) {
    case 'LIST':
    case 'SET':
      return (object.slice(1) as Value[]).map((v, i) => [i, v]);
    case 'DICT':
      return object.slice(1) as [string, Value][];
    case 'INSTANCE':
      return object.slice(2) as [string, Value][];
    default:
      return [];
  }
}

/** The watch's value in the frame at this step, as the Variables panel writes values; absent when it has none. */
export function readWatch(expression: string, frame: Frame, heap: Step['heap']): WatchResult {
  const [name, ...path] = segmentsOf(expression);
  if (typeof name !== 'string' || !Object.hasOwn(frame.locals, name)) return { kind: 'absent' };
  let value: Value | undefined = frame.locals[name];
  for (const key of path) {
    const object = heap[String(refOf(value))];
    const list = entries(object);
    if ((key === 'length' || key === 'size') && object && object[0] !== 'DICT' && object[0] !== 'INSTANCE')
      return { kind: 'value', text: String(list.length) };
    const found = list.find(([k]) => k === key);
    if (!found) return { kind: 'absent' };
    value = found[1];
  }
  return { kind: 'value', text: renderValue(value, heap, { maxLength: 300 }) };
}

/** The page's watches (all sections share them: a name is read in whichever frame is shown). */
export const useWatches = create<{ watches: string[] }>()(() => ({ watches: [] }));

export const watchActions = {
  add(expression: string): boolean {
    const text = expression.trim();
    const { watches } = useWatches.getState();
    if (!isWatch(text) || watches.includes(text) || watches.length >= MAX_WATCHES) return false;
    useWatches.setState({ watches: [...watches, text] });
    return true;
  },
  remove(expression: string) {
    useWatches.setState(({ watches }) => ({ watches: watches.filter((w) => w !== expression) }));
  },
};
