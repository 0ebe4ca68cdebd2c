/**
 * The way into the lesson path from the top of the page (page/PathEntry.tsx): how far the student has come, and
 * the checkpoint to open next (the one last worked on, if not passed, else the first not passed), with Predict on.
 */
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import { solvedHunts } from '../state/hunts.ts';
import { inScope, isPassed, onProgress, type PathRecord, readProgress } from '../state/pathRecord.ts';
import { openCheckpoint } from './openCheckpoint.ts';

/** Passed on the record, or (a hunt) solved in this browser. */
export const passed = (checkpoint: Checkpoint, record: PathRecord) =>
  Boolean(record.passed[checkpoint.id]) || isPassed(checkpoint, record, solvedHunts());

export type PathProgress = { done: number; total: number; next: Checkpoint | null };

/** Counted over the checkpoints in scope: a course platform's package may grade some of the path (state/pathRecord.ts). */
export function pathProgress(record = readProgress()): PathProgress {
  const checkpoints = inScope(CHECKPOINTS);
  const done = checkpoints.filter((checkpoint) => passed(checkpoint, record)).length;
  const next =
    checkpoints.find((c) => c.id === record.last && !passed(c, record)) ??
    checkpoints.find((c) => !passed(c, record)) ??
    null;
  return { done, total: checkpoints.length, next };
}

/** Tells `heard` how far the student has come now and at each change of the record; returns how to stop. */
export function watchPathProgress(heard: (progress: PathProgress) => void): () => void {
  heard(pathProgress());
  return onProgress((change) => heard(pathProgress(change.record)));
}

/** Opens the next checkpoint (the first, for a newcomer); the path's end when every one has passed. */
export function startOrResume(): void {
  const { next } = pathProgress();
  if (next) void openCheckpoint(next);
  else document.getElementById('lesson-path-summary')?.scrollIntoView({ block: 'start' });
}
