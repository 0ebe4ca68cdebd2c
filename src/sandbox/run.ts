/**
 * What a runner does with compiled files (no Babel here): load them (the
 * edited entry in place of the lesson's), run each scenario through the same
 * harness and recorder as the lesson's own runs, and tell as it goes what the
 * fakes were called with and what each run returned. Judging (✔ / ✘ against
 * the lesson) happens on the page.
 */
import type { FakeName, RunResult } from '../scenarios/harness.ts';
import { ENTRY_FILES } from '../scenarios/manifest.ts';
import { recordScenario } from '../scenarios/record.ts';
import type { FunctionId, Scenario } from '../scenarios/schema.ts';
import type { Trace } from '../tracer/format.ts';
import { EDIT_STEP_LIMIT } from './limits.ts';
import { LinkError, loadModules, type ProblemReason, problemOf, type Script } from './modules.ts';

export type CompiledRequest = {
  fn: FunctionId;
  /** The entry and the traced files it imports, compiled (link.ts). */
  scripts: Record<string, Script>;
  /** The entry's text, for the trace's header. */
  entrySource: string;
  scenarios: Scenario[];
  /** The scenario whose trace comes back (the one being debugged), if any. */
  trace?: string;
};

export type Run = { scenario: string; result: RunResult };
export type Problem = {
  file: string;
  line: number | null;
  column: number | null;
  message: string;
  reason: ProblemReason | null;
};
export type Ran = { kind: 'runs'; runs: Run[]; trace: Trace | null } | { kind: 'problem'; problem: Problem };

/**
 * What a runner hears as a judgement goes, to tell the page at once: the code is loaded (its module code ran);
 * run `run` called a fake; run `run` ended (stopped by the step limit or not).
 */
export type RunHooks = {
  linked?: () => void;
  call?: (run: number, fake: FakeName, args: unknown[]) => void;
  ran?: (run: number, result: RunResult, stepLimit: boolean) => void;
};

const NOT_THIS_ENTRY = () => {
  throw new Error('only the edited function runs in edit mode');
};

export async function runCompiled(request: CompiledRequest, hooks: RunHooks = {}): Promise<Ran> {
  const entry = ENTRY_FILES[request.fn];
  let edited: unknown;
  try {
    edited = loadModules(request.scripts, entry.file)[entry.name];
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    return { kind: 'problem', problem: problemOf(error) };
  }
  if (typeof edited !== 'function') {
    const message = `the file must export function ${entry.name}`;
    const reason = { code: 'MissingExport', details: { name: entry.name } };
    return { kind: 'problem', problem: { file: entry.file, line: null, column: null, message, reason } };
  }
  hooks.linked?.();
  const functions = { discoverTools: NOT_THIS_ENTRY, assembleToolPool: NOT_THIS_ENTRY, callExternal: NOT_THIS_ENTRY };
  const entries = { ...functions, [entry.name]: edited } as Parameters<typeof recordScenario>[1];
  const runs: Run[] = [];
  let trace: Trace | null = null;
  for (const [index, scenario] of request.scenarios.entries()) {
    const call = hooks.call;
    const recording = await recordScenario(scenario, entries, {
      stepLimit: EDIT_STEP_LIMIT,
      source: request.entrySource,
      ...(call ? { onCall: (fake: FakeName, args: unknown[]) => call(index, fake, args) } : {}),
    });
    hooks.ran?.(index, recording.result, recording.trace.truncated !== undefined);
    runs.push({ scenario: scenario.id, result: recording.result });
    if (scenario.id === request.trace) trace = recording.trace;
  }
  return { kind: 'runs', runs, trace };
}
