/** Sets Practice up for the run a question asks about (its model, the server's mode, the approval as asked). */
import type { PracticeRunSpec } from '../../predict/schema.ts';
import { practiceActions } from '../state/practice.ts';

/** A Practice checkpoint opened: no earlier run stays on screen under its questions, and its run is set up. */
export function openPracticeRun(spec: PracticeRunSpec): void {
  practiceActions.clearRun();
  setUpRun(spec);
}

export function setUpRun(spec: PracticeRunSpec): void {
  if (spec.kind === 'paths') return;
  practiceActions.setUp({ model: spec.model, mode: spec.mode, decision: spec.approve ? 'allow' : 'deny' });
}
