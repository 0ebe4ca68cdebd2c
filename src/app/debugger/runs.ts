/**
 * Run and Debug: the side effects behind the buttons. Run executes the plain
 * adapter; Debug loads the instrumented one (a separate chunk, fetched the
 * first time) and records the trace once, then the store only moves a
 * position through it.
 */

import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import type { Trace } from '../../tracer/format.ts';
import { problem } from '../../validation/problem.ts';
import {
  actions,
  currentScenario,
  type Notice,
  type SectionState,
  updateSection,
  usePlayground,
} from '../state/playground.ts';
import { predictOn } from '../state/predictMode.ts';
import { breakpointHits, firstStop, unreachedBreakpoints } from './breakpoints.ts';
import { editedCode } from './editedCode.ts';
import { keepCommandFocus } from './keepFocus.ts';
import { loadMoveGuard, moveGuard } from './seams.ts';

/** Each section's latest request; an answer to an older one (the scenario changed meanwhile) is dropped. */
const latest = new Map<FunctionId, number>();
const begin = (fn: FunctionId) => {
  const token = (latest.get(fn) ?? 0) + 1;
  latest.set(fn, token);
  return () => latest.get(fn) === token;
};

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The adapter and its harness load with the first Run: the first screen's outputs come with the page (firstScreen/). */
async function runLesson(scenario: Scenario) {
  const [adapter, { runScenario }] = await Promise.all([
    import('../../adapter/index.ts'),
    import('../../scenarios/harness.ts'),
  ]);
  return runScenario(scenario, adapter);
}

/**
 * Starts a request: the section says so at once (`mark`), and the request counts from now, not from when the
 * scenario's data is here, so a later one always wins. Resolves to the scenario, or null when this request was
 * overtaken or the section has none to run (it is then back to `idle`).
 */
async function request(fn: FunctionId, mark: () => void, idle: Partial<SectionState>) {
  const section = usePlayground.getState().sections[fn];
  const current = begin(fn);
  mark();
  const scenario = await currentScenario(fn, section);
  if (current() && !scenario) updateSection(fn, () => idle);
  return { current, scenario: current() ? scenario : undefined };
}

export async function run(fn: FunctionId): Promise<void> {
  const { current, scenario } = await request(fn, () => actions.startRunning(fn), { run: { status: 'idle' } });
  if (!scenario) return;
  try {
    const edited = editedCode(fn);
    const result = edited ? await edited.run(scenario) : await runLesson(scenario);
    if (current()) updateSection(fn, () => ({ run: { status: 'done', result } }));
  } catch (error) {
    if (current()) updateSection(fn, () => ({ run: { status: 'failed', message: message(error) } }));
  }
}

// Loaded with the first Run or Debug: from then on a command that disables itself hands the focus on.
keepCommandFocus();
/** The recorder and the instrumented adapter load with the first Debug, not with the page. */
async function recordLesson(scenario: Scenario) {
  const [{ recordScenario }, { loadTracedEntries }] = await Promise.all([
    import('../../scenarios/record.ts'),
    import('../../scenarios/traced.ts'),
  ]);
  return recordScenario(scenario, await loadTracedEntries());
}

/**
 * Where Debug first pauses: the first breakpoint hit, or step 1 when there is none; in predict mode a question's step
 * comes first when the run reaches it before that breakpoint (or at all, with no breakpoint).
 */
function firstPause(fn: FunctionId, trace: Trace, breakpoints: readonly number[]): number {
  const file = ENTRY_LINES[fn].file;
  const first = firstStop(trace, file, breakpoints);
  const land = moveGuard();
  if (!land) return first;
  const until = breakpointHits(trace, file, breakpoints)[0] ?? trace.steps.length - 1;
  const held = land(fn, trace, -1, until);
  return held < until ? held : first;
}

/**
 * Records the scenario's trace and pauses at the first breakpoint hit (or
 * step 1); `at` (1-based, from a deep link) pauses at that step instead;
 * `toLine` runs to that line's `hit`-th hit (a checkpoint opens a few steps before its question).
 */
export async function debug(fn: FunctionId, at?: number, toLine?: number, hit = 1): Promise<void> {
  const { current, scenario } = await request(fn, () => actions.startRecording(fn), { debug: { status: 'idle' } });
  if (!scenario) return;
  try {
    const edited = editedCode(fn);
    const { trace, result } = edited ? await edited.record(scenario) : await recordLesson(scenario);
    // Predict mode stops at a question before the first breakpoint (its guard loads with Debug when it is on).
    if (predictOn()) await loadMoveGuard();
    if (!current()) return;
    const { breakpoints } = usePlayground.getState().sections[fn];
    const file = ENTRY_LINES[fn].file;
    const inRange = at !== undefined && at >= 1 && at <= trace.steps.length;
    // Run to a line (the guidance's button, VS Code's Run to Cursor): its first hit, past the student's breakpoints
    // before it, which stay; a line the run never reaches falls back to them.
    const lineHits = toLine === undefined ? [] : breakpointHits(trace, file, [toLine]);
    const toHit = lineHits[hit - 1];
    // A link's step is a move like any other: with Predict on it stops at the first question before it.
    const position = inRange
      ? (moveGuard()?.(fn, trace, -1, at - 1) ?? at - 1)
      : toHit !== undefined && hit > 1
        ? (moveGuard()?.(fn, trace, -1, toHit) ?? toHit)
        : firstPause(fn, trace, toHit !== undefined ? [toLine as number] : breakpoints);
    const unreached = unreachedBreakpoints(trace, file, breakpoints);
    let notice: Notice | null = null;
    if (at !== undefined && !inRange)
      notice = { key: 'badLink', problems: [problem('', 'link_step_range', { value: at, max: trace.steps.length })] };
    else if (unreached.length > 0) notice = { key: 'neverReached', values: { lines: unreached.join(', ') } };
    updateSection(fn, () => ({
      run: { status: 'done', result },
      debug: { status: 'ready', cursor: { trace, position } },
      notice,
    }));
  } catch (error) {
    if (current()) updateSection(fn, () => ({ debug: { status: 'failed', message: message(error) } }));
  }
}
