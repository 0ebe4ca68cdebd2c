import { describe, expect, it } from 'vitest';
import { golden } from '../testing/fixtures.ts';
import { colourAt, colourIndices, colourOf, contrastOnLightest } from './palette.ts';

describe('id colours', () => {
  it('no two objects of one step share a colour, in every step of every lesson trace tried', () => {
    for (const [fn, id] of [
      ['call_external', 'success'],
      ['assemble_tool_pool', 'two'],
      ['discover_tools', 'many'],
    ] as const) {
      const trace = golden(fn, id);
      const colours = colourIndices(trace);
      for (const step of trace.steps) {
        const seen = Object.keys(step.heap).map((key) => colours.get(Number(key)));
        expect(new Set(seen).size, `${fn}/${id}`).toBe(seen.length);
      }
    }
  });

  it('the objects of the first step get the palette in order of their ids', () => {
    const trace = golden('call_external', 'success');
    const first = Object.keys(trace.steps[0]?.heap ?? {}).map(Number);
    const before = first.map((id) => colourOf(trace, id));
    expect(new Set(before).size).toBe(before.length);
    expect(colourOf(trace, Math.min(...first))).toBe('#1f5fbf');
  });

  it('every colour, the palette and the generated ones, reads at AA (4.5:1) on the changed tint, the lightest ground', () => {
    for (let k = 0; k < 300; k++) expect(contrastOnLightest(colourAt(k)), `colour ${k}`).toBeGreaterThanOrEqual(4.5);
  });

  it('ten thousand objects alive at once each get a colour of their own', () => {
    const heap = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [String(i), ['LIST'] as ['LIST']]));
    const trace = { steps: [{ heap }, { heap }] } as never;
    const colours = colourIndices(trace);
    expect(new Set(colours.values()).size).toBe(10_000);
  });
});
