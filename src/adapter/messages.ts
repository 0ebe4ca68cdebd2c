/**
 * The one message catalog: every adapter error code, plus the two texts
 * callExternal writes into envelopes, in Chinese (the lesson's language,
 * and what the adapter itself writes) and English. Wording is our own; the
 * codes are stable and documented in docs/error-codes.md.
 */

import type { Locale } from './locales.ts';

export { LOCALES, type Locale } from './locales.ts';

/** The checks, in the order the lesson makes them. */
export const ERROR_CODES = [
  'catalog_page_invalid',
  'catalog_page_too_large',
  'tool_duplicate_or_over_limit',
  'cursor_invalid_or_repeated',
  'catalog_too_many_pages',
  'tool_name_unsupported',
  'schema_shape_unsupported',
  'schema_out_of_scope',
  'description_invalid',
  'result_invalid',
  'result_blocks_unsupported',
  'result_content_unsupported',
  'result_text_empty_or_too_long',
  'builtins_duplicate_or_too_many_servers',
  'server_invalid',
  'server_too_many_tools',
  'alias_collision',
  'route_not_in_snapshot',
  'arguments_invalid',
  'not_approved',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Texts that are not errors of their own but appear in envelopes. */
export type EnvelopeText = 'call_not_confirmed';

export type MessageKey = ErrorCode | EnvelopeText;

export const MESSAGES: Record<MessageKey, Record<Locale, string>> = {
  catalog_page_invalid: {
    zh: '目录页不合法：页面必须是带 tools 列表的对象。',
    en: 'Invalid catalog page: a page must be an object with a tools list.',
  },
  catalog_page_too_large: {
    zh: '单个目录页按 JSON 重新编码后超过 24000 字节。',
    en: 'A catalog page re-encoded as JSON is over 24000 bytes.',
  },
  tool_duplicate_or_over_limit: {
    zh: '工具名重复，或目录超过八个工具。',
    en: 'A tool name repeats, or the catalog has more than eight tools.',
  },
  cursor_invalid_or_repeated: {
    zh: '分页游标无效（须为 1 到 120 个字符的字符串）或已经出现过。',
    en: 'The page cursor is invalid (must be a string of 1 to 120 characters) or was already seen.',
  },
  catalog_too_many_pages: {
    zh: '目录需要第五页：超过四页的上限。',
    en: 'The catalog needs a fifth page: over the four-page limit.',
  },
  tool_name_unsupported: {
    zh: '工具不是对象，或工具名不是 1 到 32 个 [A-Za-z0-9_.-] 字符。',
    en: 'The tool is not an object, or its name is not 1 to 32 characters of [A-Za-z0-9_.-].',
  },
  schema_shape_unsupported: {
    zh: '本课只接入恰好含 type、properties、required、additionalProperties 四个键的输入 schema。',
    en: 'This lesson only accepts an input schema with exactly the keys type, properties, required and additionalProperties.',
  },
  schema_out_of_scope: {
    zh: 'schema 超出本课范围：须为最多四个必填字符串字段、禁止额外字段的对象。',
    en: 'Schema out of scope: it must be an object of at most four required string fields with no additional properties.',
  },
  description_invalid: {
    zh: '工具说明不是文字，或超过 400 个字符。',
    en: 'The tool description is not text, or is over 400 characters.',
  },
  result_invalid: {
    zh: 'MCP 结果不合法：须为对象，isError 若出现必须是布尔值。',
    en: 'Invalid MCP result: it must be an object, and isError, when present, a boolean.',
  },
  result_blocks_unsupported: {
    zh: '本课只接收一到四块内容、且没有结构化内容的结果。',
    en: 'This lesson only accepts results of one to four content blocks and no structured content.',
  },
  result_content_unsupported: {
    zh: '结果里有本课不支持的内容块：只接收纯文本块。',
    en: 'The result has a content block this lesson does not support: text blocks only.',
  },
  result_text_empty_or_too_long: {
    zh: '外部结果的文本为空白，或超过 2000 个字符。',
    en: 'The external result text is blank or over 2000 characters.',
  },
  builtins_duplicate_or_too_many_servers: {
    zh: '内置工具重名，或登记的服务超过两个。',
    en: 'Two built-in tools share a name, or more than two servers are registered.',
  },
  server_invalid: {
    zh: '服务名不合法（须匹配 [a-z][a-z0-9-]{0,15}），或它的调用接口不是函数。',
    en: 'Invalid server: its name must match [a-z][a-z0-9-]{0,15} and its call must be a function.',
  },
  server_too_many_tools: {
    zh: '一个服务列出了超过八个工具。',
    en: 'A server lists more than eight tools.',
  },
  alias_collision: {
    zh: '映射后的工具名已被占用：整个新池作废，旧池保持不变。',
    en: 'The mapped tool name is already taken: the whole new pool is rejected and the old pool stays.',
  },
  route_not_in_snapshot: {
    zh: '本次请求所用的工具快照里没有这个名称的路由。',
    en: 'The tool snapshot of this request has no route with this name.',
  },
  arguments_invalid: {
    zh: '参数不符：字段必须与 schema 完全一致，每个值是最多 120 个字符的字符串。',
    en: 'Arguments do not fit: the fields must match the schema exactly, each value a string of at most 120 characters.',
  },
  not_approved: {
    zh: '未执行：宿主没有批准这次外部调用。',
    en: 'Not run: the host did not approve this external call.',
  },
  call_not_confirmed: {
    zh: '外部调用没能完成确认：',
    en: 'The external call could not be confirmed: ',
  },
};

export function message(key: MessageKey, locale: Locale = 'zh'): string {
  return MESSAGES[key][locale];
}

/**
 * The adapter's texts that appear in an output (an error's message, an
 * envelope's text), each with its code: what a page in another language
 * glosses. The output itself stays as the adapter wrote it.
 */
export function messagesIn(text: string): MessageKey[] {
  // In the order they are written: 'could not be confirmed: … no route' reads in that order.
  return (Object.keys(MESSAGES) as MessageKey[])
    .filter((key) => text.includes(MESSAGES[key].zh))
    .sort((a, b) => text.indexOf(MESSAGES[a].zh) - text.indexOf(MESSAGES[b].zh));
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
