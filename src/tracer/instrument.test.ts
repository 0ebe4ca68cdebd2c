/** The instrumenter adds events and never changes what a function computes. */
import { describe, expect, it } from 'vitest';
import { lineIn } from '../testing/lineIn.ts';
import type { Step } from './format.ts';
import { Recorder } from './recorder.ts';
import { withRecorder } from './runtime.ts';
import * as plain from './testing/controlFlow.ts';
import source from './testing/controlFlow.ts?raw';
import * as traced from './testing/controlFlow.ts?trace';

const _lines = source.split('\n');
const lineOf = (text: string) => lineIn(source, text);
const at = (step: Step) => step.stack.at(-1)?.line;

async function record<T>(run: () => T | Promise<T>) {
  const recorder = new Recorder();
  const result = await withRecorder(recorder, async () => run());
  return { result, steps: recorder.steps };
}

describe('instrumented code computes what the plain code computes', () => {
  it('loops of every kind, with break', async () => {
    for (const items of [['ab', 'c'], ['x', 'stop', 'yyy'], []]) {
      const { result } = await record(() => traced.loops(items));
      expect(result).toBe(plain.loops(items));
      expect(traced.loops(items)).toBe(plain.loops(items));
    }
  });

  it('else-if chains, switch cases, catch with destructuring, await, nested calls', async () => {
    for (const x of [2, 1, 0]) expect((await record(() => traced.branches(x))).result).toBe(plain.branches(x));
    for (const kind of ['a', 'b', 'c'])
      expect((await record(() => traced.switching(kind))).result).toBe(plain.switching(kind));
    for (const fail of [true, false])
      expect((await record(() => traced.catching(fail))).result).toBe(plain.catching(fail));
    expect((await record(() => traced.awaiting(Promise.resolve(4)))).result).toBe(5);
    expect((await record(() => traced.nested(3))).result).toBe(8);
  });

  it('for await…of over an async generator and over a list of promises', async () => {
    for (const n of [0, 3]) {
      expect((await record(() => traced.awaitingEach(n))).result).toBe(await plain.awaitingEach(n));
    }
  });

  it('a labelled loop continued and broken from an inner loop', async () => {
    for (const rows of [[[1, -1, 5], [2]], [[1], [100, 3], [4]], []]) {
      expect((await record(() => traced.labelled(rows))).result).toBe(plain.labelled(rows));
    }
  });
});

describe('events follow Python tracing', () => {
  it('fires the for-of header once per item plus once for the end, and closes the loop on break', async () => {
    const { steps } = await record(() => traced.loops(['ab', 'c']));
    const header = lineOf('for (const item of items)');
    expect(steps.filter((step) => at(step) === header)).toHaveLength(3);
    const broken = await record(() => traced.loops(['x', 'stop', 'yyy']));
    expect(broken.steps.filter((step) => at(step) === header)).toHaveLength(2);
  });

  it('fires the for await header once per item plus once for the end', async () => {
    const { steps } = await record(() => traced.awaitingEach(3));
    expect(steps.filter((step) => at(step) === lineOf('for await (const part of countTo(n))'))).toHaveLength(4);
  });

  it('a labelled loop steps like the same loop without its label: its header on each item, no step of its own', async () => {
    const { steps } = await record(() => traced.labelled([[1], [2]]));
    expect(steps.filter((step) => at(step) === lineOf('outer: for (const row of rows)'))).toHaveLength(3);
  });

  it('fires the counting for header on each test: two iterations, three tests', async () => {
    const { steps } = await record(() => traced.loops([]));
    expect(steps.filter((step) => at(step) === lineOf('for (let i = 0'))).toHaveLength(3);
    expect(steps.filter((step) => at(step) === lineOf('while (n < 2)'))).toHaveLength(3);
    expect(steps.filter((step) => at(step) === lineOf('for (const key in'))).toHaveLength(3);
  });

  it('visits an else-if line as its own statement', async () => {
    const { steps } = await record(() => traced.branches(1));
    expect(steps.map(at)).toEqual([
      lineOf('export function branches'),
      lineOf('if (x > 1)'),
      lineOf('} else if (x > 0)'),
      lineOf("return 'small'"),
      lineOf("return 'small'"),
    ]);
    expect(steps.map((step) => step.event)).toEqual(['call', 'line', 'line', 'line', 'return']);
    expect(steps.at(-1)?.value).toBe('small');
  });

  it('reports an exception where it lands, then the catch body, with the destructured name', async () => {
    const { steps } = await record(() => traced.catching(true));
    const exception = steps.find((step) => step.event === 'exception');
    expect(exception?.error).toEqual({ name: 'Error', code: null, message: 'boom' });
    expect(at(exception as Step)).toBe(lineOf("if (fail) throw new Error('boom')"));
    const inCatch = steps.find((step) => at(step) === lineOf('return message;'));
    expect(inCatch?.stack.at(-1)?.locals.message).toBe('boom');
  });

  it('reports an exception leaving a function', async () => {
    const recorder = new Recorder();
    await expect(withRecorder(recorder, async () => traced.nested(Number.NaN))).resolves.toBeNaN();
    const failing = new Recorder();
    const list = null as unknown as string[];
    await expect(withRecorder(failing, async () => traced.loops(list))).rejects.toThrow(TypeError);
    expect(failing.steps.at(-1)?.event).toBe('exception');
  });

  it('lists a switch-scoped binding in no step, so a case that jumps past it cannot fail', async () => {
    const { steps, result } = await record(() => traced.switching('b'));
    expect(result).toBe(2);
    for (const step of steps) expect(Object.keys(step.stack.at(-1)?.locals ?? {})).not.toContain('later');
  });

  it('shows a nested call as a second frame and records a return for a function that falls off its end', async () => {
    const { steps } = await record(() => traced.nested(1));
    expect(steps.filter((step) => step.stack.length === 2).map((step) => step.stack[1]?.function)).toEqual([
      'helper',
      'helper',
      'helper',
    ]);
    const off = await record(() => traced.fallsOff());
    expect(off.steps.at(-1)).toMatchObject({ event: 'return', value: ['UNDEFINED'] });
  });

  it('records a call event with the arguments', async () => {
    const { steps } = await record(() => traced.branches(7));
    expect(steps[0]).toMatchObject({ event: 'call', stack: [{ function: 'branches', locals: { x: 7 } }] });
  });
});
