/**
 * Moodle's SCORM player as a SCO meets it, for the tests (no Moodle is reachable from here): its client-side API
 * and what its PHP keeps and grades, written from Moodle 4.5's source (moodle/moodle mod/scorm/, read through the
 * project's search tool) where our packages touch it. Each rule names the file and function it comes from.
 * Self-contained (no imports): the harness page loads this file compiled on its own (e2e/lms/harness.ts).
 *
 * Not modelled: sequencing beyond the primary objective, navigation requests, comments, learner preferences, the
 * TOC, more than one SCO, Moodle's "standards" vs loose mode (the strict 1.2 limits are those of standards mode).
 */
export type Version = '1.2' | '2004';
type Value = string | number | null;
/** What Moodle keeps of one attempt: scorm_scoes_value rows, element → value (mod/scorm/locallib.php scorm_insert_track). */
export type Tracks = Record<string, string>;
/** One learner's attempts at one package (attempt 1 first). */
export type Kept = { attempts: Tracks[] };
/** What Moodle's scorm_parse keeps of a package's manifest (datamodels/scormlib.php scorm_parse_scorm). */
export type Manifest = {
  version: Version;
  /** 1.2 `adlcp:masteryscore`. */
  masteryScore: string;
  /** 2004 sequencing objectives with an id, primary first (scorm_seq_objective). */
  objectiveIds: string[];
  /** 2004 `imsss:minNormalizedMeasure` of an objective (get_scorm_default gives it as cmi.scaled_passing_score). */
  minNormalizedMeasure: string;
  /** 2004 `adlcp:completionThreshold` ('' when the item has none). */
  threshold: string;
};
export type GradeMethod = 'highest' | 'average' | 'sum' | 'objects';
/** The activity's settings (mod/scorm/mod_form.php defaults). */
export type Settings = { masteryoverride: boolean; forcenewattempt: boolean; grademethod: GradeMethod };
/** The learner the platform would name: the page must never read it (src/lms/scorm.ts READS). */
export const LEARNER = { id: 'moodle-user-2', name: 'Student, Ada' };
export const DEFAULTS: Settings = { masteryoverride: true, forcenewattempt: false, grademethod: 'highest' };

/** The manifest's facts Moodle reads, from the XML our packager writes (scormlib.php's tags; not a general parser). */
export function readManifest(xml: string): Manifest {
  const tag = (pattern: RegExp) => pattern.exec(xml)?.[1]?.trim() ?? '';
  const version: Version = /<schemaversion>\s*1\.2\s*<\/schemaversion>/.test(xml) ? '1.2' : '2004';
  const objectiveIds = [...xml.matchAll(/<imsss:(?:primaryObjective|objective)\b[^>]*objectiveID="([^"]*)"/g)].map(
    (m) => m[1] ?? '',
  );
  // datamodels/scormlib.php: ADLCP:COMPLETIONTHRESHOLD keeps minProgressMeasure, '1.0' when the element has none.
  const threshold = /<adlcp:completionThreshold\b/.test(xml)
    ? tag(/<adlcp:completionThreshold\b[^>]*minProgressMeasure="([^"]*)"/) || '1.0'
    : '';
  return {
    version,
    masteryScore: tag(/<adlcp:masteryscore>([^<]*)</),
    objectiveIds,
    minNormalizedMeasure: tag(/<imsss:minNormalizedMeasure>([^<]*)</),
    threshold,
  };
}

type Rule = { mod: 'r' | 'w' | 'rw'; format?: RegExp; range?: [number, number] };
const r = (format?: RegExp): Rule => ({ mod: 'rw', format });

// datamodels/scorm_12.js SCORMapi1_2: the data model's formats (CMIString256 as in standards mode).
const S256 = /^[\s\S]{0,255}$/;
const DECIMAL12 = /^-?([0-9]{0,3})(\.[0-9]*)?$/;
const IDENTIFIER12 = /^[\u0021-\u007E]{0,255}$/;
const TIMESPAN12 = /^([0-9]{2,4}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,2})?$/;
const MODEL12: Record<string, Rule> = {
  'cmi.core.lesson_location': r(S256),
  'cmi.core.lesson_status': r(/^passed$|^completed$|^failed$|^incomplete$|^browsed$/),
  'cmi.core.lesson_mode': { mod: 'r' },
  'cmi.core.entry': { mod: 'r' },
  'cmi.core.credit': { mod: 'r' },
  'cmi.core.student_id': { mod: 'r' },
  'cmi.core.student_name': { mod: 'r' },
  'cmi.core.score.raw': { mod: 'rw', format: DECIMAL12, range: [0, 100] },
  'cmi.core.score.min': { mod: 'rw', format: DECIMAL12, range: [0, 100] },
  'cmi.core.score.max': { mod: 'rw', format: DECIMAL12, range: [0, 100] },
  'cmi.core.total_time': { mod: 'r' },
  'cmi.core.exit': { mod: 'w', format: /^time-out$|^suspend$|^logout$|^$/ },
  'cmi.core.session_time': { mod: 'w', format: TIMESPAN12 },
  'cmi.suspend_data': r(/^[\s\S]{0,4096}$/),
  'cmi.launch_data': { mod: 'r' },
  'cmi.student_data.mastery_score': { mod: 'r' },
  'cmi.objectives._count': { mod: 'r' },
  'cmi.objectives.n.id': r(IDENTIFIER12),
  'cmi.objectives.n.status': r(/^passed$|^completed$|^failed$|^incomplete$|^browsed$|^not attempted$/),
  'cmi.interactions._count': { mod: 'r' },
  'cmi.interactions.n.id': { mod: 'w', format: IDENTIFIER12 },
  'cmi.interactions.n.objectives.n.id': { mod: 'w', format: IDENTIFIER12 },
  'cmi.interactions.n.time': {
    mod: 'w',
    format: /^([0-2]{1}[0-9]{1}):([0-5]{1}[0-9]{1}):([0-5]{1}[0-9]{1})(\.[0-9]{1,2})?$/,
  },
  'cmi.interactions.n.type': {
    mod: 'w',
    format: /^true-false$|^choice$|^fill-in$|^matching$|^performance$|^sequencing$|^likert$|^numeric$/,
  },
  'cmi.interactions.n.student_response': { mod: 'w', format: S256 },
  'cmi.interactions.n.result': {
    mod: 'w',
    format: /^correct$|^wrong$|^unanticipated$|^neutral$|^([0-9]{0,3})?(\.[0-9]*)?$/,
  },
  'cmi.interactions.n.latency': { mod: 'w', format: TIMESPAN12 },
};

// datamodels/scorm_13.js SCORMapi1_3.
const DECIMAL = /^-?([0-9]{1,5})(\.[0-9]{1,18})?$/;
const LONG_ID = /^(?:(?!urn:)\S{1,4000}|urn:[A-Za-z0-9-]{1,31}:\S{1,4000})$/;
const LANG250 = /^(\{lang=([a-zA-Z]{2,3}|i|x)(-[a-zA-Z0-9-]{2,8})?\})?([^{].{0,250}$)?/;
const TIMESPAN =
  /^P(\d+Y)?(\d+M)?(\d+D)?(T(((\d+H)(\d+M)?(\d+(\.\d{1,2})?S)?)|((\d+M)(\d+(\.\d{1,2})?S)?)|((\d+(\.\d{1,2})?S))))?$/;
const CSTATUS = /^completed$|^incomplete$|^not attempted$|^unknown$/;
const SSTATUS = /^passed$|^failed$|^unknown$/;
const SHORT_ID = /^[\w.]{1,250}$/;
const OR_EMPTY = (pattern: RegExp) => new RegExp(`^$|${pattern.source}`);
const MODEL2004: Record<string, Rule> = {
  'cmi.completion_status': r(CSTATUS),
  'cmi.completion_threshold': { mod: 'r' },
  'cmi.credit': { mod: 'r' },
  'cmi.entry': { mod: 'r' },
  'cmi.exit': { mod: 'w', format: /^time-out$|^suspend$|^logout$|^normal$|^$/ },
  'cmi.interactions._count': { mod: 'r' },
  'cmi.interactions.n.id': r(LONG_ID),
  'cmi.interactions.n.type': r(
    /^true-false$|^choice$|^(long-)?fill-in$|^matching$|^performance$|^sequencing$|^likert$|^numeric$|^other$/,
  ),
  'cmi.interactions.n.objectives._count': { mod: 'r' },
  'cmi.interactions.n.objectives.n.id': r(LONG_ID),
  'cmi.interactions.n.timestamp': r(
    /^(19[7-9]{1}[0-9]{1}|20[0-2]{1}[0-9]{1}|203[0-8]{1})-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([0-1][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?(Z|[+-]([0-1][0-9]|2[0-3])(:[0-5][0-9])?)?$/,
  ),
  'cmi.interactions.n.learner_response': r(/^.*$/),
  'cmi.interactions.n.result': r(/^correct$|^incorrect$|^unanticipated$|^neutral$|^-?([0-9]{1,4})(\.[0-9]{1,18})?$/),
  'cmi.interactions.n.latency': r(TIMESPAN),
  'cmi.interactions.n.description': r(LANG250),
  'cmi.learner_id': { mod: 'r' },
  'cmi.learner_name': { mod: 'r' },
  'cmi.location': r(/^[\s\S]{0,1000}$/),
  'cmi.mode': { mod: 'r' },
  'cmi.objectives._count': { mod: 'r' },
  'cmi.objectives.n.id': r(LONG_ID),
  'cmi.objectives.n.success_status': r(SSTATUS),
  'cmi.objectives.n.completion_status': r(CSTATUS),
  'cmi.objectives.n.progress_measure': { mod: 'rw', format: DECIMAL, range: [0, 1] },
  'cmi.progress_measure': { mod: 'rw', format: DECIMAL, range: [0, 1] },
  'cmi.scaled_passing_score': { mod: 'r' },
  'cmi.score.scaled': { mod: 'rw', format: DECIMAL, range: [-1, 1] },
  'cmi.score.raw': r(DECIMAL),
  'cmi.score.min': r(DECIMAL),
  'cmi.score.max': r(DECIMAL),
  'cmi.session_time': { mod: 'w', format: TIMESPAN },
  'cmi.success_status': r(SSTATUS),
  'cmi.suspend_data': r(/^[\s\S]{0,64000}$/),
  'cmi.total_time': { mod: 'r' },
};
/** scorm_13.js SetValue, cmi.interactions.n.learner_response: the value's nodes by the interaction's type. */
const RESPONSE: Record<string, { delimiter: string; max: number; format: RegExp; format2?: RegExp }> = {
  'fill-in': { delimiter: '[,]', max: 10, format: LANG250 },
  performance: {
    delimiter: '[,]',
    max: 250,
    format: OR_EMPTY(SHORT_ID),
    format2: /^-?([0-9]{1,5})(\.[0-9]{1,18})?$|^$|^[\w.]{1,250}$/,
  },
};

const OBJECTIVE_DEFAULTS: [string, Value][] = [
  ['success_status', 'unknown'],
  ['completion_status', 'unknown'],
  ['progress_measure', null],
];
const STATUS: Record<Version, string> = { '1.2': 'cmi.core.lesson_status', '2004': 'cmi.completion_status' };
const generic = (element: string) => element.replace(/\.\d+\./g, '.n.').replace(/\.\d+\./g, '.n.');
const isFinished = (tracks: Tracks, v: Version) => ['completed', 'passed', 'failed'].includes(tracks[STATUS[v]] ?? '');

/**
 * Which attempt a launch opens and in which mode (mod/scorm/lib.php scorm_check_mode): a finished attempt (its
 * status completed, passed or failed) is reviewed unless a new attempt is forced; an unfinished one goes on.
 */
export function checkMode(kept: Kept, v: Version, settings: Settings, asked: 'normal' | 'browse' = 'normal') {
  const attempt = Math.max(1, kept.attempts.length);
  if (asked === 'browse') return { attempt, mode: 'browse' as const };
  const last = kept.attempts[attempt - 1] ?? {};
  if (!isFinished(last, v)) return { attempt, mode: 'normal' as const };
  return settings.forcenewattempt
    ? { attempt: attempt + 1, mode: 'normal' as const }
    : { attempt, mode: 'review' as const };
}

/**
 * The gradebook's value (mod/scorm/locallib.php scorm_grade_user_attempt for one SCO, scorm_grade_user with
 * "highest attempt"): highest, average or sum of the raw score (an empty or zero raw score is not counted), or
 * learning objects: 1 when the status is completed or passed (2004's status is cmi.completion_status).
 */
export function grade(kept: Kept, v: Version, method: GradeMethod): number {
  let best = 0;
  for (const tracks of kept.attempts) {
    const raw = Number(tracks[v === '1.2' ? 'cmi.core.score.raw' : 'cmi.score.raw'] ?? '');
    const counted = Number.isFinite(raw) && raw !== 0;
    const status = tracks[STATUS[v]] ?? '';
    const score = method === 'objects' ? (status === 'completed' || status === 'passed' ? 1 : 0) : counted ? raw : 0;
    best = Math.max(best, score);
  }
  return best;
}

/** One launch of the SCO: the API object Moodle's player puts on the window, and what it kept when it ended. */
export function launch(
  manifest: Manifest,
  kept: Kept,
  settings: Settings = DEFAULTS,
  asked: 'normal' | 'browse' = 'normal',
) {
  const v = manifest.version;
  const model = v === '1.2' ? MODEL12 : MODEL2004;
  const { attempt, mode } = checkMode(kept, v, settings, asked);
  const before = kept.attempts[attempt - 1] ?? {};
  const tracks: Tracks = { ...before };
  const cmi = new Map<string, Value>();
  const counts = new Map<string, number>();
  // get_scorm_default (datamodels/scorm_12lib.php, scorm_13lib.php): 2004 gives the last launch's data back only
  // after a suspend exit; 1.2 always does.
  const given: Tracks = v === '1.2' || before['cmi.exit'] === 'suspend' ? { ...before } : {};
  if (v === '2004') for (const [index, id] of manifest.objectiveIds.entries()) given[`cmi.objectives.${index}.id`] = id;
  const exit = before[v === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
  const entry =
    Object.keys(before).length === 0 ? 'ab-initio' : exit === 'suspend' || exit === 'logout' ? 'resume' : '';
  const def: Record<string, Value> =
    v === '1.2'
      ? {
          'cmi.core.lesson_status': given['cmi.core.lesson_status'] || 'not attempted',
          'cmi.core.lesson_mode': mode,
          'cmi.core.entry': entry,
          'cmi.core.credit': mode === 'normal' ? 'credit' : 'no-credit',
          'cmi.core.score.raw': given['cmi.core.score.raw'] ?? '',
          'cmi.core.total_time': given['cmi.core.total_time'] ?? '00:00:00',
          'cmi.core.lesson_location': given['cmi.core.lesson_location'] ?? '',
          'cmi.core.student_id': LEARNER.id,
          'cmi.core.student_name': LEARNER.name,
          'cmi.suspend_data': given['cmi.suspend_data'] ?? '',
          'cmi.launch_data': '',
          'cmi.student_data.mastery_score': manifest.masteryScore,
        }
      : {
          'cmi.completion_status': given['cmi.completion_status'] ?? 'unknown',
          'cmi.success_status': given['cmi.success_status'] ?? 'unknown',
          'cmi.mode': mode,
          'cmi.entry': entry,
          'cmi.credit': mode === 'normal' ? 'credit' : 'no-credit',
          'cmi.completion_threshold': manifest.threshold,
          'cmi.progress_measure': given['cmi.progress_measure'] ?? '',
          'cmi.scaled_passing_score': manifest.minNormalizedMeasure,
          'cmi.score.scaled': given['cmi.score.scaled'] ?? '',
          'cmi.total_time': given['cmi.total_time'] ?? 'PT0H0M0S',
          'cmi.location': given['cmi.location'] ?? '',
          'cmi.learner_id': LEARNER.id,
          'cmi.learner_name': LEARNER.name,
          'cmi.suspend_data': given['cmi.suspend_data'] ?? '',
          'cmi.score.raw': given['cmi.score.raw'] ?? '',
          'cmi.score.min': given['cmi.score.min'] ?? '',
          'cmi.score.max': given['cmi.score.max'] ?? '',
        };
  for (const [element, value] of Object.entries(given)) if (!element.includes('._count')) cmi.set(element, value);
  for (const [element, value] of Object.entries(def)) cmi.set(element, value);
  // scorm_reconstitute_array_element: the collections' counts from the kept rows.
  for (const element of cmi.keys()) {
    const parts = /^(cmi\.(?:objectives|interactions))\.(\d+)\.(?:(objectives)\.(\d+)\.)?/.exec(element);
    if (!parts) continue;
    const outer = parts[1] as string;
    counts.set(outer, Math.max(counts.get(outer) ?? 0, Number(parts[2]) + 1));
    if (parts[3]) {
      const inner = `${outer}.${parts[2]}.objectives`;
      counts.set(inner, Math.max(counts.get(inner) ?? 0, Number(parts[4]) + 1));
    }
  }
  const stored = new Map<string, string>(Object.entries(tracks));
  const initial = new Map(cmi);
  let state: 'new' | 'running' | 'ended' = 'new';
  let error = '0';
  const fail = (code: string) => {
    error = code;
    return 'false';
  };

  /** StoreData's CollectData + datamodel.php's scorm_insert_track: what changed is kept, as text. */
  const store = (finishing: boolean) => {
    if (v === '1.2' && finishing && cmi.get('cmi.core.lesson_status') === 'not attempted')
      cmi.set('cmi.core.lesson_status', 'completed');
    if (finishing && mode === 'normal' && cmi.get(v === '1.2' ? 'cmi.core.credit' : 'cmi.credit') === 'credit') {
      if (v === '1.2') {
        // scorm_12.js StoreData(cmi, true): the mastery override (the activity's "Mastery score overrides status").
        const mastery = cmi.get('cmi.student_data.mastery_score');
        const raw = cmi.get('cmi.core.score.raw');
        if (settings.masteryoverride && mastery !== '' && raw !== '')
          cmi.set(
            'cmi.core.lesson_status',
            Number.parseFloat(String(raw)) >= Number.parseFloat(String(mastery)) ? 'passed' : 'failed',
          );
      } else {
        // scorm_13.js StoreData(cmi, true): with a threshold and a progress measure not null, completion follows
        // `progress_measure >= completion_threshold` as JavaScript compares them ('' is not null: a package without
        // adlcp:completionThreshold is completed by any measure). Its success override reads a misspelt
        // cmi.scaled_passed_score, which is never set: success is never overridden.
        const threshold = cmi.get('cmi.completion_threshold') as unknown as number;
        const progress = cmi.get('cmi.progress_measure') as unknown as number;
        if (threshold != null && progress != null)
          cmi.set('cmi.completion_status', progress >= threshold ? 'completed' : 'incomplete');
      }
    }
    for (const [element, value] of cmi) {
      const rule = model[generic(element)];
      if (!rule || rule.mod === 'r' || value === null) continue;
      if (v === '1.2' && element === 'cmi.core.session_time') continue;
      // CollectData sends an element only when it differs from its value at launch.
      if (!stored.has(element) && String(value) === String(initial.get(element) ?? '')) continue;
      stored.set(element, String(value));
    }
    if (v === '1.2' && finishing) stored.set('cmi.core.total_time', String(cmi.get('cmi.core.total_time')));
    if (mode !== 'normal') return;
    kept.attempts[attempt - 1] = Object.fromEntries(stored);
  };

  const get = (element: string): string => {
    error = '0';
    if (state !== 'running') {
      error = v === '1.2' ? '301' : state === 'ended' ? '123' : '122';
      return '';
    }
    const name = generic(element);
    const count = /^(cmi\.[\w.]+)\._count$/.exec(element);
    if (count && model[element]) return String(counts.get(count[1] as string) ?? 0);
    const rule = model[name];
    if (!rule) {
      error = v === '1.2' ? '201' : '401';
      return '';
    }
    if (rule.mod === 'w') {
      error = v === '1.2' ? '404' : '405';
      return '';
    }
    const value = cmi.get(element);
    if (value === undefined) {
      // 1.2 answers an element not there with "" and 0; 2004's scalars all start "" and a missing index is 301.
      if (v === '2004' && element !== name) error = '301';
      return '';
    }
    if (value === null) {
      error = '403';
      return '';
    }
    return String(value);
  };

  const set = (element: string, text: string): string => {
    error = '0';
    if (state !== 'running') return fail(v === '1.2' ? '301' : state === 'ended' ? '133' : '132');
    const name = generic(element);
    const rule = model[name];
    if (!rule) return fail(v === '1.2' ? '201' : '401');
    if (rule.mod === 'r') return fail(v === '1.2' ? '403' : '404');
    const value = String(text);
    if (rule.format && !rule.format.test(value)) return fail(v === '1.2' ? '405' : '406');
    // Collections: an index goes up by one at a time (1.2: 201; 2004: 351), and 2004's rules per element.
    const indexed = /^(cmi\.(?:objectives|interactions))\.(\d+)\.(?:(objectives)\.(\d+)\.)?(\w+)$/.exec(element);
    if (indexed) {
      const outer = indexed[1] as string;
      const n = Number(indexed[2]);
      const outerCount = counts.get(outer) ?? 0;
      if (n > outerCount) return fail(v === '1.2' ? '201' : '351');
      const exists = n < outerCount;
      const leaf = indexed[5] as string;
      if (v === '2004') {
        if (name === 'cmi.objectives.n.id') {
          const ids = [...Array(outerCount).keys()].filter((i) => i !== n).map((i) => cmi.get(`${outer}.${i}.id`));
          if (ids.includes(value)) return fail('351'); // "Data Model Element ID Already Exists"
          if (exists && cmi.get(element) !== value) return fail('351'); // "Write Once Violation"
        } else if (!exists && (leaf !== 'id' || indexed[3])) return fail('408');
        if (name === 'cmi.interactions.n.learner_response') {
          const type = cmi.get(`${outer}.${n}.type`);
          if (type === undefined) return fail('408');
          const shape = RESPONSE[String(type)];
          if (shape) {
            const nodes = value.split(shape.delimiter);
            if (nodes.length > shape.max) return fail('351');
            for (const node of nodes) {
              const pair = shape.format2 ? node.split('[.]') : [node];
              if (shape.format2 && pair.length !== 2) return fail('406');
              if (!shape.format.test(pair[0] as string) || (shape.format2 && !shape.format2.test(pair[1] as string)))
                return fail('406');
            }
          }
        }
        if (indexed[3]) {
          const inner = `${outer}.${n}.objectives`;
          const m = Number(indexed[4]);
          if (m > (counts.get(inner) ?? 0)) return fail('351');
          if (m === (counts.get(inner) ?? 0)) counts.set(inner, m + 1);
        }
      } else if (indexed[3]) {
        const inner = `${outer}.${n}.objectives`;
        const m = Number(indexed[4]);
        if (m > (counts.get(inner) ?? 0)) return fail('201');
        if (m === (counts.get(inner) ?? 0)) counts.set(inner, m + 1);
      }
      if (!exists) {
        counts.set(outer, n + 1);
        // scorm_13.js SetValue: a new objective starts unknown, its measure null.
        if (v === '2004' && outer === 'cmi.objectives')
          for (const [leafName, initialValue] of OBJECTIVE_DEFAULTS) cmi.set(`${outer}.${n}.${leafName}`, initialValue);
      }
    }
    if (rule.range) {
      const number = Number(value) * 1.0;
      if (!(number >= rule.range[0] && number <= rule.range[1])) return fail(v === '1.2' ? '405' : '407');
      cmi.set(element, number);
    } else cmi.set(element, value);
    return 'true';
  };

  const start = () => {
    if (state !== 'new') return fail(v === '1.2' ? '101' : state === 'ended' ? '104' : '103');
    state = 'running';
    error = '0';
    return 'true';
  };
  const finish = () => {
    if (state !== 'running') return fail(v === '1.2' ? '301' : state === 'ended' ? '113' : '112');
    store(true);
    state = 'ended';
    error = '0';
    return 'true';
  };
  const commit = () => {
    if (state !== 'running') return fail(v === '1.2' ? '301' : state === 'ended' ? '143' : '142');
    store(false);
    error = '0';
    return 'true';
  };
  const lastError = () => error;
  const api: Record<string, (...args: string[]) => string> =
    v === '1.2'
      ? {
          LMSInitialize: start,
          LMSFinish: finish,
          LMSGetValue: get,
          LMSSetValue: set,
          LMSCommit: commit,
          LMSGetLastError: lastError,
        }
      : {
          Initialize: start,
          Terminate: finish,
          GetValue: get,
          SetValue: set,
          Commit: commit,
          GetLastError: lastError,
        };
  if (mode === 'normal' && kept.attempts.length < attempt) kept.attempts[attempt - 1] = { ...tracks };
  return { api, mode, attempt, kept };
}
