import { describe, expect, it } from 'vitest';
import { parseAnswer, sameValue, writeValue } from './answer.ts';

const value = (text: string) => {
  const parsed = parseAnswer(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.problem.code}`);
  return parsed.value;
};
const problem = (text: string) => {
  const parsed = parseAnswer(text);
  if (parsed.ok) throw new Error(`${text} parsed as ${JSON.stringify(parsed.value)}`);
  return parsed.problem;
};

describe('answers typed as TypeScript writes values', () => {
  it('reads numbers, strings in three quotes, the four names', () => {
    expect(value('0')).toBe(0);
    expect(value(' -1.5e2 ')).toBe(-150);
    expect(value("'p2'")).toBe('p2');
    expect(value('"search.docs"')).toBe('search.docs');
    expect(value('`mcp__docs__search_docs`')).toBe('mcp__docs__search_docs');
    expect(value("'it\\'s\\n\\u4e2d'")).toBe("it's\n中");
    expect([value('true'), value('false'), value('null'), value('undefined')]).toEqual([true, false, null, undefined]);
  });

  it('reads lists and objects, trailing commas and quoted keys included', () => {
    expect(value("['p2', 'p3',]")).toEqual(['p2', 'p3']);
    expect(value("{ server: 'docs', \"remote\": 'search.docs', }")).toEqual({ server: 'docs', remote: 'search.docs' });
    expect(value('[]')).toEqual([]);
    expect(value('{ a: [1, { b: null }] }')).toEqual({ a: [1, { b: null }] });
  });

  it('keeps __proto__ a plain key, not a prototype', () => {
    const parsed = value('{ __proto__: { polluted: true } }') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses code and names: nothing is evaluated', () => {
    expect(problem('alert(1)')).toMatchObject({ code: 'name', at: 0 });
    expect(problem('tools.length')).toMatchObject({ code: 'name' });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: what a student types, a template literal's text and all.
    expect(problem('`${tools}`')).toMatchObject({ code: 'unexpected', at: 1 });
    expect(problem('1 + 1')).toMatchObject({ code: 'trailing', at: 2, found: '+ 1' });
  });

  it('says where a wrong shape goes wrong', () => {
    expect(problem('')).toMatchObject({ code: 'empty' });
    expect(problem("'p2")).toMatchObject({ code: 'unterminated', at: 0 });
    expect(problem('[1, 2')).toMatchObject({ code: 'unexpected', at: 5 });
    expect(problem('{ a 1 }')).toMatchObject({ code: 'unexpected', at: 4 });
    expect(problem('x'.repeat(2001))).toMatchObject({ code: 'tooLong' });
    expect(problem('['.repeat(40))).toMatchObject({ code: 'tooDeep' });
  });
});

describe('comparing an answer with what the trace shows', () => {
  it('compares values, not spellings', () => {
    expect(sameValue(value("{ b: 'x', a: 1 }"), { a: 1, b: 'x' })).toBe(true);
    expect(sameValue(value('[1, 2]'), [2, 1])).toBe(false);
    expect(sameValue(value('0'), '0')).toBe(false);
    expect(sameValue(value('null'), undefined)).toBe(false);
    expect(sameValue(value('{ a: 1 }'), { a: 1, b: 2 })).toBe(false);
  });

  it('writes a value back as TypeScript would', () => {
    expect(writeValue(['p2', { server: 'docs', 'a-b': null }])).toBe("['p2', { server: 'docs', 'a-b': null }]");
    expect(writeValue("it's")).toBe("'it\\'s'");
  });
});

// Pinned where mutation testing (npm run test:mutation) found behaviour no test held.
describe('answers at their edges', () => {
  it('reads every escape a TypeScript string takes, \\u included, and a backslash before anything else as that thing', () => {
    expect(value("'\\n\\t\\r\\b\\f\\v\\0'")).toBe('\n\t\r\b\f\v\0');
    expect(value("'\\u0041\\u00e9'")).toBe('Aé');
    expect(value("'\\u00g1'")).toBe('u00g1');
    expect(value("'\\q\\\\\\''")).toBe("q\\'");
    expect(value('"a\'b"')).toBe("a'b");
  });

  it('a line break ends a quoted string unfinished, not a template; a template with ${ is code', () => {
    expect(problem("'a\nb'")).toEqual({ code: 'unterminated', at: 0, found: "'a\nb'" });
    expect(value('`a\nb`')).toBe('a\nb');
    expect(value('`a$b{`')).toBe('a$b{');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: what a student types, a template literal's text and all.
    expect(problem('`a${b}`')).toMatchObject({ code: 'unexpected', at: 2 });
  });

  it('says what it found where, and takes space of any kind between the parts', () => {
    expect(problem('   ')).toEqual({ code: 'empty', at: 0, found: '' });
    expect(problem('1'.repeat(2001))).toEqual({ code: 'tooLong', at: 2000, found: '' });
    expect(value('1'.repeat(2000))).toBe(Number('1'.repeat(2000)));
    expect(value('\t[\n1 ,\r\n2 ]\n')).toEqual([1, 2]);
    expect(problem('[1 2]')).toMatchObject({ code: 'unexpected', at: 3, found: '2]' });
    expect(problem('[1,')).toMatchObject({ code: 'unexpected', at: 3 });
    expect(problem('{ a: 1 b: 2 }')).toMatchObject({ code: 'unexpected', at: 7 });
    expect(problem('{ -: 1 }')).toMatchObject({ code: 'unexpected', at: 2 });
    expect(problem('{ a: 1')).toMatchObject({ code: 'unexpected', at: 6 });
    expect(problem('#')).toMatchObject({ code: 'unexpected', at: 0, found: '#' });
    expect(problem('nope')).toMatchObject({ code: 'name', at: 0, found: 'nope' });
    // An alias typed without quotes is said whole, to be put in quotes (it was cut at 12 characters: "mcp__other__").
    expect(problem('mcp__other__search_docs')).toMatchObject({ code: 'name', found: 'mcp__other__search_docs' });
    expect(problem('search.docs')).toMatchObject({ code: 'name', found: 'search.docs' });
    // An idea in words is not a value: said so, not "character 1 is not how a value is written".
    expect(problem('无限')).toMatchObject({ code: 'word', at: 0, found: '无限' });
    expect(problem('forever')).toMatchObject({ code: 'name', found: 'forever' });
  });

  it('reads keys as names, digits or quoted, and and 16 levels below the top but not 17', () => {
    expect(value("{ 1: 'one', _a$: 2, 'b c': 3, \"d\": 4 }")).toEqual({ 1: 'one', _a$: 2, 'b c': 3, d: 4 });
    expect(value(`${'['.repeat(17)}${']'.repeat(17)}`)).toBeDefined();
    expect(problem(`${'['.repeat(18)}${']'.repeat(18)}`)).toMatchObject({ code: 'tooDeep', at: 17 });
    const object = value('{ a: { b: 1 } }') as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(object, 'a')).toMatchObject({ enumerable: true, writable: true });
  });

  it('reads numbers as TypeScript writes them, and undefined', () => {
    expect(value('-1.5e3')).toBe(-1500);
    expect(value('.5')).toBe(0.5);
    expect(value('1.')).toBe(1);
    expect(value('2E-2')).toBe(0.02);
    expect(value('undefined')).toBeUndefined();
    expect(value('[true, false, null]')).toEqual([true, false, null]);
  });

  it('compares as values: NaN is NaN, 0 is -0, a list is not an object, a missing key is not undefined', () => {
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(0, -0)).toBe(true);
    expect(sameValue(1, 2)).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue({}, null)).toBe(false);
    expect(sameValue('a', {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({}, [])).toBe(false);
    expect(sameValue([1], [1, 2])).toBe(false);
    expect(sameValue([[1]], [[1]])).toBe(true);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
  });

  it('writes undefined, escapes and the empty object as TypeScript would', () => {
    expect(writeValue(undefined)).toBe('undefined');
    expect(writeValue('a\\b\nc')).toBe("'a\\\\b\\nc'");
    expect(writeValue({})).toBe('{}');
    expect(writeValue({ $a: 1, '1x': 2 })).toBe("{ $a: 1, '1x': 2 }");
    expect(writeValue(null)).toBe('null');
  });
});
