import { describe, expect, it } from 'vitest';
import { CHECKPOINTS, questionById } from '../../predict/bank.ts';
import { encodeRecord, shapeOf } from '../suspend.ts';
import { cmi5Problems } from '../testing/cmi5Rules.ts';
import { learningLockerWarnings, tinCanErrors } from '../testing/xapiValidators.ts';
import { type Launch, type LaunchData, type Lrs, parseLaunch, SESSION_ID } from './launch.ts';
import { type Cmi5Options, startCmi5Session } from './session.ts';

const launch: Launch = {
  endpoint: 'https://lms.example/xapi/',
  fetch: 'https://lms.example/fetch/1',
  actor: { objectType: 'Agent', name: 'A', account: { homePage: 'https://lms.example', name: 'learner-1' } },
  registration: '0d8c2a52-4f3e-4a3c-9c1e-7f3b1a0e2d11',
  activityId: 'https://lms.example/course/7/au/0',
};
const launchData = (extra: Partial<LaunchData> = {}): LaunchData => ({
  contextTemplate: {
    contextActivities: { grouping: [{ id: 'https://play.example/au', objectType: 'Activity' }] },
    extensions: { [SESSION_ID]: 'session-1' },
  },
  launchMode: 'Normal',
  moveOn: 'Completed',
  ...extra,
});

/** An LMS in memory: the statements it was sent, in order, and the state documents. */
function memoryLrs() {
  const statements: Record<string, unknown>[] = [];
  const state = new Map<string, unknown>();
  const lrs: Lrs = {
    token: async () => 'token',
    getState: async (id) => state.get(id) ?? null,
    putState: async (id, body) => void state.set(id, body),
    postStatements: async (sent) => void statements.push(...(sent as Record<string, unknown>[])),
  };
  return { lrs, statements, state };
}

const first = CHECKPOINTS.find((c) => c.kind === 'debug') as Extract<(typeof CHECKPOINTS)[number], { kind: 'debug' }>;
const hunt = CHECKPOINTS.find((c) => c.kind === 'hunt') as Extract<(typeof CHECKPOINTS)[number], { kind: 'hunt' }>;
const scope = [first, hunt].map((c) => ({
  id: c.id,
  title: c.title,
  questions: c.kind === 'hunt' ? [] : c.questions,
  ...(c.kind === 'hunt' ? { hunt: c.hunt } : {}),
}));
let ids = 0;
const options = (lrs: Lrs, data = launchData()): Cmi5Options => ({
  launch,
  launchData: data,
  lrs,
  base: 'https://play.example/au',
  shape: shapeOf(CHECKPOINTS),
  scope,
  ask: (id) => questionById(id)?.ask ?? { zh: id, en: id },
  now: () => Date.UTC(2026, 11, 4, 12),
  uuid: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
});

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

describe('a cmi5 launch', () => {
  const url = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  const good = {
    endpoint: launch.endpoint,
    fetch: launch.fetch,
    actor: JSON.stringify(launch.actor),
    registration: launch.registration,
    activityId: launch.activityId,
  };
  it('reads the five parameters, checked as data', () => {
    expect(parseLaunch(url(good))).toEqual({ launch });
  });
  it('refuses an endpoint that is not http(s), an actor with no identifier or two, a registration that is no UUID', () => {
    expect(parseLaunch(url({ ...good, endpoint: 'javascript:alert(1)' }))).toHaveProperty('problem');
    expect(parseLaunch(url({ ...good, actor: '{"name":"x"}' }))).toHaveProperty('problem');
    expect(
      parseLaunch(url({ ...good, actor: JSON.stringify({ ...launch.actor, mbox: 'mailto:a@b.c' }) })),
    ).toHaveProperty('problem');
    expect(parseLaunch(url({ ...good, actor: '{' }))).toEqual({ problem: 'actor is not JSON' });
    expect(parseLaunch(url({ ...good, registration: '1' }))).toHaveProperty('problem');
  });
});

describe('a cmi5 session, in its details', () => {
  /** An LMS that records how each batch was sent, and can refuse. */
  function recordingLrs(refuse: { statements?: boolean; state?: boolean } = {}, stored: unknown = null) {
    const batches: { verbs: string[]; keepalive: boolean }[] = [];
    const puts: { id: string; body: unknown }[] = [];
    const lrs: Lrs = {
      token: async () => 'token',
      getState: async () => stored,
      putState: async (id, body) => {
        if (refuse.state) throw new Error('no');
        puts.push({ id, body });
      },
      postStatements: async (sent, keepalive = false) => {
        if (refuse.statements) throw new Error('no');
        batches.push({
          verbs: (sent as { verb: { id: string } }[]).map((s) => String(s.verb.id.split('/').at(-1))),
          keepalive,
        });
      },
    };
    return { lrs, batches, puts };
  }
  const q = first.questions[0] as string;
  const rec = (attempts: number, right: boolean) => ({
    last: first.id,
    questions: { [q]: { attempts, right, shown: false, seconds: 1 } },
    passed: {},
  });

  it('five answered statements a question at most: the first four and the first right one', async () => {
    const { lrs, batches } = recordingLrs();
    const session = await startCmi5Session(options(lrs));
    for (let n = 1; n <= 7; n++)
      session.change(rec(n, false), { question: q, text: `w${n}`, right: false, seconds: 1 }, null);
    session.change(rec(8, true), { question: q, text: 'r', right: true, seconds: 1 }, null);
    session.change(rec(9, true), { question: q, text: 'r', right: true, seconds: 1 }, null);
    session.change(rec(9, true), { question: q, text: null, right: false, seconds: 1 }, null);
    await session.settled();
    expect(batches.flatMap((b) => b.verbs).filter((v) => v === 'answered')).toHaveLength(5);
  });

  it('the first right answer is the fifth one sent, not a later right one', async () => {
    const lms = memoryLrs();
    const session = await startCmi5Session(options(lms.lrs));
    for (let n = 1; n <= 6; n++)
      session.change(rec(n, false), { question: q, text: `w${n}`, right: false, seconds: 1 }, null);
    session.change(rec(7, true), { question: q, text: 'r7', right: true, seconds: 1 }, null);
    session.change(rec(8, true), { question: q, text: 'r8', right: true, seconds: 1 }, null);
    await session.settled();
    const responses = lms.statements.flatMap((s) => (s.result as { response?: string } | undefined)?.response ?? []);
    expect(responses).toEqual(['w1', 'w2', 'w3', 'w4', 'r7']);
  });

  it('times each statement from the session start; says nothing when nothing changed; an LMS without the state starts empty', async () => {
    let clock = Date.UTC(2026, 11, 4, 12);
    const lms = memoryLrs();
    const session = await startCmi5Session({ ...options(lms.lrs), now: () => clock });
    clock += 125_000;
    const passedHunt = { last: hunt.id, questions: {}, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } };
    session.change(passedHunt, null, hunt.id);
    await session.settled();
    const before = lms.statements.length;
    session.change({ ...passedHunt }, null, null);
    await session.settled();
    expect(
      lms.statements.find((s) => String((s.object as { id: string }).id).endsWith(`/checkpoint/${hunt.id}`))?.result,
    ).toEqual({
      success: true,
      duration: 'PT125S',
    });
    expect(lms.statements.length).toBe(before);
    const unreachable = recordingLrs();
    unreachable.lrs.getState = async () => {
      throw new Error('no');
    };
    expect((await startCmi5Session(options(unreachable.lrs))).seeded).toEqual({ kind: 'empty' });
  });

  it('resumed at half the scope, it says progress only when the share changes; a hunt out of scope has no parent; an empty scope no progress', async () => {
    const lms = memoryLrs();
    const half = { last: hunt.id, questions: {}, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } };
    lms.state.set('https://play.example/au/state/path', {
      record: encodeRecord(half, shapeOf(CHECKPOINTS)),
      completed: false,
      passed: false,
    });
    const session = await startCmi5Session(options(lms.lrs));
    session.change({ ...half, last: first.id }, null, null);
    await session.settled();
    expect(
      lms.statements.map((s) =>
        String((s.verb as { id: string }).id)
          .split('/')
          .at(-1),
      ),
    ).toEqual(['initialized']);

    const none = memoryLrs();
    const empty = await startCmi5Session({ ...options(none.lrs), scope: [] });
    empty.hunt({ hunt: hunt.hunt, hints: 0, restarts: 0, seconds: 1 });
    empty.change(half, null, hunt.id);
    await empty.settled();
    expect(
      none.statements.map((s) =>
        String((s.verb as { id: string }).id)
          .split('/')
          .at(-1),
      ),
    ).toEqual(['initialized', 'completed']);
    expect(none.statements[1]?.context).not.toHaveProperty('contextActivities.parent');
  });

  it('terminated once, last, sent to outlive the page; nothing after it', async () => {
    let clock = Date.UTC(2026, 11, 4, 12);
    const { lrs, batches } = recordingLrs();
    const session = await startCmi5Session({ ...options(lrs), now: () => clock });
    clock += 125_000;
    session.end();
    session.end();
    session.change(rec(1, true), { question: q, text: 'r', right: true, seconds: 1 }, null);
    session.hunt({ hunt: hunt.hunt, hints: 0, restarts: 0, seconds: 1 });
    await session.settled();
    expect(batches).toEqual([
      { verbs: ['initialized'], keepalive: false },
      { verbs: ['terminated'], keepalive: true },
    ]);
  });

  it('keeps the record in its own state document, and says (once each) what the LMS refused, going on', async () => {
    const { lrs, puts } = recordingLrs();
    const session = await startCmi5Session(options(lrs));
    session.change(rec(1, false), { question: q, text: 'w', right: false, seconds: 1 }, null);
    await session.settled();
    expect(puts.at(-1)).toMatchObject({
      id: 'https://play.example/au/state/path',
      body: { completed: false, passed: false },
    });
    const said: string[] = [];
    const failing = recordingLrs({ statements: true, state: true });
    const broken = await startCmi5Session({ ...options(failing.lrs), warn: (text) => said.push(text) });
    broken.change(rec(1, false), { question: q, text: 'w', right: false, seconds: 1 }, null);
    await broken.settled();
    expect(said.some((text) => text.startsWith('statements not recorded'))).toBe(true);
    expect(said.some((text) => text.startsWith('record not kept'))).toBe(true);
  });

  it('a state document that is not its own is no record', async () => {
    for (const stored of [
      { record: 5, completed: false, passed: false },
      { record: '', completed: 'no', passed: false },
      'text',
      null,
    ]) {
      const session = await startCmi5Session(options(recordingLrs({}, stored).lrs));
      expect(session.seeded).toEqual({ kind: 'empty' });
    }
  });

  it('a hunt in scope names its checkpoint as parent; progress is the share of the scope passed', async () => {
    const lms = memoryLrs();
    const session = await startCmi5Session(options(lms.lrs));
    session.hunt({ hunt: hunt.hunt, hints: 0, restarts: 0, seconds: 1 });
    session.change({ last: hunt.id, questions: {}, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    await session.settled();
    const completed = lms.statements.find((s) =>
      String((s.object as { id: string }).id).endsWith(`/hunt/${hunt.hunt}`),
    );
    expect(completed?.context).toMatchObject({
      contextActivities: { parent: [{ id: `https://play.example/au/checkpoint/${hunt.id}` }] },
    });
    const progressed = lms.statements.find((s) => String((s.verb as { id: string }).id).endsWith('/progressed'));
    expect(progressed?.result).toEqual({ extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 50 } });
  });
});
