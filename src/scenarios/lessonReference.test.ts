/**
 * The 21 lesson inputs against what the lesson's Python reference produced
 * (scenarios/lesson-outcomes.json):
 * outcome, error code, and the fakes' logs after the run.
 */
import { describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { bundled } from './bundled.ts';
import { runScenario } from './harness.ts';
import { expectLessonOutcome, lessonOutcomes } from './testing/reference.ts';

const reference = lessonOutcomes();

describe('the 21 lesson scenarios match the Python reference', () => {
  it('loads every scenario file without problems', () => {
    expect(bundled.problems).toEqual([]);
    expect(bundled.scenarios.map((s) => `${s.function}/${s.id}`).sort()).toEqual(
      reference.map((r) => `${r.function}/${r.scenario}`).sort(),
    );
  });

  for (const ref of reference) {
    const { expected } = ref;
    const detail =
      ('error_code' in expected ? expected.error_code : undefined) ??
      ('error_name' in expected ? expected.error_name : '');
    it(`${ref.function}/${ref.scenario}: ${ref.expected.kind} ${detail}`.trim(), async () => {
      const scenario = bundled.scenarios.find((s) => s.function === ref.function && s.id === ref.scenario);
      if (scenario === undefined) throw new Error(`no scenario file for ${ref.function}/${ref.scenario}`);
      expectLessonOutcome(ref, scenario, await runScenario(scenario, adapter));
    });
  }
});
