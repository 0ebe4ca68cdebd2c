import { describe, expect, it } from 'vitest';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { bundled } from './bundled.ts';
import { loadScenarios } from './load.ts';
import { breakpointCandidates, breakpointLine, ENTRY_SOURCES } from './sources.ts';

const good = bundled.scenarios[0];

describe('scenario files are validated when loaded', () => {
  it('names the file and the field of a bad scenario, and keeps loading the others', () => {
    const broken = structuredClone(good) as Record<string, unknown>;
    (broken.label as Record<string, unknown>).en = 5;
    const { scenarios, problems } = loadScenarios({
      'scenarios/discover_tools/pages.json': good,
      'scenarios/discover_tools/broken.json': broken,
      'scenarios/discover_tools/empty.json': 'not json data',
    });
    expect(scenarios).toHaveLength(1);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'scenarios/discover_tools/broken.json', path: 'label.en' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'scenarios/discover_tools/empty.json', path: '(root)' }),
    );
  });

  it('names the array index of a bad page', () => {
    const broken = structuredClone(bundled.scenarios.find((s) => s.id === 'pages')) as { input: { pages: unknown[] } };
    broken.input.pages[1] = { cursor: 5, page: {} };
    const { problems } = loadScenarios({ 'scenarios/discover_tools/pages.json': broken });
    expect(problems[0]).toMatchObject({ path: 'input.pages[1].cursor' });
  });

  it('refuses unknown fields and a file name that does not match the id', () => {
    const { problems } = loadScenarios({
      'scenarios/discover_tools/other.json': good,
      'scenarios/discover_tools/pages.json': { ...good, extra: true },
    });
    expect(problems.map((p) => p.path).sort()).toEqual(['(root)', 'id']);
  });

  it('orders scenarios as the lesson does: by function, then by order', () => {
    const order = bundled.scenarios.map((s) => s.function);
    expect(order.indexOf('assemble_tool_pool')).toBe(7);
    expect(order.indexOf('call_external')).toBe(13);
    expect(bundled.scenarios.slice(0, 7).map((s) => s.id)).toEqual([
      'pages',
      'empty',
      'duplicate',
      'bad_schema',
      'many',
      'repeat',
      'limit',
    ]);
  });
});

describe('every hint names a line that exists in the displayed source', () => {
  for (const scenario of bundled.scenarios) {
    it(`${scenario.function}/${scenario.id} breaks on "${scenario.breakpoint}"`, () => {
      expect(breakpointCandidates(scenario)).toHaveLength(1);
      expect(ENTRY_SOURCES[scenario.function].stoppable).toContain(breakpointLine(scenario));
    });
    it(`${scenario.function}/${scenario.id}: the hint, in both languages, names the code of that line`, () => {
      // The line's code as a sentence quotes it: up to its first call's parenthesis, without a closing ';'.
      const code = scenario.breakpoint.replace(/;$/, '').replace(/\(.*$/, '').trim();
      expect(code.length, 'a breakpoint with no code before its parenthesis names nothing').toBeGreaterThan(1);
      expect(scenario.hint.en).toContain(code);
      expect(scenario.hint.zh).toContain(code);
    });
  }
});

describe('the debugger can stop on every line a trace visits, and only there', () => {
  it('lists the hinted lines and every line of the golden traces as stoppable', async () => {
    const { readFileSync } = await import('node:fs');
    for (const scenario of bundled.scenarios) {
      const { stoppable } = ENTRY_SOURCES[scenario.function];
      expect(stoppable).toContain(breakpointLine(scenario));
      const golden = deserializeTrace(
        readFileSync(
          new URL(`../../scenarios/${scenario.function}/${scenario.id}.trace.json`, import.meta.url),
          'utf8',
        ),
      ) as { steps: { stack: { line: number }[] }[] };
      for (const step of golden.steps.filter((s) => s.stack.length === 1)) {
        expect(stoppable).toContain(step.stack[0]?.line);
      }
    }
  });

  it('does not offer blank lines, comments or closing braces', () => {
    const { source, stoppable } = ENTRY_SOURCES.call_external;
    const lines = source.split('\n');
    for (const line of stoppable) expect(lines[line - 1]?.trim()).toMatch(/^[a-z]/);
  });
});
