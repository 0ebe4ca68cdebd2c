/**
 * What a course page needs to weigh a solved bug hunt, kept per hunt in this
 * browser: when the student last started it, how many times they started it
 * again, and how many hints they have seen of it (the most, over every try).
 */
// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { z } from 'zod';
import { readStored, writeStored } from '../shared/storage.ts';

const KEY = 'mcp-playground:hunt-progress';

const recordSchema = z.object({
  started: z.number(),
  restarts: z.number().int().nonnegative(),
  hints: z.number().int().nonnegative(),
});
const progressSchema = z.record(z.string(), recordSchema);

type Progress = z.infer<typeof progressSchema>;

function read(): Progress {
  try {
    const parsed = progressSchema.safeParse(JSON.parse(readStored(KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const write = (progress: Progress) => writeStored(KEY, JSON.stringify(progress));

/** The hunt starts (again): its clock restarts, and a start after the first is counted. */
export function beginHunt(id: string, now = Date.now()): void {
  const progress = read();
  const before = progress[id];
  progress[id] = { started: now, restarts: before ? before.restarts + 1 : 0, hints: before?.hints ?? 0 };
  write(progress);
}

/** The student has now seen `hints` of the hunt's hints. */
export function noteHints(id: string, hints: number): void {
  const progress = read();
  const record = progress[id];
  if (!record || record.hints >= hints) return;
  progress[id] = { ...record, hints };
  write(progress);
}

/** What the solve of the hunt is sent with: hints seen, restarts, whole seconds since it was last started. */
export function solveRecord(id: string, now = Date.now()): { hints: number; restarts: number; seconds: number } {
  const record = read()[id];
  if (!record) return { hints: 0, restarts: 0, seconds: 0 };
  return {
    hints: record.hints,
    restarts: record.restarts,
    seconds: Math.max(0, Math.round((now - record.started) / 1000)),
  };
}
