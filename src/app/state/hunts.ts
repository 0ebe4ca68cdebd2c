/**
 * The bug hunts (bughunts/*.json), bundled with edit mode's chunk and
 * checked against their schema; src/sandbox/bugHunts.test.ts proves each
 * applies to the lesson and fails exactly the scenarios it names.
 */
// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { type BugHunt, bugHuntSchema, huntsOf, seededSource } from '../../scenarios/bugHunt.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { readStored, writeStored } from '../shared/storage.ts';

const files = import.meta.glob('../../../bughunts/*.json', { eager: true, import: 'default' });

export const HUNTS: readonly BugHunt[] = Object.values(files).flatMap((data) => {
  const parsed = bugHuntSchema.safeParse(data);
  return parsed.success ? [parsed.data] : [];
});

export const huntsFor = (fn: FunctionId) => huntsOf(HUNTS, fn);

export const huntById = (id: string | null) => HUNTS.find((hunt) => hunt.id === id) ?? null;

/** The lesson's file with the hunt's bug in it. */
export function huntText(hunt: BugHunt): string {
  const seeded = seededSource(hunt, ENTRY_SOURCES[hunt.function].source);
  return 'source' in seeded ? seeded.source : ENTRY_SOURCES[hunt.function].source;
}

const SOLVED = 'mcp-playground:hunts-solved';

/** The hunts solved in this browser. */
export function solvedHunts(): string[] {
  try {
    const list = JSON.parse(readStored(SOLVED) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markSolved(id: string): void {
  const solved = solvedHunts();
  if (!solved.includes(id)) writeStored(SOLVED, JSON.stringify([...solved, id]));
}
