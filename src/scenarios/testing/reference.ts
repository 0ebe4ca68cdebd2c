/**
 * The lesson's reference outcomes (../shared/reference/lesson-scenarios.json,
 * beside the repository) and the comparison every test of a scenario run uses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { RunResult } from '../harness.ts';
import { outcomeOf } from '../outcome.ts';
import type { Scenario } from '../schema.ts';

export type Reference = {
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
  python_trace_events: { call_events: number; line_events: number };
};

const referencePath = resolve(import.meta.dirname, '../../../../shared/reference/lesson-scenarios.json');

export function loadReference(): Reference[] {
  if (!existsSync(referencePath)) {
    throw new Error(
      `The lesson reference is missing: expected ${referencePath} (the shared/ folder beside the repository).`,
    );
  }
  return JSON.parse(readFileSync(referencePath, 'utf8'));
}

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

/** Asserts that a run of `scenario` came to what the reference says, fakes' logs included. */
export function expectReferenceOutcome(ref: Reference, scenario: Scenario, { observed, logs }: RunResult): void {
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
      const reply =
        scenario.function === 'call_external' && 'result' in scenario.input.reply ? scenario.input.reply.result : null;
      const text = (reply as { content: { text: string }[] } | null)?.content.map((b) => b.text).join('\n');
      expect((observed as { content: string }).content).toBe(text);
    }
  }
  expect(logs).toEqual(ref.fakes_after_run);
}
