import { describe, expect, it } from 'vitest';
import type { HeapObject, Value } from './format.ts';
import { RENDER_DEPTH, renderValue } from './render.ts';

const ref = (id: number): Value => ['REF', id];

describe('renderValue on heaps from outside', () => {
  it('writes an object once per rendering and names it by id where it appears again', () => {
    const heap: Record<string, HeapObject> = { '1': ['DICT', ['k', 1]], '2': ['LIST', ref(1), ref(1)] };
    expect(renderValue(ref(2), heap)).toBe('[{ k: 1 }#1, …#1]#2');
    // A cycle reads the same way.
    expect(renderValue(ref(3), { '3': ['LIST', ref(3)] })).toBe('[…#3]#3');
  });

  it('writes values as TypeScript does: bare identifier keys, quoted others, null, undefined, Set and Map', () => {
    const heap: Record<string, HeapObject> = {
      '1': ['DICT', ['name', 'x'], ['odd-key', null], ['gone', ['UNDEFINED']], ['empty', ref(2)]],
      '2': ['DICT'],
      '3': ['SET', 'a', true],
      '4': ['MAP', ['k', ref(2)]],
    };
    expect(renderValue(ref(1), heap)).toBe("{ name: 'x', 'odd-key': null, gone: undefined, empty: {}#2 }#1");
    expect(renderValue(ref(3), heap)).toBe("Set(2) { 'a', true }#3");
    expect(renderValue(ref(4), heap)).toBe("Map(1) { 'k' => {}#2 }#4");
  });

  it('pretty: an object wider than the width goes one item per line; a narrow one stays on its line', () => {
    const heap: Record<string, HeapObject> = {
      '1': ['DICT', ['type', 'tool_result'], ['tool_use_id', 'call_2'], ['content', ref(2)]],
      '2': ['LIST', ref(3)],
      '3': ['DICT', ['type', 'text'], ['text', 'ok']],
    };
    expect(renderValue(ref(1), heap, { pretty: true })).toBe(
      "{\n  type: 'tool_result',\n  tool_use_id: 'call_2',\n  content: [{ type: 'text', text: 'ok' }#3]#2,\n}#1",
    );
    expect(renderValue(ref(3), heap, { pretty: true })).toBe("{ type: 'text', text: 'ok' }#3");
  });

  it('a DAG of 40 lists, each holding the next twice (2^40 paths), renders at once', () => {
    const heap: Record<string, HeapObject> = {};
    for (let id = 0; id < 40; id++) heap[String(id)] = ['LIST', ref(id + 1), ref(id + 1)];
    heap['40'] = ['LIST'];
    // Counted, not timed: each object is looked up a bounded number of times, not once per path.
    let lookups = 0;
    const counted = new Proxy(heap, {
      get(target, key, receiver) {
        lookups++;
        return Reflect.get(target, key, receiver);
      },
    });
    const text = renderValue(ref(0), counted, { maxLength: 100_000 });
    expect(lookups).toBeLessThanOrEqual(2 * 41);
    expect(text).toContain('…#40');
  });

  it('a chain 10,000 deep stops at the depth limit instead of the stack', () => {
    const heap: Record<string, HeapObject> = {};
    for (let id = 0; id < 10_000; id++) heap[String(id)] = ['LIST', ref(id + 1)];
    const text = renderValue(ref(0), heap);
    expect(text).toContain(`…#${RENDER_DEPTH}`);
    expect(text.length).toBeLessThan(2000);
  });

  it('a long list stops at the length asked and counts the rest', () => {
    const heap: Record<string, HeapObject> = { '1': ['LIST', ...Array.from({ length: 100_000 }, (_, i) => i)] };
    const text = renderValue(ref(1), heap, { maxLength: 50 });
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/^\[0, 1, .*, … 999\d\d more\]#1$/);
    expect(renderValue(ref(1), heap, { maxLength: 1000 })).toMatch(/… 99\d\d\d more\]#1$/);
  });
});
