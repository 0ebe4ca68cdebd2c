/**
 * What the table shows of a judgement (pure): a row per scenario, judged on
 * the page against the lesson's own adapter, saying why it differs — the
 * first differing path, the exception the run raised, a run the step limit or
 * the clock stopped, a value that is not data.
 */

import type { NotData } from '../../sandbox/jsonData.ts';
import type { RunResult } from '../../scenarios/harness.ts';
import { type Difference, runDifferences } from '../../scenarios/runDifference.ts';
import type { Scenario } from '../../scenarios/schema.ts';
import type { RunOutcome } from './runner.ts';

/** `id`: the scenario's id, or `custom` for the section's own scenario (whose id may repeat a lesson one's). */
export type Row = {
  id: string;
  scenario: Scenario;
  /** Null: the run matches the lesson's. */
  difference: Difference | null;
  /** Where the fakes' logs part too, when the value already differs (the repeat bug's four page calls). */
  also: Difference | null;
  /** The run did not end on its own: the step limit, or the request's clock, stopped it. */
  stopped: 'steps' | 'time' | null;
  /** The run's value is not data the page can compare. */
  notData: NotData | null;
  /** The exception the run raised where the lesson's does not raise it (`Name: message`). */
  threw: string | null;
};

export const rowPasses = (row: Row) => row.difference === null && row.stopped === null && row.notData === null;

/** `{error: {name, message}}`: how the harness observes an exception the entry did not turn into a value. */
function raised(observed: unknown): string | null {
  if (typeof observed !== 'object' || observed === null || !('error' in observed)) return null;
  const error = (observed as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return typeof name === 'string' && typeof message === 'string' ? `${name}: ${message}` : null;
}

const NOT_ENDED: Difference = { path: 'result', expected: '…', got: '—' };

export function rowOf(id: string, scenario: Scenario, lesson: RunResult, outcome: RunOutcome | undefined): Row {
  const row: Row = { id, scenario, difference: null, also: null, stopped: null, notData: null, threw: null };
  if (!outcome?.result) return { ...row, difference: NOT_ENDED, stopped: outcome ? 'time' : null };
  if (outcome.notData) return { ...row, difference: NOT_ENDED, notData: outcome.notData };
  const [difference = null, also = null] = runDifferences(lesson, outcome.result);
  if (outcome.stepLimit) return { ...row, difference: difference ?? NOT_ENDED, stopped: 'steps' };
  const threw = raised(outcome.result.observed);
  return { ...row, difference, also, threw: difference && threw !== raised(lesson.observed) ? threw : null };
}
