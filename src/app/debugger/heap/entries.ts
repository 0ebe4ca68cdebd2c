/** What a heap object shows in its box: its kind as TypeScript readers know it, and its rows' keys and values. */
import { type HeapObject, slotsOf, type Value } from '../../../tracer/format.ts';
import { renderValue } from '../../../tracer/render.ts';

const KIND: Record<string, string> = { LIST: 'array', DICT: 'object', SET: 'Set', MAP: 'Map', FUNCTION: 'function' };

export function kindOf(object: HeapObject): string {
  if (object[0] === 'INSTANCE' || object[0] === 'ERROR') return object[1];
  if (object[0] === 'FUNCTION') return `function ${object[1]}`;
  return KIND[object[0]] ?? object[0].toLowerCase();
}

/** The rows a box shows: a set's items unnumbered, a map's values under their keys (the keys are labels here). */
export function entriesOf(object: HeapObject): [string, Value][] {
  if (object[0] === 'ERROR') return [['message', object[2]]];
  const set = object[0] === 'SET';
  return slotsOf(object).flatMap(([slot, value]): [string, Value][] => {
    if (slot.kind === 'mapKey') return [];
    if (slot.kind === 'mapValue') return [[renderValue(slot.key, {}, { maxLength: 16 }), value]];
    return [[slot.kind === 'field' ? slot.name : set ? '' : String(slot.index), value]];
  });
}
