/**
 * A student's answer, typed as TypeScript writes a value (`0`, `'p2'`, `"search.docs"`, `null`, `true`,
 * `['p2']`, `{ server: 'docs' }`), read by a small parser of literals: never evaluated, so `alert(1)` is a problem
 * to report, not code to run. Problems are codes with the place they were found; the page words them.
 */

export type AnswerProblem = {
  code: 'empty' | 'tooLong' | 'unexpected' | 'unterminated' | 'name' | 'word' | 'trailing' | 'tooDeep';
  /** Where in the text (0-based), and what was found there. */
  at: number;
  found: string;
};
export type ParsedAnswer = { ok: true; value: unknown } | { ok: false; problem: AnswerProblem };

const MAX_LENGTH = 2000;
const MAX_DEPTH = 16;
const NAMES: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

class Problem extends Error {
  constructor(readonly problem: AnswerProblem) {
    super(problem.code);
  }
}

export function parseAnswer(text: string): ParsedAnswer {
  if (text.trim() === '') return { ok: false, problem: { code: 'empty', at: 0, found: '' } };
  if (text.length > MAX_LENGTH) return { ok: false, problem: { code: 'tooLong', at: MAX_LENGTH, found: '' } };
  let at = 0;
  const fail = (code: AnswerProblem['code'], where = at, found = text.slice(where, where + 12)): never => {
    throw new Problem({ code, at: where, found });
  };
  const space = () => {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
  };
  const string = (quote: string): string => {
    const start = at++;
    let out = '';
    while (at < text.length && text[at] !== quote) {
      const char = text[at] as string;
      if (quote === '`' && char === '$' && text[at + 1] === '{') fail('unexpected');
      if (char === '\n' && quote !== '`') fail('unterminated', start);
      if (char === '\\') {
        const next = text[at + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
          out += String.fromCharCode(Number.parseInt(text.slice(at + 2, at + 6), 16));
          at += 6;
          continue;
        }
        out += ESCAPES[next] ?? next;
        at += 2;
        continue;
      }
      out += char;
      at++;
    }
    if (at >= text.length) fail('unterminated', start);
    at++;
    return out;
  };
  const key = (): string => {
    const quote = text[at];
    if (quote === '"' || quote === "'") return string(quote);
    const name = /^[A-Za-z_$][\w$]*|^\d+/.exec(text.slice(at))?.[0];
    if (!name) return fail('unexpected');
    at += name.length;
    return name;
  };
  const value = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail('tooDeep');
    space();
    const char = text[at];
    if (char === undefined) return fail('unexpected');
    if (char === '"' || char === "'" || char === '`') return string(char);
    if (char === '[') {
      at++;
      const list: unknown[] = [];
      for (;;) {
        space();
        if (text[at] === ']') break;
        list.push(value(depth + 1));
        space();
        if (text[at] === ',') at++;
        else if (text[at] !== ']') fail('unexpected');
      }
      at++;
      return list;
    }
    if (char === '{') {
      at++;
      const object: Record<string, unknown> = {};
      for (;;) {
        space();
        if (text[at] === '}') break;
        const name = key();
        space();
        if (text[at] !== ':') fail('unexpected');
        at++;
        Object.defineProperty(object, name, { value: value(depth + 1), enumerable: true, writable: true });
        space();
        if (text[at] === ',') at++;
        else if (text[at] !== '}') fail('unexpected');
      }
      at++;
      return object;
    }
    const number = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(at))?.[0];
    if (number) {
      at += number.length;
      return Number(number);
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(at))?.[0];
    if (name && Object.hasOwn(NAMES, name)) {
      at += name.length;
      return NAMES[name];
    }
    // A name is not a value: `tools` or `alert(1)` would need running code to mean anything. It is said whole (an
    // alias typed without quotes, `mcp__other__search_docs`, is shown as typed, to be put in quotes); words of a
    // sentence (`无限`, "forever") are words, not a way of writing a value.
    const word = /^[\p{L}\p{N}_$.-]+/u.exec(text.slice(at))?.[0] ?? '';
    if (name) return fail('name', at, word.slice(0, 60));
    return fail(/^\p{L}/u.test(word) ? 'word' : 'unexpected', at, word ? word.slice(0, 60) : undefined);
  };
  try {
    const parsed = value(0);
    space();
    if (at < text.length) fail('trailing');
    return { ok: true, value: parsed };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** Plain data compared as values: same primitives, same lists in order, same keys with the same values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** The value as TypeScript would write it, for feedback (`'p2'`, `['a', 'b']`, `{ server: 'docs' }`). */
export function writeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (Array.isArray(value)) return `[${value.map(writeValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : writeValue(key)}: ${writeValue(item)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}
