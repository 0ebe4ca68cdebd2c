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
