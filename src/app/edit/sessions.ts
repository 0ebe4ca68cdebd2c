/**
 * A function in edit mode is a session: its judging queue, and (while any function is edited) a watch on the
 * section's own scenario, which joins the matrix when it validates and is judged again when it changes. Opened by
 * enterEditing and closed by leaveEditing (editing.ts); nothing starts when this module is imported.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { editedCode, setEditedCode } from '../debugger/editedCode.ts';
import { updateSection, usePlayground } from '../state/playground.ts';
import { codeFor } from './editedRuns.ts';
import { JudgeQueue } from './judgeQueue.ts';
import { judgeOnce } from './judging.ts';
import { saveText } from './persist.ts';
import { patch, useEdits } from './store.ts';

const queues = new Map<FunctionId, JudgeQueue>();
let unwatch: (() => void) | null = null;

/** Starts the function's session (its queue), and the watch on custom scenarios with the first one. */
export function openSession(fn: FunctionId): void {
  queues.get(fn)?.dispose();
  queues.set(fn, new JudgeQueue((signal) => judgeOnce(fn, signal)));
  unwatch ??= usePlayground.subscribe((state, before) => {
    for (const edited of queues.keys()) {
      if (state.sections[edited].custom?.scenario !== before.sections[edited].custom?.scenario) void judgeNow(edited);
    }
  });
}

/** Ends the function's session: its judgement under way is abandoned; the watch stops with the last session. */
export function closeSession(fn: FunctionId): void {
  queues.get(fn)?.dispose();
  queues.delete(fn);
  if (queues.size === 0) {
    unwatch?.();
    unwatch = null;
  }
}

/** The functions in edit mode now (a test's view of the lifecycle). */
export const openSessions = () => [...queues.keys()];

/** Judges the function's text now. */
export const judgeNow = (fn: FunctionId): Promise<void> => queues.get(fn)?.now() ?? Promise.resolve();

/**
 * The text changes (typed, reset, a hunt's): Run and Debug take it at once, the judgement of the old one is
 * abandoned, and it is judged once typing pauses (`now`: at once). `keep: false` leaves it unsaved: going back to
 * the lesson's code from a hunt keeps the student's own edit as it was until they type. `restored`: the text is one
 * kept from an earlier visit (a hunt resumed), not a change made in this one.
 */
export function setText(fn: FunctionId, text: string, { keep = true, now = false, restored = false } = {}): void {
  patch(fn, { text, judging: true, tooLong: null, restored });
  if (keep) saveText(fn, useEdits.getState()[fn]?.hunt ?? null, text);
  // Run and Debug take the new text at once (its breakpoint lines are known once it has been judged).
  setEditedCode(fn, codeFor(fn, text, editedCode(fn)?.stoppable ?? []));
  const section = usePlayground.getState().sections[fn];
  if (section.run.status !== 'idle' || section.debug.status !== 'idle') {
    updateSection(fn, () => ({ run: { status: 'idle' }, debug: { status: 'idle' } }));
  }
  queues.get(fn)?.schedule(now ? 0 : undefined);
}
