/** Edit mode's state per function: the text, its judgement, the hunt on. Changed through the modules beside it. */
import { create } from 'zustand';
import type { FunctionId } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import type { Verdict } from './editedRuns.ts';

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
  /** The text is as it was kept in this browser (a reload, a resumed hunt), not yet changed in this visit. */
  restored: boolean;
};

export const useEdits = create<Partial<Record<FunctionId, FunctionEdit>>>()(() => ({}));

/** Longer texts are refused with a message: the editor's layout of megabytes freezes the page for minutes. */
export const MAX_TEXT_LENGTH = 100_000;

export const lessonText = (fn: FunctionId) => ENTRY_SOURCES[fn].source;

/** A function into edit mode with this edit, or (undefined) out of it. */
export function setEdit(fn: FunctionId, edit: FunctionEdit | undefined): void {
  useEdits.setState({ [fn]: edit });
}

/** Changes a function's edit while it is in edit mode (nothing once it has left). */
export function patch(fn: FunctionId, change: Partial<FunctionEdit>): void {
  useEdits.setState((state) => {
    const now = state[fn];
    return now ? { [fn]: { ...now, ...change } } : {};
  });
}
