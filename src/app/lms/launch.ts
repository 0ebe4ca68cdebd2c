/**
 * What a course platform's launch does the same way whatever the platform speaks: the record kept in this tab's
 * memory (nothing of the browser's storage but how the page looks: a lab's computers are shared), the package's
 * scope counted, the record seeded from what the platform kept, and each change of it told to the platform.
 */
import { type PlatformSession, type ScopedCheckpoint, scopeOf } from '../../lms/session.ts';
import type { KeptRecord } from '../../lms/suspend.ts';
import { CHECKPOINTS } from '../../predict/bank.ts';
import { onHuntSolved } from '../debugger/huntEvents.ts';
import { VARIABLES_VIEW_KEY } from '../debugger/view.ts';
import { LOCALE_KEY } from '../i18n/locale.ts';
import { keepInMemory } from '../shared/storage.ts';
import { onProgress, type PathRecord, setProgressScope, setRecordKeeper } from '../state/pathRecord.ts';
import { PREDICT_KEY } from '../state/predictMode.ts';
import { showLmsNotice } from './notice.ts';
import { packageOptions } from './packageOptions.ts';

/** What a shared browser may keep across students: how the page looks, nothing of what anyone did. */
const PREFERENCES = [LOCALE_KEY, PREDICT_KEY, VARIABLES_VIEW_KEY];

export type Scope = ScopedCheckpoint[];

/** Memory for the record, the package's scope and mastery: done first, before anything reads the record. */
export function beginLaunch(doc: Document): { scope: Scope; mastery: number | null } {
  keepInMemory(PREFERENCES);
  const options = packageOptions(doc);
  setProgressScope(options.scope);
  const scope = scopeOf(CHECKPOINTS, options.scope);
  return { scope, mastery: options.mastery };
}

const toPathRecord = (kept: KeptRecord): PathRecord => ({
  version: 2,
  last: kept.last,
  passed: kept.passed,
  questions: Object.fromEntries(Object.entries(kept.questions).map(([id, q]) => [id, { ...q, answers: [] }])),
});

/** What the platform keeps of the record: the answers as given go to it one by one (`answered`), not kept whole. */
const keptOf = (record: PathRecord): KeptRecord => ({
  last: record.last,
  passed: record.passed,
  questions: Object.fromEntries(Object.entries(record.questions).map(([id, { answers: _, ...kept }]) => [id, kept])),
});

/** Seeds the record from what the platform kept (a notice when it is not this course's) and tells it each change. */
export function connect(session: PlatformSession, onChange: () => void = () => undefined): void {
  // The store is the tab's memory: the keeper gives the platform's record to start from and keeps nothing itself
  // (each change reaches the platform through the session below, encoded at its edge).
  const seed = session.seeded.kind === 'record' ? toPathRecord(session.seeded.record) : null;
  setRecordKeeper({ read: () => seed, write: () => undefined });
  if (session.seeded.kind === 'foreign') showLmsNotice(session.seeded.reason === 'path' ? 'lmsFresh' : 'lmsGarbled');
  if (session.readOnly) showLmsNotice('lmsReview');
  onProgress(({ record, passed, answered }) => {
    session.change(
      keptOf(record),
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
    onChange();
  });
  onHuntSolved((_fn, solve) =>
    session.hunt({ hunt: solve.exercise, hints: solve.hints, restarts: solve.restarts, seconds: solve.seconds }),
  );
  window.addEventListener('pagehide', () => session.end());
}
