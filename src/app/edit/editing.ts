/**
 * Edit mode's state and side effects (lib): the student's text per function,
 * kept in localStorage; after each change (debounced) every scenario of the
 * function runs in the sandbox and is judged against the lesson's adapter;
 * Run and Debug of the section then run the student's code there too
 * (debugger/code.ts).
 */
// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { create } from 'zustand';
import * as adapter from '../../adapter/index.ts';
import { type RunResult, runScenario } from '../../scenarios/harness.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { editedCode, huntSolved, setEditedCode, takeEditRequest } from '../debugger/code.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { readStored, writeStored } from '../shared/storage.ts';
import { lessonScenarios } from '../state/lessonData.ts';
import { CUSTOM, scenariosOf, updateSection, usePlayground } from '../state/playground.ts';
import { codeFor, EditedRunError, sourcesWith, type Verdict, verdictOf } from './editedRuns.ts';
import { beginHunt, noteHints, solveRecord } from './huntProgress.ts';
import { huntById, huntText, markSolved } from './hunts.ts';
import { judgeInSandbox, RUN_LIMIT_MS } from './sandboxHost.ts';
import { type Row, rowOf, rowPasses } from './verdict.ts';

export type { Row, Verdict };

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
  /** The hunt the student left by going back to the lesson's code (Reset, or an undo), which is not a fix. */
  gaveUp: string | null;
  /** The length of a text just refused as too long (the editor keeps the text before it). */
  tooLong: number | null;
};

export const useEdits = create<Partial<Record<FunctionId, FunctionEdit>>>(() => ({}));

/** The student's own edit; a bug hunt's id and text are kept apart, so a hunt never overwrites the own edit. */
const KEY = (fn: FunctionId) => `mcp-playground:edit:${fn}`;
const HUNT_KEY = (fn: FunctionId) => `mcp-playground:edit-hunt:${fn}`;
const HUNT_TEXT_KEY = (hunt: string) => `mcp-playground:edit-hunt-text:${hunt}`;
const DEBOUNCE_MS = 50;
/** Longer texts are refused with a message: the editor's layout of megabytes freezes the page for minutes. */
export const MAX_TEXT_LENGTH = 100_000;

export const lessonText = (fn: FunctionId) => ENTRY_SOURCES[fn].source;

/** The student's own edit, kept whatever hunt is on; null when it is the lesson's. */
export const ownText = (fn: FunctionId) => readStored(KEY(fn));

const savedHunt = (fn: FunctionId) => huntById(readStored(HUNT_KEY(fn)))?.id ?? null;

/** The text the student left last time: the hunt's when one is on, else their own, else the lesson's. */
function savedText(fn: FunctionId): string {
  const hunt = huntById(savedHunt(fn));
  if (hunt) return readStored(HUNT_TEXT_KEY(hunt.id)) ?? huntText(hunt);
  return ownText(fn) ?? lessonText(fn);
}

/** Keeps the text where it belongs: the hunt's while one is on, else the own edit (the lesson's text is not kept). */
function save(fn: FunctionId, text: string): void {
  const hunt = useEdits.getState()[fn]?.hunt;
  if (hunt) writeStored(HUNT_TEXT_KEY(hunt), text);
  else writeStored(KEY(fn), text === lessonText(fn) ? null : text);
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

const timers = new Map<FunctionId, ReturnType<typeof setTimeout>>();
/** The request judging each function's text: a newer text, or leaving edit mode, abandons it (its runner closes). */
const judging = new Map<FunctionId, AbortController>();

function abandon(fn: FunctionId): void {
  judging.get(fn)?.abort();
  judging.delete(fn);
}

/** Judges the text now: every scenario of the function in a runner of its own, then the matrix. */
export async function judgeNow(fn: FunctionId): Promise<void> {
  abandon(fn);
  const request = new AbortController();
  judging.set(fn, request);
  try {
    await judgeOnce(fn, request.signal);
  } finally {
    if (judging.get(fn) === request) judging.delete(fn);
  }
}

async function judgeOnce(fn: FunctionId, signal: AbortSignal): Promise<void> {
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
  // A hunt is solved when every scenario matches again, judged on the page from what crossed the sandbox's
  // channel, by a text the student changed from the seeded one.
  const hunt = huntById(edit?.hunt ?? null);
  const solved = hunt !== null && rows.every(rowPasses) && text !== huntText(hunt);
  if (hunt && solved && !edit?.solved) {
    markSolved(hunt.id);
    // The hints seen this visit count even where the browser keeps no storage (a blocked frame).
    const record = solveRecord(hunt.id);
    const hints = Math.max(record.hints, edit?.hints ?? 0);
    huntSolved(fn, { exercise: hunt.id, ...record, hints, sameAsLesson: text === lessonText(fn) });
  }
  patch(fn, { judging: false, verdict: { kind: 'rows', rows, stoppedAfterMs: judged.stoppedAfterMs }, solved });
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
      gaveUp: null,
      tooLong: null,
    },
  });
  // A hunt asked for by the embed's exercise= starts at once, when it is one of this function's: where the student
  // left it if they have begun it before. Their own edit, and any other hunt's text, are kept under their own keys.
  const requested = huntById(request && 'hunt' in request ? request.hunt : null);
  if (requested && requested.function === fn && requested.id !== savedHunt(fn)) {
    startHunt(fn, requested.id, { resume: true });
    return;
  }
  // Run and Debug run this text from now on, even before its first judgement is back.
  setEditedCode(fn, codeFor(fn, useEdits.getState()[fn]?.text ?? lessonText(fn), []));
  void judgeNow(fn);
}

/** Out of edit mode: the lesson's code runs again, and the request still judging is abandoned. */
export function leaveEditing(fn: FunctionId): void {
  clearTimeout(timers.get(fn));
  abandon(fn);
  setEditedCode(fn, null);
  useEdits.setState({ [fn]: undefined });
}

/**
 * The student typed: keep the text, forget what ran the old one, judge again once typing pauses. `undo`: the
 * change is the editor's undo or redo; one back to the lesson's code leaves a hunt, as Reset does.
 */
export function changeText(fn: FunctionId, text: string, { undo = false }: { undo?: boolean } = {}): void {
  const edit = useEdits.getState()[fn];
  if (!edit || edit.text === text) return;
  if (text.length > MAX_TEXT_LENGTH) {
    // Refused whole, before the editor lays it out: the text before it stays, judged as it was.
    patch(fn, { tooLong: text.length });
    return;
  }
  if (undo && edit.hunt && text === lessonText(fn)) {
    leaveHunt(fn, text);
    return;
  }
  setText(fn, text);
}

/**
 * The text changes (typed, reset, a hunt's): Run and Debug take it at once, the judgement of the old one is
 * abandoned, and it is judged once typing pauses (`now`: at once). `keep: false` leaves it unsaved: going back to
 * the lesson's code from a hunt keeps the student's own edit as it was until they type.
 */
function setText(fn: FunctionId, text: string, { keep = true, now = false } = {}): void {
  patch(fn, { text, judging: true, tooLong: null });
  if (keep) save(fn, text);
  // Run and Debug take the new text at once (its breakpoint lines are known once it has been judged).
  setEditedCode(fn, codeFor(fn, text, editedCode(fn)?.stoppable ?? []));
  const section = usePlayground.getState().sections[fn];
  if (section.run.status !== 'idle' || section.debug.status !== 'idle') {
    updateSection(fn, () => ({ run: { status: 'idle' }, debug: { status: 'idle' } }));
  }
  // What is being judged now is of an older text: it is abandoned.
  abandon(fn);
  clearTimeout(timers.get(fn));
  timers.set(
    fn,
    setTimeout(() => void judgeNow(fn), now ? 0 : DEBOUNCE_MS),
  );
}

/** The hunt is over (its text forgotten); `gaveUp`: by going back to the lesson's code, which is not a fix. */
function endHunt(fn: FunctionId, gaveUp: boolean): void {
  const hunt = useEdits.getState()[fn]?.hunt ?? null;
  if (hunt) writeStored(HUNT_TEXT_KEY(hunt), null);
  writeStored(HUNT_KEY(fn), null);
  patch(fn, { hunt: null, hints: 0, solved: false, gaveUp: gaveUp ? hunt : null });
}

/** The hunt ends without a solve: the lesson's code is not a fix of it. The student's own edit is untouched. */
function leaveHunt(fn: FunctionId, text: string): void {
  endHunt(fn, true);
  setText(fn, text, { keep: false, now: true });
}

/** The editor took back a change that made the text longer than MAX_TEXT_LENGTH: say so. */
export function refuseTooLong(fn: FunctionId, length: number): void {
  patch(fn, { tooLong: length });
}

/** Reset to the lesson's code: during a hunt, that gives the hunt up. */
export function resetToLesson(fn: FunctionId): void {
  if (useEdits.getState()[fn]?.hunt) leaveHunt(fn, lessonText(fn));
  else changeText(fn, lessonText(fn));
}

/** Back to the student's own edit (kept while a hunt was on, or after one was given up). */
export function restoreOwn(fn: FunctionId): void {
  endHunt(fn, false);
  setText(fn, ownText(fn) ?? lessonText(fn));
}

/**
 * Starts a bug hunt: the lesson's file with its bug becomes the text (one undo away from the last), kept under the
 * hunt's own key. `resume`: where the student left this hunt, if they have begun it (an exercise link). Null: back
 * to free editing, with the student's own edit.
 */
export function startHunt(fn: FunctionId, id: string | null, { resume = false } = {}): void {
  const hunt = huntById(id);
  if (!hunt) {
    restoreOwn(fn);
    return;
  }
  const before = useEdits.getState()[fn]?.hunt;
  if (before && before !== hunt.id) writeStored(HUNT_TEXT_KEY(before), null);
  const kept = resume ? readStored(HUNT_TEXT_KEY(hunt.id)) : null;
  if (kept === null) beginHunt(hunt.id);
  writeStored(HUNT_KEY(fn), hunt.id);
  patch(fn, { hunt: hunt.id, hints: 0, solved: false, gaveUp: null, shared: false });
  setText(fn, kept ?? huntText(hunt));
}

/** One more rung of the hint ladder. */
export function showHint(fn: FunctionId): void {
  const now = useEdits.getState()[fn];
  if (!now) return;
  const hints = Math.min(3, now.hints + 1);
  patch(fn, { hints });
  if (now.hunt) noteHints(now.hunt, hints);
}

export { RUN_LIMIT_MS };
