/**
 * Edit mode as the edit pane drives it: into and out of edit mode, the student's changes, Reset. The parts: the
 * state (store.ts), what is kept in the browser (persist.ts), when a text is judged (judgeQueue.ts, per function in
 * sessions.ts), one judgement (judging.ts), bug hunts (hunting.ts). Run and Debug of the section run the student's
 * code too (debugger/editedCode.ts).
 */
// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { setEditedCode, takeEditRequest } from '../debugger/editedCode.ts';
import { huntById } from '../state/hunts.ts';
import { codeFor, type Verdict } from './editedRuns.ts';
import { leaveHunt, startHunt } from './hunting.ts';
import { savedHunt, savedText } from './persist.ts';
import { closeSession, judgeNow, openSession, setText } from './sessions.ts';
import { lessonText, MAX_TEXT_LENGTH, patch, setEdit, useEdits } from './store.ts';
import type { Row } from './verdict.ts';

export { restoreOwn, showHint, startHunt } from './hunting.ts';
export { ownText } from './persist.ts';
export { RUN_LIMIT_MS } from './sandboxHost.ts';
export { judgeNow } from './sessions.ts';
export { type FunctionEdit, lessonText, MAX_TEXT_LENGTH, useEdits } from './store.ts';
export type { Row, Verdict };

/** Into edit mode: the student's kept text (or the lesson's), judged at once. */
export function enterEditing(fn: FunctionId): void {
  const request = takeEditRequest(fn);
  const shared = request !== null && 'code' in request;
  openSession(fn);
  setEdit(fn, {
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
    restored: !shared,
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
  closeSession(fn);
  setEditedCode(fn, null);
  setEdit(fn, undefined);
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

/** The editor took back a change that made the text longer than MAX_TEXT_LENGTH: say so. */
export function refuseTooLong(fn: FunctionId, length: number): void {
  patch(fn, { tooLong: length });
}

/** Reset to the lesson's code: during a hunt, that gives the hunt up. */
export function resetToLesson(fn: FunctionId): void {
  if (useEdits.getState()[fn]?.hunt) leaveHunt(fn, lessonText(fn));
  else changeText(fn, lessonText(fn));
}
