/**
 * The student's record on the lesson path, kept in this browser only: each question's attempts, answers, whether
 * it was got right or shown, and the time it took; which checkpoint was last worked on. A checkpoint passes when
 * every one of its questions was answered right (a skipped one can be asked again), or its bug hunt is solved.
 * Listeners hear each change (the embed posts them to the course page).
 */
import type { Checkpoint } from '../../predict/schema.ts';
import { readStored, writeStored } from '../shared/storage.ts';

const KEY = 'mcp-playground:path-progress';

export type QuestionRecord = { attempts: number; answers: string[]; right: boolean; shown: boolean; seconds: number };
export type PathRecord = {
  version: 1;
  /** The checkpoint last worked on: where "Resume" takes the student. */
  last: string | null;
  questions: Record<string, QuestionRecord>;
  /** Checkpoint id → when it passed (ISO time). */
  passed: Record<string, string>;
};

const EMPTY: PathRecord = { version: 1, last: null, questions: {}, passed: {} };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What was stored, as far as it is a record of ours; anything else is an empty record (never a thrown error). */
export function readProgress(): PathRecord {
  try {
    const data: unknown = JSON.parse(readStored(KEY) ?? 'null');
    if (!isRecord(data) || data.version !== 1 || !isRecord(data.questions) || !isRecord(data.passed)) return EMPTY;
    const questions: Record<string, QuestionRecord> = {};
    for (const [id, entry] of Object.entries(data.questions)) {
      if (!isRecord(entry)) continue;
      const { attempts, answers, right, shown, seconds } = entry;
      if (typeof attempts !== 'number' || !Array.isArray(answers) || typeof right !== 'boolean') continue;
      questions[id] = {
        attempts,
        answers: answers.filter((a): a is string => typeof a === 'string').slice(-20),
        right,
        shown: shown === true,
        seconds: typeof seconds === 'number' ? seconds : 0,
      };
    }
    const passed = Object.fromEntries(
      Object.entries(data.passed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { version: 1, last: typeof data.last === 'string' ? data.last : null, questions, passed };
  } catch {
    return EMPTY;
  }
}

/** A checkpoint just passed, with what its questions took: attempts, answers shown, seconds. */
export type Passed = { checkpoint: string; attempts: number; shown: number; seconds: number };
/**
 * A change of the record: the record, the checkpoint it made pass (if one did), how many of the path's checkpoints
 * have passed and how many it has (a record edited by hand may name others: they are not counted).
 */
export type ProgressChange = { record: PathRecord; passed: Passed | null; done: number; total: number };
type Listener = (change: ProgressChange) => void;
const listeners = new Set<Listener>();

/** Hears every change of the record, and which checkpoint it made pass (if one did). */
export function onProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(record: PathRecord, passed: Passed | null, checkpoints: readonly Checkpoint[]): void {
  writeStored(KEY, JSON.stringify(record));
  const done = checkpoints.filter((checkpoint) => Object.hasOwn(record.passed, checkpoint.id)).length;
  for (const listener of listeners) listener({ record, passed, done, total: checkpoints.length });
}

export function isPassed(checkpoint: Checkpoint, record: PathRecord, solvedHunts: readonly string[]): boolean {
  if (checkpoint.kind === 'hunt') return solvedHunts.includes(checkpoint.hunt);
  return checkpoint.questions.every((id) => record.questions[id]?.right === true);
}

/** Records an answer (right or not) or a "show me", and marks the checkpoints it completes. */
export function recordAnswer(
  checkpoints: readonly Checkpoint[],
  question: string,
  answer: { text: string | null; right: boolean; shown: boolean; seconds: number },
): void {
  const record = readProgress();
  const before = record.questions[question];
  const entry: QuestionRecord = {
    attempts: (before?.attempts ?? 0) + (answer.text === null ? 0 : 1),
    answers: answer.text === null ? (before?.answers ?? []) : [...(before?.answers ?? []), answer.text].slice(-20),
    right: (before?.right ?? false) || answer.right,
    shown: (before?.shown ?? false) || answer.shown,
    seconds: (before?.seconds ?? 0) + Math.max(0, Math.round(answer.seconds)),
  };
  const next: PathRecord = { ...record, questions: { ...record.questions, [question]: entry } };
  const home = checkpoints.find((c) => c.kind !== 'hunt' && c.questions.includes(question));
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
  write(next, passed, checkpoints);
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
  write(EMPTY, null, checkpoints);
}

/** The record to download: each checkpoint with its questions' answers, attempts, hints shown and time. */
export function exportedProgress(checkpoints: readonly Checkpoint[], record: PathRecord) {
  return {
    format: 'mcp-playground-path',
    version: 1,
    exported: new Date().toISOString(),
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
