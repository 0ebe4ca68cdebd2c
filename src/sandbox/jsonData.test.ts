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
