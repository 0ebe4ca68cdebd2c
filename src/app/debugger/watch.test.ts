import { describe, expect, it } from 'vitest';
import { golden, lineOf } from '../testing/fixtures.ts';
import { isWatch, readWatch, useWatches, watchActions } from './watch.ts';

describe('watch expressions', () => {
  const trace = golden('call_external', 'success');
  const line = lineOf('call_external', 'const reply = await route.invoke');
  const step = trace.steps.find((s) => s.stack.length === 1 && s.stack[0]?.line === line);
  const frame = step?.stack[0];
  if (!step || !frame) throw new Error('no step at the invoke line');

  it('reads a local and a path into it, as the Variables panel writes values', () => {
    expect(readWatch('sent', frame, step.heap)).toMatchObject({
      kind: 'value',
      text: expect.stringMatching(/^\{ query: '运行许可' \}#\d+$/),
    });
    expect(readWatch('snapshot.input.query', frame, step.heap)).toEqual({ kind: 'value', text: "'运行许可'" });
    expect(readWatch('route.remote', frame, step.heap)).toEqual({ kind: 'value', text: "'search.docs'" });
    expect(readWatch('pool.definitions.length', frame, step.heap)).toEqual({ kind: 'value', text: '2' });
    expect(readWatch('pool.definitions[1].name', frame, step.heap)).toEqual({
      kind: 'value',
      text: "'mcp__docs__search_docs'",
    });
  });

  it('says when the frame has no such value, and refuses anything that is not a path', () => {
    expect(readWatch('reply', frame, step.heap)).toEqual({ kind: 'absent' });
    expect(readWatch('snapshot.nothing', frame, step.heap)).toEqual({ kind: 'absent' });
    for (const bad of ['sent()', 'a + b', 'x; alert(1)', '', '1abc', 'a[-1]']) expect(isWatch(bad), bad).toBe(false);
    expect(watchActions.add('sent()')).toBe(false);
    expect(watchActions.add('sent')).toBe(true);
    expect(watchActions.add('sent')).toBe(false);
    expect(useWatches.getState().watches).toEqual(['sent']);
    watchActions.remove('sent');
    expect(useWatches.getState().watches).toEqual([]);
  });
});
