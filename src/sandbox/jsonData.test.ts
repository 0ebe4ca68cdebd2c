import { describe, expect, it } from 'vitest';
import { DATA_LIMITS, notData } from './jsonData.ts';

describe('a value back from the sandbox is data the page can compare, or the first place it is not', () => {
  it('takes plain JSON data, undefined and shared (not cyclic) references', () => {
    const shared = { a: 1 };
    expect(notData({ x: [1, 'two', null, true, undefined], y: shared, z: shared }, 'result')).toBeNull();
    expect(notData(undefined, 'result')).toBeNull();
    expect(notData(Object.create(null), 'result')).toBeNull();
  });

  it('names a BigInt, a cycle, an object of another kind, by path', () => {
    expect(notData({ tool_use_id: 10n }, 'result')).toEqual({ path: 'result.tool_use_id', reason: 'bigint' });
    const cyclic: Record<string, unknown> = { type: 'tool_result' };
    cyclic.tool_use_id = cyclic;
    expect(notData(cyclic, 'result')).toEqual({ path: 'result.tool_use_id', reason: 'cycle' });
    expect(notData({ list: [new Map()] }, 'result')).toEqual({ path: 'result.list[0]', reason: 'kind', kind: 'Map' });
    expect(notData(new Date(0), 'result')).toMatchObject({ reason: 'kind', kind: 'Date' });
  });

  it('refuses more than its limits: depth, values, characters', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= DATA_LIMITS.depth + 1; i++) deep = [deep];
    expect(notData(deep, 'result')).toMatchObject({ reason: 'depth' });
    expect(notData(new Array(DATA_LIMITS.nodes + 1).fill(0), 'result')).toMatchObject({ reason: 'size' });
    expect(notData('x'.repeat(DATA_LIMITS.characters + 1), 'result')).toEqual({ path: 'result', reason: 'size' });
  });
});

// Pinned where mutation testing (npm run test:mutation) found behaviour no test held.
describe('the limits to the value, and what a judgement is charged', () => {
  const limits = { depth: 2, nodes: 4, characters: 6 };

  it('takes a value at each limit, and refuses one past it', () => {
    expect(notData([[[1]]], 'r', { limits })).toBeNull(); // its deepest object at depth 2
    expect(notData([[[[1]]]], 'r', { limits })).toEqual({ path: 'r[0][0][0]', reason: 'depth' });
    expect(notData([1, 2, 3], 'r', { limits })).toBeNull(); // 4 values
    expect(notData([1, 2, 3, 4], 'r', { limits })).toEqual({ path: 'r[3]', reason: 'size' });
    expect(notData('abcdef', 'r', { limits })).toBeNull();
    expect(notData('abcdefg', 'r', { limits })).toEqual({ path: 'r', reason: 'size' });
  });

  it("counts keys' characters with the strings' (checked at the next string)", () => {
    expect(notData({ abc: 'de', f: 1 }, 'r', { limits: { ...limits, characters: 5 } })).toBeNull();
    expect(notData({ abc: 'de', f: 'g' }, 'r', { limits: { ...limits, characters: 5 } })).toEqual({
      path: 'r.f',
      reason: 'size',
    });
  });

  it("adds each walk's values and characters to what the judgement has spent", () => {
    const spent = { nodes: 0, characters: 0 };
    notData({ ab: 'cd' }, 'r', { spent });
    expect(spent).toEqual({ nodes: 2, characters: 4 });
    notData(['e'], 'r', { spent });
    // An array's index is a key too ('0').
    expect(spent).toEqual({ nodes: 4, characters: 6 });
  });

  it('names a function or a symbol by its kind', () => {
    expect(notData({ f: () => 1 }, 'r')).toEqual({ path: 'r.f', reason: 'kind', kind: 'function' });
    expect(notData([Symbol('s')], 'r')).toEqual({ path: 'r[0]', reason: 'kind', kind: 'symbol' });
  });
});
