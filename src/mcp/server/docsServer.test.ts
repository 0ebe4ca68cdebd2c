/** The docs service in-process: what it answers a generic client, and what its log keeps. */
import { describe, expect, it } from 'vitest';
import { withMemorySession } from '../host/memorySession.ts';
import type { ServerMode } from './docsServer.ts';
import { boundedPreview, CUT } from './preview.ts';

const withClient = <T>(mode: ServerMode, body: Parameters<typeof withMemorySession<T>>[1]) =>
  withMemorySession({ mode }, body);

describe('the docs service', () => {
  it('bad-catalog mode serves search.history too, so only a host rule refuses it; normal mode does not know it', async () => {
    const text = await withClient('bad-catalog', async ({ client }) => {
      const listed = await client.listTools({ cursor: 'p2' });
      expect(listed.tools.map((tool) => tool.name)).toContain('search.history');
      const answer = await client.callTool({ name: 'search.history', arguments: { query: '网络', year: '2024' } });
      expect(answer.isError).toBeUndefined();
      return (answer.content as { text: string }[])[0]?.text;
    });
    expect(text).toContain('网络许可规则');
    expect(text).toContain('2024');
    await withClient('normal', async ({ client }) => {
      await expect(client.callTool({ name: 'search.history', arguments: { query: '网络' } })).rejects.toThrow(
        /unknown tool: search.history/,
      );
    });
  });

  it('answers bad arguments to a known tool as a tool execution error a model can act on', async () => {
    await withClient('normal', async ({ client }) => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'search.docs: missing required argument(s) query'],
        [{ query: 'x', extra: 'y' }, 'search.docs: unknown argument(s) extra; it takes query'],
        [{ query: ['x'] }, 'search.docs: argument(s) query must be strings'],
      ];
      for (const [args, message] of cases) {
        const answer = await client.callTool({ name: 'search.docs', arguments: args });
        expect(answer).toMatchObject({ isError: true, content: [{ type: 'text', text: message }] });
      }
    });
  });

  it('logs a request whose arguments nest 5,000 levels, accepted and completed, with a bounded preview', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 5000; level++) deep = { a: deep };
    const log = await withClient('normal', async (session) => {
      const answer = await session.client.callTool({ name: 'search.docs', arguments: { query: deep } });
      expect(answer.isError).toBe(true);
      return session.serverLog();
    });
    const calls = log.filter((entry) => entry.method === 'tools/call');
    expect(calls.map((entry) => [entry.event, entry.outcome])).toEqual([
      ['accepted', undefined],
      ['completed', 'tool_error'],
    ]);
    expect(JSON.stringify(calls[0]?.arguments)).toBe('{"query":{"a":{"a":{"a":{"a":{"a":"…"}}}}}}');
  });
});

describe('boundedPreview', () => {
  it('keeps small values as they are', () => {
    const value = { query: '运行', list: [1, true, null], nested: { a: 'b' } };
    expect(boundedPreview(value)).toEqual(value);
  });

  it('cuts long strings, long lists, wide objects and deep nesting, saying so', () => {
    expect(boundedPreview('x'.repeat(500))).toBe(`${'x'.repeat(200)}${CUT}`);
    expect(boundedPreview(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(21);
    const wide = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    expect(boundedPreview(wide)).toMatchObject({ k19: 19, [CUT]: 5 });
    expect(boundedPreview([[[[[[['deep']]]]]]])).toEqual([[[[[[CUT]]]]]]);
  });
});
