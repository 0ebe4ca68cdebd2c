/**
 * What the guidance panel says besides its hint, one note a section, from the parts of the page that load later:
 * a question being asked (the hint could give its answer away), questions of the scenario still to answer on the
 * path (`pending`: likewise, until its checkpoint is passed), a bug hunt on (likewise), an edit that removed the
 * line the hint names, a custom scenario still carrying a lesson scenario's hint. Each part sets its note while it
 * holds and clears it when it stops; the panel shows the first in NOTE_ORDER, and the first three hide the hint.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { FunctionId } from '../../scenarios/functions.ts';

export const NOTE_ORDER = ['predicting', 'pending', 'hunting', 'lineGone', 'copied'] as const;
export type GuidanceNoteKind = (typeof NOTE_ORDER)[number];
/** The notes that hide the hint (its place kept): while they hold, the hint could give an answer away. */
const HIDING: ReadonlySet<GuidanceNoteKind> = new Set(['predicting', 'pending', 'hunting']);

type Notes = Partial<Record<GuidanceNoteKind, string>>;

export const useGuidanceNotes = create<Partial<Record<FunctionId, Notes>>>()(() => ({}));

export function setGuidanceNote(fn: FunctionId, kind: GuidanceNoteKind, text: string | null): void {
  useGuidanceNotes.setState((state) => {
    const notes = { ...state[fn] };
    if (text === null) delete notes[kind];
    else notes[kind] = text;
    return { [fn]: notes };
  });
}

/** The note a section's guidance says now, and whether it hides the hint. */
export function noteOf(notes: Notes | undefined): { kind: GuidanceNoteKind; text: string; hides: boolean } | null {
  const kind = NOTE_ORDER.find((each) => notes?.[each] !== undefined);
  return kind ? { kind, text: notes?.[kind] as string, hides: HIDING.has(kind) } : null;
}

/** Holds the note while the component that says it is mounted and `text` is set. */
export function useGuidanceNote(fn: FunctionId, kind: GuidanceNoteKind, text: string | null): void {
  useEffect(() => {
    if (text === null) return;
    setGuidanceNote(fn, kind, text);
    return () => setGuidanceNote(fn, kind, null);
  }, [fn, kind, text]);
}
