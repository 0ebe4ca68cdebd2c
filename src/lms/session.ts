/**
 * What a course platform's session takes from the page, whatever the platform speaks (SCORM: scorm.ts; cmi5:
 * cmi5/session.ts): the checkpoints it grades, each change of the record, each solved bug hunt, the page's end; and
 * how both write a value the platform bounds (a text cut in code points, a duration in ISO 8601).
 */

import type { Localized } from '../predict/schema.ts';
import type { Decoded, KeptRecord } from './suspend.ts';

/** A checkpoint in the package's scope, with its questions (a bug hunt's: none; `hunt` names it). */
export type ScopedCheckpoint = { id: string; title: Localized; questions: readonly string[]; hunt?: string };

/** A checkpoint of the lesson path as questions/path.json has it (a bug hunt names its hunt, others their questions). */
type PathCheckpoint = { id: string; title: Localized; questions?: readonly string[]; hunt?: string };

/** The path's checkpoints with these ids (all of them: null), as a session grades them, in the path's order. */
export function scopeOf(
  checkpoints: readonly PathCheckpoint[],
  ids: readonly string[] | null = null,
): ScopedCheckpoint[] {
  return checkpoints
    .filter((checkpoint) => !ids || ids.includes(checkpoint.id))
    .map(({ id, title, questions, hunt }) =>
      hunt === undefined ? { id, title, questions: questions ?? [] } : { id, title, questions: [], hunt },
    );
}

export type Answered = { question: string; text: string | null; right: boolean; seconds: number };
export type HuntSolved = { hunt: string; hints: number; restarts: number; seconds: number };

export type PlatformSession = {
  /** What the platform held: the record to start from, nothing, or something not of this path (a notice). */
  seeded: Decoded;
  /** Browse or review: the platform shows, nothing is written. */
  readOnly: boolean;
  /** The record changed (an answer, a pass, the last checkpoint). */
  change(record: KeptRecord, answered: Answered | null, passed: string | null): void;
  hunt(solved: HuntSolved): void;
  /** The page goes. Nothing after it. */
  end(): void;
};

/** The share of the scope passed, 0–1: what every platform grades (raw score, scaled score, progress). */
export function shareOf(passed: KeptRecord['passed'], scope: readonly ScopedCheckpoint[]): number {
  if (scope.length === 0) return 0;
  return scope.filter((checkpoint) => Object.hasOwn(passed, checkpoint.id)).length / scope.length;
}

/** The share as a whole percent: SCORM's raw score, cmi5's progress. */
export const percentOf = (share: number) => Math.round(100 * share);

/**
 * A mastery score as a platform states it: out of 100 (SCORM: cmi.student_data.mastery_score, the package's own, or
 * 2004's scaled passing score times 100) or as a share (cmi5's masteryscore).
 */
export type Mastery = { score: number; of: 100 | 1 };

/**
 * Whether the scope's share reaches the mastery score, compared as the platform compares it: out of 100, the raw
 * score (Moodle's player turns a 1.2 status into passed or failed on raw ≥ mastery at finish, so the package says
 * what the player will); as a share, the share itself (an LMS checks a passed statement's scaled score against its
 * masteryscore, exactly).
 */
export function masteryReached(share: number, mastery: Mastery | null): boolean {
  if (mastery === null) return false;
  return mastery.of === 100 ? percentOf(share) >= mastery.score : share >= mastery.score;
}

/**
 * Whether a platform is told this answer: at most five a question, the first four and the first right one. Counted
 * on the record's attempts, which outlive a launch, so a relaunch does not start the count again.
 */
export function tellsAnswer(before: KeptRecord, next: KeptRecord, answered: Answered): boolean {
  const attempt = next.questions[answered.question]?.attempts ?? 1;
  const firstRight = answered.right && before.questions[answered.question]?.right !== true;
  return attempt <= 4 || firstRight;
}

/** A text as a platform bounds it: at most `max` code points. */
export const cut = (text: string, max: number) => [...text].slice(0, max).join('');
/** An ISO 8601 duration of whole seconds (SCORM 2004's timeinterval, xAPI's duration). */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds))}S`;
