import { Scorm12API, Scorm2004API } from 'scorm-again';
import { describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '../predict/bank.ts';
import { type FoundApi, lmsOf, type ScormVersion } from './api.ts';
import { READS, type ScopedCheckpoint, startSession } from './scorm.ts';
import { encodeRecord, type KeptRecord, shapeOf } from './suspend.ts';
import { strict12 } from './testing/strict12.ts';

const shape = shapeOf(CHECKPOINTS);
const scopeOf = (ids?: string[]): ScopedCheckpoint[] =>
  CHECKPOINTS.filter((c) => !ids || ids.includes(c.id)).map((c) =>
    c.kind === 'hunt' ? { id: c.id, questions: [], hunt: c.hunt } : { id: c.id, questions: c.questions },
  );
const debug = CHECKPOINTS.filter((c) => c.kind === 'debug');
const first = debug[0] as Extract<(typeof CHECKPOINTS)[number], { kind: 'debug' }>;
const hunt = CHECKPOINTS.find((c) => c.kind === 'hunt') as Extract<(typeof CHECKPOINTS)[number], { kind: 'hunt' }>;

/**
 * A platform over scorm-again's real runtime (1.2 under the strict layer of SCORM's own limits), which logs every
 * call and the error code after each: a refused value fails the test.
 */
function platform(version: ScormVersion, seed?: object, values: Record<string, string> = {}) {
  const runtime =
    version === '1.2'
      ? new Scorm12API({ lmsCommitUrl: false, logLevel: 5 })
      : new Scorm2004API({ lmsCommitUrl: false, logLevel: 5 });
  if (seed) runtime.loadFromJSON(seed as never);
  const refusals: string[] = [];
  const api = version === '1.2' ? strict12(runtime, refusals) : runtime;
  const calls: { call: string; element?: string; value?: string; error: string }[] = [];
  const logged = new Proxy(api as unknown as Record<string, (...args: string[]) => string>, {
    get(target, name: string) {
      const inner = target[name];
      if (typeof inner !== 'function' || !/^(LMS)?(Initialize|Finish|Terminate|GetValue|SetValue|Commit)$/.test(name))
        return inner;
      return (...args: string[]) => {
        const element = args[0] ?? '';
        const override = /GetValue/.test(name) ? values[element] : undefined;
        const result = override ?? inner.apply(target, args);
        const error = String((version === '1.2' ? target.LMSGetLastError : target.GetLastError)?.call(target));
        calls.push({ call: name, element: args[0], value: args[1], error: override === undefined ? error : '0' });
        return result;
      };
    },
  });
  const found = { version, api: logged } as unknown as FoundApi;
  const sets = () => calls.filter((c) => /SetValue/.test(c.call));
  const lastSet = (element: string) => sets().findLast((c) => c.element === element)?.value;
  return { runtime, found, calls, sets, lastSet, refusals };
}

/** Calls the platform refused: a 2004 read of an element never set says 403 (not initialized), which is an answer. */
const refused = (calls: { call: string; error: string }[]) =>
  calls.filter((c) => c.error !== '0' && !(c.call === 'GetValue' && c.error === '403'));

const options = (scope = scopeOf(), mastery: number | null = null) => ({
  shape,
  scope,
  mastery,
  describe: (id: string) => `the question ${id}`,
  now: () => Date.UTC(2026, 11, 4, 12, 0, 0),
});

/** The record as the page writes it after answers: attempts counted, right kept, the checkpoint passed. */
function answer(record: KeptRecord, question: string, right: boolean): KeptRecord {
  const before = record.questions[question];
  const next: KeptRecord = {
    ...record,
    questions: {
      ...record.questions,
      [question]: {
        attempts: (before?.attempts ?? 0) + 1,
        right: (before?.right ?? false) || right,
        shown: false,
        seconds: 5,
      },
    },
  };
  const home = CHECKPOINTS.find((c) => c.kind !== 'hunt' && c.questions.includes(question));
  if (home) next.last = home.id;
  if (home && home.kind !== 'hunt' && home.questions.every((q) => next.questions[q]?.right))
    next.passed = { ...next.passed, [home.id]: '2026-12-04T12:00:00.000Z' };
  return next;
}

const empty: KeptRecord = { last: null, questions: {}, passed: {} };
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
    expect(reads.every((element) => READS[version].includes(element as string))).toBe(true);
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

describe.each(['1.2', '2004'] as const)('SCORM %s: what the platform gives and when it is told', (version) => {
  const q = first.questions[0] as string;
  const answered = (text: string | null, right = false) => ({ question: q, text, right, seconds: 7 });
  const MASTERY = {
    '1.2': ['cmi.student_data.mastery_score', '50'],
    '2004': ['cmi.scaled_passing_score', '0.5'],
  } as const;

  it("the platform's mastery score wins over the package's", () => {
    const [element, value] = MASTERY[version];
    const lms = platform(version, undefined, { [element]: value });
    const session = startSession(lmsOf(lms.found), options(scopeOf([first.id, hunt.id]), 100));
    session.change({ ...empty, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.success_status')).toBe('passed');
  });

  it('under mastery: unknown (2004) or incomplete (1.2); a checkpoint half answered is half its objective (2004)', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options(scopeOf([first.id, hunt.id]), 60));
    session.change({ ...empty, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.success_status')).toBe(
      version === '1.2' ? 'incomplete' : 'unknown',
    );
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.score.min' : 'cmi.score.min')).toBe('0');
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.score.max' : 'cmi.score.max')).toBe('100');
    if (version === '2004' && first.questions.length > 1) {
      session.change(answer(empty, q, true), answered('x', true), null);
      expect(lms.lastSet('cmi.objectives.0.progress_measure')).toBe(
        String(Number((1 / first.questions.length).toFixed(4))),
      );
      expect(lms.lastSet('cmi.objectives.1.progress_measure')).toBe('0');
    }
  });

  it('browse mode writes nothing either; normal mode does', () => {
    const mode = version === '1.2' ? 'cmi.core.lesson_mode' : 'cmi.mode';
    expect(startSession(lmsOf(platform(version, undefined, { [mode]: 'browse' }).found), options()).readOnly).toBe(
      true,
    );
    expect(startSession(lmsOf(platform(version, undefined, { [mode]: 'normal' }).found), options()).readOnly).toBe(
      false,
    );
  });

  it("interactions go on after the platform's count; a count it cannot give starts at 0", () => {
    for (const [count, index] of [
      ['3', 3],
      ['', 0],
      ['-2', 0],
      ['many', 0],
    ] as const) {
      const lms = platform(version, undefined, { 'cmi.interactions._count': count });
      const session = startSession(lmsOf(lms.found), options());
      session.change(answer(empty, q, false), answered('x'), null);
      expect(lms.sets().find((c) => /^cmi\.interactions\.\d+\.id$/.test(c.element ?? ''))?.element).toBe(
        `cmi.interactions.${index}.id`,
      );
    }
  });

  it('stamps each interaction with its time, and the session with its length', () => {
    let clock = Date.UTC(2026, 11, 4, 12, 0, 0);
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), { ...options(), now: () => clock });
    clock += 125_000;
    session.change(answer(empty, q, false), answered('x'), null);
    expect(lms.lastSet(version === '1.2' ? 'cmi.interactions.0.time' : 'cmi.interactions.0.timestamp')).toBe(
      version === '1.2' ? '12:02:05' : '2026-12-04T12:02:05',
    );
    session.end();
    expect(lms.lastSet(version === '1.2' ? 'cmi.core.session_time' : 'cmi.session_time')).toBe(
      version === '1.2' ? '0000:02:05.00' : 'PT125S',
    );
  });

  it('cuts a long answer to the format (255 / 250 code points); 2004 reads its delimiters in it as text', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    const long = `{a[,]b[.]c${'工'.repeat(300)}`;
    session.change(answer(empty, q, false), answered(long), null);
    const sent = lms.lastSet(`cmi.interactions.0.${version === '1.2' ? 'student_response' : 'learner_response'}`) ?? '';
    if (version === '1.2') expect(sent).toBe([...long].slice(0, 255).join(''));
    else expect(sent).toBe([...`(a[ ,]b[ .]c${'工'.repeat(300)}`].slice(0, 250).join(''));
    expect(refused(lms.calls)).toEqual([]);
  });

  it('a shown answer (no text) is no interaction', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options());
    session.change(answer(empty, q, false), answered(null), null);
    expect(lms.sets().filter((c) => /^cmi\.interactions\./.test(c.element ?? ''))).toEqual([]);
  });

  it('commits what waits, once: an answer waits for commit(), a hunt too, a checkpoint out of scope too', () => {
    const lms = platform(version);
    const session = startSession(lmsOf(lms.found), options(scopeOf([first.id])));
    const commits = () => lms.calls.filter((c) => /Commit/.test(c.call)).length;
    session.change(answer(empty, q, false), answered('x'), null);
    expect(commits()).toBe(0);
    session.commit();
    session.commit();
    expect(commits()).toBe(1);
    session.change({ ...empty, passed: { [hunt.id]: '2026-12-04T12:00:00.000Z' } }, null, hunt.id);
    expect(commits()).toBe(1);
    session.commit();
    expect(commits()).toBe(2);
    // A hunt outside the scope is not the platform's business.
    session.hunt({ hunt: hunt.hunt, hints: 0, restarts: 0, seconds: 1 });
    expect(lms.sets().some((c) => c.value === `hunt-${hunt.hunt}`)).toBe(false);
    session.commit();
    expect(commits()).toBe(2);
  });
});

/** A 1.2 platform whose reads and writes throw. */
class ThrowingApi {
  LMSInitialize() {
    return 'true';
  }
  LMSFinish() {
    return 'true';
  }
  LMSGetValue(): string {
    throw new Error('broken get');
  }
  LMSSetValue(): string {
    throw new Error('broken set');
  }
  LMSCommit() {
    return 'true';
  }
  LMSGetLastError() {
    return '0';
  }
}

/** A 2004 platform that refuses every write with 406. */
class RefusingApi {
  Initialize() {
    return 'true';
  }
  Terminate() {
    return 'true';
  }
  GetValue() {
    return '';
  }
  SetValue() {
    return 'false';
  }
  Commit() {
    return 'true';
  }
  GetLastError() {
    return '406';
  }
}

describe("a platform's script that misbehaves", () => {
  it('a call that throws is a refusal, said once, and the session goes on', () => {
    const said: string[] = [];
    const lms = lmsOf({ version: '1.2', api: new ThrowingApi() }, (text) => said.push(text));
    const session = startSession(lms, options());
    session.change(answer(empty, first.questions[0] as string, true), null, first.id);
    session.end();
    expect(lms.get('cmi.suspend_data')).toBe('');
    expect(lms.set('cmi.core.lesson_status', 'incomplete')).toBe(false);
    expect(said).toEqual([
      "[mcp-playground] the course platform's LMSGetValue threw: Error: broken get",
      "[mcp-playground] the course platform's LMSSetValue threw: Error: broken set",
    ]);
  });

  it('a refused set is said once per kind of element, with its code', () => {
    const said: string[] = [];
    const lms = lmsOf({ version: '2004', api: new RefusingApi() }, (text) => said.push(text));
    lms.set('cmi.interactions.0.id', 'a');
    lms.set('cmi.interactions.1.id', 'b');
    lms.set('cmi.location', 'x');
    expect(said).toEqual([
      '[mcp-playground] the course platform refused SetValue cmi.interactions.n.id (error 406)',
      '[mcp-playground] the course platform refused SetValue cmi.location (error 406)',
    ]);
  });
});
