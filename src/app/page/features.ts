/**
 * The features plugged into the debugger's seams (debugger/seams.ts), in one place: each panel in its own chunk,
 * fetched when its place first shows it, and each action loading its feature when first called. The shell calls
 * this once before the first render (App.tsx); the returned call takes them all out again.
 */
import { plugAction, plugPanel } from '../debugger/seams.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';

export function plugInFeatures(): () => void {
  const unplug = [
    plugPanel(
      'editPane',
      lazyComponent(() => import('../edit/EditPane.tsx').then((m) => m.EditPane)),
    ),
    plugPanel(
      'customEditor',
      lazyComponent(() => import('../custom/CustomEditor.tsx').then((m) => m.CustomEditor)),
    ),
    plugPanel(
      'question',
      lazyComponent(() => import('../predict/QuestionPanel.tsx').then((m) => m.QuestionPanel)),
    ),
    plugPanel(
      'predictToggle',
      lazyComponent(() => import('../predict/PredictToggle.tsx').then((m) => m.PredictToggle)),
    ),
    plugPanel(
      'huntNext',
      lazyComponent(() => import('../predict/HuntNext.tsx').then((m) => m.HuntNext)),
    ),
    plugPanel(
      'practiceQuestions',
      lazyComponent(() => import('../predict/PracticeQuestions.tsx').then((m) => m.PracticeQuestions)),
    ),
    plugAction('startHunt', (fn, hunt, options) =>
      import('../edit/editing.ts').then((m) => m.startHunt(fn, hunt, options)),
    ),
    plugAction('editCustom', (fn, text) => import('../custom/custom.ts').then((m) => m.editCustom(fn, text))),
    plugAction('loadMoveGuard', () => import('../predict/guard.ts').then((m) => m.land)),
  ];
  return () => {
    for (const undo of unplug) undo();
  };
}
