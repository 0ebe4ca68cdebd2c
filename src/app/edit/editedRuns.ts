/**
 * Run and Debug of the student's text while edit mode is on (lib): each runs the scenario in a runner of its own
 * (sandboxHost.ts); a trace that comes back is checked as an imported trace file is, and what is not a run (a
 * problem, a stop) becomes the error the section shows.
 */

import { type DataLimits, notData } from '../../sandbox/jsonData.ts';
import type { ProblemReason } from '../../sandbox/modules.ts';
import type { Recording } from '../../scenarios/record.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { isTraceProblem, parseTrace } from '../../tracer/parse.ts';
import type { EditedCode } from '../debugger/editedCode.ts';
import { FILE_LIMITS } from '../shared/files.ts';
import { type Judged, judgeInSandbox, RUN_LIMIT_MS, type VoidReason } from './sandboxHost.ts';
import type { Row } from './verdict.ts';

/** What the sandbox last said of the text: the rows of the matrix, or why nothing ran. */
export type Verdict =
  | { kind: 'rows'; rows: Row[]; stoppedAfterMs: number | null }
  | { kind: 'problem'; line: number | null; column: number | null; message: string; reason: ProblemReason | null }
  | { kind: 'stopped'; ms: number }
  /** The compiler was stopped on this text: it is too large or too deeply nested, not a loop. */
  | { kind: 'compileStopped'; ms: number }
  /** No verdict on the code: the run could not be judged (why), or its trace is too large to show (`trace`). */
  | { kind: 'void'; why: VoidReason | 'trace' }
  | { kind: 'unavailable' | 'crashed'; message: string }
  | { kind: 'offline' };

/**
 * A trace from a runner is bounded as an imported file is: at most its characters once written (shared references
 * counted each time, as JSON writes them), and a number of values the page can read and show in moments.
 */
export const TRACE_LIMITS: DataLimits = { depth: 64, nodes: 2_000_000, characters: FILE_LIMITS.trace };

/** Whether a trace that came back is over those limits; the walk stops at the first limit passed. */
export const traceTooLarge = (trace: unknown): boolean =>
  notData(trace, 'trace', { limits: TRACE_LIMITS })?.reason === 'size';

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
    case 'compileStopped':
      return { kind: 'compileStopped', ms: judged.afterMs };
    case 'void':
      return { kind: 'void', why: judged.why };
    case 'offline':
      return { kind: 'offline' };
    default:
      return { kind: judged.kind, message: judged.message };
  }
}

/** What Run and Debug say of a run that gave no verdict (the edit pane words the same in the page's language). */
const UNJUDGED: Record<Extract<Verdict, { kind: 'void' }>['why'], string> = {
  protocol: 'not judged: the sandbox sent a message outside its protocol',
  unreported: 'not judged: a call of a fake never reached the page',
  calls: 'stopped: the run called the fakes too many times',
  data: 'stopped: the run sent more data than the page takes',
  trace: 'the trace is too large to show',
};

/** A verdict that is not a run, as the error Run and Debug show. */
export class EditedRunError extends Error {
  constructor(readonly verdict: Verdict) {
    super(
      verdict.kind === 'problem'
        ? `${verdict.line ?? '?'}:${verdict.column ?? '?'} ${verdict.message}`
        : verdict.kind === 'stopped' || verdict.kind === 'compileStopped'
          ? `${verdict.kind} after ${verdict.ms} ms`
          : verdict.kind === 'void'
            ? UNJUDGED[verdict.why]
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
      // The trace comes from the student's code: measured before it is written (shared references could make its
      // JSON far larger than what crossed), then checked as an imported file is, against the text it ran. Written as
      // a file of whole steps (version 1, which a reader checks step by step as it is), whatever shape it came in,
      // so a malformed one is refused below, not thrown on.
      if (traceTooLarge(trace)) throw new EditedRunError({ kind: 'void', why: 'trace' });
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
