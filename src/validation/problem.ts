/**
 * A problem found in untrusted input (a scenario, a trace file, a link), in
 * no language: a code, where (a JSON path or a parameter), and the values the
 * sentence needs. The page says it in its own language at display time
 * (say.ts, with the words of messages.ts: loaded only when a problem is
 * shown), so switching the language re-words what is already shown; Node
 * tools say it in English.
 */
import type { z } from 'zod';
import type { ProblemCode } from './messages.ts';

export type { ProblemCode } from './messages.ts';
export type ProblemValues = Record<string, string | number>;
export type Problem = { path: string; code: ProblemCode; values: ProblemValues };

export const problem = (path: string, code: ProblemCode, values: ProblemValues = {}): Problem => ({
  path,
  code,
  values,
});

/** `input.pages[0].cursor`: a JSON path as a person reads it; `(root)` for the whole document. */
export function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

const list = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value) ?? String(value)).join(', ');

/** Whether `path` names a key its parent object (found in `input`) does not have at all. */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let parent: unknown = input;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  return typeof parent === 'object' && parent !== null && !Object.hasOwn(parent, path.at(-1) as PropertyKey);
}

/**
 * A zod issue as a problem. Our own refinements name their code in
 * `params.problem`; an issue this mapping does not know keeps zod's text
 * (English) under `invalid`, so nothing is ever lost. With the `input` that was
 * checked, a key left out is said to be missing rather than of the wrong type.
 */
export function problemOfIssue(issue: z.core.$ZodIssue, input?: unknown): Problem {
  const path = pathOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return problem(path, isMissing(input, issue.path) ? 'missing' : 'type', { expected: issue.expected });
    case 'too_small':
    case 'too_big': {
      const origin = ['string', 'array', 'set'].includes(issue.origin)
        ? issue.origin === 'string'
          ? 'string'
          : 'array'
        : 'number';
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      return problem(path, `${issue.code}_${origin}` as ProblemCode, { limit: String(bound) });
    }
    case 'invalid_value':
      return problem(path, 'value', { values: list(issue.values) });
    case 'unrecognized_keys':
      return problem(path, 'unknown_keys', { keys: issue.keys.join(', ') });
    case 'invalid_union':
      return problem(path, 'union');
    case 'invalid_format':
      return problem(path, 'format', { format: 'pattern' in issue && issue.pattern ? issue.pattern : issue.format });
    case 'custom': {
      // Our refinements name a code of messages.ts (the catalog test checks every code has its words).
      const code = issue.params?.problem as ProblemCode | undefined;
      if (code) return problem(path, code, issue.params?.values ?? {});
      return problem(path, 'invalid', { message: issue.message });
    }
    default:
      return problem(path, 'invalid', { message: issue.message });
  }
}

/** The JSON.parse failure as a problem: the line and column when the engine says them. */
export function problemOfJsonError(error: unknown): Problem {
  const text = error instanceof Error ? error.message : String(error);
  const at = /line (\d+) column (\d+)/.exec(text);
  if (at) return problem('(root)', 'not_json_at', { line: Number(at[1]), column: Number(at[2]) });
  const position = /position (\d+)/.exec(text);
  if (position) return problem('(root)', 'not_json_position', { position: Number(position[1]) });
  return problem('(root)', 'not_json');
}
