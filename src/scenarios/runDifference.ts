/**
 * The judgement of one run (pure): the student's result against the lesson's
 * own adapter on the same scenario, value and fakes' logs, and where they
 * first part, by path. The lesson's adapter is the oracle for custom
 * scenarios too, which have no recorded lesson outcome.
 */
import type { RunResult } from './harness.ts';

export type Difference = { path: string; expected: string; got: string };

const MISSING = Symbol('missing');

const show = (value: unknown) => {
  if (value === MISSING) return '—';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

function firstDifference(expected: unknown, got: unknown, path: string): Difference | null {
  if (Object.is(expected, got)) return null;
  const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!object(expected) || !object(got) || Array.isArray(expected) !== Array.isArray(got)) {
    return { path, expected: show(expected), got: show(got) };
  }
  for (const key of new Set([...Object.keys(expected), ...Object.keys(got)])) {
    const at = Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`;
    const found = firstDifference(
      Object.hasOwn(expected, key) ? expected[key] : MISSING,
      Object.hasOwn(got, key) ? got[key] : MISSING,
      at,
    );
    if (found) return found;
  }
  return null;
}

/** Null when the run matches the lesson's; else the first path (under `result` or `logs`) that differs. */
export function judgeRun(lesson: RunResult, student: RunResult): Difference | null {
  return (
    firstDifference(lesson.observed, student.observed, 'result') ?? firstDifference(lesson.logs, student.logs, 'logs')
  );
}
