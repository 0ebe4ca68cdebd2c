/** A cmi5 session's details: its cap on answers, its end, its state document, what it says of refusals, its timing. */
import { describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '../../predict/bank.ts';
import { encodeRecord, shapeOf } from '../suspend.ts';
import { first, hunt, memoryLrs, options } from '../testing/cmi5Launch.ts';
import type { Lrs } from './launch.ts';
import { startCmi5Session } from './session.ts';

describe('a cmi5 session, in its details', () => {
  /** An LMS that records how each batch was sent, and can refuse. */
  function recordingLrs(refuse: { statements?: boolean; state?: boolean } = {}, stored: unknown = null) {
    const batches: { verbs: string[]; keepalive: boolean }[] = [];
    const puts: { id: string; body: unknown; keepalive: boolean }[] = [];
    const lrs: Lrs = {
      token: async () => 'token',
      getState: async () => stored,
      putState: async (id, body, keepalive = false) => {
        if (refuse.state) throw new Error('no');
        puts.push({ id, body, keepalive });
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

  it('times each statement from the session start; says nothing when nothing changed; a record that cannot be read stops it', async () => {
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
    await expect(startCmi5Session(options(unreachable.lrs))).rejects.toThrow('no');
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
      { verbs: ['initialized'], keepalive: true },
      { verbs: ['terminated'], keepalive: true },
    ]);
  });

  it('terminated leaves at once with what is still waiting, not behind a request in flight', async () => {
    const batches: string[][] = [];
    const held = recordingLrs();
    // The first request never comes back (the page is being left while it is on its way).
    const lrs: Lrs = {
      ...held.lrs,
      postStatements: (sent) => {
        batches.push((sent as { verb: { id: string } }[]).map((s) => String(s.verb.id.split('/').at(-1))));
        return batches.length === 1 ? new Promise(() => undefined) : Promise.resolve();
      },
    };
    const session = await startCmi5Session(options(lrs));
    await Promise.resolve();
    session.change(rec(1, false), { question: q, text: 'w', right: false, seconds: 1 }, null);
    session.end();
    expect(batches).toEqual([['initialized'], ['answered', 'terminated']]);
    // The record of that answer too: its write was waiting behind the same request.
    const record = encodeRecord(rec(1, false), shapeOf(CHECKPOINTS));
    expect(held.puts).toEqual([
      { id: 'https://play.example/au/state/path', body: { record, completed: false, passed: false }, keepalive: true },
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
    const unsent: string[] = [];
    const failing = recordingLrs({ statements: true, state: true });
    const broken = await startCmi5Session({
      ...options(failing.lrs),
      warn: (text) => said.push(text),
      unsent: (what) => unsent.push(what),
    });
    broken.change(rec(1, false), { question: q, text: 'w', right: false, seconds: 1 }, null);
    await broken.settled();
    expect(said).toEqual([
      'not recorded: initialized: Error: no',
      'not recorded: answered: Error: no',
      'the record for resuming not kept: Error: no',
    ]);
    expect(unsent).toEqual(['not recorded: initialized', 'not recorded: answered', 'the record for resuming not kept']);
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
