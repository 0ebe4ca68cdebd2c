// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKPOINTS } from '../../predict/bank.ts';
import {
  exportedProgress,
  onProgress,
  type PathRecord,
  type ProgressChange,
  readProgress,
  recordAnswer,
  recordHunt,
  resetProgress,
  setProgressScope,
  setRecordKeeper,
} from './pathRecord.ts';

const KEY = 'mcp-playground:path-progress';
const answer = (text: string | null, right: boolean) => ({
  answer: text === null ? null : { text },
  right,
  shown: text === null,
  seconds: 2,
});

/** What this browser keeps, read again: the store reads its keeper once, at first use or when the keeper changes. */
const reload = () => setRecordKeeper(null);

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe("the student's record on the lesson path", () => {
  it('a checkpoint passes when every one of its questions was answered right, and says so once', () => {
    const heard: ProgressChange[] = [];
    const stop = onProgress((change) => heard.push(change));
    recordAnswer(CHECKPOINTS, 'duplicate-publishes-nothing', answer("'x'", false));
    expect(readProgress().passed['catalog-whole']).toBeUndefined();
    recordAnswer(CHECKPOINTS, 'duplicate-publishes-nothing', answer("'tool_duplicate_or_over_limit'", true));
    recordAnswer(CHECKPOINTS, 'duplicate-publishes-nothing', answer("'again'", true));
    stop();
    expect(heard.map((change) => change.passed?.checkpoint ?? null)).toEqual([null, 'catalog-whole', null]);
    expect(heard[1]?.passed).toMatchObject({ attempts: 2, shown: 0, seconds: 4 });
    expect(heard[1]?.total).toBe(CHECKPOINTS.length);
    expect(readProgress()).toMatchObject({
      last: 'catalog-whole',
      questions: { 'duplicate-publishes-nothing': { attempts: 3 } },
    });
  });

  it('a question shown is not one got right: its checkpoint does not pass until it is', () => {
    recordAnswer(CHECKPOINTS, 'repeat-stops-in-bounds', answer(null, false));
    expect(readProgress().questions['repeat-stops-in-bounds']).toMatchObject({
      attempts: 0,
      right: false,
      shown: true,
    });
    expect(readProgress().passed['catalog-repeat']).toBeUndefined();
  });

  it("progress counts only the path's checkpoints: a record edited by hand to name others counts none of them", () => {
    const made = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`made-up-${i}`, '2026-01-01T00:00:00Z']));
    localStorage.setItem(KEY, JSON.stringify({ version: 1, last: null, questions: {}, passed: made }));
    reload();
    const heard: ProgressChange[] = [];
    const stop = onProgress((change) => heard.push(change));
    recordHunt(CHECKPOINTS, 'half-catalog');
    stop();
    expect(heard.map(({ done, total }) => [done, total])).toEqual([[1, CHECKPOINTS.length]]);
  });

  it('progress counts the checkpoints in scope: a frame on one checkpoint, a package of some; none again: the path', () => {
    const heard: ProgressChange[] = [];
    const stop = onProgress((change) => heard.push(change));
    setProgressScope(['hunt-half-catalog']);
    recordHunt(CHECKPOINTS, 'half-catalog');
    setProgressScope(['catalog-whole', 'hunt-half-catalog']);
    recordAnswer(CHECKPOINTS, 'duplicate-publishes-nothing', answer("'x'", false));
    setProgressScope(null);
    recordAnswer(CHECKPOINTS, 'duplicate-publishes-nothing', answer("'x'", false));
    stop();
    expect(heard.map(({ done, total }) => [done, total])).toEqual([
      [1, 1],
      [1, 2],
      [1, CHECKPOINTS.length],
    ]);
  });

  it('keeps the record where it is told: a keeper of its own, nothing of the browser read or written', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 2, last: 'catalog-pages', questions: {}, passed: {} }));
    reload();
    const written: PathRecord[] = [];
    setRecordKeeper({ read: () => null, write: (record) => written.push(record) });
    expect(readProgress().last).toBeNull();
    recordHunt(CHECKPOINTS, 'half-catalog');
    setRecordKeeper(null);
    expect(written.at(-1)?.passed).toHaveProperty('hunt-half-catalog');
    expect(readProgress().last).toBe('catalog-pages');
  });

  it('a solved hunt passes its checkpoint', () => {
    recordHunt(CHECKPOINTS, 'half-catalog');
    expect(readProgress().passed['hunt-half-catalog']).toMatch(/^\d{4}-/);
  });

  it('anything else stored under its key is read as an empty record, never thrown; entries of the wrong shape are dropped', () => {
    for (const stored of ['{', '[]', '{"version":2}', 'null']) {
      localStorage.setItem(KEY, stored);
      reload();
      expect(readProgress()).toEqual({ version: 2, last: null, questions: {}, passed: {} });
    }
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        last: 7,
        questions: { a: { attempts: 'x' }, b: { attempts: 1, answers: ['0', 3], right: true } },
        passed: { c: 1, d: 'then' },
      }),
    );
    reload();
    expect(readProgress()).toEqual({
      version: 2,
      last: null,
      questions: { b: { attempts: 1, answers: [{ text: '0' }], right: true, shown: false, seconds: 0 } },
      passed: { d: 'then' },
    });
  });

  it('exports every checkpoint with its questions, and resets to nothing', () => {
    recordAnswer(CHECKPOINTS, 'limit-four-pages', answer('4', true));
    const exported = exportedProgress(CHECKPOINTS, readProgress(), { language: 'en', build: 'abc123' });
    // Which language the answers were given in, and which build asked them (a teacher reads them so).
    expect(exported).toMatchObject({ language: 'en', build: 'abc123' });
    expect(exportedProgress(CHECKPOINTS, readProgress())).toMatchObject({ language: null, build: null });
    expect(exported.checkpoints).toHaveLength(CHECKPOINTS.length);
    expect(exported.checkpoints.find((c) => c.checkpoint === 'catalog-four-pages')).toMatchObject({
      passed: expect.any(String),
      questions: [{ question: 'limit-four-pages', attempts: 1, answers: [{ text: '4' }], right: true }],
    });
    resetProgress(CHECKPOINTS);
    expect(readProgress().questions).toEqual({});
  });
});
