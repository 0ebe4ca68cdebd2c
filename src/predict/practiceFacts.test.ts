/**
 * practiceFacts.ts over runs written out by hand (only the fields it reads): which run a question asks about, and
 * each fact read off a run. (questions.test.ts checks the lesson's Practice questions against real runs.)
 */
import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../mcp/host/session.ts';
import { type PracticeRun, practiceFact, runMatches } from './practiceFacts.ts';

const events = (...list: Record<string, unknown>[]) => list as unknown as PracticeEvent[];
const loop = (over: Partial<Extract<PracticeRun, { kind: 'loop' }>> = {}): PracticeRun => ({
  kind: 'loop',
  model: 'fixed',
  mode: 'normal',
  events: events({ kind: 'approval', approved: true }, { kind: 'answer' }),
  http: [],
  ...over,
});
const paths: PracticeRun = {
  kind: 'paths',
  rows: [
    { modelRequests: 4, toolsCalls: 1 },
    { modelRequests: 3, toolsCalls: 0 },
  ],
};
const asked = { kind: 'loop', model: 'fixed', mode: 'normal', approve: true } as const;

describe('the run a question asks about', () => {
  it('the four paths only for a paths question, and a loop only for a loop question', () => {
    expect(runMatches(paths, { kind: 'paths' })).toBe(true);
    expect(runMatches(paths, asked)).toBe(false);
    expect(runMatches(loop(), { kind: 'paths' })).toBe(false);
  });

  it('a loop of the same model path and mode, every approval as asked, that reached its answer', () => {
    expect(runMatches(loop(), asked)).toBe(true);
    expect(runMatches(loop({ model: 'sdk' }), asked)).toBe(false);
    expect(runMatches(loop({ mode: 'error' }), asked)).toBe(false);
    expect(runMatches(loop(), { ...asked, approve: false })).toBe(false);
    expect(runMatches(loop({ events: events({ kind: 'approval', approved: true }) }), asked)).toBe(false);
    expect(runMatches(loop({ events: events({ kind: 'answer' }) }), { ...asked, approve: false })).toBe(true);
  });
});

describe('the facts a run shows', () => {
  const run = loop({
    events: events(
      { kind: 'rpc', direction: 'send', message: { id: 1, result: {} } },
      { kind: 'rpc', direction: 'send', message: { method: 'initialize' } },
      { kind: 'rpc', direction: 'receive', message: { method: 'tools/call' } },
      { kind: 'request', tools: ['a'], systemReused: false },
      { kind: 'rpc', direction: 'send', message: { method: 'tools/call' } },
      { kind: 'request', tools: ['b'], systemReused: true },
      { kind: 'late_work', clientCancelled: false },
    ),
    http: [{ retry: 0 }, { retry: 1 }, { retry: 2 }],
  });

  it("counts the model's requests, the tools/call the host sent, the reused system prompts", () => {
    expect(practiceFact(run, 'modelRequests')).toBe(2);
    expect(practiceFact(run, 'toolsCalls')).toBe(1);
    expect(practiceFact(run, 'systemReused')).toBe(1);
    expect(practiceFact(run, 'firstRequestTools')).toEqual(['a']);
    expect(practiceFact(loop({ events: [] }), 'firstRequestTools')).toEqual([]);
  });

  it('the HTTP calls and how many were resent, on the SDK path', () => {
    expect(practiceFact(run, 'httpCalls')).toBe(3);
    expect(practiceFact(run, 'resent')).toBe(2);
  });

  it('the first request the host sent (a reply is not one), or null; whether the server finished after the host gave up', () => {
    expect(practiceFact(run, 'firstServerRequest')).toBe('initialize');
    expect(practiceFact(loop({ events: [] }), 'firstServerRequest')).toBeNull();
    expect(practiceFact(run, 'serverCompletedLate')).toBe(false);
    const late = loop({ events: events({ kind: 'late_work', clientCancelled: true }) });
    expect(practiceFact(late, 'serverCompletedLate')).toBe(true);
    expect(
      practiceFact(loop({ events: events({ kind: 'answer', clientCancelled: true }) }), 'serverCompletedLate'),
    ).toBe(false);
  });

  it("the four paths' requests and calls side by side; no loop fact of them, no paths fact of a loop", () => {
    expect(practiceFact(paths, 'pathModelRequests')).toEqual([4, 3]);
    expect(practiceFact(paths, 'pathToolsCalls')).toEqual([1, 0]);
    expect(practiceFact(paths, 'modelRequests')).toBeUndefined();
    expect(practiceFact(run, 'pathToolsCalls')).toBeUndefined();
  });
});

describe('whether the search got the service answer', () => {
  const search = { kind: 'tool_use', id: 't2', name: 'mcp__docs__search_docs', input: { query: 'x' } };
  it("yes when the search's own tool_result is not an error, no when it is, nothing when there was no search", () => {
    const answered = events(search, { kind: 'tool_result', id: 't2', is_error: false, content: 'rule' });
    expect(practiceFact(loop({ events: answered }), 'searchAnswered')).toBe(true);
    const gaveUp = events(search, { kind: 'tool_result', id: 't2', is_error: true, content: 'timed out' });
    expect(practiceFact(loop({ events: gaveUp }), 'searchAnswered')).toBe(false);
    // Another call's result is not the search's.
    const other = events(search, { kind: 'tool_result', id: 't1', is_error: false, content: 'loaded' });
    expect(practiceFact(loop({ events: other }), 'searchAnswered')).toBeNull();
    expect(practiceFact(loop(), 'searchAnswered')).toBeNull();
  });
});
