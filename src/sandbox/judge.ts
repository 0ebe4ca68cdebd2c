/**
 * What the sandbox does with a student's edit: link the traced files (the
 * edited one in place of the lesson's), run each scenario through the same
 * harness and recorder as the lesson's own runs, and hand back what each run
 * printed and logged, and the trace of the one the student debugs. Judging
 * (✔ / ✘ against the lesson) happens on the page, from these plain data.
 */
import type { RunResult } from '../scenarios/harness.ts';
import { ENTRY_FILES } from '../scenarios/manifest.ts';
import { recordScenario } from '../scenarios/record.ts';
import type { FunctionId, Scenario } from '../scenarios/schema.ts';
import type { Trace } from '../tracer/format.ts';
import { stoppableLines } from '../tracer/instrument.ts';
import { LinkError, linker } from './link.ts';

export type JudgeRequest = {
  fn: FunctionId;
  /** Every traced file's text by its path; the student's where edited. */
  sources: Record<string, string>;
  scenarios: Scenario[];
  /** The scenario whose trace comes back (the one being debugged), if any. */
  trace?: string;
};

export type Run = { scenario: string; result: RunResult };
export type Problem = { file: string; line: number | null; column: number | null; message: string };
/** `stoppable`: the lines of the edited entry that take a breakpoint (the instrumenter's analysis). */
export type Judged =
  | { kind: 'runs'; runs: Run[]; trace: Trace | null; stoppable: number[] }
  | { kind: 'problem'; problem: Problem };

/** Stops a run that never ends by steps; the sandbox's host stops one that never ends by time. */
export const EDIT_STEP_LIMIT = 10_000;

const NOT_THIS_ENTRY = () => {
  throw new Error('only the edited function runs in edit mode');
};

/** `linked`: told once the code has been instrumented and loaded, as the scenarios start (the host's clock starts). */
export async function judge(request: JudgeRequest, linked: () => void = () => undefined): Promise<Judged> {
  const entry = ENTRY_FILES[request.fn];
  let edited: unknown;
  try {
    edited = (await linker(request.sources).load(entry.file))[entry.name];
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    return {
      kind: 'problem',
      problem: { file: error.file, line: error.line, column: error.column, message: error.message },
    };
  }
  if (typeof edited !== 'function') {
    const problem = {
      file: entry.file,
      line: null,
      column: null,
      message: `the file must export function ${entry.name}`,
    };
    return { kind: 'problem', problem };
  }
  linked();
  const functions = { discoverTools: NOT_THIS_ENTRY, assembleToolPool: NOT_THIS_ENTRY, callExternal: NOT_THIS_ENTRY };
  const entries = { ...functions, [entry.name]: edited } as Parameters<typeof recordScenario>[1];
  const runs: Run[] = [];
  let trace: Trace | null = null;
  for (const scenario of request.scenarios) {
    const recording = await recordScenario(scenario, entries, {
      stepLimit: EDIT_STEP_LIMIT,
      source: request.sources[entry.file],
    });
    runs.push({ scenario: scenario.id, result: recording.result });
    if (scenario.id === request.trace) trace = recording.trace;
  }
  return { kind: 'runs', runs, trace, stoppable: stoppableLines(request.sources[entry.file] ?? '', entry.file) };
}
