import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROBLEM_TEXT } from './messages.ts';
import { problemOfIssue, problemOfJsonError } from './problem.ts';
import { describeProblem } from './say.ts';

const issuesOf = (schema: z.ZodType, data: unknown) => {
  const parsed = schema.safeParse(data);
  if (parsed.success) throw new Error('expected a problem');
  return parsed.error.issues.map((issue) => problemOfIssue(issue, data));
};

describe('problems are said in the reader’s language', () => {
  it('a key left out is missing, not of the wrong type; a key of the wrong type says the type', () => {
    const schema = z.object({ label: z.object({ zh: z.string() }), order: z.number() });
    expect(issuesOf(schema, { order: 'x' })).toEqual([
      { path: 'label', code: 'missing', values: { expected: 'object' } },
      { path: 'order', code: 'type', values: { expected: 'number' } },
    ]);
    expect(describeProblem({ path: 'label', code: 'missing', values: { expected: 'object' } }, 'zh')).toContain(
      '缺少这一项',
    );
  });

  it('maps each kind of zod issue to a code of its own, with its path', () => {
    const schema = z.strictObject({
      name: z.string().min(2),
      count: z.number().int().max(3),
      kind: z.enum(['a', 'b']),
      id: z.string().regex(/^[a-z]+$/),
      list: z.array(z.string()).min(1),
      either: z.union([z.string(), z.number()]),
      pages: z.array(z.string()).refine((p) => p.length === 0, { params: { problem: 'cursor_repeated' } }),
    });
    const problems = issuesOf(schema, {
      name: 'x',
      count: 9,
      kind: 'c',
      id: 'A',
      list: [],
      either: true,
      pages: ['a'],
      extra: 1,
    });
    expect(problems.map((p) => [p.path, p.code])).toEqual([
      ['name', 'too_small_string'],
      ['count', 'too_big_number'],
      ['kind', 'value'],
      ['id', 'format'],
      ['list', 'too_small_array'],
      ['either', 'union'],
      ['pages', 'cursor_repeated'],
      ['(root)', 'unknown_keys'],
    ]);
    expect(issuesOf(z.object({ a: z.string() }), { a: 1 }).map((p) => describeProblem(p, 'zh'))).toEqual([
      'a: 应为字符串',
    ]);
    expect(issuesOf(z.object({ a: z.string() }), { a: 1 }).map((p) => describeProblem(p, 'en'))).toEqual([
      'a: expected a string',
    ]);
  });

  it('names where JSON breaks, in either language', () => {
    let error: unknown;
    try {
      JSON.parse('{ nope');
    } catch (caught) {
      error = caught;
    }
    const p = problemOfJsonError(error);
    expect(p.code).toMatch(/^not_json/);
    expect(describeProblem(p, 'zh')).toMatch(/^\(root\): 不是合法的 JSON/);
  });

  it('every code has both languages, every placeholder filled alike', () => {
    for (const [code, text] of Object.entries(PROBLEM_TEXT)) {
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(text.zh), code).toEqual(holes(text.en));
      expect(text.zh, code).not.toBe(text.en);
      // The Chinese sentence is Chinese: it holds CJK text besides any names it quotes.
      expect(text.zh, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
