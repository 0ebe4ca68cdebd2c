/**
 * The lesson's Python trace of a scenario, derived from our golden: how many `call` and `line` events
 * `sys.settrace` reports in the displayed function's own frame (the lesson quotes 407 for its 21 inputs,
 * scenarios/lesson-outcomes.json). Comparing the two makes the goldens answer to the lesson's Python, not only to
 * the code that recorded them: an extra loop turn, an early return or a missing step changes the count.
 *
 * The derivation: each `line` step of the entry frame goes to the first Python line its narration names (`py`);
 * a TypeScript statement written as two steps of one Python line (`const shown = …; if (await askUser(shown…`)
 * counts once. CPython 3.11 (the counts were checked against it by running the lesson's file under `settrace`,
 * docs/testing.md) reports a statement that continues onto further lines (open brackets) as each of its lines and
 * then its first again (`10, 11, 10`) whenever it evaluates through its last line. The one guess: a condition
 * whose body runs next was decided on its first line. It holds for the lesson's inputs; a condition decided on a
 * later line (an argument over 120 characters in `call_external`) would report `10, 11, 10, 12` and count two
 * fewer here.
 */
import type { Trace } from '../tracer/format.ts';
import { LESSON_PYTHON } from './lessonPython.ts';
import { pythonFileOf, pythonLinesOf } from './narration.ts';

export type PythonEvents = { call_events: number; line_events: number };

/** Each Python statement that continues past its first line: first line → last line (both 1-based). */
export function continuedStatements(source: string): Map<number, number> {
  const spans = new Map<number, number>();
  let depth = 0;
  let start = 0;
  source.split('\n').forEach((text, index) => {
    if (depth === 0) start = index + 1;
    // The lesson's files have no brackets inside strings or comments that would unbalance a line.
    for (const char of text.replace(/'[^']*'|"[^"]*"|#.*$/g, '')) {
      if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char)) depth--;
    }
    if (depth === 0 && index + 1 > start) spans.set(start, index + 1);
  });
  return spans;
}

/** The Python lines `settrace` reports for the entry frame of a golden, in order. */
export function pythonLineEventsOf(trace: Trace): number[] {
  const entry = trace.steps.filter((step) => step.stack.length === 1);
  const file = entry[0]?.stack[0]?.file ?? '';
  const python = LESSON_PYTHON[pythonFileOf(file) ?? ''];
  if (python === undefined) throw new Error(`${file} has no lesson Python beside it`);
  const pyLines = python.split('\n');
  const spans = continuedStatements(python);
  const starts: number[] = [];
  for (const step of entry) {
    if (step.event !== 'line') continue;
    const line = step.stack[0]?.line ?? 0;
    const py = pythonLinesOf(file, line)[0];
    if (py === undefined) throw new Error(`${file}:${line} has no lesson line in its narration`);
    if (starts.at(-1) !== py) starts.push(py);
  }
  return starts.flatMap((first, i) => {
    const last = spans.get(first);
    if (last === undefined) return [first];
    const conditionHeld = /^\s*(if|elif|while)\b/.test(pyLines[first - 1] ?? '') && starts[i + 1] === last + 1;
    if (conditionHeld) return [first];
    return [first, ...Array.from({ length: last - first }, (_, k) => first + 1 + k), first];
  });
}

export function pythonEventsOf(trace: Trace): PythonEvents {
  return {
    call_events: trace.steps.filter((step) => step.stack.length === 1 && step.event === 'call').length,
    line_events: pythonLineEventsOf(trace).length,
  };
}
