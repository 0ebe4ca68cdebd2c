/**
 * Opening a checkpoint of the lesson path: its scenario debugged with Predict on (the first question asked at once),
 * its bug hunt in edit mode, or the Practice section with its questions. Remembered as where the student left off.
 */
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import { requestEdit } from '../debugger/code.ts';
import { startDebug } from '../debugger/start.ts';
import { HUNTS } from '../edit/hunts.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { setPredictOn } from './enabled.tsx';
import { rememberLast } from './progress.ts';

function show(id: string) {
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

export function openCheckpoint(checkpoint: Checkpoint): void {
  setPredictOn(true);
  rememberLast(CHECKPOINTS, checkpoint.id);
  if (checkpoint.kind === 'debug') {
    const fn = checkpoint.function;
    const section = usePlayground.getState().sections[fn];
    if (section.editing) actions.setEditing(fn, false);
    actions.focus(fn);
    if (section.scenarioId !== checkpoint.scenario) actions.selectScenario(fn, checkpoint.scenario);
    show(fn);
    // Debug, as its button starts it (the guard asks the first question where Debug stops).
    void startDebug(fn);
    return;
  }
  if (checkpoint.kind === 'hunt') {
    const hunt = HUNTS.find((h) => h.id === checkpoint.hunt);
    if (!hunt) return;
    const fn = hunt.function;
    actions.focus(fn);
    show(fn);
    // Edit mode opens with the hunt (where the student left it, if begun), as an exercise link opens it.
    if (usePlayground.getState().sections[fn].editing) actions.setEditing(fn, false);
    requestEdit(fn, { hunt: hunt.id });
    actions.setEditing(fn, true);
    return;
  }
  show('practice');
}
