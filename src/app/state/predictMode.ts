/**
 * The parts of predict mode the debugger's own chunks read, so they do not carry predict mode with them: whether
 * Debug asks before it shows ("Predict": the student's choice, remembered in this browser; on while the lesson path
 * is followed), where a question is asked, and the mark an answered question leaves on the variable it was about, at
 * the step where the answer shows (the Variables panel reads it). A leaf: the switch (PredictToggle.tsx) and the
 * guard that loads with it both read it.
 */
import { create } from 'zustand';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { readStored, writeStored } from '../shared/storage.ts';

export const PREDICT_KEY = 'mcp-playground:predict';

export const usePredictOn = create<{ on: boolean }>()(() => ({ on: readStored(PREDICT_KEY) === 'on' }));

export const predictOn = () => usePredictOn.getState().on;

export function setPredictOn(on: boolean): void {
  writeStored(PREDICT_KEY, on ? 'on' : null);
  usePredictOn.setState({ on });
}

/**
 * Where each section is asked a question now (its trace and step), for the paused view's own chunks: the narration
 * says nothing of the line while it is asked, and on a narrow screen the question takes its place.
 */
export const useAskingAt = create<Partial<Record<FunctionId, { trace: Trace; stop: number }>>>()(() => ({}));

export function setAsking(fn: FunctionId, at: { trace: Trace; stop: number } | null): void {
  useAskingAt.setState({ [fn]: at ?? undefined });
}

export type PredictMark = { name: string; right: boolean; trace: Trace; at: number };

export const usePredictMarks = create<{ marks: Partial<Record<FunctionId, PredictMark>> }>()(() => ({ marks: {} }));

export function setPredictMark(fn: FunctionId, mark: PredictMark | null): void {
  usePredictMarks.setState((state) => ({ marks: { ...state.marks, [fn]: mark ?? undefined } }));
}
