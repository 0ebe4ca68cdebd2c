/**
 * What the sandbox does with a student's edit: link the traced files (the
 * edited one in place of the lesson's), run each scenario through the same
 * harness and recorder as the lesson's own runs, and hand back what each run
 * printed and logged, and the trace of the one the student debugs. Judging
 * (✔ / ✘ against the lesson) happens on the page, from these plain data.
 */
import type { FakeName, RunResult } from '../scenarios/harness.ts';
import { ENTRY_FILES } from '../scenarios/manifest.ts';
import { recordScenario } from '../scenarios/record.ts';
import type { FunctionId, Scenario } from '../scenarios/schema.ts';
import type { Trace } from '../tracer/format.ts';
import { stoppableLines } from '../tracer/instrument.ts';
import { LinkError, linker } from './link.ts';
import { EDIT_STEP_LIMIT } from './protocol.ts';

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

export { EDIT_STEP_LIMIT };

const NOT_THIS_ENTRY = () => {
  throw new Error('only the edited function runs in edit mode');
};

/**
 * What the sandbox's worker hears as a judgement goes, to tell the page at once: the code is loaded and these
 * lines take a breakpoint; run `run` called a fake; run `run` ended (stopped by the step limit or not).
 */
export type JudgeHooks = {
  linked?: (stoppable: number[]) => void;
  call?: (run: number, fake: FakeName, args: unknown[]) => void;
  ran?: (run: number, result: RunResult, stepLimit: boolean) => void;
};

export async function judge(request: JudgeRequest, hooks: JudgeHooks = {}): Promise<Judged> {
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
  const stoppable = stoppableLines(request.sources[entry.file] ?? '', entry.file);
  hooks.linked?.(stoppable);
  const functions = { discoverTools: NOT_THIS_ENTRY, assembleToolPool: NOT_THIS_ENTRY, callExternal: NOT_THIS_ENTRY };
  const entries = { ...functions, [entry.name]: edited } as Parameters<typeof recordScenario>[1];
  const runs: Run[] = [];
  let trace: Trace | null = null;
  for (const [index, scenario] of request.scenarios.entries()) {
    const call = hooks.call;
    const recording = await recordScenario(scenario, entries, {
      stepLimit: EDIT_STEP_LIMIT,
      source: request.sources[entry.file],
      ...(call ? { onCall: (fake: FakeName, args: unknown[]) => call(index, fake, args) } : {}),
    });
    hooks.ran?.(index, recording.result, recording.trace.truncated !== undefined);
    runs.push({ scenario: scenario.id, result: recording.result });
    if (scenario.id === request.trace) trace = recording.trace;
  }
  return { kind: 'runs', runs, trace, stoppable };
}
