/**
 * The student's record on the lesson path: each question's attempts, answers (a choice by its option's id and
 * label, a typed value as typed), whether it was got right or shown, and the time it took; which checkpoint was last
 * worked on. A checkpoint passes when every one of its questions was answered right (a shown one can be asked again),
 * or its bug hunt is solved.
 *
 * One store (usePathRecord), as every other state of the page is: components select from it, and the functions
 * below are the only writers. Where it is kept is a keeper's business: this browser's storage by default (JSON only
 * there), or, in a course platform's launch, nothing of the browser at all (setRecordKeeper: the store is seeded
 * from what the platform kept, and the platform's session hears each change). Listeners hear each change with what
 * caused it (the embed posts them to the course page, a course platform's adapter records them).
 */
import { create } from 'zustand';
import type { KeptQuestion } from '../../lms/suspend.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import { readStored, writeStored } from '../shared/storage.ts';

const KEY = 'mcp-playground:path-progress';

/** One answer as the student gave it: a choice's option id with its label as shown, or the text typed. */
export type Answer = { text: string; option?: string };
/** A question's record: what a course platform keeps of it (src/lms/suspend.ts), and the answers as given. */
export type QuestionRecord = KeptQuestion & { answers: Answer[] };
export type PathRecord = {
  version: 2;
  /** The checkpoint last worked on: where "Resume" takes the student. */
  last: string | null;
  questions: Record<string, QuestionRecord>;
  /** Checkpoint id → when it passed (ISO time). */
  passed: Record<string, string>;
};

export const EMPTY_RECORD: PathRecord = { version: 2, last: null, questions: {}, passed: {} };

/**
 * Where the record is kept: what it held when the page started (any value: it is read as a record as far as it is
 * one), and each record written. A course platform's keeper holds nothing of its own: the store is the memory.
 */
export type RecordKeeper = { read: () => unknown; write: (record: PathRecord) => void };
const browserKeeper: RecordKeeper = {
  read: () => {
    try {
      return JSON.parse(readStored(KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  write: (record) => writeStored(KEY, JSON.stringify(record)),
};
let keeper: RecordKeeper = browserKeeper;

/**
 * The record as the page has it. Read from its keeper on first use, not at import: a course platform's launch names
 * its keeper before anything reads the record, and a shared browser's stored record is then never read.
 */
export const usePathRecord = create<{ record: PathRecord; loaded: boolean }>()(() => ({
  record: EMPTY_RECORD,
  loaded: false,
}));

function loaded(): PathRecord {
  const state = usePathRecord.getState();
  if (state.loaded) return state.record;
  const record = recordOf(keeper.read());
  usePathRecord.setState({ record, loaded: true });
  return record;
}

/** Keeps the record elsewhere from now on (null: this browser again), and reads what that place holds. */
export function setRecordKeeper(next: RecordKeeper | null): void {
  keeper = next ?? browserKeeper;
  usePathRecord.setState({ record: recordOf(keeper.read()), loaded: true });
}

/** The record, for a component: it renders again when the record changes. */
export function useRecord(): PathRecord {
  loaded();
  return usePathRecord((state) => state.record);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer as stored: version 1 kept the typed or internal text alone. */
function answerOf(value: unknown): Answer | null {
  if (typeof value === 'string') return { text: value };
  if (!isRecord(value) || typeof value.text !== 'string') return null;
  return typeof value.option === 'string' ? { text: value.text, option: value.option } : { text: value.text };
}

/** A record as far as the value is one of ours (version 1 or 2); anything else is an empty record. */
function recordOf(data: unknown): PathRecord {
  try {
    if (
      !isRecord(data) ||
      (data.version !== 1 && data.version !== 2) ||
      !isRecord(data.questions) ||
      !isRecord(data.passed)
    )
      return EMPTY_RECORD;
    const questions: Record<string, QuestionRecord> = {};
    for (const [id, entry] of Object.entries(data.questions)) {
      if (!isRecord(entry)) continue;
      const { attempts, answers, right, shown, seconds } = entry;
      if (typeof attempts !== 'number' || !Array.isArray(answers) || typeof right !== 'boolean') continue;
      questions[id] = {
        attempts,
        answers: answers.flatMap((a) => answerOf(a) ?? []).slice(-20),
        right,
        shown: shown === true,
        seconds: typeof seconds === 'number' ? seconds : 0,
      };
    }
    const passed = Object.fromEntries(
      Object.entries(data.passed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { version: 2, last: typeof data.last === 'string' ? data.last : null, questions, passed };
  } catch {
    return EMPTY_RECORD;
  }
}

/** The record now (for code outside a component's render: a component uses useRecord). */
export const readProgress = (): PathRecord => loaded();

/** A checkpoint just passed, with what its questions took: attempts, answers shown, seconds. */
export type Passed = { checkpoint: string; attempts: number; shown: number; seconds: number };
/**
 * A change of the record: the record, the checkpoint it made pass (if one did), the answer just given (if one was),
 * how many of the path's checkpoints have passed and how many it has (a record edited by hand may name others: they
 * are not counted).
 */
export type ProgressChange = {
  record: PathRecord;
  passed: Passed | null;
  answered: { question: string; answer: Answer | null; right: boolean; seconds: number } | null;
  done: number;
  total: number;
};
type Listener = (change: ProgressChange) => void;

/**
 * The checkpoints that count (`done`, `total`): a frame opened on one checkpoint counts that one, a course
 * platform's package its own; null, the whole path.
 */
let scope: ReadonlySet<string> | null = null;
export function setProgressScope(ids: readonly string[] | null): void {
  scope = ids ? new Set(ids) : null;
}
export const inScope = (checkpoints: readonly Checkpoint[]) =>
  scope ? checkpoints.filter((checkpoint) => scope?.has(checkpoint.id)) : checkpoints;
const listeners = new Set<Listener>();

/** Hears every change of the record, and which checkpoint it made pass (if one did). */
export function onProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(
  record: PathRecord,
  passed: Passed | null,
  checkpoints: readonly Checkpoint[],
  answered: ProgressChange['answered'] = null,
): void {
  keeper.write(record);
  usePathRecord.setState({ record, loaded: true });
  const counted = inScope(checkpoints);
  const done = counted.filter((checkpoint) => Object.hasOwn(record.passed, checkpoint.id)).length;
  for (const listener of listeners) listener({ record, passed, answered, done, total: counted.length });
}

export function isPassed(checkpoint: Checkpoint, record: PathRecord, solvedHunts: readonly string[]): boolean {
  if (checkpoint.kind === 'hunt') return solvedHunts.includes(checkpoint.hunt);
  return checkpoint.questions.every((id) => record.questions[id]?.right === true);
}

/** The checkpoint a question belongs to. */
export const homeOf = (checkpoints: readonly Checkpoint[], question: string) =>
  checkpoints.find((c) => c.kind !== 'hunt' && c.questions.includes(question));

/** Records an answer (right or not) or a "show me" (`answer` null), and marks the checkpoint it completes. */
export function recordAnswer(
  checkpoints: readonly Checkpoint[],
  question: string,
  given: { answer: Answer | null; right: boolean; shown: boolean; seconds: number },
): void {
  const record = readProgress();
  const before = record.questions[question];
  const entry: QuestionRecord = {
    attempts: (before?.attempts ?? 0) + (given.answer === null ? 0 : 1),
    answers: given.answer === null ? (before?.answers ?? []) : [...(before?.answers ?? []), given.answer].slice(-20),
    right: (before?.right ?? false) || given.right,
    shown: (before?.shown ?? false) || given.shown,
    seconds: (before?.seconds ?? 0) + Math.max(0, Math.round(given.seconds)),
  };
  const next: PathRecord = { ...record, questions: { ...record.questions, [question]: entry } };
  const home = homeOf(checkpoints, question);
  if (home) next.last = home.id;
  let passed: Passed | null = null;
  if (home && home.kind !== 'hunt' && !next.passed[home.id] && isPassed(home, next, [])) {
    next.passed = { ...next.passed, [home.id]: new Date().toISOString() };
    const records = home.questions.map((id) => next.questions[id]);
    passed = {
      checkpoint: home.id,
      attempts: records.reduce((sum, q) => sum + (q?.attempts ?? 0), 0),
      shown: records.filter((q) => q?.shown).length,
      seconds: records.reduce((sum, q) => sum + (q?.seconds ?? 0), 0),
    };
  }
  write(next, passed, checkpoints, {
    question,
    answer: given.answer,
    right: given.right,
    seconds: Math.max(0, Math.round(given.seconds)),
  });
}

/** A solved bug hunt passes its checkpoint. */
export function recordHunt(checkpoints: readonly Checkpoint[], hunt: string): void {
  const home = checkpoints.find((c) => c.kind === 'hunt' && c.hunt === hunt);
  const record = readProgress();
  if (!home || record.passed[home.id]) return;
  write(
    { ...record, last: home.id, passed: { ...record.passed, [home.id]: new Date().toISOString() } },
    { checkpoint: home.id, attempts: 0, shown: 0, seconds: 0 },
    checkpoints,
  );
}

export function rememberLast(checkpoints: readonly Checkpoint[], checkpoint: string): void {
  const record = readProgress();
  if (record.last !== checkpoint) write({ ...record, last: checkpoint }, null, checkpoints);
}

export function resetProgress(checkpoints: readonly Checkpoint[]): void {
  write(EMPTY_RECORD, null, checkpoints);
}

/** The record to download: each checkpoint with its questions' answers (option id and label), attempts and time. */
export function exportedProgress(
  checkpoints: readonly Checkpoint[],
  record: PathRecord,
  /** The page's language when exported, and the build it came from (a teacher reads answers in that language). */
  about: { language?: string; build?: string | null } = {},
) {
  return {
    format: 'mcp-playground-path',
    version: 2,
    exported: new Date().toISOString(),
    language: about.language ?? null,
    build: about.build ?? null,
    checkpoints: checkpoints.map((checkpoint) => ({
      checkpoint: checkpoint.id,
      kind: checkpoint.kind,
      passed: record.passed[checkpoint.id] ?? null,
      questions:
        checkpoint.kind === 'hunt'
          ? []
          : checkpoint.questions.map((id) => ({ question: id, ...(record.questions[id] ?? null) })),
    })),
  };
}
