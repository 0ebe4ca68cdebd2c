import { describe, expect, it } from 'vitest';
import type { Step } from '../../../tracer/format.ts';
import { golden, lineOf } from '../../testing/fixtures.ts';
import { describeHeap } from './describe.ts';
import { layoutHeap } from './layout.ts';

const words = {
  points: (name: string, id: number, kind: string) => `${name} → #${id}${kind ? ` ${kind}` : ''}`,
  value: (name: string, text: string) => `${name} = ${text}`,
  shared: (names: string[], id: number) => `${names.join(' and ')} point at the same #${id}`,
};

describe('the diagram in words', () => {
  it('callExternal/success at the invoke line: each local and its box, args and snapshot.input one box, the copies their own', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const layout = layoutHeap(trace.steps[position] as Step, trace.steps[position - 1], 0);
    const said = describeHeap(layout, words);
    const ref = (name: string) => {
      const value = (trace.steps[position] as Step).stack[0]?.locals[name];
      return Array.isArray(value) ? (value[1] as number) : null;
    };
    const [snapshot, shown, sent, args] = ['snapshot', 'shown', 'sent', 'args'].map(ref);
    expect(said).toContain(`snapshot → #${snapshot} object`);
    expect(said).toContain(`sent → #${sent} object`);
    expect(said).toContain(`args and #${snapshot}.input point at the same #${args}`);
    // A copy is reached by one name only: no sentence puts shown or sent beside another name.
    expect(
      said.filter((s) => s.includes('point at the same') && (s.includes(`#${shown}`) || s.includes(`#${sent}`))),
    ).toEqual([]);
    expect(said.some((s) => s.startsWith('call → ') || s.startsWith('call = '))).toBe(true);
  });

  it('a value is said as its text, and a frame with nothing says nothing', () => {
    const trace = golden('discover_tools', 'pages');
    // A step where round is a number.
    const at = trace.steps.findIndex((s) => typeof s.stack[0]?.locals.round === 'number');
    const said = describeHeap(layoutHeap(trace.steps[at] as Step, trace.steps[at - 1], 0), words);
    expect(said).toContain('round = 0');
    expect(
      describeHeap({ width: 0, height: 0, frames: [], boxes: [], arrows: [], hidden: 0, folded: false }, words),
    ).toEqual([]);
  });
});
