/**
 * How one step's values are written into a trace (encode.ts): each kind of value, the string preview in code points,
 * the heap's size limit, and the reuse of an object's last encoding when nothing in it changed.
 */
import { describe, expect, it } from 'vitest';
import { CODE_POINTS, describeError, EncodingMemory, StepEncoder } from './encode.ts';

const GRIN = '\u{1f600}';
const memory = (heapLimit = 100, stringPreview = 5) => new EncodingMemory(heapLimit, stringPreview, CODE_POINTS);

describe('a value as the trace writes it', () => {
  it('primitives as they are; undefined, the non-finite numbers, BigInt and symbols tagged', () => {
    const step = new StepEncoder(memory());
    expect([1, 'a', true, false, null].map((v) => step.value(v))).toEqual([1, 'a', true, false, null]);
    expect(step.value(undefined)).toEqual(['UNDEFINED']);
    expect(step.value(Number.NaN)).toEqual(['NUMBER', 'NaN']);
    expect(step.value(Number.POSITIVE_INFINITY)).toEqual(['NUMBER', 'Infinity']);
    expect(step.value(Number.NEGATIVE_INFINITY)).toEqual(['NUMBER', '-Infinity']);
    expect(step.value(10n)).toEqual(['BIGINT', '10']);
    expect(step.value(Symbol('s'))).toEqual(['SYMBOL', 's']);
    expect(step.value(Symbol())).toEqual(['SYMBOL', '']);
  });

  it('a string past the preview as its first code points and its length in code points; at the preview, whole', () => {
    const step = new StepEncoder(memory(100, 3));
    expect(step.value('abc')).toBe('abc');
    expect(step.value('abcd')).toEqual(['LONG_STRING', 'abc', 4]);
    // Four UTF-16 units, two code points: within a preview of three.
    expect(step.value(`${GRIN}${GRIN}`)).toBe(`${GRIN}${GRIN}`);
    expect(step.value(`${GRIN}${GRIN}${GRIN}${GRIN}`)).toEqual(['LONG_STRING', `${GRIN}${GRIN}${GRIN}`, 4]);
  });

  it('measures strings in code points, and slices without splitting a pair', () => {
    expect(CODE_POINTS.length(`a${GRIN}`)).toBe(2);
    expect(CODE_POINTS.length('')).toBe(0);
    expect(CODE_POINTS.slice(`a${GRIN}b`, 2)).toBe(`a${GRIN}`);
    expect(CODE_POINTS.slice('ab', 0)).toBe('');
    expect(CODE_POINTS.slice('ab', 5)).toBe('ab');
  });
});

describe('objects on the heap', () => {
  it('each kind: list, set, map, dict, instance, function, error, promise', () => {
    class Route {
      server = 'docs';
    }
    const error = Object.assign(new Error('bad'), { code: 'arguments_invalid' });
    const step = new StepEncoder(memory());
    const refs = [
      [1],
      new Set(['a']),
      new Map([['k', 2]]),
      { a: 1 },
      Object.assign(Object.create(null), { b: 2 }),
      new Route(),
      function named() {},
      () => 0,
      error,
      new TypeError('t'),
      Promise.resolve(1),
    ].map((object) => step.value(object));
    const heap = refs.map((ref) => step.heap[String((ref as ['REF', number])[1])]);
    expect(heap).toEqual([
      ['LIST', 1],
      ['SET', 'a'],
      ['MAP', ['k', 2]],
      ['DICT', ['a', 1]],
      ['DICT', ['b', 2]],
      ['INSTANCE', 'Route', ['server', 'docs']],
      ['FUNCTION', 'named'],
      ['FUNCTION', '(anonymous)'],
      ['ERROR', 'Error', 'bad', 'arguments_invalid'],
      ['ERROR', 'TypeError', 't', null],
      ['PROMISE'],
    ]);
  });

  it('one id per object across steps, a cycle written once, and past the heap limit an elided entry', () => {
    const shared = memory(2);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const first = new StepEncoder(shared);
    const ref = first.value(cyclic);
    expect(first.heap[String((ref as ['REF', number])[1])]).toEqual(['DICT', ['self', ref]]);
    expect(new StepEncoder(shared).value(cyclic)).toEqual(ref);
    const full = new StepEncoder(shared);
    const [a, b, c] = [[1], [2], [3]].map((list) => full.value(list));
    expect(full.heap[String((a as ['REF', number])[1])]).toEqual(['LIST', 1]);
    expect(full.heap[String((b as ['REF', number])[1])]).toEqual(['LIST', 2]);
    expect(full.heap[String((c as ['REF', number])[1])]).toEqual(['ELIDED']);
  });

  it("reuses an object's last encoding when nothing in it changed, and writes a new one when anything did", () => {
    const shared = memory();
    const list = [1, 2];
    const dict: Record<string, unknown> = { a: 1 };
    const instance = new (class Pool {
      size = 1;
    })();
    const encode = () => {
      const step = new StepEncoder(shared);
      const ids = [list, dict, instance, new Set([1])].map((o) => String((step.value(o) as ['REF', number])[1]));
      return ids.map((id) => step.heap[id]);
    };
    const [list1, dict1, instance1] = encode();
    const [list2, dict2, instance2] = encode();
    expect(list2).toBe(list1);
    expect(dict2).toBe(dict1);
    expect(instance2).toBe(instance1);
    list.push(3);
    dict.a = 2;
    instance.size = 2;
    const [list3, dict3, instance3] = encode();
    expect(list3).toEqual(['LIST', 1, 2, 3]);
    expect(dict3).toEqual(['DICT', ['a', 2]]);
    expect(instance3).toEqual(['INSTANCE', 'Pool', ['size', 2]]);
    list[2] = 4;
    dict.b = 1;
    const [list4, dict4] = encode();
    expect(list4).toEqual(['LIST', 1, 2, 4]);
    expect(dict4).toEqual(['DICT', ['a', 2], ['b', 1]]);
    // Same keys, one value changed: the unchanged entry is the very same pair as before.
    dict.b = 2;
    const [, dict5] = encode();
    expect(dict5).toEqual(['DICT', ['a', 2], ['b', 2]]);
    expect((dict5 as unknown[])[1]).toBe((dict4 as unknown[])[1]);
    expect((dict5 as unknown[])[2]).not.toBe((dict4 as unknown[])[2]);
  });

  it("a step's locals, each written as a value; a thunk that throws gives none", () => {
    const step = new StepEncoder(memory());
    expect(step.locals(() => ({ a: 1, b: undefined }))).toEqual({ a: 1, b: ['UNDEFINED'] });
    expect(
      step.locals(() => {
        throw new Error('not yet');
      }),
    ).toEqual({});
  });
});

it('describeError: name, the adapter code when it has one as a string, message; anything else thrown by its type', () => {
  expect(describeError(Object.assign(new Error('m'), { code: 'x' }))).toEqual({
    name: 'Error',
    code: 'x',
    message: 'm',
  });
  expect(describeError(Object.assign(new RangeError('m'), { code: 3 }))).toEqual({
    name: 'RangeError',
    code: null,
    message: 'm',
  });
  expect(describeError('boom')).toEqual({ name: 'string', code: null, message: 'boom' });
  expect(describeError(undefined)).toEqual({ name: 'undefined', code: null, message: 'undefined' });
});
