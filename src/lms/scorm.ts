/**
 * What a course platform records of the lesson path, SCORM 1.2 or 2004 alike: status (incomplete, then completed
 * when every checkpoint in scope passed, passed at mastery; never failed), score (raw = the share of the scope
 * passed, 0–100; 2004 also scaled and progress), one objective per checkpoint in scope, one interaction per answer
 * (at most five a question: the first four and the first right one) and per solved bug hunt, the last checkpoint
 * as the location, and the record itself as `suspend_data` (suspend.ts). Nothing of the learner is read: only the
 * elements in READS. In browse or review mode nothing is written.
 */
import type { Lms, ScormVersion } from './api.ts';
import {
  cut,
  isoDuration,
  masteryReached,
  type PlatformSession,
  percentOf,
  type ScopedCheckpoint,
  shareOf,
  tellsAnswer,
} from './session.ts';
import { decodeRecord, encodeRecord, type KeptRecord, type PathShape } from './suspend.ts';

/** Every element this code reads, by version: never the learner's name or id. */
export const READS: Record<ScormVersion, readonly string[]> = {
  '1.2': [
    'cmi.core.lesson_mode',
    'cmi.core.lesson_status',
    'cmi.suspend_data',
    'cmi.student_data.mastery_score',
    'cmi.interactions._count',
    'cmi.objectives._count',
    'cmi.objectives.n.id',
  ],
  '2004': [
    'cmi.mode',
    'cmi.completion_status',
    'cmi.suspend_data',
    'cmi.scaled_passing_score',
    'cmi.interactions._count',
    'cmi.objectives._count',
    'cmi.objectives.n.id',
  ],
};

/** Whether a read is one of READS (an objective's id by its index, `n` in the list). */
export const allowedRead = (version: ScormVersion, element: string) =>
  READS[version].includes(element.replace(/^cmi\.objectives\.\d+\./, 'cmi.objectives.n.'));

/** The largest interaction count taken from a platform as it says it. */
const MAX_INTERACTIONS = 1_000_000;

/** At most this many of the platform's objectives are read (a count is the platform's word, not a promise). */
const MAX_GIVEN_OBJECTIVES = 200;

export type SessionOptions = {
  /** The whole path, for the record; the scope, for what is graded. */
  shape: PathShape;
  scope: readonly ScopedCheckpoint[];
  /** The package's mastery score (0–100), used when the platform gives none. */
  mastery: number | null;
  /** A question's words in the page's language, for 2004's description. */
  describe: (question: string) => string;
  now?: () => number;
};

const pad = (n: number, width: number) => String(Math.floor(n)).padStart(width, '0');
/** 1.2's CMITimespan, HHHH:MM:SS.SS (2004's is an ISO duration). */
const span12 = (seconds: number) =>
  `${pad(Math.min(9999, seconds / 3600), 4)}:${pad((seconds % 3600) / 60, 2)}:${pad(seconds % 60, 2)}.00`;
/** A response as 2004 reads a fill-in: its delimiters `[,]` and `[.]` and a leading `{` taken as text. */
const plain2004 = (text: string) => text.replaceAll('[,]', '[ ,]').replaceAll('[.]', '[ .]').replace(/^\{/, '(');

export type Session = PlatformSession & {
  version: ScormVersion;
  /** Writes what waits now (the page is being hidden, or an answer's debounce ran out). */
  commit(): void;
};

/**
 * Where each checkpoint's objective goes: where the platform already has one of that id (a relaunch), else after
 * every objective the platform gives. Moodle gives a 2004 package's primary objective (the manifest's `path`) back as
 * objective 0, whose id 2004 lets nobody change (351); 1.2 platforms may list the manifest's objectives too.
 */
function placeObjectives(lms: Lms, ids: readonly string[]): number[] {
  let count = Number.parseInt(lms.get('cmi.objectives._count'), 10);
  if (!Number.isFinite(count) || count < 0) count = 0;
  const given = new Map<string, number>();
  for (let n = 0; n < Math.min(count, MAX_GIVEN_OBJECTIVES); n++) {
    const id = lms.get(`cmi.objectives.${n}.id`);
    if (id !== '' && !given.has(id)) given.set(id, n);
  }
  let next = count;
  return ids.map((id) => given.get(id) ?? next++);
}

export function startSession(lms: Lms, options: SessionOptions): Session {
  const now = options.now ?? Date.now;
  const started = now();
  const v = lms.version;
  const e = (twelve: string, later: string) => (v === '1.2' ? twelve : later);
  lms.initialize();
  const mode = lms.get(e('cmi.core.lesson_mode', 'cmi.mode'));
  const readOnly = mode === 'browse' || mode === 'review';
  const seeded = decodeRecord(lms.get('cmi.suspend_data'), options.shape);
  const masteryText = lms.get(e('cmi.student_data.mastery_score', 'cmi.scaled_passing_score'));
  const platformMastery = masteryText === '' ? Number.NaN : Number(masteryText) * (v === '1.2' ? 1 : 100);
  const mastery = Number.isFinite(platformMastery) ? platformMastery : options.mastery;
  let interactions = Number.parseInt(lms.get('cmi.interactions._count'), 10);
  // A count the platform cannot mean (negative, or past any journal: 1e+20 would name cmi.interactions.1e+20.id).
  if (!Number.isSafeInteger(interactions) || interactions < 0 || interactions > MAX_INTERACTIONS) interactions = 0;
  const objectiveAt = placeObjectives(
    lms,
    options.scope.map((checkpoint) => checkpoint.id),
  );

  let record: KeptRecord = seeded.kind === 'record' ? seeded.record : { last: null, questions: {}, passed: {} };
  const written = new Map<string, string>();
  let ended = false;
  /** Sets an element unless it already holds that value (the platform's journal stays short). */
  const set = (element: string, value: string) => {
    if (readOnly || ended || written.get(element) === value) return;
    written.set(element, value);
    lms.set(element, value);
  };
  const append = (element: string, value: string) => {
    if (!readOnly && !ended) lms.set(element, value);
  };

  const scopeIds = options.scope.map((checkpoint) => checkpoint.id);
  const homeOf = (question: string) => options.scope.find((checkpoint) => checkpoint.questions.includes(question));

  const writeState = () => {
    const passed = scopeIds.filter((id) => Object.hasOwn(record.passed, id)).length;
    const share = shareOf(record.passed, options.scope);
    const raw = percentOf(share);
    const complete = passed === scopeIds.length && scopeIds.length > 0;
    const mastered = masteryReached(share, mastery === null ? null : { score: mastery, of: 100 });
    const scaled = String(Number(share.toFixed(4)));
    const scoreChanged = written.get('cmi.score.scaled') !== scaled;
    // SCORM 1.2 with a mastery score: no score before the first checkpoint in scope passes. Moodle's player, at
    // LMSFinish, turns any raw score under the mastery into "failed", and a failed attempt is review-only: a student
    // who opened the package and left would be locked out of it (docs/lms.md).
    if (v !== '1.2' || mastery === null || passed > 0) {
      set(e('cmi.core.score.min', 'cmi.score.min'), '0');
      set(e('cmi.core.score.max', 'cmi.score.max'), '100');
      set(e('cmi.core.score.raw', 'cmi.score.raw'), String(raw));
    }
    if (v === '1.2') {
      set('cmi.core.lesson_status', mastered ? 'passed' : complete ? 'completed' : 'incomplete');
    } else {
      set('cmi.score.scaled', scaled);
      set('cmi.progress_measure', scaled);
      set('cmi.completion_status', complete ? 'completed' : 'incomplete');
      // Written again with each new score, even unchanged: the Open edX XBlock publishes a grade only when a status
      // is written (scormxblock.py set_value), so it would show the score of the launch that last wrote one.
      if (scoreChanged) written.delete('cmi.success_status');
      set('cmi.success_status', mastered || (mastery === null && complete) ? 'passed' : 'unknown');
    }
    for (const [n, checkpoint] of options.scope.entries()) {
      const done = Object.hasOwn(record.passed, checkpoint.id);
      const at = `cmi.objectives.${objectiveAt[n]}`;
      set(`${at}.id`, checkpoint.id);
      if (v === '1.2') {
        set(`${at}.status`, done ? 'passed' : 'incomplete');
      } else {
        const right = checkpoint.questions.filter((q) => record.questions[q]?.right).length;
        const progress = done ? 1 : checkpoint.questions.length === 0 ? 0 : right / checkpoint.questions.length;
        set(`${at}.success_status`, done ? 'passed' : 'unknown');
        set(`${at}.completion_status`, done ? 'completed' : 'incomplete');
        set(`${at}.progress_measure`, String(Number(progress.toFixed(4))));
      }
    }
    if (record.last) set(e('cmi.core.lesson_location', 'cmi.location'), record.last);
    set('cmi.suspend_data', encodeRecord(record, options.shape));
  };

  const stamp = () => {
    const at = new Date(now()).toISOString();
    return v === '1.2' ? at.slice(11, 19) : at.slice(0, 19);
  };

  const interaction = (
    id: string,
    type: 'fill-in' | 'performance',
    response: string,
    right: boolean,
    seconds: number,
    objective: string,
    description: string | null,
  ) => {
    const at = `cmi.interactions.${interactions++}`;
    append(`${at}.id`, id);
    append(`${at}.type`, type);
    append(`${at}.objectives.0.id`, objective);
    append(e(`${at}.time`, `${at}.timestamp`), stamp());
    append(e(`${at}.student_response`, `${at}.learner_response`), response);
    append(`${at}.result`, right ? 'correct' : e('wrong', 'incorrect'));
    append(`${at}.latency`, v === '1.2' ? span12(seconds) : isoDuration(seconds));
    if (v === '2004' && description) append(`${at}.description`, cut(description, 250));
  };

  let pending = false;
  const commit = () => {
    if (readOnly || ended) return;
    pending = false;
    lms.commit();
  };

  // The first launch says it began; every launch says how it ends (Moodle's 2004 player keeps data only then).
  set(e('cmi.core.exit', 'cmi.exit'), 'suspend');
  if (seeded.kind !== 'record') writeState();

  return {
    seeded,
    readOnly,
    version: v,
    change(next, answered, passed) {
      const before = record;
      record = next;
      if (answered && answered.text !== null) {
        const home = homeOf(answered.question);
        if (home && tellsAnswer(before, next, answered)) {
          // SCORM's own caps: 1.2's CMIFeedback 255, a 2004 fill-in string 250.
          const text = v === '1.2' ? cut(answered.text, 255) : cut(plain2004(answered.text), 250);
          interaction(
            answered.question,
            'fill-in',
            text,
            answered.right,
            answered.seconds,
            home.id,
            options.describe(answered.question),
          );
        }
      }
      writeState();
      if (passed && scopeIds.includes(passed)) commit();
      else pending = true;
    },
    hunt(solved) {
      const home = options.scope.find((checkpoint) => checkpoint.hunt === solved.hunt);
      if (!home) return;
      const response =
        v === '1.2'
          ? `hints=${solved.hints};restarts=${solved.restarts}`
          : `hints[.]${solved.hints}[,]restarts[.]${solved.restarts}`;
      interaction(`hunt-${solved.hunt}`, 'performance', response, true, solved.seconds, home.id, null);
      pending = true;
    },
    commit() {
      if (pending) commit();
    },
    end() {
      if (ended) return;
      const seconds = Math.max(0, Math.round((now() - started) / 1000));
      set(e('cmi.core.session_time', 'cmi.session_time'), v === '1.2' ? span12(seconds) : isoDuration(seconds));
      const exit = e('cmi.core.exit', 'cmi.exit');
      written.delete(exit);
      set(exit, 'suspend');
      commit();
      ended = true;
      lms.finish();
    },
  };
}
