import { describe, expect, it } from 'vitest';
import { checkedTool } from './checkedTool.ts';
import { expectCode } from './testing/expectCode.ts';
import { stringSchema, tool } from './testing/fixtures.ts';

const GRIN = '\u{1f600}';

describe('checkedTool accepts only what the lesson validates exactly', () => {
  it('returns a deep copy of an accepted tool', () => {
    const raw = tool('search.docs', { annotations: { readOnlyHint: true } });
    const checked = checkedTool(raw);
    expect(checked).toEqual(raw);
    expect(checked).not.toBe(raw);
    expect(checked.inputSchema).not.toBe(raw.inputSchema);
  });

  it('takes names of 1 to 32 characters of [A-Za-z0-9_.-]', async () => {
    expect(checkedTool(tool('a'.repeat(32))).name).toHaveLength(32);
    for (const name of ['', 'a'.repeat(33), 'a b', 'a/b', `a${GRIN}`, 'é', 'a\n']) {
      await expectCode(() => checkedTool(tool(name)), 'tool_name_unsupported');
    }
  });

  it('refuses a tool that is not an object, or whose name is missing or not text', async () => {
    for (const raw of [null, [], 'search', { inputSchema: stringSchema('q') }, tool('x', { name: 5 })]) {
      await expectCode(() => checkedTool(raw), 'tool_name_unsupported');
    }
  });

  it('wants exactly the four schema keys', async () => {
    await expectCode(() => checkedTool(tool('t', { inputSchema: undefined })), 'schema_shape_unsupported');
    await expectCode(() => checkedTool({ name: 't' }), 'schema_shape_unsupported');
    await expectCode(() => checkedTool(tool('t', { inputSchema: { type: 'array' } })), 'schema_shape_unsupported');
    const extra = { ...stringSchema('q'), title: 'x' };
    await expectCode(() => checkedTool(tool('t', { inputSchema: extra })), 'schema_shape_unsupported');
  });

  it('supports at most four required string fields and nothing else', async () => {
    expect(checkedTool(tool('t', { inputSchema: stringSchema('a', 'b', 'c', 'd') })).name).toBe('t');
    expect(checkedTool(tool('t', { inputSchema: stringSchema() })).name).toBe('t');
    const out = (change: Record<string, unknown>) => tool('t', { inputSchema: { ...stringSchema('q'), ...change } });
    const cases = [
      out({ type: 'array' }),
      out({ additionalProperties: true }),
      out({ additionalProperties: 0 }),
      out({ properties: [] }),
      tool('t', { inputSchema: stringSchema('a', 'b', 'c', 'd', 'e') }),
      out({ required: 'q' }),
      out({ required: [1] }),
      out({ required: [] }),
      out({ required: ['q', 'q'] }),
      out({ required: ['other'] }),
      tool('t', { inputSchema: stringSchema('Query') }),
      tool('t', { inputSchema: stringSchema(`a${'b'.repeat(32)}`) }),
      out({ properties: { q: { type: 'number' } } }),
      out({ properties: { q: { type: 'string', maxLength: 5 } } }),
    ];
    for (const raw of cases) await expectCode(() => checkedTool(raw), 'schema_out_of_scope');
  });

  it('takes a missing description, or text of at most 400 code points', async () => {
    const { description: _, ...bare } = tool('t');
    expect(checkedTool(bare).name).toBe('t');
    expect(checkedTool(tool('t', { description: GRIN.repeat(400) })).description).toHaveLength(800);
    await expectCode(() => checkedTool(tool('t', { description: GRIN.repeat(401) })), 'description_invalid');
    await expectCode(() => checkedTool(tool('t', { description: null })), 'description_invalid');
    await expectCode(() => checkedTool(tool('t', { description: 5 })), 'description_invalid');
  });

  it('checks in the lesson order: the first failing check decides', async () => {
    await expectCode(
      () => checkedTool({ name: 'bad name', inputSchema: { type: 'array' }, description: 5 }),
      'tool_name_unsupported',
    );
    await expectCode(
      () => checkedTool({ name: 'ok', inputSchema: { type: 'array' }, description: 5 }),
      'schema_shape_unsupported',
    );
  });
});
