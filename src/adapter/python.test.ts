import { describe, expect, it } from 'vitest';
import {
  compareCodePoints,
  deepCopy,
  get,
  isBlank,
  isDict,
  JsonEncodeError,
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

// Pinned where mutation testing (npm run test:mutation) found behaviour no test held: each case is Python 3.11's.
describe('Python semantics at their edges', () => {
  it('len pairs a high surrogate only with a low one that follows it (as json.loads joins an escaped pair)', () => {
    expect(pyLen('\ud800\udc00')).toBe(1);
    expect(pyLen('\udbff\udfff')).toBe(1);
    expect(pyLen('\ud7ff\udc00')).toBe(2); // not a high surrogate
    expect(pyLen('\udc00\udc00')).toBe(2); // a low one first
    expect(pyLen('\ud800\udbff')).toBe(2); // two high ones
    expect(pyLen('\ud800\ue000')).toBe(2); // past the low range
    expect(pyLen(`a${GRIN}b`)).toBe(3);
  });

  it('dict.get with a key from outside: a str key is found, a key of another type is not, a list or dict raises', () => {
    expect(lookup({ a: 1 }, 'a')).toBe(1);
    expect(lookup({ 1: 'one' }, 1)).toBeUndefined();
    expect(lookup({ a: 1 }, null)).toBeUndefined();
    expect(lookup({ a: 1 }, 'toString')).toBeUndefined();
    expect(() => lookup({ a: 1 }, ['a'])).toThrow("unhashable type: 'list'");
    expect(() => lookup({ a: 1 }, { a: 1 })).toThrow("unhashable type: 'dict'");
  });

  it('strip() takes \\v and \\f for blanks', () => {
    expect(isBlank('\v\f')).toBe(true);
    expect(isBlank('V')).toBe(false);
  });

  it('deepcopy copies maps and sets with what they hold, and keeps other class instances as they are', () => {
    const inner = [1];
    const map = new Map([['k', inner]]);
    const copiedMap = deepCopy(map);
    expect(copiedMap).not.toBe(map);
    expect(copiedMap.get('k')).toEqual([1]);
    expect(copiedMap.get('k')).not.toBe(inner);
    const set = new Set([inner]);
    const copiedSet = deepCopy(set);
    expect(copiedSet).not.toBe(set);
    expect([...copiedSet][0]).toEqual([1]);
    expect([...copiedSet][0]).not.toBe(inner);
    const when = new Date(0);
    expect(deepCopy({ when }).when).toBe(when);
  });

  it('json.dumps(...).encode() counts each escape and each UTF-8 length at its boundary', () => {
    // json.dumps(c, ensure_ascii=False).encode() for one character c, quotes included.
    const cases: [string, number][] = [
      ['\r\t\b\f', 10],
      ['\x1f', 8], // \u001f
      [' ', 3],
      ['\x7f', 3],
      ['\x80', 4],
      ['\u07ff', 4],
      ['\u0800', 5],
      ['\ud7ff', 5],
      ['\ue000', 5],
      ['\uffff', 5],
      ['\u{10000}', 6],
    ];
    for (const [text, bytes] of cases) expect(jsonByteLength(text), JSON.stringify(text)).toBe(bytes);
    expect(() => jsonByteLength('\udfff')).toThrow(JsonEncodeError);
    expect(() => jsonByteLength('\ud800')).toThrow(JsonEncodeError);
  });

  it('json.dumps refuses what is not JSON, naming its type as Python does', () => {
    expect(() => jsonByteLength(() => 1)).toThrow('Object of type function is not JSON serializable');
    expect(() => jsonByteLength(new Map())).toThrow('Object of type Map is not JSON serializable');
    expect(() => jsonByteLength(Object.create(Object.create(null)))).toThrow(
      'Object of type object is not JSON serializable',
    );
    const error = (() => {
      try {
        jsonByteLength([undefined]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(JsonEncodeError);
    expect((error as Error).name).toBe('JsonEncodeError');
  });

  it('json.dumps writes nan and the infinities as Python does, and a float past 2**53 with its zeros', () => {
    expect(pyNumber(Number.NaN)).toBe('NaN');
    expect(pyNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(pyNumber(Number.NEGATIVE_INFINITY)).toBe('-Infinity');
    expect(jsonByteLength([Number.NaN])).toBe(5);
    expect(pyNumber(9007199254741000)).toBe('9007199254741000.0');
    expect(pyNumber(9007199254740994)).toBe('9007199254740994.0');
    expect(pyNumber(-9007199254741000)).toBe('-9007199254741000.0');
  });
});
