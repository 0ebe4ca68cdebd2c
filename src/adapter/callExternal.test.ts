import { describe, expect, it, vi } from 'vitest';
import { assembleToolPool } from './assembleToolPool.ts';
import { callExternal } from './callExternal.ts';
import { message } from './messages.ts';
import { stringSchema, textReply, tool } from './testing/fixtures.ts';
import type { Invoke } from './types.ts';

const GRIN = '\u{1f600}';
const PREFIX = message('call_not_confirmed');

function setup(invoke: Invoke = () => textReply('done') as never) {
  const spy = vi.fn(invoke);
  const pool = assembleToolPool([], {
    docs: { tools: [tool('search.docs', { inputSchema: stringSchema('query', 'lang') })], call: spy },
  });
  return { pool, invoke: spy };
}
const call = (input: unknown, ...name: unknown[]) => ({
  id: 'call_9',
  name: name.length > 0 ? name[0] : 'mcp__docs__search_docs',
  input,
});
const yes = () => true;

describe('callExternal: route, check, approve, call once, check the result', () => {
  it('sends the original name and a copy of the arguments, and wraps the text in a tool_result', async () => {
    const { pool, invoke } = setup();
    const input = { query: 'rules', lang: 'zh' };
    const envelope = await callExternal(call(input), pool, yes);
    expect(envelope).toEqual({ type: 'tool_result', tool_use_id: 'call_9', is_error: false, content: 'done' });
    expect(invoke).toHaveBeenCalledOnce();
    expect(invoke.mock.calls[0]?.[0]).toBe('search.docs');
    expect(invoke.mock.calls[0]?.[1]).toEqual(input);
    expect(invoke.mock.calls[0]?.[1]).not.toBe(input);
  });

  it('keeps the service error flag and its text', async () => {
    const { pool } = setup(() => ({ ...textReply('index rebuilding'), isError: true }));
    expect(await callExternal(call({ query: 'q', lang: 'l' }), pool, yes)).toMatchObject({
      is_error: true,
      content: 'index rebuilding',
    });
  });

  it('ends locally, without approval or call, for a name not in this snapshot', async () => {
    const { pool, invoke } = setup();
    const askUser = vi.fn(yes);
    for (const name of ['mcp__missing__x', undefined, 'constructor', 7]) {
      const envelope = await callExternal(call({ query: 'q', lang: 'l' }, name), pool, askUser);
      expect(envelope).toEqual({
        type: 'tool_result',
        tool_use_id: 'call_9',
        is_error: true,
        content: `${PREFIX}AdapterError: ${message('route_not_in_snapshot')}`,
      });
    }
    const unhashable = await callExternal(call({ query: 'q', lang: 'l' }, ['mcp__docs__search_docs']), pool, askUser);
    expect(unhashable.content).toBe(`${PREFIX}TypeError: unhashable type: 'list'`);
    expect(askUser).not.toHaveBeenCalled();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('wants exactly the schema fields, each a string of at most 120 code points', async () => {
    const { pool, invoke } = setup();
    expect((await callExternal(call({ query: GRIN.repeat(120), lang: 'l' }), pool, yes)).is_error).toBe(false);
    const bad = [
      { query: 'q' },
      { query: 'q', lang: 'l', extra: 'x' },
      { query: 'q', lang: 5 },
      { query: 'q', lang: null },
      { query: GRIN.repeat(121), lang: 'l' },
      ['q', 'l'],
      'q',
      undefined,
    ];
    for (const input of bad) {
      const envelope = await callExternal(call(input), pool, yes);
      expect(envelope.content).toBe(`${PREFIX}AdapterError: ${message('arguments_invalid')}`);
    }
    expect(invoke).toHaveBeenCalledTimes(1);
  });

  it('lets the call through only on an answer of exactly true', async () => {
    const { pool, invoke } = setup();
    for (const answer of [false, 'yes', 1, {}, [true], undefined, null]) {
      const envelope = await callExternal(call({ query: 'q', lang: 'l' }), pool, () => answer);
      expect(envelope).toEqual({
        type: 'tool_result',
        tool_use_id: 'call_9',
        is_error: true,
        content: message('not_approved'),
      });
    }
    expect(invoke).not.toHaveBeenCalled();
    expect((await callExternal(call({ query: 'q', lang: 'l' }), pool, async () => true)).is_error).toBe(false);
  });

  it('shows the host a copy: changing it changes nothing that is sent', async () => {
    const { pool, invoke } = setup();
    const original = call({ query: 'q', lang: 'l' });
    await callExternal(original, pool, (snapshot, server) => {
      expect(server).toBe('docs');
      expect(snapshot).toEqual(original);
      expect(snapshot).not.toBe(original);
      snapshot.input = { query: 'changed' };
      snapshot.name = 'mcp__other__x';
      return true;
    });
    expect(invoke.mock.calls[0]).toEqual(['search.docs', { query: 'q', lang: 'l' }]);
    expect(original).toEqual(call({ query: 'q', lang: 'l' }));
  });

  it('turns a service failure into an envelope, once, with no retry', async () => {
    const timeout = Object.assign(new Error('slow'), { name: 'TimeoutError' });
    const { pool, invoke } = setup(() => {
      throw timeout;
    });
    const envelope = await callExternal(call({ query: 'q', lang: 'l' }), pool, yes);
    expect(envelope).toEqual({
      type: 'tool_result',
      tool_use_id: 'call_9',
      is_error: true,
      content: `${PREFIX}TimeoutError: slow`,
    });
    expect(invoke).toHaveBeenCalledOnce();
  });

  it('turns a rejected promise, an approval that throws and a thrown non-error into envelopes', async () => {
    const rejecting = setup(() => Promise.reject(new RangeError('closed')));
    expect((await callExternal(call({ query: 'q', lang: 'l' }), rejecting.pool, yes)).content).toBe(
      `${PREFIX}RangeError: closed`,
    );
    const { pool } = setup();
    const throwing = () => {
      throw new Error('dialog closed');
    };
    expect((await callExternal(call({ query: 'q', lang: 'l' }), pool, throwing)).content).toBe(
      `${PREFIX}Error: dialog closed`,
    );
    const odd = setup(() => {
      throw 'down';
    });
    expect((await callExternal(call({ query: 'q', lang: 'l' }), odd.pool, yes)).content).toBe(`${PREFIX}string: down`);
  });

  it('cuts the error text to its first 180 code points', async () => {
    const { pool } = setup(() => {
      throw new Error(GRIN.repeat(200));
    });
    const envelope = await callExternal(call({ query: 'q', lang: 'l' }), pool, yes);
    expect(envelope.content).toBe(`${PREFIX}Error: ${GRIN.repeat(180)}`);
  });

  it('checks the result: unsupported content becomes an error envelope after the one call', async () => {
    const { pool, invoke } = setup(() => ({ content: [{ type: 'image', data: 'AA==', mimeType: 'image/png' }] }));
    const envelope = await callExternal(call({ query: 'q', lang: 'l' }), pool, yes);
    expect(envelope.content).toBe(`${PREFIX}AdapterError: ${message('result_content_unsupported')}`);
    expect(invoke).toHaveBeenCalledOnce();
  });
});
