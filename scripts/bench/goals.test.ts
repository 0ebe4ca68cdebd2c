import { expect, it } from 'vitest';
import { goalText, missedGoals } from './goals.ts';

it('says each figure beside its goal, and lists the missed ones for --check', () => {
  expect(goalText('stepP95', 12.5)).toBe('goal ≤ 16.0 ms: met');
  expect(goalText('heap', 61_000_000)).toBe('goal ≤ 60.0 MB: NOT met');
  expect(goalText('firstOutput', Number.NaN)).toBe('goal ≤ 1.10 ×: NOT met');
  expect(missedGoals()).toEqual([
    'JS heap after all 21 (median): 61.0 MB, goal ≤ 60.0 MB',
    'navigation → first output, × its own HTML without scripts: NaN ×, goal ≤ 1.10 ×',
  ]);
});
