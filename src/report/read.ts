/**
 * A course's records as files a teacher gets out of its platforms, read as data (never run, never sent anywhere):
 * Moodle's SCORM Interactions report as downloaded ("text": tab-separated, values HTML-escaped; the question ids'
 * columns are found by their values, whatever language the headers are in), an LRS's statements for the cmi5 package
 * (an array, or the Statement API's `{ statements: [...] }`), and students' own lesson-path.json. Each yields items
 * with a key that is the same for the same record in two files, so a record dropped twice counts once.
 */
import Papa from 'papaparse';
import { CHECKPOINTS } from '../predict/bank.ts';

export type Source = 'moodle' | 'lrs' | 'path';

/** One learner's work as one file tells it. `who`: how the file names them (shown only when the teacher asks). */
export type LearnerItem = {
  source: Source;
  /** The learner within the source (a Moodle full name, an xAPI actor, one exported file). */
  learner: string;
  who: string;
  /** The same record in two files has the same key (a Moodle row, a statement's id, an export's content). */
  key: string;
  /** Its order among the learner's items (an attempt, a statement's time). */
  order: string;
  responses: { question: string; text: string; option?: string; right?: boolean }[];
  /** Questions where "Show me" was used, when the format says (Moodle and statements do not). */
  shown: string[] | null;
  hunts: { hunt: string; hints: number | null }[];
  /** Checkpoints passed, when the format says (Moodle's report does not: they are worked out from the answers). */
  passed: string[] | null;
};

export type ReadFile = { kind: Source; items: LearnerItem[] } | { kind: null; problem: string };

/** Files over this are refused with the reason, not read (a tab would stall on them). */
export const MAX_BYTES = 25 * 1024 * 1024;

const QUESTION_IDS = new Set(CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions)));
const HUNTS = new Set(CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [c.hunt] : [])));
const isQuestionCell = (value: string) =>
  QUESTION_IDS.has(value) || (value.startsWith('hunt-') && HUNTS.has(value.slice(5)));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What kind of file this is, and its learners' items; or why it is not one the report reads. */
export function readFile(name: string, text: string): ReadFile {
  if (text.length > MAX_BYTES) return { kind: null, problem: `over ${MAX_BYTES / 1024 / 1024} MB` };
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(start);
    } catch (error) {
      return {
        kind: null,
        problem: `not JSON that can be read (${error instanceof RangeError ? 'nested too deep' : 'a syntax error'})`,
      };
    }
    if (isRecord(data) && data.format === 'mcp-playground-path') return readPath(name, data);
    const statements = Array.isArray(data) ? data : isRecord(data) ? data.statements : undefined;
    if (Array.isArray(statements)) return readStatements(statements);
    return { kind: null, problem: "JSON, but neither a lesson-path.json nor an LRS's statements" };
  }
  return readMoodle(text);
}

/** Moodle's s(): htmlspecialchars with ENT_QUOTES, undone. */
const unescaped = (text: string) =>
  text
    .replace(/&#0*39;|&#x0*27;/gi, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const RESULTS = new Set(['correct', 'wrong', 'incorrect', 'unanticipated', 'neutral']);

/**
 * mod/scorm/report/interactions/classes/report.php, download "text": a header row, then a row per attempt: the full
 * name, the user fields the site shows, attempt, started, last, score, the SCO's status or score, then per
 * interaction (in the order the SCO wrote them) the columns the teacher ticked: Question N, Response N, Right answer
 * N, Result N.
 */
function readMoodle(text: string): ReadFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: '\t', skipEmptyLines: true });
  const rows = parsed.data.map((row) => row.map((cell) => unescaped(cell).trim()));
  if (rows.length < 2) return { kind: null, problem: 'no rows: not a report downloaded as text' };
  const body = rows.slice(1);
  const width = Math.max(...rows.map((row) => row.length));
  const columns = new Map<number, string[]>();
  const column = (c: number) => {
    let values = columns.get(c);
    if (!values) {
      values = body.map((row) => row[c] ?? '').filter((value) => value !== '' && value !== '-');
      columns.set(c, values);
    }
    return values;
  };
  const questionColumns = [...Array(width).keys()].filter((c) => {
    const values = column(c);
    return values.length > 0 && values.every(isQuestionCell);
  });
  if (questionColumns.length === 0)
    return {
      kind: null,
      problem:
        "no column holds the path's question ids: in Moodle's Interactions report, tick Question and Response (and Result) before downloading",
    };
  const blocks = questionColumns.map((c, i) => {
    const end = questionColumns[i + 1] ?? width;
    const rest = [...Array(end - c - 1).keys()].map((k) => c + 1 + k).filter((k) => column(k).length > 0);
    const result = rest.find((k) => column(k).every((value) => RESULTS.has(value)));
    const response = rest.find((k) => k !== result);
    return { question: c, response, result };
  });
  const items: LearnerItem[] = [];
  for (const row of body) {
    const who = row[0] ?? '';
    const responses: LearnerItem['responses'] = [];
    const hunts: LearnerItem['hunts'] = [];
    for (const block of blocks) {
      const id = row[block.question] ?? '';
      if (!isQuestionCell(id)) continue;
      const answer = block.response === undefined ? '' : (row[block.response] ?? '');
      const result = block.result === undefined ? '' : (row[block.result] ?? '');
      if (id.startsWith('hunt-')) {
        const hints = /hints(?:=|\[\.\])(\d+)/.exec(answer)?.[1];
        hunts.push({ hunt: id.slice(5), hints: hints === undefined ? null : Number(hints) });
        continue;
      }
      // A SCORM 2004 response kept its delimiters apart ([ ,]); a Moodle row of 2004 has none, but a 1.2 one may.
      const response = { question: id, text: answer.replaceAll('[ ,]', '[,]').replaceAll('[ .]', '[.]') };
      responses.push(RESULTS.has(result) ? { ...response, right: result === 'correct' } : response);
    }
    if (responses.length === 0 && hunts.length === 0) continue;
    items.push({
      source: 'moodle',
      learner: who,
      who,
      key: `moodle:${row.join('\t')}`,
      order: row.join('\t'),
      responses,
      shown: null,
      hunts,
      passed: null,
    });
  }
  return { kind: 'moodle', items };
}

const lastSegment = (id: unknown, kind: string) =>
  typeof id === 'string' ? (new RegExp(`/${kind}/([^/?#]+)$`).exec(id)?.[1] ?? null) : null;
const verbOf = (statement: Record<string, unknown>) =>
  isRecord(statement.verb) && typeof statement.verb.id === 'string' ? (statement.verb.id.split('/').at(-1) ?? '') : '';
const extension = (result: Record<string, unknown>, suffix: string) => {
  const extensions = isRecord(result.extensions) ? result.extensions : {};
  const key = Object.keys(extensions).find((k) => k.endsWith(suffix));
  const value = key === undefined ? undefined : extensions[key];
  return typeof value === 'number' ? value : null;
};

/** The cmi5 package's statements (src/lms/cmi5/statements.ts): answered, passed per checkpoint, completed per hunt. */
function readStatements(statements: unknown[]): ReadFile {
  const items: LearnerItem[] = [];
  for (const [index, statement] of statements.entries()) {
    if (!isRecord(statement) || !isRecord(statement.actor) || !isRecord(statement.object)) continue;
    const actor = statement.actor;
    const account = isRecord(actor.account) ? actor.account : null;
    const learner = JSON.stringify(account ?? actor.mbox ?? actor);
    const who = typeof actor.name === 'string' ? actor.name : typeof account?.name === 'string' ? account.name : '';
    const result = isRecord(statement.result) ? statement.result : {};
    const base = {
      source: 'lrs' as const,
      learner,
      who,
      key: `lrs:${typeof statement.id === 'string' ? statement.id : JSON.stringify(statement)}`,
      order: `${typeof statement.timestamp === 'string' ? statement.timestamp : ''}|${String(statements.length - index).padStart(9, '0')}`,
      shown: null,
    };
    const verb = verbOf(statement);
    const question = lastSegment(statement.object.id, 'question');
    const hunt = lastSegment(statement.object.id, 'hunt');
    const checkpoint = lastSegment(statement.object.id, 'checkpoint');
    if (verb === 'answered' && question && QUESTION_IDS.has(question)) {
      const text = typeof result.response === 'string' ? result.response : '';
      const right = typeof result.success === 'boolean' ? { right: result.success } : {};
      items.push({ ...base, responses: [{ question, text, ...right }], hunts: [], passed: [] });
    } else if (verb === 'completed' && hunt && HUNTS.has(hunt))
      items.push({ ...base, responses: [], hunts: [{ hunt, hints: extension(result, '/ext/hints') }], passed: [] });
    else if (verb === 'passed' && checkpoint && CHECKPOINTS.some((c) => c.id === checkpoint))
      items.push({ ...base, responses: [], hunts: [], passed: [checkpoint] });
  }
  if (items.length === 0)
    return { kind: null, problem: "statements, but none of this package's (answered, passed, completed)" };
  return { kind: 'lrs', items };
}

/** A student's own export (src/app/state/pathRecord.ts exportedProgress): their answers, Show me, passed. */
function readPath(name: string, data: Record<string, unknown>): ReadFile {
  if (data.version !== 2 || !Array.isArray(data.checkpoints))
    return { kind: null, problem: 'a lesson-path.json of another version' };
  const responses: LearnerItem['responses'] = [];
  const shown: string[] = [];
  const passed: string[] = [];
  const hunts: LearnerItem['hunts'] = [];
  for (const entry of data.checkpoints) {
    if (!isRecord(entry) || typeof entry.checkpoint !== 'string') continue;
    const checkpoint = CHECKPOINTS.find((c) => c.id === entry.checkpoint);
    if (!checkpoint) continue;
    if (typeof entry.passed === 'string') {
      passed.push(checkpoint.id);
      if (checkpoint.kind === 'hunt') hunts.push({ hunt: checkpoint.hunt, hints: null });
    }
    for (const q of Array.isArray(entry.questions) ? entry.questions : []) {
      if (!isRecord(q) || typeof q.question !== 'string' || !QUESTION_IDS.has(q.question)) continue;
      if (q.shown === true) shown.push(q.question);
      for (const answer of Array.isArray(q.answers) ? q.answers : []) {
        if (!isRecord(answer) || typeof answer.text !== 'string') continue;
        responses.push({
          question: q.question,
          text: answer.text,
          ...(typeof answer.option === 'string' ? { option: answer.option } : {}),
        });
      }
    }
  }
  const content = JSON.stringify(data.checkpoints);
  return {
    kind: 'path',
    items: [
      {
        source: 'path',
        learner: `path:${content}`,
        who: name.replace(/\.json$/i, ''),
        key: `path:${content}`,
        order: '',
        responses,
        shown,
        hunts,
        passed,
      },
    ],
  };
}
