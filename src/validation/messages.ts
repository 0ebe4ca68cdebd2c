/**
 * What each problem code says, in Chinese and English: the validation
 * problems' own catalog, as src/adapter/messages.ts is the adapter errors'.
 * The page's catalog test walks both languages of every entry.
 */
export const PROBLEM_TEXT = {
  // The data's shape (the schemas of scenarios and traces).
  type: { zh: '应为{expected}', en: 'expected {expected}' },
  missing: { zh: '缺少这一项（应为{expected}）', en: 'missing (expected {expected})' },
  too_small_string: { zh: '至少 {limit} 个字符', en: 'at least {limit} characters' },
  too_small_array: { zh: '至少 {limit} 项', en: 'at least {limit} item(s)' },
  too_small_number: { zh: '不能小于 {limit}', en: 'at least {limit}' },
  too_big_string: { zh: '最多 {limit} 个字符', en: 'at most {limit} characters' },
  too_big_array: { zh: '最多 {limit} 项', en: 'at most {limit} item(s)' },
  too_big_number: { zh: '不能大于 {limit}', en: 'at most {limit}' },
  value: { zh: '只能是以下之一：{values}', en: 'must be one of: {values}' },
  unknown_keys: { zh: '不认识的键：{keys}', en: 'unknown keys: {keys}' },
  union: { zh: '不符合任何一种允许的形式', en: 'matches none of the allowed forms' },
  format: { zh: '格式不符合 {format}', en: 'does not match {format}' },
  invalid: { zh: '数据无效（{message}）', en: 'invalid ({message})' },
  cursor_repeated: { zh: '每个 cursor 只能出现一次', en: 'each cursor may appear once' },
  heap_ref_missing: { zh: '对象 #{id} 不在这一步的堆里', en: "object #{id} is not in this step's heap" },
  too_deep: { zh: '嵌套超过 {limit} 层', en: 'nested deeper than {limit} levels' },
  // Reading a file or a link's text.
  not_json: { zh: '不是合法的 JSON', en: 'not JSON' },
  not_json_at: {
    zh: '不是合法的 JSON（第 {line} 行第 {column} 列）',
    en: 'not JSON (line {line}, column {column})',
  },
  not_json_position: { zh: '不是合法的 JSON（第 {position} 个字符处）', en: 'not JSON (at character {position})' },
  too_large: { zh: '太大：{size} 字节，上限 {limit}', en: 'too large: {size} bytes, at most {limit}' },
  // A custom scenario.
  other_function: { zh: '这一部分运行的是 {fn}', en: 'this section runs {fn}' },
  over_limit: { zh: '最多 {limit} 个（这里有 {count} 个）', en: 'at most {limit} (this has {count})' },
  more_problems: {
    zh: '另有 {count} 个问题未列出：先改上面这些',
    en: '{count} more problems not listed: fix these first',
  },
  file_name: { zh: '文件名必须是 {expected_file}', en: 'the file name must be {expected_file}' },
  // A trace file.
  no_version: { zh: '没有 "version" 字段', en: 'no "version" field' },
  version: {
    zh: '格式版本是 {version}，本练习场读取的是 {supported}',
    en: 'format version {version}; this playground reads {supported}',
  },
  source_changed: { zh: '{file} 不是录制这份轨迹时的源码', en: '{file} is not the text this trace was recorded from' },
  stored_step: { zh: '第 {step} 步：{detail}', en: 'step {step}: {detail}' },
  line_outside: {
    zh: '第 {step} 步：{file}:{line} 不是文件里的行',
    en: 'step {step}: {file}:{line} is not a line of the file',
  },
  // A link's parameters.
  link_value: { zh: '{name}={value}（允许：{allowed}）', en: '{name}={value} (allowed: {allowed})' },
  link_step: { zh: '{name}={value}（应为从 1 开始的步数）', en: '{name}={value} (a step number from 1)' },
  link_step_range: { zh: 'step={value}（这次运行只有 1–{max} 步）', en: 'step={value} (this run has steps 1–{max})' },
  link_lines: {
    zh: 'bp={value}（这些行不能设断点：{bad}）',
    en: 'bp={value} (not lines the debugger can stop on: {bad})',
  },
  link_repeated: { zh: '{name} 出现了 {count} 次（使用第一个）', en: '{name} given {count} times (the first is used)' },
  link_too_long: {
    zh: '{name} 长 {length} 个字符（上限 {limit}）',
    en: '{name} is {length} characters long (at most {limit})',
  },
  link_unknown: { zh: '不认识的参数：{names}', en: 'unknown parameters: {names}' },
  link_origins_kept: {
    zh: 'origins：只保留了 {count} 个中的前 {limit} 个',
    en: 'origins: only the first {limit} of {count} are kept',
  },
  link_origin: {
    zh: 'origins：{value} 不是形如 https://course.example 的源',
    en: 'origins: {value} is not an origin like https://course.example',
  },
  link_frame: {
    zh: 'frame={value}（只能用字母、数字、- 和 _，最多 32 个）',
    en: 'frame={value} (letters, digits, - and _, at most 32)',
  },
  scenario_path: {
    zh: '应为本站上 .json 文件的相对路径，例如 scenarios/my-exercise.json',
    en: 'a relative path to a .json file on this site, like scenarios/my-exercise.json',
  },
  http_status: { zh: '{file}：服务器回答 HTTP {status}', en: '{file}: HTTP {status}' },
  share_too_large: {
    zh: '链接里的场景解压后超过 {limit} 字节',
    en: 'the scenario in the link inflates to more than {limit} bytes',
  },
  share_unreadable: { zh: '链接里的数据不是压缩过的场景', en: 'the link does not hold a compressed scenario' },
  share_code_too_large: {
    zh: '链接里的代码解压后超过 {limit} 字节',
    en: 'the code in the link inflates to more than {limit} bytes',
  },
  share_code_unreadable: { zh: '链接里的数据不是压缩过的代码', en: 'the link does not hold compressed code' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type ProblemCode = keyof typeof PROBLEM_TEXT;

/** The names zod gives types, as the reader says them. */
export const TYPE_NAMES: Record<'zh' | 'en', Record<string, string>> = {
  zh: {
    string: '字符串',
    number: '数字',
    int: '整数',
    boolean: '布尔值',
    object: '对象',
    array: '数组',
    null: 'null',
    record: '对象',
    nonoptional: '一个值',
  },
  en: {
    string: 'a string',
    number: 'a number',
    int: 'an integer',
    boolean: 'a boolean',
    object: 'an object',
    array: 'an array',
    null: 'null',
    record: 'an object',
    nonoptional: 'a value',
  },
};
