/**
 * The Python semantics the lesson's reference relies on, where JavaScript
 * differs. The adapter calls these instead of the look-alike JavaScript
 * built-ins, so each trap listed in the reference is handled in one place.
 * Pure functions: no module state, no I/O.
 */

export type JsonObject = { [key: string]: unknown };

/**
 * isinstance(value, dict) for the data the lesson handles: a plain object.
 * Arrays, null, class instances (Map, Date, …) are not dicts.
 */
export function isDict(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * dict.get(key, fallback): the fallback only when the key is missing, so a
 * key present with null yields null (Python's None), not the fallback. Own
 * keys only, so "constructor" or "__proto__" never reach the prototype.
 */
export function get(dict: JsonObject, key: string, fallback?: unknown): unknown {
  return Object.hasOwn(dict, key) ? dict[key] : fallback;
}

/**
 * mapping.get(key) where the key comes from outside: Python raises TypeError
 * for an unhashable key (a list or dict) and finds nothing for a key of
 * another type; JavaScript would coerce ["a"] to "a" and find it.
 */
export function lookup<T>(mapping: Record<string, T>, key: unknown): T | undefined {
  if (typeof key === 'object' && key !== null) {
    throw new TypeError(`unhashable type: '${Array.isArray(key) ? 'list' : 'dict'}'`);
  }
  return typeof key === 'string' && Object.hasOwn(mapping, key) ? mapping[key] : undefined;
}

/** len(text): Unicode code points, not UTF-16 code units. */
export function pyLen(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** text[:limit]: the first `limit` code points, never half a surrogate pair. */
export function pySlice(text: string, limit: number): string {
  let taken = 0;
  let end = 0;
  for (const char of text) {
    if (taken === limit) break;
    end += char.length;
    taken++;
  }
  return text.slice(0, end);
}

// str.isspace: bidirectional class WS, B or S, or category Zs. Unlike
// String.prototype.trim it includes \x1c-\x1f and \x85 and excludes \ufeff.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are Python whitespace.
const PY_BLANK = /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

/** not text.strip(): empty or Python whitespace only. */
export function isBlank(text: string): boolean {
  return PY_BLANK.test(text);
}

/** sorted(mapping.items()): keys in code point order (UTF-16 order differs past U+FFFF). */
export function sortedItems<T>(mapping: Record<string, T>): [string, T][] {
  return Object.entries(mapping).sort(([a], [b]) => compareCodePoints(a, b));
}

export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return (x.done ? 0 : 1) - (y.done ? 0 : 1);
    const diff = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
}

/** set(a) == set(b) for lists of keys. */
export function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size !== right.size) return false;
  for (const key of left) if (!right.has(key)) return false;
  return true;
}

/**
 * copy.deepcopy: containers are copied, shared references stay shared within
 * the copy and cycles are kept (Python's memo); functions are atomic, as in
 * Python, so a route's invoke stays the very client function.
 */
export function deepCopy<T>(value: T, memo = new Map<unknown, unknown>()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (memo.has(value)) return memo.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    memo.set(value, copy);
    for (const item of value) copy.push(deepCopy(item, memo));
    return copy as T;
  }
  if (value instanceof Map) {
    const copy = new Map();
    memo.set(value, copy);
    for (const [key, item] of value) copy.set(deepCopy(key, memo), deepCopy(item, memo));
    return copy as T;
  }
  if (value instanceof Set) {
    const copy = new Set();
    memo.set(value, copy);
    for (const item of value) copy.add(deepCopy(item, memo));
    return copy as T;
  }
  if (isDict(value)) {
    const copy: JsonObject = Object.create(Object.getPrototypeOf(value));
    memo.set(value, copy);
    // defineProperty, not assignment: a "__proto__" key from JSON.parse must stay a key.
    for (const key of Object.keys(value)) {
      Object.defineProperty(copy, key, {
        value: deepCopy(value[key], memo),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy as T;
  }
  // Other class instances (errors, dates) do not occur in the lesson's data.
  return value;
}

/** Raised where Python's json.dumps or str.encode would raise. */
export class JsonEncodeError extends TypeError {
  override name = 'JsonEncodeError';
}

/**
 * len(json.dumps(value, ensure_ascii=False).encode()): separators ", " and
 * ": ", non-ASCII written as is and counted in UTF-8, control characters
 * escaped as Python escapes them. A lone surrogate cannot be encoded (Python:
 * UnicodeEncodeError) and neither can a cycle or a non-JSON value.
 */
export function jsonByteLength(value: unknown): number {
  return encodedLength(value, new Set());
}

function encodedLength(value: unknown, open: Set<object>): number {
  if (value === null) return 4;
  if (value === true) return 4;
  if (value === false) return 5;
  if (typeof value === 'string') return stringLength(value);
  if (typeof value === 'number') return pyNumber(value).length;
  if (typeof value !== 'object') {
    throw new JsonEncodeError(`Object of type ${typeof value} is not JSON serializable`);
  }
  if (open.has(value)) throw new JsonEncodeError('Circular reference detected');
  open.add(value);
  let total: number;
  if (Array.isArray(value)) {
    total = 2 + Math.max(0, value.length - 1) * 2;
    for (const item of value) total += encodedLength(item, open);
  } else if (isDict(value)) {
    const keys = Object.keys(value);
    total = 2 + Math.max(0, keys.length - 1) * 2;
    for (const key of keys) total += stringLength(key) + 2 + encodedLength(value[key], open);
  } else {
    throw new JsonEncodeError(`Object of type ${value.constructor?.name ?? 'object'} is not JSON serializable`);
  }
  open.delete(value);
  return total;
}

function stringLength(text: string): number {
  let total = 2;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      code === 0x22 ||
      code === 0x5c ||
      code === 0x0a ||
      code === 0x0d ||
      code === 0x09 ||
      code === 0x08 ||
      code === 0x0c
    ) {
      total += 2;
    } else if (code < 0x20) {
      total += 6;
    } else if (code < 0x80) {
      total += 1;
    } else if (code < 0x800) {
      total += 2;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      throw new JsonEncodeError("'utf-8' codec can't encode a lone surrogate");
    } else if (code < 0x10000) {
      total += 3;
    } else {
      total += 4;
    }
  }
  return total;
}

/** How json.dumps writes a number: integers as digits, floats as repr(). */
export function pyNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  // JSON text read into JavaScript no longer tells 1 from 1.0; integers are
  // far more common in catalogs, so an integral value counts as a Python int.
  if (Number.isSafeInteger(value)) return String(value);
  const [mantissa = '0', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = negative ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${digits[0]}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction || '0'}`;
}
