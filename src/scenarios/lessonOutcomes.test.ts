/**
 * The lesson's expected outcomes are the project's own data: validated, one per
 * scenario file, still equal to the lesson's reference where that is at hand,
 * and compared so that any difference in a run is named.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { bundled } from './bundled.ts';
import { LESSON_OUTCOMES_FILE, PROJECT_ROOT, readLessonOutcomes } from './files.ts';
import { runScenario } from './harness.ts';
import { type LessonOutcome, outcomeDifference, parseLessonOutcomes } from './lessonOutcomes.ts';
import type { Scenario } from './schema.ts';

const outcomes = readLessonOutcomes();
const find = (fn: string, id: string) => {
  const scenario = bundled.scenarios.find((s) => s.function === fn && s.id === id) as Scenario;
  const expected = outcomes.find((o) => o.function === fn && o.scenario === id) as LessonOutcome;
  return { scenario, expected };
};

describe('scenarios/lesson-outcomes.json', () => {
  it('fits its schema and names each scenario file exactly once', () => {
    expect(outcomes.map((o) => `${o.function}/${o.scenario}`).sort()).toEqual(
      bundled.scenarios.map((s) => `${s.function}/${s.id}`).sort(),
    );
  });

  it('refuses a file that does not fit, naming the entry and field', () => {
    const text = readFileSync(join(PROJECT_ROOT, LESSON_OUTCOMES_FILE), 'utf8');
    const broken = JSON.parse(text);
    broken[3].expected.kind = 'maybe';
    expect(() => parseLessonOutcomes(JSON.stringify(broken))).toThrow(/lesson-outcomes\.json: 3\.expected\.kind/);
    broken[3].expected.kind = 'error';
    broken.push(broken[0]);
    expect(() => parseLessonOutcomes(JSON.stringify(broken))).toThrow(/each scenario appears once/);
  });

  // The one place the project reads beside itself: the lesson's reference, when a checkout has it, so drift is caught.
  const lessonReference = join(PROJECT_ROOT, '..', 'shared', 'reference', 'lesson-scenarios.json');
  const present = existsSync(lessonReference);
  if (!present) console.info(`cross-check skipped: ${lessonReference} is not beside this checkout`);
  it.skipIf(!present)('is byte for byte the lesson reference beside the repository (cross-check)', () => {
    expect(readFileSync(join(PROJECT_ROOT, LESSON_OUTCOMES_FILE), 'utf8')).toBe(readFileSync(lessonReference, 'utf8'));
  });
});

describe('outcomeDifference names what a run got wrong', () => {
  it('accepts the real runs of all 21', async () => {
    for (const expected of outcomes) {
      const { scenario } = find(expected.function, expected.scenario);
      const { observed, logs } = await runScenario(scenario, adapter);
      expect(outcomeDifference(expected, scenario, observed, logs)).toBeNull();
    }
  });

  it('a different value, ignoring only descriptions', async () => {
    const { scenario, expected } = find('discover_tools', 'pages');
    const { observed, logs } = await runScenario(scenario, adapter);
    const described = structuredClone(observed) as { description: string }[];
    for (const tool of described) tool.description = 'other words';
    expect(outcomeDifference(expected, scenario, described, logs)).toBeNull();
    expect(outcomeDifference(expected, scenario, (observed as unknown[]).slice(1), logs)).toMatch(/expected the value/);
  });

  it('a different kind or error code', async () => {
    const { scenario, expected } = find('discover_tools', 'duplicate');
    const { logs } = await runScenario(scenario, adapter);
    expect(outcomeDifference(expected, scenario, [], logs)).toMatch(/expected a error, got a value/);
    const wrong = { error: { name: 'AdapterError', code: 'catalog_too_many_pages', message: '' } };
    expect(outcomeDifference(expected, scenario, wrong, logs)).toMatch(
      /expected error tool_duplicate_or_over_limit, got catalog_too_many_pages/,
    );
  });

  it("an envelope's flags, and the service's text changed on the way", async () => {
    const { scenario, expected } = find('call_external', 'success');
    const { observed, logs } = await runScenario(scenario, adapter);
    const envelope = observed as { content: string; tool_use_id: string };
    expect(outcomeDifference(expected, scenario, { ...envelope, tool_use_id: 'rpc_7' }, logs)).toMatch(/tool_use_id/);
    expect(outcomeDifference(expected, scenario, { ...envelope, content: `${envelope.content}!` }, logs)).toMatch(
      /unchanged/,
    );
  });

  it('what the fakes saw', async () => {
    const { scenario, expected } = find('call_external', 'deny');
    const { observed, logs } = await runScenario(scenario, adapter);
    const sent = { ...logs, remote_calls: [{ name: 'search.docs', arguments: { query: 'x' } }] };
    expect(outcomeDifference(expected, scenario, observed, sent)).toMatch(/expected the fakes to have seen/);
  });
});
