import { describe, expect, it } from 'vitest';
import { callOnce } from './callOnce.ts';
import { withMemorySession } from './memorySession.ts';

const call = (input: Record<string, unknown>) => ({ id: 'own_1', name: 'mcp__docs__search_docs', input });

describe("a student's own call, through callExternal over real MCP", () => {
  it('allowed: one tools/call, under the real tool name, and its result in a tool_result', async () => {
    const sent: unknown[] = [];
    const result = await withMemorySession(
      { onRpc: (direction, message) => direction === 'send' && sent.push(message) },
      (session) => callOnce(session, call({ query: '运行许可' }), () => true),
    );
    expect(result.toolsCalls).toBe(1);
    expect(result.envelope).toMatchObject({ type: 'tool_result', tool_use_id: 'own_1', is_error: false });
    const request = sent.find((m) => (m as { method?: string }).method === 'tools/call') as {
      params: { name: string; arguments: unknown };
    };
    expect(request.params).toEqual({ name: 'search.docs', arguments: { query: '运行许可' } });
  });

  it('an argument the schema does not have is refused locally: no approval asked, no tools/call', async () => {
    let asked = 0;
    const result = await withMemorySession({}, (session) =>
      callOnce(session, call({ query: 'x', path: 'main.py' }), () => {
        asked++;
        return true;
      }),
    );
    expect(asked).toBe(0);
    expect(result.toolsCalls).toBe(0);
    expect(result.envelope.is_error).toBe(true);
  });

  it('denied: an error result, and nothing reaches the service', async () => {
    const result = await withMemorySession({}, (session) => callOnce(session, call({ query: 'x' }), () => false));
    expect(result.toolsCalls).toBe(0);
    expect(result.envelope.is_error).toBe(true);
  });
});
