/** A solved bug hunt, told to whoever listens (the embed's bridge, a course platform's launch). */
import type { FunctionId } from '../../scenarios/schema.ts';

/**
 * A bug hunt solved: by a text the student changed from the seeded one, which every scenario judges like the
 * lesson; with what a course page weighs it by (hints seen, restarts, seconds since the last start, and whether
 * the text is the lesson's own, byte for byte).
 */
export type HuntSolve = { exercise: string; hints: number; restarts: number; seconds: number; sameAsLesson: boolean };

/** Who hears of a solved bug hunt (the embed's bridge tells the course page). */
const solvedListeners = new Set<(fn: FunctionId, solve: HuntSolve) => void>();

export function onHuntSolved(listener: (fn: FunctionId, solve: HuntSolve) => void): () => void {
  solvedListeners.add(listener);
  return () => solvedListeners.delete(listener);
}

export function huntSolved(fn: FunctionId, solve: HuntSolve): void {
  for (const listener of solvedListeners) listener(fn, solve);
}
