/** Small builders for adapter tests: the lesson's tool shape, pages and replies. */
import type { ToolDefinition } from '../types.ts';

export function stringSchema(...fields: string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
    required: fields,
    additionalProperties: false,
  };
}

export function tool(name: string, extra: Record<string, unknown> = {}) {
  return { name, description: 'a test tool', inputSchema: stringSchema('query'), ...extra };
}

export function textReply(...texts: string[]) {
  return { content: texts.map((text) => ({ type: 'text', text })) };
}

export const readFile: ToolDefinition = {
  name: 'read_file',
  description: 'read a short file',
  input_schema: stringSchema('path'),
};

/** A listPage over fixed pages keyed by cursor ('' stands for the first request), logging each cursor. */
export function pagesByCursor(pages: Record<string, unknown>) {
  const calls: (string | null)[] = [];
  const listPage = (cursor: string | null) => {
    calls.push(cursor);
    const page = pages[cursor ?? ''];
    if (page === undefined) throw new Error(`no page for ${cursor}`);
    return structuredClone(page) as never;
  };
  return { listPage, calls };
}
