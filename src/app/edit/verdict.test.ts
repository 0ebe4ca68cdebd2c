import { describe, expect, it } from 'vitest';
import { bundled } from '../../scenarios/bundled.ts';
import type { RunResult } from '../../scenarios/harness.ts';
import { rowOf, rowPasses } from './verdict.ts';

const scenario = bundled.scenarios.find((s) => s.function === 'call_external' && s.id === 'success');
if (!scenario) throw new Error('no call_external/success');
const logs = {
  page_calls: [],
  remote_calls: [{ name: 'search.docs', arguments: { query: 'q' } }],
  approvals: ['docs'],
};
const lesson: RunResult = { observed: { type: 'tool_result', is_error: false }, output: '', logs };
const outcome = (result: RunResult | null, more = {}) => ({
  scenario: 'success',
  result,
  stepLimit: false,
  notData: null,
  ...more,
});

describe("a row says why the student's run fails", () => {
  it('a run like the lesson passes', () => {
    expect(rowPasses(rowOf('success', scenario, lesson, outcome(lesson)))).toBe(true);
  });

  it('a run the clock stopped (no result) is stopped by time, and fails', () => {
    const row = rowOf('success', scenario, lesson, outcome(null));
    expect(row).toMatchObject({ stopped: 'time' });
    expect(rowPasses(row)).toBe(false);
  });

  it('a run the step limit stopped says so, even where its value happens to match', () => {
    expect(rowOf('success', scenario, lesson, outcome(lesson, { stepLimit: true }))).toMatchObject({
      stopped: 'steps',
    });
  });

  it('a value that is not data is named, not compared', () => {
    const row = rowOf(
      'success',
      scenario,
      lesson,
      outcome(lesson, { notData: { path: 'result.x', reason: 'bigint' } }),
    );
    expect(row.notData).toEqual({ path: 'result.x', reason: 'bigint' });
    expect(rowPasses(row)).toBe(false);
  });

  it('an exception the lesson does not raise is shown as raised, beside the first differing path', () => {
    const raised = { ...lesson, observed: { error: { name: 'TypeError', message: 'mine' } } };
    expect(rowOf('success', scenario, lesson, outcome(raised))).toMatchObject({
      threw: 'TypeError: mine',
      // An error where the lesson returns an envelope: the whole value, both sides shown.
      difference: { path: 'result', got: '{"error":{"name":"TypeError","message":"mine"}}' },
    });
  });

  it('a second service call the lesson does not make is a difference in the logs', () => {
    const twice = { ...lesson, logs: { ...logs, remote_calls: [...logs.remote_calls, ...logs.remote_calls] } };
    expect(rowOf('success', scenario, lesson, outcome(twice)).difference).toEqual({
      path: 'logs.remote_calls.length',
      expected: '1',
      got: '2',
    });
  });

  it('an argument left out is shown with the object that lacks it: the service got {}', () => {
    const empty = { ...lesson, logs: { ...logs, remote_calls: [{ name: 'search.docs', arguments: {} }] } };
    expect(rowOf('success', scenario, lesson, outcome(empty)).difference).toEqual({
      path: 'logs.remote_calls[0].arguments',
      expected: '{"query":"q"}',
      got: '{}',
    });
  });

  it('where the value differs, the logs are judged too: a different error and four page calls instead of two', () => {
    const lessonRun = { ...lesson, observed: { error: { code: 'a' } }, logs: { ...logs, page_calls: [null, 'p2'] } };
    const student = {
      ...lesson,
      observed: { error: { code: 'b' } },
      logs: { ...logs, page_calls: [null, 'p2', 'p2', 'p2'] },
    };
    expect(rowOf('success', scenario, lessonRun, outcome(student))).toMatchObject({
      difference: { path: 'result.error.code' },
      also: { path: 'logs.page_calls.length', expected: '2', got: '4' },
    });
  });
});
