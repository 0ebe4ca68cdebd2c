import { describe, expect, it } from 'vitest';
import type { HeapObject, Step, Value } from '../../../tracer/format.ts';
import { golden, lineOf } from '../../testing/fixtures.ts';
import { HEADER, type HeapLayout, layoutHeap, MAX_BOXES, type ObjectBox, ROW } from './layout.ts';

const arrowTo = (layout: HeapLayout, from: string) => layout.arrows.find((a) => a.from === from)?.to;
const local = (step: Step, name: string) => {
  const value = step.stack.at(-1)?.locals[name];
  return Array.isArray(value) && value[0] === 'REF' ? (value[1] as number) : null;
};

describe('the heap diagram', () => {
  it('callExternal/success at the invoke line: snapshot, shown and sent are three boxes, and args points into snapshot', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const step = trace.steps[position] as Step;
    const layout = layoutHeap(step, trace.steps[position - 1], 0);
    const [snapshot, shown, sent] = ['snapshot', 'shown', 'sent'].map((name) => arrowTo(layout, `frame-0.${name}`));
    expect(new Set([snapshot, shown, sent]).size).toBe(3);
    for (const id of [snapshot, shown, sent]) expect(layout.boxes.some((b) => b.id === id)).toBe(true);
    // One object, one box: args and snapshot.input are two arrows into the same box.
    const args = arrowTo(layout, 'frame-0.args');
    expect(args).toBe(arrowTo(layout, `${snapshot}.input`));
    expect(layout.boxes.filter((b) => b.id === args)).toHaveLength(1);
    // A copy is its own box: shown.input is not snapshot.input.
    expect(arrowTo(layout, `${shown}.input`)).not.toBe(args);
    // Made at the step before, sent is marked as what changed.
    const before = trace.steps.findIndex((s, i) => i > 0 && s.stack[0]?.line === line) - 1;
    const madeSent = layoutHeap(trace.steps[before + 1] as Step, trace.steps[before], 0);
    expect(madeSent.boxes.find((b) => b.id === sent)?.changed).toBe(true);
    expect(madeSent.boxes.find((b) => b.id === snapshot)?.changed).toBe(false);
  });

  it("assembleToolPool/two: each route's invoke points to its own server's call", () => {
    const trace = golden('assemble_tool_pool', 'two');
    const step = trace.steps.at(-1) as Step;
    // Unfolded: at the return nothing changes, so the fold would show the functions by id (the next test).
    const layout = layoutHeap(step, trace.steps.at(-2), 0, true);
    const routes = local(step, 'routes') as number;
    const servers = local(step, 'servers') as number;
    const routeArrows = layout.arrows.filter((a) => a.from.startsWith(`${routes}.`));
    expect(routeArrows.length).toBeGreaterThanOrEqual(2);
    const calls = new Set<number>();
    for (const route of routeArrows) {
      const box = layout.boxes.find((b) => b.id === route.to);
      const server = box?.rows.find((r) => r.key === 'server')?.text.replaceAll("'", '');
      const invoke = arrowTo(layout, `${route.to}.invoke`);
      const entry = arrowTo(layout, `${servers}.${server}`);
      expect(invoke, `${route.from}`).toBeDefined();
      expect(invoke).toBe(arrowTo(layout, `${entry}.call`));
      calls.add(invoke as number);
    }
    expect(calls.size).toBe(routeArrows.length);
  });

  it('folds what the step did not change below what the frames hold: callExternal/success at the invoke line', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const step = trace.steps[position] as Step;
    const folded = layoutHeap(step, trace.steps[position - 1], 0);
    const whole = layoutHeap(step, trace.steps[position - 1], 0, true);
    expect(whole.folded).toBe(false);
    expect(folded.folded).toBe(true);
    // The pool's definitions and schemas, unchanged, are left out; what the frame holds and what those hold stay.
    expect(whole.boxes.length).toBe(28);
    expect(folded.boxes.length).toBe(15);
    expect(folded.hidden).toBe(13);
    expect(folded.width).toBeLessThan(whole.width);
    const [snapshot, shown, sent] = ['snapshot', 'shown', 'sent'].map((name) => arrowTo(folded, `frame-0.${name}`));
    expect(new Set([snapshot, shown, sent]).size).toBe(3);
    expect(arrowTo(folded, 'frame-0.args')).toBe(arrowTo(folded, `${snapshot}.input`));
    // What the host emptied is drawn: shown.input, held by what the frame holds.
    const emptied = arrowTo(folded, `${shown}.input`);
    expect(folded.boxes.find((b) => b.id === emptied)?.rows).toEqual([]);
    // A reference into the fold reads as the object's id.
    const pool = arrowTo(folded, 'frame-0.pool');
    const definitions = arrowTo(folded, `${pool}.definitions`);
    const first = folded.boxes.find((b) => b.id === definitions)?.rows[0];
    expect(first?.ref).toBeNull();
    expect(first?.text).toMatch(/^#\d+$/);
  });

  it('a heap from outside (a chain 10,000 long) draws a bounded number of boxes and counts the rest', () => {
    const heap: Record<string, HeapObject> = {};
    for (let id = 0; id < 10_000; id++) heap[String(id)] = ['LIST', ['REF', id + 1] as Value];
    heap['10000'] = ['LIST'];
    const step: Step = {
      event: 'line',
      stack: [{ function: 'f', file: 'f.ts', line: 1, locals: { head: ['REF', 0] } }],
      heap,
      stdout: 0,
      fakes: {},
    };
    // Unfolded: folded, a first step's new objects deeper than two are ids (the next tests).
    const layout = layoutHeap(step, undefined, 0, true);
    expect(layout.folded).toBe(false);
    expect(layout.boxes).toHaveLength(MAX_BOXES);
    expect(layout.hidden).toBe(10_001 - MAX_BOXES);
    // The last box drawn names the next object by id instead of an arrow to nowhere.
    expect(layout.boxes.at(-1)?.rows[0]?.text).toBe(`#${MAX_BOXES}`);
  });

  it('the three boxes of callExternal/success at the invoke line stand in one column within 600 px: what a 1440×900 window shows', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const layout = layoutHeap(trace.steps[position] as Step, trace.steps[position - 1], 0);
    const [snapshot, shown, sent] = ['snapshot', 'shown', 'sent'].map((name) =>
      layout.boxes.find((b) => b.id === arrowTo(layout, `frame-0.${name}`)),
    ) as [ObjectBox, ObjectBox, ObjectBox];
    expect(new Set([snapshot.x, shown.x, sent.x]).size).toBe(1);
    expect(sent.y + sent.height - snapshot.y).toBeLessThanOrEqual(600);
  });

  it('an object stands beside what first refers to it: shown.input, the {} the host emptied, is level with its row', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const layout = layoutHeap(trace.steps[position] as Step, trace.steps[position - 1], 0);
    const shown = layout.boxes.find((b) => b.id === arrowTo(layout, 'frame-0.shown')) as ObjectBox;
    const input = layout.boxes.find((b) => b.id === arrowTo(layout, `${shown.id}.input`)) as ObjectBox;
    const row = shown.rows.findIndex((r) => r.key === 'input');
    expect(input.x).toBeGreaterThan(shown.x + shown.width);
    // Its header's middle on the row's middle: the arrow runs flat.
    expect(input.y + HEADER / 2).toBe(shown.y + HEADER + row * ROW + ROW / 2);
  });

  it('a new object deeper than what the frames hold and theirs shows what it holds by id: a page of new tools is one box a tool', () => {
    const trace = golden('discover_tools', 'many');
    // The step that brings the first page: the most new objects at once.
    const position = trace.steps.findIndex(
      (s, i) => i > 0 && Object.keys(s.heap).length - Object.keys(trace.steps[i - 1]?.heap ?? {}).length > 10,
    );
    const step = trace.steps[position] as Step;
    const folded = layoutHeap(step, trace.steps[position - 1], 0);
    const whole = layoutHeap(step, trace.steps[position - 1], 0, true);
    expect(folded.folded).toBe(true);
    expect(folded.boxes.length).toBeLessThan(whole.boxes.length / 2);
    // Each tool is drawn; its schema is its id.
    const tool = folded.boxes.find((b) => b.rows.some((r) => r.key === 'inputSchema'));
    expect(tool?.rows.find((r) => r.key === 'inputSchema')?.text).toMatch(/^#\d+$/);
  });

  it('columns that do not fit the width stack into one, each object under what holds it', () => {
    const trace = golden('call_external', 'success');
    const line = lineOf('call_external', 'const reply = await route.invoke');
    const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const step = trace.steps[position] as Step;
    const wide = layoutHeap(step, trace.steps[position - 1], 0, false, 1400);
    const narrow = layoutHeap(step, trace.steps[position - 1], 0, false, 320);
    expect(new Set(wide.boxes.map((b) => b.x)).size).toBeGreaterThan(1);
    expect(new Set(narrow.boxes.map((b) => b.x)).size).toBe(1);
    expect(narrow.width).toBeLessThan(wide.width);
    // shown.input right under shown.
    const shown = narrow.boxes.find((b) => b.id === arrowTo(narrow, 'frame-0.shown')) as ObjectBox;
    const input = narrow.boxes.find((b) => b.id === arrowTo(narrow, `${shown.id}.input`)) as ObjectBox;
    expect(input.y).toBeGreaterThan(shown.y);
    expect(narrow.boxes.filter((b) => b.y > shown.y && b.y < input.y)).toEqual([]);
  });

  it("a name's unchanged list of many objects reads as ids: discoverTools/many with eight tools kept", () => {
    const trace = golden('discover_tools', 'many');
    const listed = (step: Step) => {
      const id = local(step, 'tools');
      const list = id === null ? undefined : step.heap[String(id)];
      return list ? list.length - 1 : 0;
    };
    const position = trace.steps.findIndex(
      (step, i) => i > 0 && listed(step) >= 5 && listed(trace.steps[i - 1] as Step) === listed(step),
    );
    const step = trace.steps[position] as Step;
    const layout = layoutHeap(step, trace.steps[position - 1], 0);
    const tools = layout.boxes.find((b) => b.id === local(step, 'tools'));
    expect(tools?.rows.every((r) => r.ref === null && /^#\d+$/.test(r.text))).toBe(true);
    expect(layout.folded).toBe(true);
    // Unfolded, each tool is a box again.
    expect(layoutHeap(step, trace.steps[position - 1], 0, true).boxes.length).toBeGreaterThan(layout.boxes.length + 4);
  });
});

it('each box names the locals that point at it, innermost frame first: snapshot, shown and sent say whose they are', () => {
  const trace = golden('call_external', 'success');
  const line = lineOf('call_external', 'const reply = await route.invoke');
  const position = trace.steps.findIndex((s) => s.stack.length === 1 && s.stack[0]?.line === line);
  const step = trace.steps[position] as Step;
  const layout = layoutHeap(step, trace.steps[position - 1], 0);
  for (const name of ['snapshot', 'shown', 'sent']) {
    const id = layout.arrows.find((a) => a.from === `frame-0.${name}`)?.to;
    expect(layout.boxes.find((b) => b.id === id)?.names).toContain(name);
  }
  // args and snapshot.input are one object: the box names args (a local), not the entry.
  const args = layout.arrows.find((a) => a.from === 'frame-0.args')?.to;
  expect(layout.boxes.find((b) => b.id === args)?.names).toEqual(['args']);
  // An object no local points at has no names.
  const unnamed = layout.boxes.filter(
    (b) => !Object.values(step.stack[0]?.locals ?? {}).some((v) => Array.isArray(v) && v[1] === b.id),
  );
  for (const box of unnamed) expect(box.names).toEqual([]);
});
