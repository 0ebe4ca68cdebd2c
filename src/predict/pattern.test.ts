/**
 * No question is answered by its pattern, and no advice sends the student where they cannot go
 * (the fifth student review, problems 3 and 6): across the choices about a failure, "it fails" is the
 * right option at most 60 % of the time; the options of one question have one shape (each names an error code, or
 * none does); and what a wrong answer is told can be done while the question is open, where stepping is refused.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../adapter/messages.ts';
import { writeValue } from './answer.ts';
import { DEBUG_QUESTIONS, PRACTICE_QUESTIONS, PROBE_QUESTIONS } from './bank.ts';

const CHOICES = [...DEBUG_QUESTIONS, ...PROBE_QUESTIONS].filter((q) => q.input === 'choice');
const CODE = new RegExp(`\\b(${ERROR_CODES.join('|')})\\b`);

/**
 * A value that says the run failed there: an error code raised, the throw it stops on, the catch it lands in, or (a
 * probe of callExternal's envelope) is_error true.
 */
const failingIn = (question: (typeof CHOICES)[number]) => (value: unknown) =>
  'observe' in question && 'isError' in question.observe
    ? value === true
    : typeof value === 'string' &&
      ((ERROR_CODES as readonly string[]).includes(value) ||
        value.startsWith('throw ') ||
        value.includes('errorParts(error)'));

describe('no answer by pattern', () => {
  it('in the choices between going on and failing, failing is the answer at most 60 % of the time', () => {
    const aboutFailure = CHOICES.filter((q) => q.options?.some((o) => failingIn(q)(o.value)));
    const failingRight = aboutFailure.filter((q) => failingIn(q)(q.answer));
    const share = failingRight.length / aboutFailure.length;
    expect(
      share,
      `${failingRight.length} of ${aboutFailure.length}: ${failingRight.map((q) => q.id).join(', ')}`,
    ).toBeLessThanOrEqual(0.6);
    // Both kinds are asked at the limits: the page at and past its budget, the cursor at and past its length.
    const taken = aboutFailure.filter((q) => !failingIn(q)(q.answer)).map((q) => q.id);
    expect(taken.length).toBeGreaterThanOrEqual(4);
    expect(taken).toContain('probe-result-at-limit');
  });

  it('the options of a question have one shape: each names an error code, or none does, in both languages', () => {
    const mixed = CHOICES.flatMap((q) =>
      (['zh', 'en'] as const).flatMap((locale) => {
        const naming = (q.options ?? []).map((o) => CODE.test(o.label[locale]));
        return naming.every(Boolean) || !naming.some(Boolean) ? [] : [`${q.id} (${locale})`];
      }),
    );
    expect(mixed).toEqual([]);
  });

  it('the right option is not the longest one more often than the others', () => {
    // A student who picks the longest label would be right by its length alone.
    const longestRight = CHOICES.filter((q) => {
      const options = q.options ?? [];
      const longest = Math.max(...options.map((o) => o.label.zh.length));
      const right = options.find((o) => writeValue(o.value) === writeValue(q.answer));
      return right !== undefined && right.label.zh.length === longest;
    });
    expect(longestRight.length / CHOICES.length).toBeLessThanOrEqual(0.6);
  });
});

describe('advice the student can follow while the question is open', () => {
  it('no wrong-answer text asks for a step (stepping is refused until the question is answered)', () => {
    const asking = [...DEBUG_QUESTIONS, ...PROBE_QUESTIONS, ...PRACTICE_QUESTIONS].flatMap((q) =>
      [
        q.look,
        ...(q.wrong ?? []).map((w) => w.why),
        ...(q.options ?? []).flatMap((o) => (o.why ? [o.why] : [])),
      ].flatMap((text) => (/单步/.test(text.zh) || /\bstep/i.test(text.en) ? [`${q.id}: ${text.en}`] : [])),
    );
    expect(asking).toEqual([]);
  });
});
