/**
 * observe.ts over a small trace written out by hand, each step checked by reading it: where a question stops, where
 * its answer shows, and what each kind of observation reads there. (questions.test.ts checks the lesson's own
 * questions against the lesson's recorded traces; this pins the rules themselves, edge by edge.)
 */
import { describe, expect, it } from 'vitest';
import type { Frame, HeapObject, Step, Trace, Value } from '../tracer/format.ts';
import { judgeOf, linesOf, observe, plainOf, positionOf, readPath, revealPosition } from './observe.ts';
import type { DebugQuestion, Observation } from './schema.ts';

const FILE = 'src/adapter/f.ts';
const SOURCE = [
  'function f() {', // 1
  '  const a = [];', // 2
  '  a.push(1);', // 3
  '  g();', // 4
  '  a.push(1);', // 5
  '  const b = a;', // 6
  '  return a;', // 7
  '}', // 8
  'function g() {', // 9
  '  return 0;', // 10
  '}', // 11
].join('\n');

const frame = (line: number, locals: Record<string, Value> = {}, fn = 'f', file = FILE): Frame => ({
  function: fn,
  file,
  line,
  locals,
});
const step = (
  event: Step['event'],
  stack: Frame[],
  heap: Record<string, HeapObject> = {},
  fakes: Record<string, number> = {},
  extra: Partial<Step> = {},
): Step => ({ event, stack, heap, stdout: 0, fakes, ...extra });

const A: Value = ['REF', 1];
const STEPS: Step[] = [
  step('call', [frame(1)]), // 0
  step('line', [frame(2)]), // 1
  step('line', [frame(3, { a: A })], { 1: ['LIST'] }), // 2: first a.push
  step('line', [frame(4, { a: A })], { 1: ['LIST', 1] }), // 3: g()
  step('call', [frame(4, { a: A }), frame(9, {}, 'g')], { 1: ['LIST', 1] }, { calls: 1 }), // 4
  step('line', [frame(4, { a: A }), frame(10, {}, 'g')], { 1: ['LIST', 1] }, { calls: 1 }), // 5: g's line 10
  step('return', [frame(4, { a: A }), frame(10, {}, 'g')], { 1: ['LIST', 1] }, { calls: 1 }), // 6
  step('line', [frame(5, { a: A })], { 1: ['LIST', 1] }, { calls: 1, asks: 1 }), // 7: second a.push
  step('line', [frame(6, { a: A })], { 1: ['LIST', 1, 1] }, { calls: 2, asks: 1 }), // 8: const b
  step('line', [frame(7, { a: A, b: A })], { 1: ['LIST', 1, 1] }, { calls: 2, asks: 1 }), // 9: return
  step('return', [frame(7, { a: A, b: A })], { 1: ['LIST', 1, 1] }, { calls: 2, asks: 1 }, { value: A }), // 10
];
const TRACE: Trace = {
  version: 4 as Trace['version'],
  function: 'f',
  scenario: 's',
  source: { file: FILE, hash: '0', lines: 11 },
  steps: STEPS,
  output: '',
  fakes: { calls: [{ name: 'one' }, 'two'], asks: [{ server: 'docs' }] },
};

const question = (over: Partial<DebugQuestion>): DebugQuestion =>
  ({ stop: { at: 'a.push(1);', hit: 1 }, reveal: 'over', observe: { path: 'a' }, ...over }) as DebugQuestion;

describe('where a question stops', () => {
  it('finds the lines whose trimmed text is the place, and none for a line that is not there', () => {
    expect(linesOf(SOURCE, 'a.push(1);')).toEqual([3, 5]);
    expect(linesOf(SOURCE, '  g();  ')).toEqual([4]);
    expect(linesOf(SOURCE, 'nothing')).toEqual([]);
  });

  it('stops at the hit-th line event of a place named once, in the displayed function, after a position', () => {
    expect(positionOf(TRACE, SOURCE, { at: 'g();', hit: 1 })).toBe(3);
    expect(positionOf(TRACE, SOURCE, { at: 'const b = a;', hit: 1 })).toBe(8);
    expect(positionOf(TRACE, SOURCE, { at: 'const b = a;', hit: 2 })).toBeNull();
    expect(positionOf(TRACE, SOURCE, { at: 'g();', hit: 1 }, 3)).toBeNull();
    expect(positionOf(TRACE, SOURCE, { at: 'const b = a;', hit: 1 }, 7)).toBe(8);
    // A place named on two lines is not a place.
    expect(positionOf(TRACE, SOURCE, { at: 'a.push(1);', hit: 1 })).toBeNull();
    // Not a line event (the return at line 7), not the innermost frame (line 4 while g runs).
    expect(positionOf(TRACE, SOURCE, { at: 'return a;', hit: 2 })).toBeNull();
    expect(positionOf(TRACE, SOURCE, { at: 'return 0;', hit: 1 })).toBe(5);
    const other = { ...TRACE, source: { ...TRACE.source, file: 'src/adapter/other.ts' } };
    expect(positionOf(other, SOURCE, { at: 'g();', hit: 1 })).toBeNull();
  });
});

describe('where its answer shows', () => {
  it("over: the next step in the stop's frame or its caller, past a call's inside; end: the last step", () => {
    expect(revealPosition(TRACE, SOURCE, question({ reveal: 'over' }), 3)).toBe(7);
    expect(revealPosition(TRACE, SOURCE, question({ reveal: 'over' }), 8)).toBe(9);
    expect(revealPosition(TRACE, SOURCE, question({ reveal: 'over' }), 10)).toBe(10);
    expect(revealPosition(TRACE, SOURCE, question({ reveal: 'end' }), 3)).toBe(10);
    expect(revealPosition(TRACE, SOURCE, question({ reveal: { at: 'return a;', hit: 1 } }), 3)).toBe(9);
    expect(revealPosition(TRACE, SOURCE, question({ reveal: { at: 'g();', hit: 1 } }), 3)).toBeNull();
  });

  it('a question about the next line looks past an exception told at the stop, unless it is the last step', () => {
    const raising: Trace = {
      ...TRACE,
      steps: [
        step('line', [frame(2)]),
        step('exception', [frame(2)]),
        step('line', [frame(6)]),
        step('exception', [frame(6)]),
      ],
    };
    const line = question({ observe: { line: true } });
    expect(revealPosition(raising, SOURCE, line, 0)).toBe(2);
    expect(revealPosition(raising, SOURCE, question({ observe: { path: 'a' } }), 0)).toBe(1);
    expect(revealPosition(raising, SOURCE, line, 2)).toBe(3);
  });
});

describe('what it reads there', () => {
  const at = (observation: Observation, reveal: number, stop = 0) => observe(TRACE, SOURCE, observation, reveal, stop);

  it("a local's path as plain data: a list's length, an index, a missing key or local is undefined", () => {
    expect(at({ path: 'a' }, 8)).toEqual([1, 1]);
    expect(at({ path: 'a.length' }, 8)).toBe(2);
    expect(at({ path: 'a[1]' }, 8)).toBe(1);
    expect(at({ path: 'a[5]' }, 8)).toBeUndefined();
    expect(at({ path: 'a.length.x' }, 8)).toBe(2);
    expect(at({ path: 'b' }, 8)).toBeUndefined();
    expect(at({ path: 'a' }, 1)).toBeUndefined();
    expect(readPath('a', undefined, FILE)).toBeUndefined();
    expect(readPath('a', STEPS[8], 'src/adapter/other.ts')).toBeUndefined();
  });

  it('the line the displayed function is at, innermost frame of its file; null where it is in no frame', () => {
    expect(at({ line: true }, 8)).toBe('const b = a;');
    expect(at({ line: true }, 5)).toBe('return 0;');
    const elsewhere: Trace = { ...TRACE, steps: [step('line', [frame(3, {}, 'h', 'src/adapter/h.ts')])] };
    expect(observe(elsewhere, SOURCE, { line: true }, 0, 0)).toBeNull();
  });

  it("a log's count, last entry and a field of it, at the reveal", () => {
    expect(at({ log: 'calls', count: true }, 3)).toBe(0);
    expect(at({ log: 'calls', count: true }, 8)).toBe(2);
    expect(at({ log: 'calls', last: true }, 3)).toBeUndefined();
    expect(at({ log: 'calls', last: true }, 5)).toEqual({ name: 'one' });
    expect(at({ log: 'calls', last: true }, 8)).toBe('two');
    expect(at({ log: 'calls', field: 'name' }, 5)).toBe('one');
    expect(at({ log: 'calls', field: 'name' }, 8)).toBeUndefined();
    expect(at({ log: 'asks', field: 'server' }, 7)).toBe('docs');
    expect(at({ log: 'missing', count: true }, 7)).toBe(0);
  });

  it('which log grows first after the stop, or null when neither does', () => {
    expect(at({ first: ['asks', 'calls'] }, 0, 3)).toBe('calls');
    expect(at({ first: ['calls', 'asks'] }, 0, 5)).toBe('asks');
    expect(at({ first: ['calls', 'asks'] }, 0, 7)).toBe('calls');
    expect(at({ first: ['calls', 'asks'] }, 0, 8)).toBeNull();
  });

  it('whether two locals are the very same object: not when one is missing or not an object', () => {
    expect(at({ same: ['a', 'b'] }, 9)).toBe(true);
    expect(at({ same: ['a', 'b'] }, 8)).toBe(false);
    const values: Trace = { ...TRACE, steps: [step('line', [frame(2, { x: 1, y: 1 })])] };
    expect(observe(values, SOURCE, { same: ['x', 'y'] }, 0, 0)).toBe(false);
  });

  it('the error code the entry raised in its own frame at the end, else its name, else null', () => {
    const raised = (last: Step): unknown =>
      observe({ ...TRACE, steps: [...STEPS.slice(0, 2), last] }, SOURCE, { raised: true }, 0, 0);
    const error = { name: 'AdapterError', code: 'arguments_invalid', message: '' };
    expect(raised(step('exception', [frame(3)], {}, {}, { error }))).toBe('arguments_invalid');
    expect(raised(step('exception', [frame(3)], {}, {}, { error: { ...error, code: null } }))).toBe('AdapterError');
    expect(raised(step('exception', [frame(3), frame(10, {}, 'g')], {}, {}, { error }))).toBeNull();
    expect(raised(step('return', [frame(7)]))).toBeNull();
  });
});

describe('plain data from the heap', () => {
  const heap: Record<string, HeapObject> = {
    1: ['DICT', ['k', ['REF', 2]], ['n', 1]],
    2: ['SET', 'x', ['REF', 3]],
    3: ['INSTANCE', 'Route', ['server', 'docs']],
    4: ['FUNCTION', 'call'],
    5: ['LIST', ['REF', 5]],
  };

  it('reads dicts, sets, instances and lists as plain values, undefined as undefined, the rest as its text', () => {
    expect(plainOf(['REF', 1], heap)).toEqual({ k: ['x', { server: 'docs' }], n: 1 });
    expect(plainOf(['UNDEFINED'], heap)).toBeUndefined();
    expect(plainOf(undefined, heap)).toBeUndefined();
    expect(plainOf(['NUMBER', 'NaN'], heap)).toBe('NaN');
    expect(plainOf('s', heap)).toBe('s');
    expect(typeof plainOf(['REF', 4], heap)).toBe('string');
    expect(typeof plainOf(['REF', 9], heap)).toBe('string');
  });

  it('stops a cycle past eight levels with the text of what is there', () => {
    let value = plainOf(['REF', 5], heap) as unknown[];
    for (let level = 0; level < 9; level++) value = value[0] as unknown[];
    expect(typeof value).toBe('string');
  });
});

describe('a question judged', () => {
  it('stop, reveal and what shows; null when the run never reaches the stop or the reveal', () => {
    const q = question({ stop: { at: 'const b = a;', hit: 1 }, reveal: 'over', observe: { same: ['a', 'b'] } });
    expect(judgeOf(TRACE, SOURCE, q)).toEqual({ stop: 8, reveal: 9, observed: true });
    expect(judgeOf(TRACE, SOURCE, { ...q, stop: { at: 'const b = a;', hit: 2 } })).toBeNull();
    expect(judgeOf(TRACE, SOURCE, { ...q, reveal: { at: 'g();', hit: 1 } })).toBeNull();
  });
});

describe('at the edges of a trace', () => {
  it('a reveal or a stop past the last step reads as nothing there, never throws', () => {
    const past = 99;
    expect(observe(TRACE, SOURCE, { path: 'a' }, past, 0)).toBeUndefined();
    expect(observe(TRACE, SOURCE, { line: true }, past, 0)).toBeNull();
    expect(observe(TRACE, SOURCE, { log: 'calls', count: true }, past, 0)).toBe(0);
    expect(observe(TRACE, SOURCE, { log: 'calls', last: true }, past, 0)).toBeUndefined();
    expect(observe(TRACE, SOURCE, { log: 'calls', field: 'name' }, past, 0)).toBeUndefined();
    expect(observe(TRACE, SOURCE, { same: ['a', 'b'] }, past, 0)).toBe(false);
    expect(observe(TRACE, SOURCE, { first: ['calls', 'asks'] }, 0, past)).toBeNull();
    expect(revealPosition(TRACE, SOURCE, question({ reveal: 'over' }), past)).toBe(10);
    const empty: Trace = { ...TRACE, steps: [] };
    expect(observe(empty, SOURCE, { raised: true }, 0, 0)).toBeNull();
  });

  it('a step without its logs counted, a log the trace does not hold, an entry that is not an object', () => {
    const bare: Trace = {
      ...TRACE,
      steps: [{ ...step('line', [frame(2)]), fakes: undefined as unknown as Step['fakes'] }],
      fakes: { calls: [null, 'two'] },
    };
    expect(observe(bare, SOURCE, { log: 'calls', count: true }, 0, 0)).toBe(0);
    expect(observe(bare, SOURCE, { log: 'calls', last: true }, 0, 0)).toBeUndefined();
    const counted: Trace = {
      ...TRACE,
      steps: [step('line', [frame(2)], {}, { calls: 1, gone: 1 })],
      fakes: { calls: [null] },
    };
    expect(observe(counted, SOURCE, { log: 'calls', field: 'name' }, 0, 0)).toBeUndefined();
    expect(observe(counted, SOURCE, { log: 'gone', last: true }, 0, 0)).toBeUndefined();
    expect(observe(counted, SOURCE, { log: 'gone', field: 'name' }, 0, 0)).toBeUndefined();
    const text: Trace = { ...counted, fakes: { calls: ['text'] } };
    expect(observe(text, SOURCE, { log: 'calls', field: 'length' }, 0, 0)).toBeUndefined();
  });

  it('a path through a value that is not an object, or through null, is undefined', () => {
    const s = step('line', [frame(2, { n: 1, z: null, a: ['REF', 1] })], { 1: ['LIST', null, 'x'] });
    expect(readPath('n.x', s, FILE)).toBeUndefined();
    expect(readPath('z.x', s, FILE)).toBeUndefined();
    expect(readPath('a[0].x', s, FILE)).toBeUndefined();
    expect(readPath('a[1].length', s, FILE)).toBeUndefined();
    expect(readPath('a[1]', s, FILE)).toBe('x');
  });

  it('an exception with no error object raised at the end reads as null', () => {
    const last = step('exception', [frame(3)]);
    expect(observe({ ...TRACE, steps: [last] }, SOURCE, { raised: true }, 0, 0)).toBeNull();
  });

  it('two locals that are both missing are not the same object', () => {
    expect(observe(TRACE, SOURCE, { same: ['x', 'y'] }, 9, 0)).toBe(false);
  });
});
