/**
 * A course page's `checkpoint=`: the embed's section opens that checkpoint of the lesson path with Predict on (its
 * scenario, its bug hunt in edit mode); the bridge posts `progress` and `checkpointPassed` as the student answers.
 * The URL's function must be the checkpoint's (params.ts refuses another). Until the student presses Debug, the
 * section's output and hint wait (hold.ts), as on the path.
 */
import { CHECKPOINTS, checkpointById } from '../../predict/bank.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { requestEdit } from '../debugger/editedCode.ts';
import { rememberLast, setProgressScope } from '../state/pathRecord.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { setPredictOn } from '../state/predictMode.ts';

export function openEmbedCheckpoint(fn: FunctionId, id: string): void {
  const checkpoint = checkpointById(id);
  if (!checkpoint || checkpoint.kind === 'practice' || checkpoint.kind === 'probe' || checkpoint.function !== fn)
    return;
  setPredictOn(true);
  // The course page embeds this one checkpoint: its progress counts it alone.
  setProgressScope([checkpoint.id]);
  rememberLast(CHECKPOINTS, checkpoint.id);
  if (checkpoint.kind === 'hunt') {
    requestEdit(fn, { hunt: checkpoint.hunt });
    actions.setEditing(fn, true);
    return;
  }
  if (usePlayground.getState().sections[fn].scenarioId !== checkpoint.scenario)
    actions.selectScenario(fn, checkpoint.scenario);
}
