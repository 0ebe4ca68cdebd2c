import { describe, expect, it } from 'vitest';
import { first, hunt, launch, launchData, memoryLrs, options } from '../testing/cmi5Launch.ts';
import { cmi5Problems } from '../testing/cmi5Rules.ts';
import { learningLockerWarnings, tinCanErrors } from '../testing/xapiValidators.ts';
import { SESSION_ID } from './launch.ts';
import { startCmi5Session } from './session.ts';

/** A student's session: the first checkpoint's questions answered (one wrong first), the hunt solved, the page left. */
async function walk(data = launchData(), lrsOf = memoryLrs()) {
  const session = await startCmi5Session(options(lrsOf.lrs, data));
  let record = {
    last: null as string | null,
    questions: {} as Record<string, { attempts: number; right: boolean; shown: boolean; seconds: number }>,
    passed: {} as Record<string, string>,
  };
  for (const [n, q] of first.questions.entries()) {
    for (const right of n === 0 ? [false, true] : [true]) {
      const before = record.questions[q];
      record = {
        ...record,
        last: first.id,
        questions: {
          ...record.questions,
          [q]: {
            attempts: (before?.attempts ?? 0) + 1,
            right: (before?.right ?? false) || right,
            shown: false,
            seconds: 3,
          },
        },
      };
      const done = first.questions.every((id) => record.questions[id]?.right);
      if (done) record = { ...record, passed: { ...record.passed, [first.id]: '2026-12-04T12:00:00.000Z' } };
      session.change(
        record,
        { question: q, text: right ? 'the right one' : 'a guess', right, seconds: 3 },
        done ? first.id : null,
      );
    }
  }
  session.hunt({ hunt: hunt.hunt, hints: 1, restarts: 0, seconds: 40 });
  record = { ...record, last: hunt.id, passed: { ...record.passed, [hunt.id]: '2026-12-04T12:01:00.000Z' } };
  session.change(record, null, hunt.id);
  session.end();
  await session.settled();
  return lrsOf;
}

describe('a cmi5 session', () => {
  it('sends initialized, the answers, the checkpoints, the hunt, progress, completed, passed at mastery, terminated: in the order cmi5 asks', async () => {
    const { statements } = await walk(launchData({ masteryScore: 0.5, moveOn: 'CompletedOrPassed' }));
    const verbs = statements.map((s) => {
      const verb = String((s.verb as { id: string }).id)
        .split('/')
        .at(-1);
      return (s.object as { id: string }).id === launch.activityId
        ? verb
        : `${verb}:${String((s.object as { id: string }).id)
            .split('/')
            .slice(-2)
            .join('/')}`;
    });
    expect(verbs).toEqual([
      'initialized',
      ...first.questions.flatMap((q, n) =>
        n === 0 ? [`answered:question/${q}`, `answered:question/${q}`] : [`answered:question/${q}`],
      ),
      `passed:checkpoint/${first.id}`,
      'progressed',
      'passed',
      `completed:hunt/${hunt.hunt}`,
      `passed:checkpoint/${hunt.id}`,
      'progressed',
      'completed',
      'terminated',
    ]);
    expect(cmi5Problems(statements, launch, 0.5)).toEqual([]);
  });

  it('every statement passes both validators: LearningLocker and the Tin Can schema', async () => {
    const { statements } = await walk(launchData({ masteryScore: 0.5 }));
    for (const statement of statements) {
      expect(learningLockerWarnings(statement)).toEqual([]);
      expect(tinCanErrors(statement)).toEqual([]);
    }
    // Both bite: a verb that is no IRI and a duration that is not ISO 8601.
    const broken = { ...statements[1], verb: { id: 'answered' }, result: { duration: '12s' } };
    expect(learningLockerWarnings(broken).length).toBeGreaterThanOrEqual(2);
    expect(tinCanErrors(broken).length).toBeGreaterThanOrEqual(1);
  });

  it("keeps the launch's actor unchanged and publishes no right answer", async () => {
    const { statements } = await walk();
    expect(statements.every((s) => JSON.stringify(s.actor) === JSON.stringify(launch.actor))).toBe(true);
    expect(JSON.stringify(statements)).not.toContain('correctResponsesPattern');
  });

  it('remembers the record and what it sent in its state: a second session resumes and sends no second completed', async () => {
    const lms = await walk();
    // A new launch of the same registration: the LMS gives it a session of its own.
    const second = launchData();
    second.contextTemplate.extensions[SESSION_ID] = 'session-2';
    const again = await startCmi5Session(options(lms.lrs, second));
    if (again.seeded.kind !== 'record') throw new Error('not resumed');
    expect(again.seeded.record.passed).toHaveProperty(first.id);
    again.change({ ...again.seeded.record, last: first.id }, null, null);
    again.end();
    await again.settled();
    expect(cmi5Problems(lms.statements, launch)).toEqual([]);
    expect(
      lms.statements.filter(
        (s) =>
          (s.verb as { id: string }).id.endsWith('/completed') && (s.object as { id: string }).id === launch.activityId,
      ),
    ).toHaveLength(1);
  });

  it('in Review mode sends only initialized and terminated', async () => {
    const { statements } = await walk(launchData({ launchMode: 'Review' }));
    expect(
      statements.map((s) =>
        String((s.verb as { id: string }).id)
          .split('/')
          .at(-1),
      ),
    ).toEqual(['initialized', 'terminated']);
  });

  it('the rule checker bites: a second passed, a failed, a statement after terminated, a missing category', async () => {
    const { statements } = await walk(launchData({ masteryScore: 0.5 }));
    const passed = statements.find(
      (s) => (s.verb as { id: string }).id.endsWith('/passed') && (s.object as { id: string }).id === launch.activityId,
    );
    const failed = { ...passed, verb: { id: 'http://adlnet.gov/expapi/verbs/failed' } };
    const bare = { ...passed, context: { ...(passed?.context as object), contextActivities: {} } };
    const problems = cmi5Problems([...statements, passed ?? {}, failed, bare], launch, 0.5).join('\n');
    expect(problems).toMatch(/a second passed/);
    expect(problems).toMatch(/failed is never sent/);
    expect(problems).toMatch(/does not end with terminated/);
    expect(problems).toMatch(/defined without the cmi5 category/);
  });
});
