import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { deserializeTrace } from '../../tracer/storedSteps.ts';
import { goldenDiff, lineDiff } from './goldenDiff.ts';

const golden = (fn: string, id: string) =>
  deserializeTrace(readFileSync(new URL(`../../../scenarios/${fn}/${id}.trace.json`, import.meta.url), 'utf8'));

it('lineDiff marks removed and added rows, with context, and elides the rest', () => {
  const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
  const after = ['a', 'b', 'c', 'D', 'e', 'f', 'g', 'h'].join('\n');
  expect(lineDiff(before, after, 1)).toBe(['  c', '- d', '+ D', '  e', '  …'].join('\n'));
});

it('a golden against itself has no difference; a step removed shows as its row', () => {
  const trace = golden('call_external', 'success');
  expect(goldenDiff(trace, trace)).toBe('');
  const shorter = { ...trace, steps: trace.steps.filter((_, i) => i !== 3) };
  const diff = goldenDiff(trace, shorter);
  expect(diff).toMatch(/^\(.*\)\n- \d+ steps\n\+ \d+ steps/);
  expect(diff.split('\n').filter((row) => row.startsWith('- ')).length).toBeGreaterThan(1);
});
