/**
 * One judgement of a function's text: every scenario of the function (the lesson's, and the student's own custom
 * one when it is valid) in a sandbox runner of its own, each compared with the lesson's adapter on the page, from
 * what crossed the sandbox's channel. Then the matrix, the hunt's solve, and the code Run and Debug take.
 */
import * as adapter from '../../adapter/index.ts';
import { type RunResult, runScenario } from '../../scenarios/harness.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { setEditedCode } from '../debugger/editedCode.ts';
import { huntSolved } from '../debugger/huntEvents.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { huntById, huntText, markSolved, solvedHunts } from '../state/hunts.ts';
import { lessonScenarios } from '../state/lessonData.ts';
import { CUSTOM, scenariosOf, usePlayground } from '../state/playground.ts';
import { codeFor, EditedRunError, sourcesWith, verdictOf } from './editedRuns.ts';
import { solveRecord } from './huntProgress.ts';
import { judgeInSandbox } from './sandboxHost.ts';
import { lessonText, patch, useEdits } from './store.ts';
import { rowOf, rowPasses } from './verdict.ts';

/** The scenarios that judge the function: the lesson's, and the student's own custom one when it is valid. */
async function judgingScenarios(fn: FunctionId): Promise<Scenario[]> {
  const lesson = await lessonScenarios(fn);
  const custom = usePlayground.getState().sections[fn].custom?.scenario;
  return custom ? [...lesson, custom] : lesson;
}

// A memo, not state: the lesson's own adapter on a scenario object is the same run every time.
const lessonRuns = new WeakMap<Scenario, Promise<RunResult>>();
/** The lesson's own adapter on the scenario: the oracle, computed once per scenario. */
function lessonRun(scenario: Scenario): Promise<RunResult> {
  let run = lessonRuns.get(scenario);
  if (!run) {
    run = runScenario(scenario, adapter);
    lessonRuns.set(scenario, run);
  }
  return run;
}

/** A hunt is solved when every scenario matches again, by a text the student changed from the seeded one. */
export const solvesHunt = (hunt: string | null, passed: boolean, text: string): boolean => {
  const found = huntById(hunt);
  return found !== null && passed && text !== huntText(found);
};

/** Judges the function's text as it is now; nothing is changed once `signal` is aborted or edit mode is left. */
export async function judgeOnce(fn: FunctionId, signal: AbortSignal): Promise<void> {
  const text = useEdits.getState()[fn]?.text;
  if (text === undefined) return;
  patch(fn, { judging: true });
  const scenarios = await judgingScenarios(fn);
  const lessonCount = scenariosOf(fn).length;
  const judged = await judgeInSandbox({ fn, sources: await sourcesWith(fn, text), scenarios }, signal);
  if (signal.aborted || !useEdits.getState()[fn]) return;
  if (judged.kind !== 'runs') {
    const verdict = verdictOf(judged);
    patch(fn, { judging: false, verdict });
    // Run and Debug say why, rather than run an older text.
    const refuse = () => Promise.reject(new EditedRunError(verdict));
    setEditedCode(fn, { source: text, stoppable: [], run: refuse, record: refuse });
    return;
  }
  const rows = await Promise.all(
    scenarios.map(async (scenario, index) =>
      rowOf(index < lessonCount ? scenario.id : CUSTOM, scenario, await lessonRun(scenario), judged.runs[index]),
    ),
  );
  if (signal.aborted) return;
  const edit = useEdits.getState()[fn];
  const solved = solvesHunt(edit?.hunt ?? null, rows.every(rowPasses), text);
  const hunt = edit?.hunt ?? null;
  if (hunt && solved && !edit?.solved) {
    // A kept text that had solved the hunt, judged again after a reload, is not a new solve: nothing is told.
    const again = edit?.restored === true && solvedHunts().includes(hunt);
    markSolved(hunt);
    // The lesson path's checkpoint passes wherever the hunt is solved (a course frame shows no path).
    void Promise.all([import('../../predict/bank.ts'), import('../state/pathRecord.ts')]).then(([bank, progress]) =>
      progress.recordHunt(bank.CHECKPOINTS, hunt),
    );
    // The hints seen this visit count even where the browser keeps no storage (a blocked frame).
    const record = solveRecord(hunt);
    const hints = Math.max(record.hints, edit?.hints ?? 0);
    if (!again) huntSolved(fn, { exercise: hunt, ...record, hints, sameAsLesson: text === lessonText(fn) });
  }
  patch(fn, { judging: false, verdict: { kind: 'rows', rows, stoppedAfterMs: judged.stoppedAfterMs }, solved });
  setEditedCode(fn, codeFor(fn, text, judged.stoppable));
  // Breakpoints on lines that no longer take one go.
  debuggerActions.setBreakpoints(fn, usePlayground.getState().sections[fn].breakpoints);
}
