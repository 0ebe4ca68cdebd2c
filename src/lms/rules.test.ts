/**
 * The course-platform rules written once (src/lms/session.ts) and told alike by SCORM and cmi5: which answers a
 * platform hears (the first four and the first right one, counted on the record's attempts, so a relaunch does not
 * start the count again) and the share of the scope passed. One table, both platforms.
 */
import { describe, expect, it } from 'vitest';
import { lmsOf } from './api.ts';
import { startCmi5Session } from './cmi5/session.ts';
import { startSession } from './scorm.ts';
import type { KeptRecord } from './suspend.ts';
import { options as cmi5Options, first, memoryLrs } from './testing/cmi5Launch.ts';
import { platform, options as scormOptions } from './testing/scormPlatform.ts';

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
