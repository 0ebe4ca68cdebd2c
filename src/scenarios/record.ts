/**
 * Debug: runs a scenario's entry through the instrumented module while a
 * recorder listens, and returns both what the run printed (the same as Run
 * prints) and the trace of every step.
 */
import { pyLen, pySlice } from '../adapter/python.ts';
import { sourceHash, TRACE_VERSION, type Trace } from '../tracer/format.ts';
import { DEFAULT_STEP_LIMIT, Recorder, TraceLimitError } from '../tracer/recorder.ts';
import { withRecorder } from '../tracer/runtime.ts';
import { createFakes, type EntryFunctions, formatObserved, type RunResult, runScenario } from './harness.ts';
import type { Scenario } from './schema.ts';
import { ENTRY_SOURCES } from './sources.ts';

export type Recording = { result: RunResult; trace: Trace };

export async function recordScenario(
  scenario: Scenario,
  traced: EntryFunctions,
  /**
   * `source`: the entry file's text when it is not the lesson's (edit mode), for the trace's header; `onCall`:
   * hears each call of a fake first (the sandbox reports it to the page).
   */
  options: { stepLimit?: number; source?: string; onCall?: Parameters<typeof createFakes>[1] } = {},
): Promise<Recording> {
  const fakes = createFakes(scenario, options.onCall);
  const stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;
  const recorder = new Recorder({
    stepLimit,
    // The lesson counts string lengths as Python does.
    strings: { length: pyLen, slice: pySlice },
    observe: () => ({
      // The entries print only after they return: no step prints (docs/trace-format.md, stdout 0 throughout).
      stdout: 0,
      fakes: {
        page_calls: fakes.logs.page_calls.length,
        remote_calls: fakes.logs.remote_calls.length,
        approvals: fakes.logs.approvals.length,
      },
    }),
  });
  let result = await withRecorder(recorder, () => runScenario(scenario, traced, fakes));
  if (recorder.limitReached) {
    // The entry may have caught the limit error (callExternal catches everything): the run did not finish, say so.
    const error = new TraceLimitError(stepLimit);
    const observed = { error: { name: error.name, message: error.message } };
    result = { observed, output: formatObserved(observed), logs: fakes.logs };
  }
  const source = {
    file: ENTRY_SOURCES[scenario.function].file,
    source: options.source ?? ENTRY_SOURCES[scenario.function].source,
  };
  const trace: Trace = {
    version: TRACE_VERSION,
    function: scenario.function,
    scenario: scenario.id,
    source: { file: source.file, hash: sourceHash(source.source), lines: source.source.split('\n').length },
    steps: recorder.steps,
    output: result.output,
    fakes: structuredClone(result.logs),
    ...(recorder.limitReached ? { truncated: { limit: stepLimit } } : {}),
  };
  return { result, trace };
}
