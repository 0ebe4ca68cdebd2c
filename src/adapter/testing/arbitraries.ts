/**
 * fast-check generators for catalogs, tools, calls and replies: mostly
 * well-formed, often subtly wrong, drawn from small name pools so that
 * duplicates, collisions and repeated cursors actually happen.
 */
import fc from 'fast-check';
import { stringSchema } from './fixtures.ts';

const TOOL_NAMES = ['a', 'b', 'search.docs', 'search_docs', 'read.policy', 't-1', 'x.y.z', 'c'];
const FIELDS = ['query', 'path', 'lang', 'q2'];
const CURSORS = ['p2', 'p3', 'again', '1', '2'];

/** Text that exercises the traps: astral characters, Chinese, Python-only whitespace. */
export const trickyText = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('运行许可', '\u{1f600}', '\x1c', '\ufeff', ' ', ''),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

export const validTool = fc.record(
  {
    name: fc.constantFrom(...TOOL_NAMES),
    description: trickyText,
    inputSchema: fc.subarray(FIELDS, { maxLength: 4 }).map((fields) => stringSchema(...fields)),
    annotations: fc.constant({ readOnlyHint: true }),
  },
  { requiredKeys: ['name', 'inputSchema'] },
);

export const invalidTool = fc.oneof(
  fc.constantFrom(null, 'tool', 5, []),
  validTool.map((tool) => ({ ...tool, name: `${tool.name} !` })),
  validTool.map((tool) => ({ ...tool, inputSchema: { type: 'array' } })),
  validTool.map((tool) => ({ ...tool, inputSchema: { ...tool.inputSchema, additionalProperties: true } })),
  validTool.map((tool) => ({ ...tool, description: 'd'.repeat(401) })),
);

export const anyTool = fc.oneof({ arbitrary: validTool, weight: 6 }, { arbitrary: invalidTool, weight: 1 });

const nextCursor = fc.oneof(
  { arbitrary: fc.constantFrom(...CURSORS), weight: 4 },
  { arbitrary: fc.constantFrom(null, '', 7, 'c'.repeat(121)), weight: 1 },
);

export const page = fc.oneof(
  {
    arbitrary: fc.record({ tools: fc.array(anyTool, { maxLength: 4 }), nextCursor }, { requiredKeys: ['tools'] }),
    weight: 12,
  },
  { arbitrary: fc.constantFrom(null, [], { tools: 'x' }, { nextCursor: 'p2' }), weight: 1 },
);

/** The pages a catalog answers, in order of request (the cursor sent is not looked at). */
export const catalog = fc.array(page, { minLength: 1, maxLength: 6 });

export const reply = fc.oneof(
  fc.record(
    {
      content: fc.array(fc.record({ type: fc.constant('text'), text: trickyText }), { maxLength: 5 }),
      isError: fc.oneof(fc.boolean(), fc.constant(null)),
      structuredContent: fc.constantFrom(null, { x: 1 }),
    },
    { requiredKeys: ['content'] },
  ),
  fc.constantFrom(null, 'text', { content: [{ type: 'image', data: 'AA==' }] }),
);

export const argumentsInput = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS, 'other'), fc.oneof(trickyText, fc.integer(), fc.constant(null)), {
    maxKeys: 4,
  }),
  fc.constantFrom(null, 'q', ['q']),
);

export const modelCall = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 12 }),
    name: fc.oneof(fc.constantFrom(...TOOL_NAMES.map((n) => `mcp__docs__${n.replaceAll('.', '_')}`)), trickyText),
    input: argumentsInput,
  },
  { requiredKeys: ['id'] },
);

/** What the service does: answer now, answer later, fail now, fail later. */
export const serviceBehaviour = fc.oneof(
  reply.map((value) => ({ kind: 'answer' as const, value })),
  reply.map((value) => ({ kind: 'answer-later' as const, value })),
  fc.constantFrom({ kind: 'throw' as const }, { kind: 'reject' as const }),
);

/** What the host does with its copy before answering. */
export const hostBehaviour = fc.record({
  answer: fc.oneof(
    { arbitrary: fc.constant(true), weight: 3 },
    { arbitrary: fc.constantFrom(false, 'yes', 1, null), weight: 1 },
  ),
  tamper: fc.constantFrom('none', 'clear-input', 'replace-input', 'rename', 'add-field', 'throw'),
});

/** The lesson's one-field schema. */
export const querySchema = stringSchema('query');
