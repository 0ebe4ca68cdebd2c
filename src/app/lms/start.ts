/**
 * A course platform's launch (a SCORM package's scorm.html carries `<meta name="mcp-lms">`): loaded before the page
 * starts, in its own chunk. It keeps every record of the student in this tab's memory (nothing read from or written
 * to the browser's storage but language and view preferences: a lab's computers are shared), finds the platform's
 * API by the ADL walk, seeds the lesson path's record from what the platform kept, and tells the platform each
 * change (src/lms/scorm.ts). Not launched by a platform, the page says so and keeps progress in this tab.
 * Nothing here reads the learner's name or id, and no request leaves the page: the API is a script in a parent frame.
 */
import { findApi, lmsOf } from '../../lms/api.ts';
import { type ScopedCheckpoint, type Session, startSession } from '../../lms/scorm.ts';
import { type KeptRecord, shapeOf } from '../../lms/suspend.ts';
import { anyQuestion, CHECKPOINTS } from '../../predict/bank.ts';
import { onHuntSolved } from '../debugger/code.ts';
import { VARIABLES_VIEW_KEY } from '../debugger/view.ts';
import { LOCALE_KEY } from '../i18n/locale.ts';
import { PREDICT_KEY } from '../predict/mode.ts';
import { onProgress, type PathRecord, setProgressScope, setRecordKeeper } from '../predict/progress.ts';
import { keepInMemory } from '../shared/storage.ts';
import { usePlayground } from '../state/playground.ts';
import { showLmsNotice } from './notice.ts';
import { packageOptions } from './packageOptions.ts';

/** What a shared browser may keep across students: how the page looks, nothing of what anyone did. */
const PREFERENCES = [LOCALE_KEY, PREDICT_KEY, VARIABLES_VIEW_KEY];
/** An answer's commit waits this long for the next one (a student answering on commits once). */
const ANSWER_COMMIT_MS = 2000;

const toPathRecord = (kept: KeptRecord): PathRecord => ({
  version: 2,
  last: kept.last,
  passed: kept.passed,
  questions: Object.fromEntries(Object.entries(kept.questions).map(([id, q]) => [id, { ...q, answers: [] }])),
});

export function startLms(doc: Document = document): void {
  keepInMemory(PREFERENCES);
  const { scope: scopeIds, mastery } = packageOptions(doc);
  const scoped = scopeIds ?? CHECKPOINTS.map((checkpoint) => checkpoint.id);
  setProgressScope(scopeIds);
  const root = doc.documentElement;
  const found = findApi(window);
  if (!found) {
    root.dataset.lms = 'none';
    showLmsNotice('lmsNotLaunched');
    return;
  }
  const scope: ScopedCheckpoint[] = CHECKPOINTS.filter((checkpoint) => scoped.includes(checkpoint.id)).map(
    (checkpoint) =>
      checkpoint.kind === 'hunt'
        ? { id: checkpoint.id, questions: [], hunt: checkpoint.hunt }
        : { id: checkpoint.id, questions: checkpoint.questions },
  );
  const session: Session = startSession(lmsOf(found), {
    shape: shapeOf(CHECKPOINTS),
    scope,
    mastery,
    describe: (id) => anyQuestion(id)?.question.ask[usePlayground.getState().locale] ?? id,
  });
  let kept: string | null =
    session.seeded.kind === 'record' ? JSON.stringify(toPathRecord(session.seeded.record)) : null;
  setRecordKeeper({
    read: () => kept,
    write: (text) => {
      kept = text;
    },
  });
  if (session.seeded.kind === 'foreign') showLmsNotice(session.seeded.reason === 'path' ? 'lmsFresh' : 'lmsGarbled');
  if (session.readOnly) showLmsNotice('lmsReview');

  let timer: ReturnType<typeof setTimeout> | undefined;
  onProgress(({ record, passed, answered }) => {
    session.change(
      record,
      answered
        ? {
            question: answered.question,
            text: answered.answer?.text ?? null,
            right: answered.right,
            seconds: answered.seconds,
          }
        : null,
      passed?.checkpoint ?? null,
    );
    clearTimeout(timer);
    timer = setTimeout(() => session.commit(), ANSWER_COMMIT_MS);
  });
  onHuntSolved((_fn, solve) =>
    session.hunt({ hunt: solve.exercise, hints: solve.hints, restarts: solve.restarts, seconds: solve.seconds }),
  );
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') session.commit();
  });
  window.addEventListener('pagehide', () => session.end());
  root.dataset.lms = `scorm-${found.version}`;
}
