import { beforeAll, describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { problem } from '../validation/problem.ts';
import { bundled } from './bundled.ts';
import { CUSTOM_ID, LIMITS, LISTED_PROBLEMS, listed, scenarioText, validateCustom } from './custom.ts';
import type { EntryFunctions } from './harness.ts';
import { runScenario } from './harness.ts';
import { recordScenario } from './record.ts';
import { loadTracedEntries } from './traced.ts';

let traced: EntryFunctions;
beforeAll(async () => {
  traced = await loadTracedEntries();
});

describe('custom scenarios', () => {
  it('round-trip all 21 lesson scenarios: export as custom, re-import, same outcome and same trace', async () => {
    for (const lesson of bundled.scenarios) {
      const { scenario, problems } = validateCustom(scenarioText(lesson), lesson.function);
      expect(problems, `${lesson.function}/${lesson.id}`).toEqual([]);
      if (!scenario) throw new Error('invalid');
      expect(scenario.id).toBe(CUSTOM_ID);
      const [plainLesson, plainCustom] = [await runScenario(lesson, adapter), await runScenario(scenario, adapter)];
      expect(plainCustom.output).toBe(plainLesson.output);
      expect(plainCustom.logs).toEqual(plainLesson.logs);
      const [a, b] = [await recordScenario(lesson, traced), await recordScenario(scenario, traced)];
      expect({ ...b.trace, scenario: lesson.id }).toEqual(a.trace);
    }
  });

  it('30,000 invalid pages: one over-limit problem, said before the schema walks them', () => {
    const text = JSON.stringify({
      ...JSON.parse(scenarioText(bundled.scenarios[0] as never)),
      input: { pages: Array(30_000).fill(1) },
    });
    expect(validateCustom(text, 'discover_tools').problems).toEqual([
      { path: 'input.pages', code: 'over_limit', values: { limit: LIMITS.pages, count: 30_000 } },
    ]);
  });

  it('many problems: the first 20 listed, the rest counted in one more', () => {
    const many = Array.from({ length: 130 }, (_, i) => problem(`input.pages[${i}]`, 'type', { expected: 'object' }));
    const shown = listed(many);
    expect(shown).toHaveLength(LISTED_PROBLEMS + 1);
    expect(shown.slice(0, LISTED_PROBLEMS)).toEqual(many.slice(0, LISTED_PROBLEMS));
    expect(shown.at(-1)).toEqual(problem('(root)', 'more_problems', { count: 110 }));
    expect(listed(many.slice(0, LISTED_PROBLEMS))).toEqual(many.slice(0, LISTED_PROBLEMS));
  });

  it('names the JSON path of each problem', () => {
    const lesson = bundled.scenarios.find((s) => s.id === 'pages');
    if (!lesson) throw new Error('missing');
    const broken = JSON.parse(scenarioText(lesson));
    broken.input.pages[1].cursor = 7;
    delete broken.label.en;
    const { scenario, problems } = validateCustom(JSON.stringify(broken), 'discover_tools');
    expect(scenario).toBeNull();
    expect(problems.map((p) => p.path).sort()).toEqual(['input.pages[1].cursor', 'label.en']);
  });

  it('refuses text that is not JSON, another function, or over the limits', () => {
    expect(validateCustom('{ nope', 'discover_tools').problems[0]?.code).toMatch(/^not_json/);
    const lesson = bundled.scenarios.find((s) => s.id === 'one');
    if (!lesson) throw new Error('missing');
    expect(validateCustom(scenarioText(lesson), 'discover_tools').problems).toEqual([
      { path: 'function', code: 'other_function', values: { fn: 'discover_tools' } },
    ]);
    const many = JSON.parse(scenarioText(lesson));
    many.input.servers.docs.tools = Array.from({ length: LIMITS.tools + 1 }, () => many.input.servers.docs.tools[0]);
    expect(validateCustom(JSON.stringify(many), 'assemble_tool_pool').problems[0]?.path).toBe(
      'input.servers.docs.tools',
    );
    expect(validateCustom(' '.repeat(LIMITS.bytes + 1), 'discover_tools').problems[0]?.code).toBe('too_large');
    // Nested 10,000 deep (20 KB): refused with a message, not a stack overflow in the validator.
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expect(validateCustom(deep, 'discover_tools').problems).toEqual([
      { path: '(root)', code: 'too_deep', values: { limit: 64 } },
    ]);
  });
});
