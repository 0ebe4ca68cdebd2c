/**
 * The 21 lesson inputs against what the lesson's Python reference produced
 * (../shared/reference/lesson-scenarios.json): outcome, error code, and the
 * fakes' logs after the run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { bundled } from './bundled.ts';
import { runScenario } from './harness.ts';
import { outcomeOf } from './outcome.ts';

type Reference = {
  function: string;
  scenario: string;
  expected: {
    kind: 'value' | 'error' | 'envelope';
    value?: unknown;
    error_code?: string;
    error_name?: string;
    is_error?: boolean;
    tool_use_id?: string;
    content?: string;
  };
  fakes_after_run: unknown;
};

const referencePath = resolve(import.meta.dirname, '../../../shared/reference/lesson-scenarios.json');
if (!existsSync(referencePath)) {
  throw new Error(
    `The lesson reference is missing: expected ${referencePath} (the shared/ folder beside the repository).`,
  );
}
const reference: Reference[] = JSON.parse(readFileSync(referencePath, 'utf8'));

/** Descriptions are our own wording, not the lesson's; everything else must match. */
function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'description')
        .map(([key, item]) => [key, withoutDescriptions(item)]),
    );
  }
  return value;
}

describe('the 21 lesson scenarios match the Python reference', () => {
  it('loads every scenario file without problems', () => {
    expect(bundled.problems).toEqual([]);
    expect(bundled.scenarios.map((s) => `${s.function}/${s.id}`).sort()).toEqual(
      reference.map((r) => `${r.function}/${r.scenario}`).sort(),
    );
  });

  for (const ref of reference) {
    it(`${ref.function}/${ref.scenario}: ${ref.expected.kind}${ref.expected.error_code ? ` ${ref.expected.error_code}` : ''}`, async () => {
      const scenario = bundled.scenarios.find((s) => s.function === ref.function && s.id === ref.scenario);
      if (scenario === undefined) throw new Error(`no scenario file for ${ref.function}/${ref.scenario}`);
      const { observed, logs } = await runScenario(scenario, adapter);
      const outcome = outcomeOf(scenario, observed);
      const expected = ref.expected;

      expect(outcome.kind).toBe(expected.kind);
      if (expected.kind === 'value') {
        expect(withoutDescriptions(observed)).toEqual(withoutDescriptions(expected.value));
      }
      if (expected.kind === 'error') {
        expect(outcome).toMatchObject({ error_code: expected.error_code });
      }
      if (expected.kind === 'envelope' && outcome.kind === 'envelope') {
        expect(outcome.is_error).toBe(expected.is_error);
        expect(outcome.tool_use_id).toBe(expected.tool_use_id);
        if (expected.error_code) expect(outcome.error_code).toBe(expected.error_code);
        if (expected.error_name) expect(outcome.error_name).toBe(expected.error_name);
        if (expected.content === 'the service text, unchanged') {
          const input = scenario.function === 'call_external' ? scenario.input : undefined;
          const reply =
            input && 'result' in input.reply ? (input.reply.result as { content: { text: string }[] }) : null;
          expect((observed as { content: string }).content).toBe(reply?.content.map((b) => b.text).join('\n'));
        }
      }
      expect(logs).toEqual(ref.fakes_after_run);
    });
  }
});
