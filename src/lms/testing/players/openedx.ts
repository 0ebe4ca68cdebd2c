/**
 * The Open edX SCORM XBlock as a SCO meets it, for the tests: its page script (openedxscorm/static/js/src/
 * scormxblock.js, scorm.js) and its handlers (openedxscorm/scormxblock.py), overhangio/openedx-scorm-xblock as of
 * October 2026, read through the project's search tool. Each rule names the function it comes from.
 * Self-contained (no imports): the harness page loads this file compiled on its own (e2e/lms/harness.ts).
 *
 * Not modelled: the handlers' HTTP (each SetValue is applied at once, in order, as the queue does), the tracking
 * events, the navigation menu, the preview URL's review mode.
 */
export type Version = '1.2' | '2004';
/** The block's user state (scormxblock.py's Scope.user_state fields). */
export type Kept = {
  scorm_data: Record<string, string>;
  lesson_status: string;
  success_status: string;
  lesson_score: number;
  /** Outside the block: the last grade it published, as the course's progress page shows it (none yet: null). */
  gradebook: Published | null;
};
/** Each grade the block published (runtime.publish "grade"): what the gradebook shows is the last. */
export type Published = { value: number; max_value: number };

export const fresh = (): Kept => ({
  scorm_data: {},
  lesson_status: 'not attempted',
  success_status: 'unknown',
  lesson_score: 0,
  gradebook: null,
});
/** The learner the block puts into scorm_data (initialize_student_info): the page must never read it. */
export const LEARNER = { id: '7', name: 'ada' };

/**
 * scormxblock.js GetValue: the values it "fetches" from the server (uncachedValues) come back as "" — the ajax
 * call's success callback returns into nothing — and every other is the page's copy of scorm_data, "" if absent.
 */
const UNCACHED = [
  'cmi.core.lesson_status',
  'cmi.completion_status',
  'cmi.success_status',
  'cmi.core.score.raw',
  'cmi.score.raw',
  'cmi.score.scaled',
  'cmi.mode',
];

/** scormxblock.py parse_validate_positive_float: a number, not below 0, else the handler answers 400. */
function positive(value: string, name: string): number {
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name}: ${value} is not a positive number`);
  return number;
}

/** One launch: the API object the block's page puts on the window, the block's state, and each grade published. */
export function launch(version: Version, kept: Kept, settings = { weight: 1, has_score: true }) {
  // student_view → initialize_student_info, then the page's copy of scorm_data (settings.scorm_data).
  kept.scorm_data['cmi.core.student_id'] = LEARNER.id;
  kept.scorm_data['cmi.learner_id'] = LEARNER.id;
  kept.scorm_data['cmi.core.student_name'] = LEARNER.name;
  kept.scorm_data['cmi.learner_name'] = LEARNER.name;
  const copy: Record<string, string> = { ...kept.scorm_data };
  const published: Published[] = [];
  /** Handler failures (a 400 from set_value): the page never sees them, the test does. */
  const failures: string[] = [];
  const grade = () => (kept.success_status === 'failed' ? 0 : kept.lesson_score) * settings.weight;
  const publish = () => {
    kept.gradebook = { value: grade(), max_value: settings.weight };
    published.push(kept.gradebook);
  };

  /** scormxblock.py set_value, as of the "resume and scoreless" change (October 2026). */
  const setValue = (name: string, value: string) => {
    let completionStatus: string | null = null;
    let successStatus: string | null = null;
    let lessonScore: number | null = null;
    const wasCompleted = kept.lesson_status === 'completed';
    kept.scorm_data[name] = value;
    if (name === 'cmi.core.lesson_status') {
      if (value === 'passed' || value === 'failed') {
        successStatus = value;
        if (value === 'passed') completionStatus = 'completed';
      } else if (value === 'completed' || value === 'incomplete') completionStatus = value;
    } else if (name === 'cmi.success_status') successStatus = value;
    else if (name === 'cmi.completion_status') completionStatus = value;
    else if ((name === 'cmi.core.score.raw' || name === 'cmi.score.raw') && settings.has_score)
      lessonScore = positive(value, name) / 100;
    else if (name === 'cmi.score.scaled' && settings.has_score) lessonScore = positive(value, name);
    else if (name === 'cmi.progress_measure') positive(value, name);
    if (lessonScore !== null) kept.lesson_score = lessonScore;
    if (completionStatus) kept.lesson_status = completionStatus;
    if (successStatus) kept.success_status = successStatus;
    // A package that never reports a score gets full credit on success.
    if (
      settings.has_score &&
      lessonScore === null &&
      (successStatus === 'passed' || completionStatus === 'completed') &&
      kept.success_status !== 'failed' &&
      !['cmi.core.score.raw', 'cmi.score.raw', 'cmi.score.scaled'].some((score) => score in kept.scorm_data)
    )
      kept.lesson_score = 1;
    // A grade is published only when a success status is written, on completion, or for a non-zero score written
    // after completion.
    if ((successStatus || completionStatus === 'completed' || (wasCompleted && lessonScore)) && settings.has_score)
      publish();
  };

  const get = (element: string) => (UNCACHED.includes(element) ? '' : (copy[element] ?? ''));
  const set = (element: string, value: string) => {
    const text = String(value);
    // processSetValueQueueItems: the page's copy keeps what it sent, except the uncached names.
    if (!UNCACHED.includes(element)) copy[element] = text;
    try {
      setValue(element, text);
    } catch (error) {
      failures.push((error as Error).message);
    }
    return 'true';
  };
  const yes = () => 'true';
  const zero = () => '0';
  const api: Record<string, (...args: string[]) => string> =
    version === '1.2'
      ? {
          LMSInitialize: yes,
          LMSFinish: yes,
          LMSGetValue: get,
          LMSSetValue: set,
          LMSCommit: yes,
          LMSGetLastError: zero,
        }
      : { Initialize: yes, Terminate: yes, GetValue: get, SetValue: set, Commit: yes, GetLastError: zero };
  return { api, kept, published, failures, grade };
}
