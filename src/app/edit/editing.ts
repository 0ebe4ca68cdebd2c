/**
 * Edit mode's state and side effects (lib): the student's text per function,
 * kept in localStorage; after each change (debounced) every scenario of the
 * function runs in the sandbox and is judged against the lesson's adapter;
 * Run and Debug of the section then run the student's code there too
 * (debugger/code.ts).
 */
import { create } from 'zustand';
import * as adapter from '../../adapter/index.ts';
import { type RunResult, runScenario } from '../../scenarios/harness.ts';
import type { Recording } from '../../scenarios/record.ts';
import { type Difference, judgeRun } from '../../scenarios/runDifference.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { isTraceProblem, parseTrace } from '../../tracer/parse.ts';
import { type EditedCode, editedCode, huntSolved, setEditedCode, takeEditRequest } from '../debugger/code.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { readStored, writeStored } from '../shared/storage.ts';
import { lessonScenarios } from '../state/lessonData.ts';
import { CUSTOM, scenariosOf, updateSection, usePlayground } from '../state/playground.ts';
import { huntById, huntText, markSolved } from './hunts.ts';
import { type Judged, judgeInSandbox, RUN_LIMIT_MS } from './sandboxHost.ts';

/** `id`: the scenario's id, or `custom` for the section's own scenario (whose id may repeat a lesson one's). */
export type Row = { id: string; scenario: Scenario; difference: Difference | null };

/** What the sandbox last said of the text: the rows of the matrix, or why nothing ran. */
export type Verdict =
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'problem'; line: number | null; column: number | null; message: string }
  | { kind: 'stopped'; ms: number }
  | { kind: 'unavailable' | 'crashed'; message: string }
  | { kind: 'offline' };

/** `hunt`: the bug hunt being solved (null: free editing); `hints`: how many of its hints are shown. */
export type FunctionEdit = {
  text: string;
  /** The text came from a shared link: it says so until edit mode is left. */
  shared: boolean;
  judging: boolean;
  verdict: Verdict | null;
  hunt: string | null;
  hints: number;
  solved: boolean;
};

export const useEdits = create<Partial<Record<FunctionId, FunctionEdit>>>(() => ({}));

const KEY = (fn: FunctionId) => `mcp-playground:edit:${fn}`;
const HUNT_KEY = (fn: FunctionId) => `mcp-playground:edit-hunt:${fn}`;
const DEBOUNCE_MS = 50;

export const lessonText = (fn: FunctionId) => ENTRY_SOURCES[fn].source;

/** The text the student left last time, or the lesson's. */
const savedText = (fn: FunctionId) => readStored(KEY(fn)) ?? lessonText(fn);

const savedHunt = (fn: FunctionId) => huntById(readStored(HUNT_KEY(fn)))?.id ?? null;

const saveHunt = (fn: FunctionId, hunt: string | null) => writeStored(HUNT_KEY(fn), hunt);

/** The lesson's own text is not kept: a reset forgets the edit. */
const save = (fn: FunctionId, text: string) => writeStored(KEY(fn), text === lessonText(fn) ? null : text);

/** Every traced file's text (the helpers load with the first judgement), the edited entry's the student's. */
async function sourcesWith(fn: FunctionId, text: string): Promise<Record<string, string>> {
  const { TRACED_SOURCES } = await import('../../scenarios/moreSources.ts');
  const sources = Object.fromEntries(Object.entries(TRACED_SOURCES).map(([file, entry]) => [file, entry.source]));
  return { ...sources, [ENTRY_SOURCES[fn].file]: text };
}

/** The scenarios that judge the function: the lesson's, and the student's own custom one when it is valid. */
async function judgingScenarios(fn: FunctionId): Promise<Scenario[]> {
  const lesson = await lessonScenarios(fn);
  const custom = usePlayground.getState().sections[fn].custom?.scenario;
  return custom ? [...lesson, custom] : lesson;
}

// The section's own scenario joins the matrix when it validates (a link's arrives after the page shows, a picked
// one after its editor opens) and is judged again when the student changes it.
usePlayground.subscribe((state, before) => {
  for (const fn of Object.keys(useEdits.getState()) as FunctionId[]) {
    const changed = state.sections[fn].custom?.scenario !== before.sections[fn].custom?.scenario;
    if (changed && useEdits.getState()[fn]) void judgeNow(fn);
  }
});

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

function verdictOf(judged: Exclude<Judged, { kind: 'runs' }>): Verdict {
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
class EditedRunError extends Error {
  constructor(readonly verdict: Verdict) {
    super(
      verdict.kind === 'problem' ? `${verdict.line ?? '?'}:${verdict.column ?? '?'} ${verdict.message}` : verdict.kind,
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
  if (!run) throw new EditedRunError({ kind: 'crashed', message: 'no run came back' });
  return { result: run.result as RunResult, trace: judged.trace };
}

/** Run and Debug of the text, in the sandbox. */
function codeFor(fn: FunctionId, text: string, stoppable: readonly number[]): EditedCode {
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
      return { result, trace: checked };
    },
  };
}

const latest = new Map<FunctionId, number>();
const timers = new Map<FunctionId, ReturnType<typeof setTimeout>>();

/** Requests in the sandbox per function, and whether a newer text waits for the one running. */
const running = new Set<FunctionId>();
const waiting = new Set<FunctionId>();

/**
 * Judges the text now: every scenario of the function in the sandbox, then the matrix. One request per
 * function at a time: text typed meanwhile is judged once, when it is back, so fast typing never queues
 * runs of texts already gone.
 */
export async function judgeNow(fn: FunctionId): Promise<void> {
  if (running.has(fn)) {
    waiting.add(fn);
    return;
  }
  running.add(fn);
  try {
    await judgeOnce(fn);
  } finally {
    running.delete(fn);
  }
  if (waiting.delete(fn) && useEdits.getState()[fn]) void judgeNow(fn);
}

async function judgeOnce(fn: FunctionId): Promise<void> {
  const text = useEdits.getState()[fn]?.text;
  if (text === undefined) return;
  const token = (latest.get(fn) ?? 0) + 1;
  latest.set(fn, token);
  patch(fn, { judging: true });
  const scenarios = await judgingScenarios(fn);
  const lessonCount = scenariosOf(fn).length;
  const judged = await judgeInSandbox({ fn, sources: await sourcesWith(fn, text), scenarios });
  if (latest.get(fn) !== token || !useEdits.getState()[fn]) return;
  if (judged.kind !== 'runs') {
    const verdict = verdictOf(judged);
    patch(fn, { judging: false, verdict });
    // Run and Debug say why, rather than run an older text.
    const refuse = () => Promise.reject(new EditedRunError(verdict));
    setEditedCode(fn, { source: text, stoppable: [], run: refuse, record: refuse });
    return;
  }
  const rows = await Promise.all(
    scenarios.map(async (scenario, index) => {
      const run = judged.runs[index];
      const difference = run
        ? judgeRun(await lessonRun(scenario), run.result as RunResult)
        : { path: 'result', expected: '…', got: '—' };
      return { id: index < lessonCount ? scenario.id : CUSTOM, scenario, difference };
    }),
  );
  if (latest.get(fn) !== token) return;
  // A hunt is solved when every scenario matches again, by a text that is not the seeded one.
  const hunt = huntById(useEdits.getState()[fn]?.hunt ?? null);
  const solved = hunt !== null && rows.every((row) => !row.difference) && text !== huntText(hunt);
  if (hunt && solved && !useEdits.getState()[fn]?.solved) {
    markSolved(hunt.id);
    huntSolved(fn, hunt.id);
  }
  patch(fn, { judging: false, verdict: { kind: 'rows', rows }, solved });
  setEditedCode(fn, codeFor(fn, text, judged.stoppable));
  // Breakpoints on lines that no longer take one go.
  debuggerActions.setBreakpoints(fn, usePlayground.getState().sections[fn].breakpoints);
}

function patch(fn: FunctionId, change: Partial<FunctionEdit>): void {
  useEdits.setState((state) => {
    const now = state[fn];
    return now ? { [fn]: { ...now, ...change } } : {};
  });
}

/** Into edit mode: the student's kept text (or the lesson's), judged at once. */
export function enterEditing(fn: FunctionId): void {
  const request = takeEditRequest(fn);
  const shared = request !== null && 'code' in request;
  useEdits.setState({
    [fn]: {
      // Shared code is shown and judged, not saved: the student's own kept text stays until they change this.
      text: request && 'code' in request ? request.code : savedText(fn),
      shared,
      judging: true,
      verdict: null,
      hunt: shared ? null : savedHunt(fn),
      hints: 0,
      solved: false,
    },
  });
  // A hunt asked for by the embed's exercise= starts at once, when it is one of this function's.
  const requested = huntById(request && 'hunt' in request ? request.hunt : null);
  if (requested && requested.function === fn && requested.id !== savedHunt(fn)) {
    startHunt(fn, requested.id);
    return;
  }
  // Run and Debug run this text from now on, even before its first judgement is back.
  setEditedCode(fn, codeFor(fn, useEdits.getState()[fn]?.text ?? lessonText(fn), []));
  void judgeNow(fn);
}

/** Out of edit mode: the lesson's code runs again. */
export function leaveEditing(fn: FunctionId): void {
  clearTimeout(timers.get(fn));
  latest.set(fn, (latest.get(fn) ?? 0) + 1);
  setEditedCode(fn, null);
  useEdits.setState({ [fn]: undefined });
}

/** The student typed: keep the text, forget what ran the old one, judge again once typing pauses. */
export function changeText(fn: FunctionId, text: string): void {
  if (useEdits.getState()[fn]?.text === text) return;
  patch(fn, { text, judging: true });
  save(fn, text);
  // Run and Debug take the new text at once (its breakpoint lines are known once it has been judged).
  setEditedCode(fn, codeFor(fn, text, editedCode(fn)?.stoppable ?? []));
  const section = usePlayground.getState().sections[fn];
  if (section.run.status !== 'idle' || section.debug.status !== 'idle') {
    updateSection(fn, () => ({ run: { status: 'idle' }, debug: { status: 'idle' } }));
  }
  // What is being judged now is of an older text: its answer is dropped.
  latest.set(fn, (latest.get(fn) ?? 0) + 1);
  clearTimeout(timers.get(fn));
  timers.set(
    fn,
    setTimeout(() => void judgeNow(fn), DEBOUNCE_MS),
  );
}

/** Starts a bug hunt: the lesson's file with its bug becomes the text (one undo away from the last). */
export function startHunt(fn: FunctionId, id: string | null): void {
  const hunt = huntById(id);
  patch(fn, { hunt: hunt?.id ?? null, hints: 0, solved: false });
  saveHunt(fn, hunt?.id ?? null);
  changeText(fn, hunt ? huntText(hunt) : lessonText(fn));
}

/** One more rung of the hint ladder. */
export function showHint(fn: FunctionId): void {
  const now = useEdits.getState()[fn];
  if (now) patch(fn, { hints: Math.min(3, now.hints + 1) });
}

export { RUN_LIMIT_MS };
