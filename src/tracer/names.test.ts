/**
 * Version 4 names objects by where they were first met, so a new object renames only objects first met at its own
 * place; reading numbers them again exactly as the recorder did.
 */
import { describe, expect, it } from 'vitest';
import type { HeapObject, Step, Trace, Value } from './format.ts';
import { nameObjects, numberObjects, renameSteps } from './names.ts';
import { Recorder } from './recorder.ts';
import { serializeTrace } from './serialize.ts';
import { deserializeTrace, KEYFRAME_EVERY } from './storedSteps.ts';

/** A small run through the recorder: a loop over pages of tools, with one more list allocated first when asked. */
function run(early: boolean): Trace {
  const recorder = new Recorder();
  const pages = [{ tools: [{ name: 'a' }, { name: 'b' }] }, { tools: [{ name: 'c' }] }];
  const order: string[] | undefined = early ? [] : undefined;
  const seen = new Set<string>();
  const frame = recorder.enter('discover', 'd.ts', 1, () => ({}));
  const locals = (more: Record<string, unknown>) => () => ({ ...(order ? { order } : {}), seen, ...more });
  for (const page of pages) {
    recorder.line(frame, 2, locals({ page }));
    for (const tool of page.tools) {
      recorder.line(frame, 3, locals({ page, tool }));
      seen.add(tool.name);
      recorder.line(frame, 4, locals({ page, tool }));
    }
  }
  recorder.leave(frame);
  return {
    version: 4,
    function: 'discover',
    scenario: 'test',
    source: { file: 'd.ts', hash: '0', lines: 9 },
    steps: recorder.steps,
    output: '',
    fakes: {},
  };
}

const stepLines = (trace: Trace) =>
  serializeTrace(trace)
    .split('\n')
    .filter((line) => line.startsWith('    {'));

describe('object names', () => {
  it('name each object by the place it was first met, later ones there with ~2, ~3…', () => {
    const names = [...nameObjects(run(false).steps).values()];
    // Each tool is met in its page (a local before `tool`); the second page's are named in it.
    expect(names).toEqual([
      'seen',
      'page',
      'page.tools',
      'page.tools[0]',
      'page.tools[1]',
      'page~2',
      'page~2.tools',
      'page~2.tools[0]',
    ]);
  });

  it('change only the step that meets a new object early in a run, where numbers change every later step', () => {
    const before = stepLines(run(false));
    const after = stepLines(run(true));
    expect(before.length).toBe(after.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [i]));
    // The first step (a keyframe) is where `order` is met: it holds the new local and the new object.
    expect(changed.filter((i) => i % KEYFRAME_EVERY !== 0)).toEqual([1]);
    // Numbered, every object met after `order` is one further on: most steps would say so.
    const numbered = (trace: Trace) => trace.steps.map((step) => JSON.stringify(step.stack));
    const renumbered = numbered(run(false)).filter((line, i) => line !== numbered(run(true))[i]);
    expect(renumbered.length).toBeGreaterThan(changed.length * 3);
  });

  it('read back as the numbers the recorder gave', () => {
    const trace = run(true);
    const read = deserializeTrace(serializeTrace(trace));
    expect(read.steps).toEqual(trace.steps);
  });

  it('stay one per object when keys themselves hold the suffix marker, and never take __proto__', () => {
    const a = { k: 1 };
    const b = { k: 2 };
    const c = { k: 3 };
    const holder: Record<string, object> = { x: a, 'x~2': b };
    const recorder = new Recorder();
    const frame = recorder.enter('f', 'f.ts', 1, () => ({ holder }));
    holder.x = c;
    recorder.line(frame, 2, () => ({ holder }));
    recorder.line(frame, 3, () => ({ ['__proto__']: { p: 1 } }));
    recorder.leave(frame);
    const names = [...nameObjects(recorder.steps).values()];
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('__proto__');
    expect(names).toContain('holder.x~2');
    expect(names).toContain('holder.x~3');
  });

  it('stay short for objects met deep inside others, and read back', () => {
    type Chain = { next?: Chain };
    const head: Chain = {};
    let tail = head;
    for (let i = 0; i < 1_500; i++) {
      tail.next = {};
      tail = tail.next;
    }
    const recorder = new Recorder();
    const frame = recorder.enter('f', 'f.ts', 1, () => ({ head }));
    recorder.leave(frame);
    const names = [...nameObjects(recorder.steps).values()];
    expect(names.length).toBe(1_501);
    expect(new Set(names).size).toBe(names.length);
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(64);
    const trace = { ...run(false), steps: recorder.steps };
    expect(deserializeTrace(serializeTrace(trace)).steps).toEqual(trace.steps);
  });

  it('number the objects of a file chaining them 10,000 deep, without recursing', () => {
    const heap: Record<string, HeapObject> = { n10000: ['LIST'] };
    for (let i = 0; i < 10_000; i++) heap[`n${i}`] = ['LIST', ['REF', `n${i + 1}`] as unknown as Value];
    const step: Step = {
      event: 'line',
      stack: [{ function: 'f', file: 'f.ts', line: 1, locals: { chain: ['REF', 'n0'] as unknown as Value } }],
      heap,
      stdout: 0,
      fakes: {},
    };
    const number = numberObjects([step]);
    expect(number('n0')).toBe(1);
    expect(number('n10000')).toBe(10_001);
  });

  it('number a name no step reaches when first asked, after those it reaches', () => {
    const steps = run(false).steps;
    const named = nameObjects(steps);
    const number = numberObjects(renameSteps(steps, (id) => named.get(Number(id)) ?? id));
    expect(number('seen')).toBe(1);
    expect(number('nowhere')).toBe(named.size + 1);
    expect(number('nowhere')).toBe(named.size + 1);
  });
});
