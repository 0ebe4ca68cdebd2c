/**
 * What a SCORM platform gives the session (its mastery score, its mode, its interaction count) and when the session
 * tells it (times, cut answers, commits); a platform's script that throws or refuses.
 */
import { describe, expect, it } from 'vitest';
import { lmsOf } from './api.ts';
import { startSession } from './scorm.ts';
import { answer, empty, first, hunt, options, platform, refused, scopeOf } from './testing/scormPlatform.ts';

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
      ['100000000000000000000', 0],
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
