import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '../predict/bank.ts';
import {
  decodeRecord,
  encodeRecord,
  type KeptRecord,
  longestEncoding,
  pathHash,
  SUSPEND_LIMIT_12,
  shapeOf,
} from './suspend.ts';

const shape = shapeOf(CHECKPOINTS);

/** Any record over the real path: any of its questions answered any number of times, any checkpoints passed. */
const recordOf = (path = shape) =>
  fc.record({
    last: fc.option(fc.constantFrom(...path.checkpoints), { nil: null }),
    questions: fc.dictionary(
      fc.constantFrom(...path.questions),
      fc.record({
        attempts: fc.nat({ max: 5000 }),
        right: fc.boolean(),
        shown: fc.boolean(),
        seconds: fc.nat({ max: 5_000_000 }),
      }),
    ),
    // Whole minutes since 2024: what the codec keeps of a time.
    passed: fc.dictionary(
      fc.constantFrom(...path.checkpoints),
      fc.nat({ max: 36 ** 5 - 1 }).map((minutes) => new Date(Date.UTC(2024, 0, 1) + minutes * 60_000).toISOString()),
    ),
  });

const clamped = (record: KeptRecord): KeptRecord => ({
  ...record,
  questions: Object.fromEntries(
    Object.entries(record.questions).map(([id, q]) => [
      id,
      { ...q, attempts: Math.min(q.attempts, 36 ** 2 - 1), seconds: Math.min(q.seconds, 36 ** 4 - 1) },
    ]),
  ),
});

describe('the suspend codec', () => {
  it('reads the real path (sanity: every checkpoint in order, and every question of the ones that ask)', () => {
    expect(shape.checkpoints).toEqual(CHECKPOINTS.map((checkpoint) => checkpoint.id));
    expect(shape.questions).toEqual(CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions)));
    expect(shape.questions.length).toBeGreaterThan(shape.checkpoints.length);
  });

  it("fits SCORM 1.2's 4,096 characters for every record of the path, its longest form included", () => {
    expect(longestEncoding(shape)).toBeLessThanOrEqual(SUSPEND_LIMIT_12);
    fc.assert(
      fc.property(recordOf(), (record) => {
        expect(encodeRecord(record, shape).length).toBeLessThanOrEqual(longestEncoding(shape));
      }),
    );
  });

  it('gives back what it kept: attempts and seconds (up to their fields), right, shown, passed, last', () => {
    fc.assert(
      fc.property(recordOf(), (record) => {
        expect(decodeRecord(encodeRecord(record, shape), shape)).toEqual({ kind: 'record', record: clamped(record) });
      }),
    );
  });

  it('keeps a passed time to its minute', () => {
    const record = {
      last: null,
      questions: {},
      passed: { [shape.checkpoints[0] as string]: '2026-12-04T10:20:29.500Z' },
    };
    const decoded = decodeRecord(encodeRecord(record, shape), shape);
    expect(decoded).toEqual({
      kind: 'record',
      record: { last: null, questions: {}, passed: { [shape.checkpoints[0] as string]: '2026-12-04T10:20:00.000Z' } },
    });
  });

  it('keeps none of the answers a student typed', () => {
    const id = shape.questions[0] as string;
    const record = {
      last: null,
      questions: { [id]: { attempts: 1, right: false, shown: false, seconds: 3, answers: [{ text: 'SECRET' }] } },
      passed: {},
    };
    expect(encodeRecord(record, shape)).not.toContain('SECRET');
  });

  it("decodes another path's record as foreign: a package uploaded again with other checkpoints starts fresh", () => {
    const other = { ...shape, checkpoints: shape.checkpoints.slice(1) };
    expect(pathHash(other)).not.toBe(pathHash(shape));
    const text = encodeRecord({ last: null, questions: {}, passed: {} }, other);
    expect(decodeRecord(text, shape)).toEqual({ kind: 'foreign', reason: 'path' });
  });

  it('says empty for nothing kept, and foreign (never a throw) for any other text', () => {
    expect(decodeRecord('', shape)).toEqual({ kind: 'empty' });
    expect(decodeRecord('{"version":2}', shape)).toEqual({ kind: 'foreign', reason: 'version' });
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const decoded = decodeRecord(text, shape);
        expect(['empty', 'foreign', 'record']).toContain(decoded.kind);
      }),
    );
  });

  it('refuses a garbled record of this path whole (a field out of range, a missing question, a bad number)', () => {
    const good = encodeRecord({ last: shape.checkpoints[2] as string, questions: {}, passed: {} }, shape);
    const [v, hash, last, passed, questions] = good.split('|') as [string, string, string, string, string];
    const garbled = { kind: 'foreign', reason: 'garbled' };
    expect(decodeRecord([v, hash, 'zz', passed, questions].join('|'), shape)).toEqual(garbled);
    expect(decodeRecord([v, hash, last, passed, questions.split(',').slice(1).join(',')].join('|'), shape)).toEqual(
      garbled,
    );
    expect(decodeRecord([v, hash, last, passed.replace('-', '!'), questions].join('|'), shape)).toEqual(garbled);
    expect(decodeRecord([v, hash, last, passed, questions.replace('-', '1.2.4')].join('|'), shape)).toEqual(garbled);
    expect(decodeRecord([v, hash, last, passed, questions.replace('-', '1.2')].join('|'), shape)).toEqual(garbled);
    expect(decodeRecord([v, hash, last, passed].join('|'), shape)).toEqual(garbled);
  });
});

describe('the suspend codec, pinned on a small path', () => {
  // Two checkpoints, three questions: every field small enough to write out by hand.
  const small = { checkpoints: ['a', 'b'], questions: ['q1', 'q2', 'q3'] };
  const HASH = '6ae030dd'; // FNV-1a of "a,b|q1,q2,q3", computed apart from this code

  it('hashes the ids in order (FNV-1a, 8 hex digits)', () => {
    expect(pathHash(small)).toBe(HASH);
    expect(pathHash({ checkpoints: [], questions: [] })).toBe('f90c4a3b');
  });

  it('writes each field as the format says', () => {
    const record = {
      last: 'b',
      questions: {
        q2: { attempts: 3, right: true, shown: false, seconds: 40 },
        q3: { attempts: 0, right: false, shown: true, seconds: 0 },
      },
      passed: { a: '2024-01-01T01:00:00.000Z' },
    };
    expect(encodeRecord(record, small)).toBe(`2|${HASH}|1|1o,-|-,3.14.1,0.0.2`);
    expect(encodeRecord({ last: null, questions: {}, passed: {} }, small)).toBe(`2|${HASH}|-|-,-|-,-,-`);
    expect(decodeRecord(`2|${HASH}|1|1o,-|-,3.14.1,0.0.2`, small)).toEqual({ kind: 'record', record });
  });

  it('holds the longest record: every time and count at its field full', () => {
    expect(longestEncoding(small)).toBe(`2|${HASH}|1|zzzzz,zzzzz|zz.zzzz.3,zz.zzzz.3,zz.zzzz.3`.length);
    const latest = '2139-12-31T00:00:00.000Z';
    const full = encodeRecord(
      {
        last: 'b',
        questions: Object.fromEntries(
          small.questions.map((q) => [q, { attempts: 1e9, right: true, shown: true, seconds: 1e12 }]),
        ),
        passed: { a: latest, b: latest },
      },
      small,
    );
    expect(full).toBe(`2|${HASH}|1|zzzzz,zzzzz|zz.zzzz.3,zz.zzzz.3,zz.zzzz.3`);
  });

  it('an empty path has empty fields, and decodes', () => {
    const empty = { checkpoints: [], questions: [] };
    const text = encodeRecord({ last: null, questions: {}, passed: {} }, empty);
    expect(text).toBe('2|f90c4a3b|-||');
    expect(decodeRecord(text, empty)).toEqual({ kind: 'record', record: { last: null, questions: {}, passed: {} } });
  });

  it('refuses each field out of its range or form', () => {
    const garbled = { kind: 'foreign', reason: 'garbled' };
    const at = (last: string, passed: string, questions: string) =>
      decodeRecord(`2|${HASH}|${last}|${passed}|${questions}`, small);
    expect(at('1', '-,-', '-,-,-')).toMatchObject({ kind: 'record' });
    expect(at('2', '-,-', '-,-,-')).toEqual(garbled); // a third checkpoint's index
    expect(at('-', '-', '-,-,-')).toEqual(garbled); // one checkpoint's field missing
    expect(at('-', '-,-', '-,-')).toEqual(garbled); // one question's field missing
    expect(at('-', '00000001,-', '-,-,-')).toMatchObject({ kind: 'record' }); // eight digits: one minute
    expect(at('-', '000000001,-', '-,-,-')).toEqual(garbled); // nine digits
    expect(at('-', '100000,-', '-,-,-')).toEqual(garbled); // past the field's largest time
    expect(at('-', '1!,-', '-,-,-')).toEqual(garbled);
    expect(at('-', '!1,-', '-,-,-')).toEqual(garbled);
    expect(at('-', '-,-', 'z!.1.1,-,-')).toEqual(garbled); // attempts
    expect(at('-', '-,-', '1.!.1,-,-')).toEqual(garbled); // seconds
    expect(at('-', '-,-', '1.1.4,-,-')).toEqual(garbled); // flags
    expect(at('-', '-,-', '100.1.1,-,-')).toEqual(garbled); // attempts past two digits
  });

  it('takes a hunt as a checkpoint with no questions', () => {
    expect(shapeOf([{ id: 'a', questions: ['q1'] }, { id: 'h' }, { id: 'b', questions: ['q2', 'q3'] }])).toEqual({
      checkpoints: ['a', 'h', 'b'],
      questions: ['q1', 'q2', 'q3'],
    });
  });
});
