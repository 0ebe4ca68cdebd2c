/** The one reading of the heap's object kinds: what each holds and where, and the same object with its values changed. */
import { expect, it } from 'vitest';
import { type HeapObject, slotsOf, type Value, withValues } from './format.ts';

const ref = (id: number) => ['REF', id] as unknown as Value;
const KINDS: HeapObject[] = [
  ['LIST', 1, ref(2)],
  ['SET', 'a'],
  ['DICT', ['name', 'x'], ['tool', ref(3)]],
  ['INSTANCE', 'Error', ['code', 'bad']],
  ['MAP', [ref(4), 'v'], ['k', ref(5)]],
  ['FUNCTION', 'f'],
  ['ERROR', 'AdapterError', 'boom', null],
  ['PROMISE'],
  ['ELIDED'],
];

it('lists and sets hold items by position, dicts and instances fields by name, maps keys and values by entry', () => {
  expect(KINDS.map(slotsOf)).toEqual([
    [
      [{ kind: 'item', index: 0 }, 1],
      [{ kind: 'item', index: 1 }, ref(2)],
    ],
    [[{ kind: 'item', index: 0 }, 'a']],
    [
      [{ kind: 'field', name: 'name' }, 'x'],
      [{ kind: 'field', name: 'tool' }, ref(3)],
    ],
    [[{ kind: 'field', name: 'code' }, 'bad']],
    [
      [{ kind: 'mapKey', index: 0, key: ref(4) }, ref(4)],
      [{ kind: 'mapValue', index: 0, key: ref(4) }, 'v'],
      [{ kind: 'mapKey', index: 1, key: 'k' }, 'k'],
      [{ kind: 'mapValue', index: 1, key: 'k' }, ref(5)],
    ],
    [],
    [],
    [],
    [],
  ]);
});

it('withValues changes every value slotsOf names, in place, and nothing else', () => {
  const bump = (value: Value): Value =>
    Array.isArray(value) && value[0] === 'REF' ? ref((value[1] as number) + 10) : value;
  for (const object of KINDS) {
    const changed = withValues(object, bump);
    expect(changed[0]).toBe(object[0]);
    expect(slotsOf(changed)).toEqual(
      slotsOf(object).map(([slot, value]) => {
        const key = 'key' in slot ? { ...slot, key: bump(slot.key) } : slot;
        return [key, bump(value)];
      }),
    );
  }
  expect(withValues(['INSTANCE', 'Error', ['code', ref(1)]], bump)).toEqual(['INSTANCE', 'Error', ['code', ref(11)]]);
  expect(withValues(['FUNCTION', 'f'], bump)).toEqual(['FUNCTION', 'f']);
});
