/**
 * The judgement of one run (pure): the student's result against the lesson's
 * own adapter on the same scenario, value and fakes' logs, and where they
 * first part, by path. The lesson's adapter is the oracle for custom
 * scenarios too, which have no recorded lesson outcome.
 */
import type { RunResult } from './harness.ts';

export type Difference = { path: string; expected: string; got: string };

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/**
 * Where two values first part: a list of another length at its `.length` (the count is the symptom: four page calls
 * instead of two), a key one side lacks at the object holding it (both objects shown: the service got `{}`), else
 * the first differing leaf.
 */
function firstDifference(expected: unknown, got: unknown, path: string): Difference | null {
  if (Object.is(expected, got)) return null;
  const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!object(expected) || !object(got) || Array.isArray(expected) !== Array.isArray(got)) {
    return { path, expected: show(expected), got: show(got) };
  }
  if (Array.isArray(expected) && Array.isArray(got) && expected.length !== got.length) {
    return { path: `${path}.length`, expected: String(expected.length), got: String(got.length) };
  }
  for (const key of new Set([...Object.keys(expected), ...Object.keys(got)])) {
    if (!Object.hasOwn(expected, key) || !Object.hasOwn(got, key))
      return { path, expected: show(expected), got: show(got) };
    const at = Array.isArray(expected) ? `${path}[${key}]` : `${path}.${key}`;
    const found = firstDifference(expected[key], got[key], at);
    if (found) return found;
  }
  return null;
}

/** Where the run's value and where its fakes' logs first part from the lesson's: none, one or both. */
export function runDifferences(lesson: RunResult, student: RunResult): Difference[] {
  return [
    firstDifference(lesson.observed, student.observed, 'result'),
    firstDifference(lesson.logs, student.logs, 'logs'),
  ].filter((difference): difference is Difference => difference !== null);
}

/** Null when the run matches the lesson's; else the first path (under `result` or `logs`) that differs. */
export function judgeRun(lesson: RunResult, student: RunResult): Difference | null {
  return runDifferences(lesson, student)[0] ?? null;
}
