/**
 * What the lesson's Python writes where the adapter writes each of its messages (src/adapter/messages.ts): the
 * lesson raises `ValueError` with its own sentence, the adapter an `AdapterError` with a code and our wording. The
 * page shows the lesson's beside an output (debugger/OutputNotes.tsx), so a student comparing with the lesson's
 * printed output finds its line. Each is copied from src/adapter/lesson/*.py, which lessonMessages.test.ts checks.
 */
import type { MessageKey } from '../adapter/messages.ts';

export const LESSON_MESSAGES: Readonly<Record<MessageKey, string>> = {
  catalog_page_invalid: "raise ValueError('工具目录页面不合法。')",
  catalog_page_too_large: "raise ValueError('单页目录超过24000字节。')",
  tool_duplicate_or_over_limit: "raise ValueError('工具重复或超过八项。')",
  cursor_invalid_or_repeated: "raise ValueError('分页游标无效或重复。')",
  catalog_too_many_pages: "raise ValueError('工具目录超过四页。')",
  tool_name_unsupported: "raise ValueError('外部工具名称不受支持。')",
  schema_shape_unsupported: "raise ValueError('本课只支持显式字段的字符串对象schema。')",
  schema_out_of_scope: "raise ValueError('schema超出本课支持范围。')",
  description_invalid: "raise ValueError('工具说明过长或不是文字。')",
  result_invalid: "raise ValueError('MCP结果格式不合法。')",
  result_blocks_unsupported: "raise ValueError('本课只接收一到四块纯文本结果。')",
  result_content_unsupported: "raise ValueError('结果包含本课不支持的内容类型。')",
  result_text_empty_or_too_long: "raise ValueError('外部结果为空或超过2000字符。')",
  builtins_duplicate_or_too_many_servers: "raise ValueError('内置名称重复或服务超过两项。')",
  server_invalid: "raise ValueError('宿主服务名或调用接口不合法。')",
  server_too_many_tools: "raise ValueError('服务工具超过八项。')",
  alias_collision: "raise ValueError('映射后的工具名冲突，保留旧池。')",
  route_not_in_snapshot: "raise ValueError('本次工具快照中没有这个路由。')",
  arguments_invalid: "raise ValueError('外部工具参数字段、类型或长度不符。')",
  not_approved: "'content':'未执行：本次外部调用未获批准。'",
  call_not_confirmed: "'content':'外部调用未能完成确认：' + type(error).__name__ + ': ' + str(error)[:180]",
};
