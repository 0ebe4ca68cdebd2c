import { describe, expect, it } from 'vitest';
import {
  compareCodePoints,
  deepCopy,
  get,
  isBlank,
  isDict,
  jsonByteLength,
  lookup,
  pyLen,
  pyNumber,
  pySlice,
  sameKeys,
  sortedItems,
} from './python.ts';

const GRIN = '\u{1f600}'; // one code point, two UTF-16 units

describe('len counts code points, as Python does', () => {
  it('counts an astral character once', () => {
    expect(GRIN.length).toBe(2);
    expect(pyLen(GRIN.repeat(120))).toBe(120);
    expect(pyLen(`a${GRIN}b`)).toBe(3);
  });
  it('counts a lone surrogate as one code point', () => {
    expect(pyLen('\ud800x')).toBe(2);
  });
  it('slices by code points without splitting a pair', () => {
    expect(pySlice(GRIN.repeat(200), 180)).toBe(GRIN.repeat(180));
    expect(pySlice('abc', 180)).toBe('abc');
  });
});

describe('the page budget is measured as json.dumps(page, ensure_ascii=False).encode()', () => {
  it('uses Python separators and UTF-8 (vectors from CPython 3.11)', () => {
    expect(jsonByteLength({ tools: [], padding: '' })).toBe(28);
    expect(
      jsonByteLength({
        tools: [{ name: 'a', x: [1, 2.5, null, true, false, {}], d: `中\u0001\n"\\${GRIN}` }],
        nextCursor: 'p2',
      }),
    ).toBe(112);
    expect(jsonByteLength([1e16, 1e-5, 0.0001, 123.456, -2.5e-7, 1.5e300])).toBe(51);
  });
  it('writes floats as Python repr does', () => {
    expect([1e16, 1e-5, 0.0001, 123.456, -2.5e-7, 1.5e300, 1e22, 1.2345678901234567e19].map(pyNumber)).toEqual([
      '1e+16',
      '1e-05',
      '0.0001',
      '123.456',
      '-2.5e-07',
      '1.5e+300',
      '1e+22',
      '1.2345678901234567e+19',
    ]);
  });
  it('differs from JSON.stringify, which drops the spaces', () => {
    const page = { tools: [], padding: '中' };
    expect(new TextEncoder().encode(JSON.stringify(page)).length).toBe(28);
    expect(jsonByteLength(page)).toBe(31);
  });
  it('refuses what Python cannot encode: lone surrogates, cycles, non-JSON values', () => {
    expect(() => jsonByteLength({ text: '\ud800' })).toThrow(/surrogate/);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => jsonByteLength(cycle)).toThrow(/Circular/);
    expect(() => jsonByteLength({ f: () => 1 })).toThrow(/not JSON serializable/);
  });
});

describe('dict.get tells a missing key from a None value', () => {
  it('gives the fallback only for a missing key', () => {
    expect(get({}, 'isError', false)).toBe(false);
    expect(get({ isError: null }, 'isError', false)).toBeNull();
  });
  it('never reads through the prototype', () => {
    expect(get({}, 'constructor')).toBeUndefined();
    expect(lookup({}, 'toString')).toBeUndefined();
  });
  it('raises for unhashable keys, as a Python dict does', () => {
    expect(() => lookup({ a: 1 }, ['a'])).toThrow(TypeError);
    expect(lookup({ a: 1 }, 7)).toBeUndefined();
  });
});

describe('strip() uses Python whitespace', () => {
  it('treats \\x1c-\\x1f and \\x85 as blank, unlike String.prototype.trim', () => {
    for (const text of ['\x1c', '\x1d\x1e\x1f', '\x85', ' \t\n\u3000']) expect(isBlank(text)).toBe(true);
    expect('\x1c'.trim()).toBe('\x1c');
  });
  it('treats \\ufeff as text, unlike String.prototype.trim', () => {
    expect(isBlank('\ufeff')).toBe(false);
    expect('\ufeff'.trim()).toBe('');
  });
});

describe('sorted() orders by code point', () => {
  it('puts an astral character after U+FF5E, where UTF-16 order puts it before', () => {
    expect(['\uff5e', GRIN].sort()).toEqual([GRIN, '\uff5e']);
    expect(['\uff5e', GRIN].sort(compareCodePoints)).toEqual(['\uff5e', GRIN]);
    expect(sortedItems({ [GRIN]: 1, '\uff5e': 2, b: 3, a: 4 }).map(([key]) => key)).toEqual(['a', 'b', '\uff5e', GRIN]);
  });
  it('orders a prefix first', () => {
    expect(compareCodePoints('doc', 'docs')).toBeLessThan(0);
    expect(compareCodePoints('docs', 'docs')).toBe(0);
  });
});

describe('deepcopy makes a real deep copy', () => {
  it('copies nested containers and keeps functions as they are', () => {
    const invoke = () => 1;
    const original = { a: { b: [1, { c: 2 }] }, invoke };
    const copy = deepCopy(original);
    expect(copy).toEqual(original);
    expect(copy.a).not.toBe(original.a);
    expect(copy.a.b[1]).not.toBe(original.a.b[1]);
    expect(copy.invoke).toBe(invoke);
  });
  it('keeps shared references shared and cycles cyclic, like its memo', () => {
    const shared = { x: 1 };
    const original: Record<string, unknown> = { left: shared, right: shared };
    original.self = original;
    const copy = deepCopy(original);
    expect(copy.left).toBe(copy.right);
    expect(copy.left).not.toBe(shared);
    expect(copy.self).toBe(copy);
  });
  it('keeps a "__proto__" key from JSON as a key', () => {
    const copy = deepCopy(JSON.parse('{"__proto__": {"x": 1}}'));
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });
});

describe('isinstance(x, dict) and set equality', () => {
  it('accepts plain objects only', () => {
    expect(isDict({})).toBe(true);
    expect(isDict(Object.create(null))).toBe(true);
    for (const value of [null, [], new Map(), new Date(), 'x', 1]) expect(isDict(value)).toBe(false);
  });
  it('compares key sets, ignoring order and repeats', () => {
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameKeys(['a', 'a'], ['a'])).toBe(true);
    expect(sameKeys(['a'], ['a', 'b'])).toBe(false);
  });
});
