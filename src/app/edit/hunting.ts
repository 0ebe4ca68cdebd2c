/** Bug hunts in edit mode: starting one, its hint ladder, and leaving it (given up, or back to the own edit). */
import type { FunctionId } from '../../scenarios/schema.ts';
import { huntById, huntText } from '../state/hunts.ts';
import { beginHunt, noteHints } from './huntProgress.ts';
import { forgetHuntText, keptHuntText, ownText, saveHunt } from './persist.ts';
import { setText } from './sessions.ts';
import { lessonText, patch, useEdits } from './store.ts';

/** The hunt is over (its text forgotten); `gaveUp`: by going back to the lesson's code, which is not a fix. */
function endHunt(fn: FunctionId, gaveUp: boolean): void {
  const hunt = useEdits.getState()[fn]?.hunt ?? null;
  if (hunt) forgetHuntText(hunt);
  saveHunt(fn, null);
  patch(fn, { hunt: null, hints: 0, solved: false, gaveUp: gaveUp ? hunt : null });
}

/** The hunt ends without a solve: the lesson's code is not a fix of it. The student's own edit is untouched. */
export function leaveHunt(fn: FunctionId, text: string): void {
  endHunt(fn, true);
  setText(fn, text, { keep: false, now: true });
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
  if (before && before !== hunt.id) forgetHuntText(before);
  const kept = resume ? keptHuntText(hunt.id) : null;
  if (kept === null) beginHunt(hunt.id);
  saveHunt(fn, hunt.id);
  patch(fn, { hunt: hunt.id, hints: 0, solved: false, gaveUp: null, shared: false });
  setText(fn, kept ?? huntText(hunt), { restored: kept !== null });
}

/** One more rung of the hint ladder. */
export function showHint(fn: FunctionId): void {
  const now = useEdits.getState()[fn];
  if (!now) return;
  const hints = Math.min(3, now.hints + 1);
  patch(fn, { hints });
  if (now.hunt) noteHints(now.hunt, hints);
}
