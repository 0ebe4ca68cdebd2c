/**
 * Bug hunts: a small change to one adapter function that breaks a rule of
 * the lesson, which the student finds by the scenarios it fails and fixes.
 * One JSON file each under bughunts/; this schema is the format (docs/edit-mode.md
 * describes it for instructors). Pure: parsing and applying, no I/O.
 */
import { z } from 'zod';
import { FUNCTION_IDS, type FunctionId } from './functions.ts';

const localized = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });

export const bugHuntSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
  function: z.enum(FUNCTION_IDS),
  /** Where it sits in the list. */
  order: z.number().int(),
  title: localized,
  /** What the student is told at the start: what changed, in the terms of the lesson, not where. */
  task: localized,
  /** The seeded change: each `find` occurs exactly once in the lesson's file and is replaced. */
  change: z.array(z.strictObject({ find: z.string().min(1), replace: z.string() })).min(1),
  /** The scenarios the change makes fail (checked by bugHunt.test.ts). */
  catches: z.array(z.string()).min(1),
  /** The hint ladder: what to observe, where to break, the rule. */
  hints: z.tuple([localized, localized, localized]),
  /** Said once solved: the rule of the lesson the check enforces. */
  rule: localized,
});

export type BugHunt = z.infer<typeof bugHuntSchema>;

/** The lesson's file with the hunt's change applied, or why it cannot be. */
export function seededSource(hunt: BugHunt, lesson: string): { source: string } | { problem: string } {
  let source = lesson;
  for (const { find, replace } of hunt.change) {
    const first = source.indexOf(find);
    if (first === -1) return { problem: `${hunt.id}: "${find}" is not in the lesson's file` };
    if (source.indexOf(find, first + 1) !== -1) return { problem: `${hunt.id}: "${find}" occurs more than once` };
    source = source.slice(0, first) + replace + source.slice(first + find.length);
  }
  return { source };
}

export const huntsOf = (hunts: readonly BugHunt[], fn: FunctionId) =>
  hunts.filter((hunt) => hunt.function === fn).sort((a, b) => a.order - b.order);
