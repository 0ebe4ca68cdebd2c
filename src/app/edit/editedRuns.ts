/**
 * Run and Debug of the student's text while edit mode is on (lib): each runs the scenario in a runner of its own
 * (sandboxHost.ts); a trace that comes back is checked as an imported trace file is, and what is not a run (a
 * problem, a stop) becomes the error the section shows.
 */

import type { ProblemReason } from '../../sandbox/modules.ts';
import type { Recording } from '../../scenarios/record.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { isTraceProblem, parseTrace } from '../../tracer/parse.ts';
import type { EditedCode } from '../debugger/code.ts';
import { type Judged, judgeInSandbox, RUN_LIMIT_MS } from './sandboxHost.ts';
import type { Row } from './verdict.ts';

/** What the sandbox last said of the text: the rows of the matrix, or why nothing ran. */
export type Verdict =
  | { kind: 'rows'; rows: Row[]; stoppedAfterMs: number | null }
  | { kind: 'problem'; line: number | null; column: number | null; message: string; reason: ProblemReason | null }
  | { kind: 'stopped'; ms: number }
  | { kind: 'unavailable' | 'crashed'; message: string }
  | { kind: 'offline' };

/** Every traced file's text (the helpers load with the first judgement), the edited entry's the student's. */
export async function sourcesWith(fn: FunctionId, text: string): Promise<Record<string, string>> {
  const { TRACED_SOURCES } = await import('../../scenarios/moreSources.ts');
  const sources = Object.fromEntries(Object.entries(TRACED_SOURCES).map(([file, entry]) => [file, entry.source]));
  return { ...sources, [ENTRY_SOURCES[fn].file]: text };
}

export function verdictOf(judged: Exclude<Judged, { kind: 'runs' }>): Verdict {
  switch (judged.kind) {
    case 'problem':
      return { kind: 'problem', ...judged.problem };
    case 'stopped':
      return { kind: 'stopped', ms: judged.afterMs };
    case 'offline':
      return { kind: 'offline' };
    default:
      return { kind: judged.kind, message: judged.message };
  }
}

/** A verdict that is not a run, as the error Run and Debug show. */
export class EditedRunError extends Error {
  constructor(readonly verdict: Verdict) {
    super(
      verdict.kind === 'problem'
        ? `${verdict.line ?? '?'}:${verdict.column ?? '?'} ${verdict.message}`
        : verdict.kind === 'stopped'
          ? `stopped after ${verdict.ms} ms`
          : 'message' in verdict
            ? `${verdict.kind}: ${verdict.message}`
            : verdict.kind,
    );
    this.name = 'EditedRunError';
  }
}

async function runOne(fn: FunctionId, text: string, scenario: Scenario, trace: boolean) {
  const judged = await judgeInSandbox({
    fn,
    sources: await sourcesWith(fn, text),
    scenarios: [scenario],
    ...(trace ? { trace: scenario.id } : {}),
  });
  if (judged.kind !== 'runs') throw new EditedRunError(verdictOf(judged));
  const run = judged.runs[0];
  if (!run?.result) throw new EditedRunError({ kind: 'stopped', ms: judged.stoppedAfterMs ?? RUN_LIMIT_MS });
  if (run.notData) {
    const { path, reason, kind } = run.notData;
    throw new EditedRunError({ kind: 'crashed', message: `${path}: not data (${kind ?? reason})` });
  }
  return { result: run.result, trace: judged.trace };
}

/** Run and Debug of the text, in the sandbox. */
export function codeFor(fn: FunctionId, text: string, stoppable: readonly number[]): EditedCode {
  return {
    source: text,
    stoppable,
    run: async (scenario) => (await runOne(fn, text, scenario, false)).result,
    record: async (scenario): Promise<Recording> => {
      const { result, trace } = await runOne(fn, text, scenario, true);
      // The trace comes from the student's code: checked as an imported file is, against the text it ran. Written
      // as a file of whole steps (version 1, which a reader checks step by step as it is), whatever shape it came
      // in, so a malformed one is refused below, not thrown on.
      let written: string;
      try {
        written = JSON.stringify(typeof trace === 'object' && trace !== null ? { ...trace, version: 1 } : null);
      } catch {
        written = 'null';
      }
      const checked = parseTrace(written, await sourcesWith(fn, text));
      if (isTraceProblem(checked)) {
        throw new EditedRunError({ kind: 'crashed', message: `${checked.problem.path}: ${checked.problem.code}` });
      }
      // The logs the judge read (kept on the page from what crossed), in place of the run's own copy of them.
      return { result, trace: { ...checked, fakes: result.logs } };
    },
  };
}
