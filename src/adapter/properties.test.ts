/** Property tests of the adapter's promises, 1,000 generated cases each. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleToolPool } from './assembleToolPool.ts';
import { callExternal } from './callExternal.ts';
import { checkedTool } from './checkedTool.ts';
import { discoverTools } from './discoverTools.ts';
import { isDict } from './python.ts';
import { resultText } from './resultText.ts';
import * as arb from './testing/arbitraries.ts';
import { readFile } from './testing/fixtures.ts';
import type { AskUser, Invoke, ModelToolCall } from './types.ts';

const RUNS = { numRuns: 1000 };
// The budget is the case count above; the time limit (vite.config.ts) only catches a hang.

function catalogFake(pages: unknown[]) {
  let read = 0;
  const listPage = () => {
    if (read >= pages.length) throw new Error('catalog ended');
    return pages[read++] as never;
  };
  return { listPage, read: () => read };
}

function fakeService(behaviour: { kind: string; value?: unknown }) {
  const calls: [string, Record<string, string>][] = [];
  const invoke: Invoke = (remote, args) => {
    calls.push([remote, args]);
    switch (behaviour.kind) {
      case 'answer':
        return behaviour.value as never;
      case 'answer-later':
        return Promise.resolve(behaviour.value as never);
      case 'throw':
        throw new Error('transport closed');
      default:
        return Promise.reject(new Error('timed out'));
    }
  };
  return { invoke, calls };
}

function fakeHost({ answer, tamper }: { answer: unknown; tamper: string }): AskUser {
  return (snapshot: ModelToolCall) => {
    if (tamper === 'throw') throw new Error('dialog closed');
    if (tamper === 'clear-input' && isDict(snapshot.input))
      for (const key of Object.keys(snapshot.input)) delete snapshot.input[key];
    if (tamper === 'replace-input') snapshot.input = { query: 'tampered' };
    if (tamper === 'rename') snapshot.name = 'mcp__docs__other';
    if (tamper === 'add-field' && isDict(snapshot.input)) snapshot.input.extra = 'x';
    return answer;
  };
}

const poolFor = (invoke: Invoke, tools: unknown[]) => assembleToolPool([readFile], { docs: { tools, call: invoke } });

describe('adapter properties', () => {
  it('discoverTools resolves to the whole validated catalog or rejects: never a part', async () => {
    let resolved = 0;
    await fc.assert(
      fc.asyncProperty(arb.catalog, async (pages) => {
        const { listPage, read } = catalogFake(pages);
        let found: unknown[];
        try {
          found = await discoverTools(listPage);
        } catch {
          return;
        }
        const readPages = pages.slice(0, read()) as { tools: unknown[]; nextCursor?: unknown }[];
        expect(readPages.at(-1)?.nextCursor ?? null).toBeNull();
        expect(found).toEqual(readPages.flatMap((p) => p.tools));
        expect(found.length).toBeLessThanOrEqual(8);
        expect(new Set(found.map((t) => (t as { name: string }).name)).size).toBe(found.length);
        for (const tool of found) expect(checkedTool(tool)).toEqual(tool);
        resolved++;
      }),
      RUNS,
    );
    // The generators must reach both outcomes, or the property says little.
    expect(resolved).toBeGreaterThan(100);
    expect(resolved).toBeLessThan(900);
  });

  it('no function mutates its inputs', async () => {
    await fc.assert(
      fc.asyncProperty(
        arb.catalog,
        fc.array(arb.anyTool, { maxLength: 3 }),
        arb.reply,
        arb.modelCall,
        arb.hostBehaviour,
        async (pages, tools, reply, call, host) => {
          const before = structuredClone({ pages, tools, reply, call });
          await discoverTools(catalogFake(pages).listPage).catch(() => undefined);
          for (const tool of tools) {
            try {
              checkedTool(tool);
            } catch {}
          }
          try {
            resultText(reply);
          } catch {}
          const { invoke } = fakeService({ kind: 'answer', value: reply });
          let pool: ReturnType<typeof poolFor> | undefined;
          try {
            pool = poolFor(invoke, tools);
          } catch {}
          if (pool) {
            const poolBefore = structuredClone({ ...pool, routes: Object.keys(pool.routes) });
            await callExternal(call, pool, fakeHost(host));
            expect({ ...pool, routes: Object.keys(pool.routes) }).toEqual(poolBefore);
          }
          expect({ pages, tools, reply, call }).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it('callExternal always resolves to an envelope with the call id and invokes at most once', async () => {
    let invoked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(arb.validTool, { maxLength: 4 }),
        arb.modelCall,
        fc.nat(),
        arb.serviceBehaviour,
        arb.hostBehaviour,
        async (tools, generated, pick, behaviour, host) => {
          const { invoke, calls } = fakeService(behaviour);
          let pool: ReturnType<typeof poolFor>;
          try {
            pool = poolFor(invoke, tools);
          } catch {
            return;
          }
          // Half the calls are well-formed for one of the pool's routes, so the service is reached.
          const aliases = Object.keys(pool.routes);
          const alias = aliases[pick % (aliases.length * 2)];
          const route = alias === undefined ? undefined : pool.routes[alias];
          const call = route
            ? {
                ...generated,
                name: alias,
                input: Object.fromEntries(Object.keys(route.schema.properties).map((f) => [f, 'v'])),
              }
            : generated;
          const envelope = await callExternal(call, pool, fakeHost(host));
          expect(Object.keys(envelope)).toEqual(['type', 'tool_use_id', 'is_error', 'content']);
          expect(envelope.type).toBe('tool_result');
          expect(envelope.tool_use_id).toBe(call.id);
          expect(typeof envelope.is_error).toBe('boolean');
          expect(typeof envelope.content).toBe('string');
          expect(calls.length).toBeLessThanOrEqual(1);
          if (calls.length === 0 || behaviour.kind === 'throw' || behaviour.kind === 'reject') {
            expect(envelope.is_error).toBe(true);
          }
          invoked += calls.length;
        },
      ),
      RUNS,
    );
    expect(invoked).toBeGreaterThan(50);
  });

  it('whatever the host does to its copy, invoke receives the original arguments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(['query', 'path', 'lang'], { minLength: 1 }),
        fc.string({ maxLength: 10 }),
        arb.hostBehaviour,
        async (fields, value, host) => {
          const { invoke, calls } = fakeService({ kind: 'answer', value: { content: [{ type: 'text', text: 'ok' }] } });
          const tool = {
            name: 'search.docs',
            inputSchema: {
              type: 'object',
              properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
              required: fields,
              additionalProperties: false,
            },
          };
          const pool = poolFor(invoke, [tool]);
          const input = Object.fromEntries(fields.map((f) => [f, value]));
          await callExternal({ id: 'c', name: 'mcp__docs__search_docs', input }, pool, fakeHost(host));
          if (host.answer === true && host.tamper !== 'throw') {
            expect(calls).toEqual([['search.docs', input]]);
          } else {
            expect(calls).toEqual([]);
          }
        },
      ),
      RUNS,
    );
  });
});
