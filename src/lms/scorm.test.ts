import { Scorm12API } from 'scorm-again';
import { describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '../predict/bank.ts';
import { lmsOf } from './api.ts';
import { allowedRead, startSession } from './scorm.ts';
import { encodeRecord, type KeptRecord } from './suspend.ts';
import { answer, empty, first, hunt, options, platform, refused, scopeOf, shape } from './testing/scormPlatform.ts';
import { strict12 } from './testing/strict12.ts';

const STATUS = { '1.2': 'cmi.core.lesson_status', '2004': 'cmi.completion_status' } as const;
const RAW = { '1.2': 'cmi.core.score.raw', '2004': 'cmi.score.raw' } as const;

describe.each(['1.2', '2004'] as const)('SCORM %s over scorm-again', (version) => {
  it('a first launch: incomplete, raw 0 of 0–100, one objective per checkpoint, exit suspend; every call error 0', () => {
    const lms = platform(version);
    startSession(lmsOf(lms.found), options());
    expect(lms.lastSet(STATUS[version])).toBe('incomplete');
    expect(lms.lastSet(RAW[version])).toBe('0');
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.exit' : 'cmi.exit')).toBe('suspend');
    const objectives = lms.sets().filter((c) => /^cmi\.objectives\.\d+\.id$/.test(c.element ?? ''));
    expect(objectives.map((c) => c.value)).toEqual(CHECKPOINTS.map((c) => c.id));
    expect(refused(lms.calls)).toEqual([]);
    expect(lms.refusals).toEqual([]);
  });

  it('reads only its allowlist: never the learner', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    session.change(
      answer(empty, first.questions[0] as string, true),
      { question: first.questions[0] as string, text: 'x', right: true, seconds: 5 },
      null,
    );
    session.end();
    const reads = lms.calls.filter((c) => /GetValue/.test(c.call)).map((c) => c.element);
    expect(reads.filter((element) => !allowedRead(version, element ?? ''))).toEqual([]);
    // An objective's id is read by its index (the platform's own objectives), nothing else by a pattern.
    expect(allowedRead(version, 'cmi.objectives.3.id')).toBe(true);
    expect(allowedRead(version, 'cmi.objectives.3.score.raw')).toBe(false);
    expect(reads.join(' ')).not.toMatch(/(student|learner)_(id|name)/);
  });

  it("an answer is an interaction: the question's id, fill-in, the text as given, wrong/incorrect then correct, its checkpoint, latency", () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    const q = first.questions[0] as string;
    let record = answer(empty, q, false);
    session.change(record, { question: q, text: '[] 工具, two', right: false, seconds: 12 }, null);
    record = answer(record, q, true);
    session.change(record, { question: q, text: '["p2"]', right: true, seconds: 3 }, null);
    const response = version === '1.2' ? 'student_response' : 'learner_response';
    expect(lms.lastSet('cmi.interactions.0.id')).toBe(q);
    expect(lms.lastSet('cmi.interactions.0.type')).toBe('fill-in');
    expect(lms.lastSet(`cmi.interactions.0.${response}`)).toBe('[] 工具, two');
    expect(lms.lastSet('cmi.interactions.0.result')).toBe(version === '1.2' ? 'wrong' : 'incorrect');
    expect(lms.lastSet('cmi.interactions.0.latency')).toBe(version === '1.2' ? '0000:00:12.00' : 'PT12S');
    expect(lms.lastSet('cmi.interactions.0.objectives.0.id')).toBe(first.id);
    expect(lms.lastSet('cmi.interactions.1.result')).toBe('correct');
    if (version === '2004') expect(lms.lastSet('cmi.interactions.0.description')).toBe(`the question ${q}`);
    expect(refused(lms.calls)).toEqual([]);
  });

  it('five interactions a question at most: the first four and the first right one', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    const q = first.questions[0] as string;
    let record = empty;
    for (let i = 0; i < 7; i++) {
      record = answer(record, q, false);
      session.change(record, { question: q, text: `wrong ${i}`, right: false, seconds: 1 }, null);
    }
    record = answer(record, q, true);
    session.change(record, { question: q, text: 'right', right: true, seconds: 1 }, null);
    record = answer(record, q, true);
    session.change(record, { question: q, text: 'right again', right: true, seconds: 1 }, null);
    const ids = lms.sets().filter((c) => /^cmi\.interactions\.\d+\.id$/.test(c.element ?? ''));
    expect(ids).toHaveLength(5);
    expect(lms.lastSet('cmi.interactions.4.result')).toBe('correct');
  });

  it('a passed checkpoint: its objective passed, the score its share, the location it, committed at once', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    let record = empty;
    for (const q of first.questions) {
      record = answer(record, q, true);
      session.change(
        record,
        { question: q, text: 'ok', right: true, seconds: 2 },
        record.passed[first.id] ? first.id : null,
      );
    }
    const n = CHECKPOINTS.findIndex((c) => c.id === first.id);
    expect(lms.lastSet(version === '1.2' ? `cmi.objectives.${n}.status` : `cmi.objectives.${n}.success_status`)).toBe(
      'passed',
    );
    expect(lms.lastSet(RAW[version])).toBe(String(Math.round(100 / CHECKPOINTS.length)));
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.lesson_location' : 'cmi.location')).toBe(first.id);
    expect(lms.calls.filter((c) => /Commit/.test(c.call))).toHaveLength(1);
    if (version === '2004')
      expect(lms.lastSet('cmi.score.scaled')).toBe(String(Number((1 / CHECKPOINTS.length).toFixed(4))));
  });

  it('a solved bug hunt is a performance interaction with its hints and restarts, never its code', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    session.hunt({ hunt: hunt.hunt, hints: 2, restarts: 1, seconds: 90 });
    expect(lms.lastSet('cmi.interactions.0.id')).toBe(`hunt-${hunt.hunt}`);
    expect(lms.lastSet('cmi.interactions.0.type')).toBe('performance');
    expect(lms.lastSet(`cmi.interactions.0.${version === '1.2' ? 'student_response' : 'learner_response'}`)).toBe(
      version === '1.2' ? 'hints=2;restarts=1' : 'hints[.]2[,]restarts[.]1',
    );
    expect(lms.lastSet('cmi.interactions.0.objectives.0.id')).toBe(hunt.id);
    expect(refused(lms.calls)).toEqual([]);
  });

  it('the whole scope passed: completed (2004: passed too), raw 100; with mastery, passed once the score reaches it; never failed', () => {
    const scope = scopeOf([first.id, hunt.id]);
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options(scope, 50));
    const withHunt: KeptRecord = { ...empty, last: hunt.id, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } };
    session.change(withHunt, null, hunt.id);
    expect(lms.lastSet(RAW[version])).toBe('50');
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.success_status')).toBe('passed');
    if (version === '2004') expect(lms.lastSet('cmi.completion_status')).toBe('incomplete');
    let record = withHunt;
    for (const q of first.questions) {
      record = answer(record, q, true);
      session.change(record, { question: q, text: 'ok', right: true, seconds: 2 }, null);
    }
    expect(lms.lastSet(RAW[version])).toBe('100');
    if (version === '2004') expect(lms.lastSet('cmi.completion_status')).toBe('completed');
    expect(lms.sets().filter((c) => c.value === 'failed')).toEqual([]);

    const plain = platform(version);
    const again = startSession(lmsOf(plain.found), options(scope, null));
    again.change(record, null, first.id);
    expect(plain.lastSet(STATUS[version])).toBe('completed');
    if (version === '2004') expect(plain.lastSet('cmi.success_status')).toBe('passed');
  });

  it('with a mastery score, no score until a checkpoint in scope passes (1.2: Moodle would store a launch left at once as failed)', () => {
    const scope = scopeOf([first.id, hunt.id]);
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options(scope, 50));
    session.end();
    // Moodle's 1.2 player, at LMSFinish, sets passed or failed from a raw score against the mastery score whatever
    // the page said, and an attempt marked failed is review-only from then on: a student who opened and left is
    // locked out. 2004 has no such override; its score is written from the start.
    if (version === '1.2') {
      expect(lms.sets().filter((c) => /^cmi\.core\.score\./.test(c.element ?? ''))).toEqual([]);
      expect(lms.lastSet('cmi.core.lesson_status')).toBe('incomplete');
    } else expect(lms.lastSet(RAW[version])).toBe('0');
    const after = platform(version);
    const again = startSession(lmsOf(after.found), options(scope, 50));
    again.change({ ...empty, last: hunt.id, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    expect(after.lastSet(RAW[version])).toBe('50');
    expect(refused(after.calls)).toEqual([]);
  });

  it("the checkpoints' objectives go after the ones the platform gives (Moodle gives 2004's primary objective back as objective 0)", () => {
    const scope = scopeOf([first.id, hunt.id]);
    const lms = platform(version, { cmi: { objectives: { '0': { id: 'path' } } } });
    const session = startSession(lmsOf(lms.found), options(scope, 50));
    session.change({ ...empty, last: hunt.id, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    // 2004 refused cmi.objectives.0.id with 351 (an id is written once), and the first checkpoint's status landed on
    // the platform's objective.
    expect(refused(lms.calls)).toEqual([]);
    expect(lms.lastSet('cmi.objectives.0.id')).toBeUndefined();
    expect(lms.lastSet('cmi.objectives.1.id')).toBe(first.id);
    expect(lms.lastSet('cmi.objectives.2.id')).toBe(hunt.id);
    const status = version === '1.2' ? 'status' : 'success_status';
    expect(lms.lastSet(`cmi.objectives.2.${status}`)).toBe('passed');
    expect(lms.lastSet(`cmi.objectives.1.${status}`)).toBe(version === '1.2' ? 'incomplete' : 'unknown');
    // A relaunch that gives back the page's own objectives keeps each where it is.
    const kept = platform(version, {
      cmi: { objectives: { '0': { id: 'path' }, '1': { id: first.id }, '2': { id: hunt.id } } },
    });
    startSession(lmsOf(kept.found), options(scope, 50)).change(
      { ...empty, last: first.id, passed: { [first.id]: '2026-12-04T12:00:00.000Z' } },
      null,
      first.id,
    );
    expect(refused(kept.calls)).toEqual([]);
    expect(kept.lastSet(`cmi.objectives.1.${status}`)).toBe('passed');
    expect(kept.sets().filter((c) => /^cmi\.objectives\.[3-9]/.test(c.element ?? ''))).toEqual([]);
  });

  it('resumes from what the platform kept: the record decoded, nothing written until it changes', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    let record = empty;
    for (const q of first.questions) record = answer(record, q, true);
    session.change(record, null, first.id);
    session.end();
    const suspend = lms.lastSet('cmi.suspend_data') as string;
    const location =
      version === '1.2'
        ? { core: { entry: 'resume', lesson_location: first.id } }
        : { entry: 'resume', location: first.id };
    const relaunch = platform(version, { cmi: { suspend_data: suspend, ...location } });
    const resumed = startSession(lmsOf(relaunch.found), options());
    expect(resumed.seeded).toEqual({
      kind: 'record',
      record: { ...record, passed: { [first.id]: '2026-12-04T12:00:00.000Z' } },
    });
    expect(relaunch.sets().filter((c) => c.element !== (version === '1.2' ? 'cmi.core.exit' : 'cmi.exit'))).toEqual([]);
  });

  it('browse or review mode writes nothing', () => {
    const mode = version === '1.2' ? 'cmi.core.lesson_mode' : 'cmi.mode';
    const lms = platform(version, undefined, { [mode]: 'review' });
    const session = startSession(lmsOf(lms.found), options());
    session.change(
      answer(empty, first.questions[0] as string, true),
      { question: first.questions[0] as string, text: 'x', right: true, seconds: 1 },
      null,
    );
    session.hunt({ hunt: hunt.hunt, hints: 0, restarts: 0, seconds: 1 });
    session.commit();
    session.end();
    expect(session.readOnly).toBe(true);
    expect(lms.calls.filter((c) => /SetValue|Commit/.test(c.call))).toEqual([]);
  });

  it('ends once: session time, exit suspend, commit, finish; nothing after', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    session.end();
    session.change(
      answer(empty, first.questions[0] as string, true),
      { question: first.questions[0] as string, text: 'x', right: true, seconds: 1 },
      null,
    );
    session.end();
    const tail = lms.calls.slice(-4).map((c) => `${c.call} ${c.element ?? ''}`.trim());
    expect(tail).toEqual(
      version === '1.2'
        ? ['LMSSetValue cmi.core.session_time', 'LMSSetValue cmi.core.exit', 'LMSCommit', 'LMSFinish']
        : ['SetValue cmi.session_time', 'SetValue cmi.exit', 'Commit', 'Terminate'],
    );
    expect(refused(lms.calls)).toEqual([]);
    expect(lms.refusals).toEqual([]);
  });

  it('the longest record of the whole path is accepted (1.2: under the strict 4,096)', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    const full: KeptRecord = {
      last: CHECKPOINTS.at(-1)?.id ?? null,
      questions: Object.fromEntries(
        shape.questions.map((q) => [q, { attempts: 5000, right: true, shown: true, seconds: 9e9 }]),
      ),
      passed: Object.fromEntries(shape.checkpoints.map((id) => [id, '2139-01-01T00:00:00.000Z'])),
    };
    session.change(full, null, null);
    expect(lms.lastSet('cmi.suspend_data')).toBe(encodeRecord(full, shape));
    expect(refused(lms.calls)).toEqual([]);
    expect(lms.refusals).toEqual([]);
  });
});

describe('the strict layer bites (SCORM 1.2 limits scorm-again lets through)', () => {
  it('refuses a 4,097-character record, an id with a space, a 256-character response, and any call after finish', () => {
    const refusals: string[] = [];
    const api = strict12(new Scorm12API({ lmsCommitUrl: false, logLevel: 5 }), refusals) as unknown as Record<
      string,
      (...a: string[]) => string
    >;
    api.LMSInitialize?.('');
    expect(api.LMSSetValue?.('cmi.suspend_data', 'x'.repeat(4097))).toBe('false');
    expect(api.LMSSetValue?.('cmi.interactions.0.id', 'a b')).toBe('false');
    expect(api.LMSGetLastError?.()).toBe('405');
    expect(api.LMSSetValue?.('cmi.interactions.0.id', 'ab')).toBe('true');
    expect(api.LMSSetValue?.('cmi.interactions.0.student_response', 'y'.repeat(256))).toBe('false');
    api.LMSFinish?.('');
    expect(api.LMSSetValue?.('cmi.core.lesson_status', 'completed')).toBe('false');
    expect(api.LMSGetLastError?.()).toBe('301');
    expect(refusals).toHaveLength(4);
  });
});
