/**
 * The course-platform rules written once (src/lms/session.ts) and told alike by SCORM and cmi5: which answers a
 * platform hears (the first four and the first right one, counted on the record's attempts, so a relaunch does not
 * start the count again), the share of the scope passed, and when it reaches the mastery score. One table each, both
 * platforms.
 */
import { describe, expect, it } from 'vitest';
import { lmsOf } from './api.ts';
import { startCmi5Session } from './cmi5/session.ts';
import { startSession } from './scorm.ts';
import type { KeptRecord } from './suspend.ts';
import { launch as cmi5Launch, options as cmi5Options, first, launchData, memoryLrs } from './testing/cmi5Launch.ts';
import { platform, scopeOf, options as scormOptions } from './testing/scormPlatform.ts';

const q = first.questions[0] as string;
/** Answers given in turn (true: right), after `before` attempts already in the record (a relaunch). */
const TABLE: { given: boolean[]; before: number; told: number }[] = [
  { given: [false, false, false, false, false, false, true], before: 0, told: 5 },
  { given: [false, true, true], before: 0, told: 3 },
  { given: [true, false, true], before: 0, told: 3 },
  { given: [false, false, true], before: 4, told: 1 },
  { given: [false, false], before: 4, told: 0 },
  { given: [false, true], before: 2, told: 2 },
];

function records(given: boolean[], before: number) {
  let record: KeptRecord = {
    last: null,
    passed: {},
    questions: before > 0 ? { [q]: { attempts: before, right: false, shown: false, seconds: 1 } } : {},
  };
  return given.map((right) => {
    const was = record;
    const attempts = (was.questions[q]?.attempts ?? 0) + 1;
    record = {
      ...was,
      questions: {
        ...was.questions,
        [q]: { attempts, right: (was.questions[q]?.right ?? false) || right, shown: false, seconds: 1 },
      },
    };
    return { before: was, next: record, answered: { question: q, text: right ? 'right' : 'wrong', right, seconds: 1 } };
  });
}

describe('which answers a platform is told: the same on SCORM and cmi5', () => {
  for (const row of TABLE)
    it(`${row.given.map((r) => (r ? 'right' : 'wrong')).join(', ')} after ${row.before} earlier attempts: ${row.told} told`, async () => {
      const scorm = platform('1.2');
      const session = startSession(lmsOf(scorm.found), scormOptions());
      const lrs = memoryLrs();
      const cmi5 = await startCmi5Session(cmi5Options(lrs.lrs));
      for (const { next, answered } of records(row.given, row.before)) {
        session.change(next, answered, null);
        cmi5.change(next, answered, null);
      }
      await cmi5.settled();
      const interactions = scorm.sets().filter((c) => /^cmi\.interactions\.\d+\.id$/.test(c.element ?? ''));
      const answeredStatements = lrs.statements.filter((s) =>
        String((s.verb as { id: string }).id).endsWith('/answered'),
      );
      expect({ scorm: interactions.length, cmi5: answeredStatements.length }).toEqual({
        scorm: row.told,
        cmi5: row.told,
      });
    });
});

/**
 * Checkpoints passed of a scope of six, against a mastery score (out of 100 for SCORM, the same as a share for cmi5):
 * whether each says passed. SCORM compares its raw score, the share as a whole percent, as Moodle's player does at
 * finish; cmi5 the share itself: one of six is 16.67 %, raw 17.
 */
const MASTERY: { passed: number; mastery: number; scorm: boolean; cmi5: boolean }[] = [
  { passed: 0, mastery: 0, scorm: true, cmi5: true },
  { passed: 1, mastery: 16, scorm: true, cmi5: true },
  { passed: 1, mastery: 17, scorm: true, cmi5: false },
  { passed: 1, mastery: 18, scorm: false, cmi5: false },
  { passed: 2, mastery: 50, scorm: false, cmi5: false },
  { passed: 3, mastery: 50, scorm: true, cmi5: true },
  { passed: 5, mastery: 100, scorm: false, cmi5: false },
  { passed: 6, mastery: 100, scorm: true, cmi5: true },
];

describe('when the mastery score is reached: SCORM by its raw score, cmi5 by the share', () => {
  const six = scopeOf().slice(0, 6);
  for (const row of MASTERY)
    it(`${row.passed} of 6 passed, mastery ${row.mastery}: SCORM ${row.scorm ? 'passed' : 'not'}, cmi5 ${row.cmi5 ? 'passed' : 'not'}`, async () => {
      const scorm12 = platform('1.2');
      const scorm2004 = platform('2004');
      const twelve = startSession(lmsOf(scorm12.found), scormOptions(six, row.mastery));
      const twenty = startSession(lmsOf(scorm2004.found), scormOptions(six, row.mastery));
      const lrs = memoryLrs();
      const cmi5 = await startCmi5Session({
        ...cmi5Options(lrs.lrs, launchData({ masteryScore: row.mastery / 100 })),
        scope: six,
      });
      let record: KeptRecord = { last: null, questions: {}, passed: {} };
      const passes = [null, ...six.slice(0, row.passed).map((checkpoint) => checkpoint.id)];
      for (const passed of passes) {
        if (passed) record = { ...record, passed: { ...record.passed, [passed]: '2026-12-04T12:00:00Z' } };
        for (const session of [twelve, twenty, cmi5]) session.change(record, null, passed);
      }
      await cmi5.settled();
      // The AU's own passed statement (a checkpoint's passed names the checkpoint).
      const cmi5Passed = lrs.statements.some(
        (s) =>
          String((s.verb as { id: string }).id).endsWith('/passed') &&
          (s.object as { id: string }).id === cmi5Launch.activityId,
      );
      expect({
        '1.2': scorm12.lastSet('cmi.core.lesson_status') === 'passed',
        '2004': scorm2004.lastSet('cmi.success_status') === 'passed',
        cmi5: cmi5Passed,
      }).toEqual({ '1.2': row.scorm, '2004': row.scorm, cmi5: row.cmi5 });
    });
});
