/**
 * Predict's hold on what would answer a question before it is asked: while Predict is on and a section's lesson
 * scenario has questions not yet answered right on the path's record, the section's hint stays hidden (a guidance
 * note) and a finished Run's output and fakes are held back (withheld.ts), each saying why; not in edit mode, where
 * the student's own code runs. Debug still shows every step's output and fakes as the run reaches them. Loaded, and so installed, when Predict is first on (App.tsx imports it then).
 */
import { questionsFor } from '../../predict/bank.ts';
import { FUNCTION_IDS } from '../../scenarios/functions.ts';
import { setGuidanceNote } from '../debugger/guidanceNotes.ts';
import { setWithheld } from '../debugger/withheld.ts';
import { onProgress, readProgress } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { usePredictOn } from '../state/predictMode.ts';
import { PREDICT_TEXT } from './text.ts';

function update(): void {
  const { sections, locale } = usePlayground.getState();
  const on = usePredictOn.getState().on;
  const record = readProgress();
  for (const fn of FUNCTION_IDS) {
    const questions = questionsFor(fn, sections[fn].scenarioId);
    // In edit mode the student's own code runs: the lesson's questions are not asked of it (guard.ts), and a bug
    // hunt's output is how the student sees what their change did.
    const pending =
      on && !sections[fn].editing && questions.some((question) => record.questions[question.id]?.right !== true);
    setGuidanceNote(fn, 'pending', pending ? PREDICT_TEXT.hintKept[locale] : null);
    setWithheld(fn, pending ? PREDICT_TEXT.outputKept[locale] : null);
  }
}

let installed = false;

export function installHold(): void {
  if (installed) return;
  installed = true;
  usePlayground.subscribe((state, before) => {
    if (state.sections !== before.sections || state.locale !== before.locale) update();
  });
  usePredictOn.subscribe(update);
  onProgress(update);
  update();
}
