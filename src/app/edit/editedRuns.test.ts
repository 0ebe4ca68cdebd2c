import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundled } from '../../scenarios/bundled.ts';
import { deserializeTrace } from '../../tracer/storedSteps.ts';
import { traceTooLarge } from './editedRuns.ts';

const root = resolve(import.meta.dirname, '../../..');

describe("a runner's trace, bounded before the page writes it", () => {
  it("every lesson trace is well within the bounds, as the recorder holds it (steps sharing the heap's objects)", () => {
    for (const scenario of bundled.scenarios) {
      const file = resolve(root, `scenarios/${scenario.function}/${scenario.id}.trace.json`);
      const trace = deserializeTrace(readFileSync(file, 'utf8'));
      // Three times over and still within: the bounds leave the lesson's traces room.
      expect(traceTooLarge({ steps: [trace, trace, trace] }), scenario.id).toBe(false);
    }
  });

  it('one large string shared by every step counts once per step, as JSON would write it (a run made to look small)', () => {
    const big = ['LONG_STRING', 'x'.repeat(12 * 1024 * 1024), 1];
    const steps = Array.from({ length: 3 }, () => ({ event: 'line', stack: [{ locals: { big } }] }));
    expect(traceTooLarge({ steps: steps.slice(0, 1) })).toBe(false);
    expect(traceTooLarge({ steps })).toBe(true);
  });

  it('many small values shared by reference are counted each time they are met', () => {
    const row = Array.from({ length: 1000 }, (_, i) => i);
    const steps = Array.from({ length: 3000 }, () => ({ locals: { row } }));
    expect(traceTooLarge({ steps })).toBe(true);
  });
});
