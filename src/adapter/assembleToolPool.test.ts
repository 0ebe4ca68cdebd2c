import { describe, expect, it, vi } from 'vitest';
import { assembleToolPool } from './assembleToolPool.ts';
import { deepCopy } from './python.ts';
import { expectCode } from './testing/expectCode.ts';
import { readFile, stringSchema, tool } from './testing/fixtures.ts';
import type { ServerEntry } from './types.ts';

const call = () => ({ content: [] });
const server = (...tools: unknown[]): ServerEntry => ({ tools, call });

describe('assembleToolPool builds definitions and routes in one pass', () => {
  it('maps each tool to mcp__<server>__<name> and routes it back under its original name', () => {
    const pool = assembleToolPool([readFile], { docs: server(tool('search.docs')) });
    expect(pool.definitions.map((d) => d.name)).toEqual(['read_file', 'mcp__docs__search_docs']);
    expect(pool.definitions[1]).toEqual({
      name: 'mcp__docs__search_docs',
      description: 'a test tool',
      input_schema: stringSchema('query'),
    });
    expect(pool.routes.mcp__docs__search_docs).toMatchObject({ server: 'docs', remote: 'search.docs' });
    expect(pool.routes.mcp__docs__search_docs?.invoke).toBe(call);
  });

  it('replaces every dot in a name, not only the first', () => {
    const pool = assembleToolPool([], { docs: server(tool('a.b.c')) });
    expect(Object.keys(pool.routes)).toEqual(['mcp__docs__a_b_c']);
  });

  it('routes the same tool on two servers back to each own server and call', async () => {
    const docsCall = vi.fn();
    const otherCall = vi.fn();
    const pool = assembleToolPool([], {
      other: { tools: [tool('search.docs')], call: otherCall },
      docs: { tools: [tool('search.docs')], call: docsCall },
    });
    expect(pool.definitions.map((d) => d.name)).toEqual(['mcp__docs__search_docs', 'mcp__other__search_docs']);
    expect(pool.routes.mcp__docs__search_docs).toMatchObject({ server: 'docs', remote: 'search.docs' });
    expect(pool.routes.mcp__docs__search_docs?.invoke).toBe(docsCall);
    expect(pool.routes.mcp__other__search_docs).toMatchObject({ server: 'other', remote: 'search.docs' });
    expect(pool.routes.mcp__other__search_docs?.invoke).toBe(otherCall);
  });

  it('gives each definition and route its own copy of the schema', () => {
    const raw = tool('t');
    const pool = assembleToolPool([], { docs: server(raw) });
    const route = pool.routes.mcp__docs__t;
    expect(route?.schema).toEqual(raw.inputSchema);
    expect(route?.schema).not.toBe(raw.inputSchema);
    expect(pool.definitions[0]?.input_schema).not.toBe(route?.schema);
  });

  it('rejects an alias taken within a server, or by a built-in', async () => {
    await expectCode(
      () => assembleToolPool([], { docs: server(tool('search.docs'), tool('search_docs')) }),
      'alias_collision',
    );
    const builtin = { ...readFile, name: 'mcp__docs__search_docs' };
    await expectCode(() => assembleToolPool([builtin], { docs: server(tool('search.docs')) }), 'alias_collision');
  });

  it('rejects duplicate built-ins and more than two servers', async () => {
    await expectCode(() => assembleToolPool([readFile, readFile], {}), 'builtins_duplicate_or_too_many_servers');
    await expectCode(
      () => assembleToolPool([], { a: server(), b: server(), c: server() }),
      'builtins_duplicate_or_too_many_servers',
    );
  });

  it('rejects a bad server name or a call that is not a function', async () => {
    for (const name of ['../docs', 'Docs', '1docs', 'a'.repeat(17), '']) {
      await expectCode(() => assembleToolPool([], { [name]: server() }), 'server_invalid');
    }
    expect(() => assembleToolPool([], { ['a'.repeat(16)]: server() })).not.toThrow();
    await expectCode(() => assembleToolPool([], { docs: { tools: [], call: 'send' as never } }), 'server_invalid');
  });

  it('takes at most eight tools a server', async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => tool(`t${i}`));
    expect(Object.keys(assembleToolPool([], { docs: server(...names(8)) }).routes)).toHaveLength(8);
    await expectCode(() => assembleToolPool([], { docs: server(...names(9)) }), 'server_too_many_tools');
  });

  it('checks tools again, so a caller that skips discovery cannot slip one in', async () => {
    await expectCode(
      () => assembleToolPool([], { docs: server(tool('t', { inputSchema: { type: 'array' } })) }),
      'schema_shape_unsupported',
    );
  });

  it('visits servers in code point order, so the first failure is the same as in Python', async () => {
    const tooMany = server(...Array.from({ length: 9 }, (_, i) => tool(`t${i}`)));
    await expectCode(() => assembleToolPool([], { '\u{1f600}': server(), a: tooMany }), 'server_too_many_tools');
  });

  it('leaves its inputs untouched, whether it succeeds or fails', () => {
    const builtins = [readFile];
    const servers = { docs: server(tool('search.docs'), tool('read.policy')) };
    const before = deepCopy({ builtins, servers });
    const pool = assembleToolPool(builtins, servers);
    for (const definition of pool.definitions) definition.name = 'changed';
    expect({ builtins, servers }).toEqual(before);
    expect(() => assembleToolPool(builtins, { ...servers, x: server(), y: server() })).toThrow();
    expect({ builtins, servers }).toEqual(before);
  });
});
