/**
 * The lesson path's record as a course platform keeps it between launches: `cmi.suspend_data`, which SCORM 1.2
 * bounds at 4,096 characters. A versioned, positional text over the path's own order, so its length depends on the
 * path and never on what the student typed (the answers' texts go to the interactions, not here):
 *
 *   2|<path hash>|<last checkpoint's index or ->|<passed: minutes since 2024 per checkpoint, base 36, or ->|<questions>
 *   each question: <attempts>.<seconds>.<flags> in base 36 (flags: 1 right, 2 shown), or - when never answered
 *
 * The hash names the path's checkpoints and questions in order: a package uploaded again with other checkpoints
 * decodes nothing (a fresh start the page says), never a record mixed with another path's.
 */

export const CODEC_VERSION = '2';
/** SCORM 1.2's `cmi.suspend_data` (CMIString4096). */
export const SUSPEND_LIMIT_12 = 4096;

/** What the codec keeps of a question: the answers themselves are not kept. */
export type KeptQuestion = { attempts: number; right: boolean; shown: boolean; seconds: number };
export type KeptRecord = {
  last: string | null;
  questions: Record<string, KeptQuestion>;
  /** Checkpoint id → when it passed (ISO time). */
  passed: Record<string, string>;
};
/** The path in its order: checkpoint ids and every question id of them. */
export type PathShape = { checkpoints: readonly string[]; questions: readonly string[] };

/** Numbers that fit their fields: 2 characters of attempts, 4 of seconds (19 days), 5 of minutes (115 years). */
const MAX_ATTEMPTS = 36 ** 2 - 1;
const MAX_SECONDS = 36 ** 4 - 1;
const MAX_MINUTES = 36 ** 5 - 1;
const EPOCH_MS = Date.UTC(2024, 0, 1);

const clamp = (value: number, max: number) =>
  Math.min(max, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));

/** FNV-1a over the ids in order, 8 hex digits: enough to tell one path from another, not a secret. */
export function pathHash(shape: PathShape): string {
  let hash = 0x811c9dc5;
  const text = `${shape.checkpoints.join(',')}|${shape.questions.join(',')}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function minutesOf(iso: string): number {
  const ms = Date.parse(iso);
  return clamp(Number.isNaN(ms) ? 0 : (ms - EPOCH_MS) / 60_000, MAX_MINUTES);
}

export function encodeRecord(record: KeptRecord, shape: PathShape): string {
  const last = record.last === null ? -1 : shape.checkpoints.indexOf(record.last);
  const passed = shape.checkpoints.map((id) => {
    const at = record.passed[id];
    return at === undefined ? '-' : minutesOf(at).toString(36);
  });
  const questions = shape.questions.map((id) => {
    const q = record.questions[id];
    if (!q) return '-';
    const flags = (q.right ? 1 : 0) | (q.shown ? 2 : 0);
    return `${clamp(q.attempts, MAX_ATTEMPTS).toString(36)}.${clamp(q.seconds, MAX_SECONDS).toString(36)}.${flags}`;
  });
  return [
    CODEC_VERSION,
    pathHash(shape),
    last < 0 ? '-' : last.toString(36),
    passed.join(','),
    questions.join(','),
  ].join('|');
}

/** The longest text this path can encode to: every checkpoint passed at the latest time, every field full. */
export function longestEncoding(shape: PathShape): number {
  const passed = shape.checkpoints.map(() => MAX_MINUTES.toString(36)).join(',');
  const questions = shape.questions.map(() => `${MAX_ATTEMPTS.toString(36)}.${MAX_SECONDS.toString(36)}.3`).join(',');
  const last = Math.max(0, shape.checkpoints.length - 1).toString(36);
  return [CODEC_VERSION, pathHash(shape), last, passed, questions].join('|').length;
}

export type Decoded =
  | { kind: 'empty' }
  | { kind: 'record'; record: KeptRecord }
  /** Something is there but not ours for this path: another path's hash, another version, or garbled. */
  | { kind: 'foreign'; reason: 'path' | 'version' | 'garbled' };

const base36 = /^[0-9a-z]+$/;
const int36 = (text: string, max: number): number | null => {
  if (!base36.test(text) || text.length > 8) return null;
  const value = Number.parseInt(text, 36);
  return value <= max ? value : null;
};

/** The record a suspend text holds for this path. Never throws: what is not ours is said to be foreign. */
export function decodeRecord(text: string, shape: PathShape): Decoded {
  if (text === '') return { kind: 'empty' };
  const fields = text.split('|');
  if (fields[0] !== CODEC_VERSION) return { kind: 'foreign', reason: 'version' };
  if (fields.length !== 5) return { kind: 'foreign', reason: 'garbled' };
  const [, hash, lastText, passedText, questionsText] = fields as [string, string, string, string, string];
  if (hash !== pathHash(shape)) return { kind: 'foreign', reason: 'path' };
  const garbled = { kind: 'foreign', reason: 'garbled' } as const;

  let last: string | null = null;
  if (lastText !== '-') {
    const index = int36(lastText, shape.checkpoints.length - 1);
    if (index === null) return garbled;
    last = shape.checkpoints[index] ?? null;
  }
  const passedFields = passedText === '' ? [] : passedText.split(',');
  if (passedFields.length !== shape.checkpoints.length) return garbled;
  const passed: Record<string, string> = {};
  for (const [i, field] of passedFields.entries()) {
    if (field === '-') continue;
    const minutes = int36(field, MAX_MINUTES);
    if (minutes === null) return garbled;
    passed[shape.checkpoints[i] as string] = new Date(EPOCH_MS + minutes * 60_000).toISOString();
  }
  const questionFields = questionsText === '' ? [] : questionsText.split(',');
  if (questionFields.length !== shape.questions.length) return garbled;
  const questions: Record<string, KeptQuestion> = {};
  for (const [i, field] of questionFields.entries()) {
    if (field === '-') continue;
    const parts = field.split('.');
    if (parts.length !== 3) return garbled;
    const attempts = int36(parts[0] as string, MAX_ATTEMPTS);
    const seconds = int36(parts[1] as string, MAX_SECONDS);
    const flags = int36(parts[2] as string, 3);
    if (attempts === null || seconds === null || flags === null) return garbled;
    questions[shape.questions[i] as string] = {
      attempts,
      seconds,
      right: (flags & 1) === 1,
      shown: (flags & 2) === 2,
    };
  }
  return { kind: 'record', record: { last, questions, passed } };
}

/** The shape of a lesson path: its checkpoints in order, and their questions (a bug hunt has none). */
export function shapeOf(checkpoints: readonly { id: string; questions?: readonly string[] }[]): PathShape {
  return {
    checkpoints: checkpoints.map((checkpoint) => checkpoint.id),
    questions: checkpoints.flatMap((checkpoint) => checkpoint.questions ?? []),
  };
}
