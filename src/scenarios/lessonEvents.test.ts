/** The goldens' step structure against the lesson's own Python event counts (lessonEvents.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineIn } from '../testing/lineIn.ts';
import type { Trace } from '../tracer/format.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { continuedStatements, pythonEventsOf, pythonLineEventsOf } from './lessonEvents.ts';
import { LESSON_PYTHON } from './lessonPython.ts';
import { ENTRY_SOURCES } from './sources.ts';
import { lessonOutcomes } from './testing/reference.ts';

const golden = (fn: string, id: string): Trace =>
  deserializeTrace(readFileSync(new URL(`../../scenarios/${fn}/${id}.trace.json`, import.meta.url), 'utf8'));

describe('each golden counts the Python events the lesson quotes for its scenario', () => {
  for (const outcome of lessonOutcomes()) {
    it(`${outcome.function}/${outcome.scenario}`, () => {
      expect(pythonEventsOf(golden(outcome.function, outcome.scenario))).toEqual(outcome.python_trace_events);
    });
  }
});

it('the 21 add up to the 407 events the lesson quotes', () => {
  const total = lessonOutcomes().reduce(
    (sum, o) => sum + pythonEventsOf(golden(o.function, o.scenario)).line_events + 1,
    0,
  );
  expect(total).toBe(407);
});

it('call_external/success reads as CPython 3.11 reports it: the two-line condition as 10, 11, 10', () => {
  // Recorded by running src/adapter/lesson/call_external.py under sys.settrace (docs/testing.md).
  expect(pythonLineEventsOf(golden('call_external', 'success'))).toEqual([
    3, 4, 5, 6, 7, 9, 10, 11, 10, 13, 15, 16, 17,
  ]);
  // The condition held on its first line: the body follows, and Python never reported line 11.
  expect(pythonLineEventsOf(golden('call_external', 'bad_args'))).toEqual([3, 4, 5, 6, 7, 9, 10, 12, 18, 19]);
});

it('continued statements are found from open brackets', () => {
  expect(continuedStatements(LESSON_PYTHON['src/adapter/lesson/call_external.py'] ?? '')).toEqual(new Map([[10, 11]]));
  expect(continuedStatements(LESSON_PYTHON['src/adapter/lesson/assemble_tool_pool.py'] ?? '')).toEqual(
    new Map([
      [18, 19],
      [20, 21],
    ]),
  );
});

it('a golden that returned after page one (the early return the lesson forbids) no longer matches', () => {
  const trace = golden('discover_tools', 'pages');
  const want = lessonOutcomes().find((o) => o.scenario === 'pages')?.python_trace_events;
  // Cut the entry frame's steps at the second page's request, then return from there.
  const request = lineIn(ENTRY_SOURCES.discover_tools.source, 'await listPage(');
  const requests = trace.steps.flatMap((step, i) =>
    step.stack.length === 1 && step.event === 'line' && step.stack[0]?.line === request ? [i] : [],
  );
  const secondPage = requests[1] ?? -1;
  expect(secondPage).toBeGreaterThan(0);
  const cut = { ...trace, steps: [...trace.steps.slice(0, secondPage), trace.steps.at(-1)] } as Trace;
  expect(pythonEventsOf(cut)).not.toEqual(want);
});
