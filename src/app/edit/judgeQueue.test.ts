import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, JudgeQueue } from './judgeQueue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A judge that records each judgement's signal and finishes when told. */
function fakeJudge() {
  const calls: { signal: AbortSignal; finish: () => void }[] = [];
  const judge = (signal: AbortSignal) =>
    new Promise<void>((finish) => {
      calls.push({ signal, finish });
    });
  return { judge, calls };
}

it('typing collapses into one judgement, once it pauses for the debounce', () => {
  const { judge, calls } = fakeJudge();
  const queue = new JudgeQueue(judge);
  queue.schedule();
  vi.advanceTimersByTime(DEBOUNCE_MS - 1);
  queue.schedule();
  vi.advanceTimersByTime(DEBOUNCE_MS - 1);
  expect(calls).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(calls).toHaveLength(1);
});

it('a newer text abandons the judgement under way, at once', () => {
  const { judge, calls } = fakeJudge();
  const queue = new JudgeQueue(judge);
  void queue.now();
  expect(calls[0]?.signal.aborted).toBe(false);
  queue.schedule();
  expect(calls[0]?.signal.aborted).toBe(true);
  vi.advanceTimersByTime(DEBOUNCE_MS);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.signal.aborted).toBe(false);
});

it('a judgement that ended is not aborted by the next', async () => {
  const { judge, calls } = fakeJudge();
  const queue = new JudgeQueue(judge);
  const first = queue.now();
  calls[0]?.finish();
  await first;
  void queue.now();
  expect(calls[0]?.signal.aborted).toBe(false);
});

it('dispose stops the pending timer and abandons the judgement under way', () => {
  const { judge, calls } = fakeJudge();
  const queue = new JudgeQueue(judge);
  void queue.now();
  queue.schedule();
  queue.dispose();
  vi.advanceTimersByTime(DEBOUNCE_MS * 10);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.signal.aborted).toBe(true);
});
