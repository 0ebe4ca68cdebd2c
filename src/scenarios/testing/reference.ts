/**
 * The lesson's expected outcomes (the project's own scenarios/lesson-outcomes.json)
 * and the assertion every test of a scenario run uses.
 */
import { expect } from 'vitest';
import { readLessonOutcomes } from '../files.ts';
import type { RunResult } from '../harness.ts';
import { type LessonOutcome, outcomeDifference } from '../lessonOutcomes.ts';
import type { Scenario } from '../schema.ts';

export type { LessonOutcome };

export const lessonOutcomes = (): LessonOutcome[] => readLessonOutcomes();

/** Asserts that a run of `scenario` came to what the lesson says, fakes' logs included. */
export function expectLessonOutcome(expected: LessonOutcome, scenario: Scenario, { observed, logs }: RunResult): void {
  expect(outcomeDifference(expected, scenario, observed, logs), `${expected.function}/${expected.scenario}`).toBeNull();
}
