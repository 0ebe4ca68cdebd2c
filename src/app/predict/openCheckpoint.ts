/**
 * Opening a checkpoint of the lesson path, with Predict on, remembered as where the student left off: its scenario
 * debugged, paused a few steps before its first question where its instruction applies; its bug hunt in edit mode
 * (in place of any hunt the section had); its probe questions on the path; or Practice, set up for the run its first
 * question asks about. What earlier checkpoints told is put away: the path has moved on.
 */
import { CHECKPOINTS, practiceQuestionById } from '../../predict/bank.ts';
import { linesOf } from '../../predict/observe.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { requestEdit } from '../debugger/editedCode.ts';
import { action } from '../debugger/seams.ts';
import { startDebug } from '../debugger/start.ts';
import { arrive } from '../shared/arrival.ts';
import { HUNTS } from '../state/hunts.ts';
import { rememberLast } from '../state/pathRecord.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { setPredictOn } from '../state/predictMode.ts';
import { predictActions } from './store.ts';

/**
 * The opened section to the window's top, and the keyboard's focus into its toolbar meanwhile: the button the student
 * pressed (Start, Next) is scrolled away or gone, and the checkpoint's own instruction takes the focus only once its
 * run has paused (arrival.ts). Meanwhile it waits on the section's status line ("recording…").
 */
function show(id: string) {
  const section = document.getElementById(id);
  section?.scrollIntoView({ block: 'start' });
  section?.querySelector<HTMLElement>('[data-testid="status"]')?.focus({ preventScroll: true });
}

export async function openCheckpoint(checkpoint: Checkpoint): Promise<void> {
  setPredictOn(true);
  arrive(checkpoint.id);
  rememberLast(CHECKPOINTS, checkpoint.id);
  predictActions.forgetTold();
  if (checkpoint.kind === 'debug') {
    const fn = checkpoint.function;
    const section = usePlayground.getState().sections[fn];
    if (section.editing) actions.setEditing(fn, false);
    actions.focus(fn);
    if (section.scenarioId !== checkpoint.scenario) actions.selectScenario(fn, checkpoint.scenario);
    show(fn);
    // A few steps before the first question: the student steps there, watching what the instruction names.
    const line = linesOf(ENTRY_SOURCES[fn].source, checkpoint.approach.at)[0];
    await startDebug(fn, undefined, line, checkpoint.approach.hit);
    return;
  }
  if (checkpoint.kind === 'hunt') {
    const hunt = HUNTS.find((h) => h.id === checkpoint.hunt);
    if (!hunt) return;
    const fn = hunt.function;
    actions.focus(fn);
    // Its task comes to the window's top once edit mode shows it: the task, the editor and the verdict on one screen.
    arrive(`hunt:${hunt.id}`);
    show(fn);
    // In edit mode already: the section's hunt is replaced by this one (where the student left it, if begun).
    if (usePlayground.getState().sections[fn].editing) {
      await action('startHunt')?.(fn, hunt.id, { resume: true });
      return;
    }
    requestEdit(fn, { hunt: hunt.id });
    actions.setEditing(fn, true);
    return;
  }
  // The probe's questions bring themselves into view once they render (ProbeQuestions, arrival.ts).
  if (checkpoint.kind === 'probe') return;
  // Practice, set up for the run its first question asks about (the student still presses Start).
  const first = practiceQuestionById(checkpoint.questions[0] ?? '');
  if (first) (await import('./practiceRun.ts')).openPracticeRun(first.run);
  show('practice');
}
