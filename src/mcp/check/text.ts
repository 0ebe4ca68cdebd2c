/**
 * The words of a server check, zh and en: for each rule, what is wrong and the concrete fix. The CLI and the
 * browser's "Your server" panel both read them here; the lesson's own error messages stay in adapter/messages.ts.
 */
import type { Locale } from '../../adapter/messages.ts';
import type { FieldProblem, Finding, RuleId } from './rules.ts';

type Words = { problem: string; fix: string };

const RULES: Record<RuleId, Record<Locale, Words>> = {
  tool_not_object: {
    zh: { problem: '目录里的这一项不是对象', fix: '每个工具写成带 name 和 inputSchema 的对象' },
    en: {
      problem: 'this catalog entry is not an object',
      fix: 'write each tool as an object with name and inputSchema',
    },
  },
  name_missing: {
    zh: { problem: '工具没有字符串 name', fix: '给工具一个名字（字母、数字、_ . -，最多 32 个字符）' },
    en: {
      problem: 'the tool has no string name',
      fix: 'give the tool a name (letters, digits, _ . -, at most 32 characters)',
    },
  },
  name_pattern: {
    zh: { problem: '名字 `{name}` 不符合 ^[A-Za-z0-9_.-]{1,32}$', fix: '改名，例如 `{suggestion}`' },
    en: { problem: 'the name `{name}` does not match ^[A-Za-z0-9_.-]{1,32}$', fix: 'rename it, e.g. `{suggestion}`' },
  },
  schema_not_object: {
    zh: {
      problem: 'inputSchema 不是对象',
      fix: '写成 {"type": "object", "properties": {…}, "required": […], "additionalProperties": false}',
    },
    en: {
      problem: 'inputSchema is not an object',
      fix: 'write {"type": "object", "properties": {…}, "required": […], "additionalProperties": false}',
    },
  },
  schema_extra_key: {
    zh: {
      problem: 'inputSchema 多了键 `{key}`',
      fix: '去掉 `{key}`（只留 type、properties、required、additionalProperties）',
    },
    en: {
      problem: 'inputSchema has the extra key `{key}`',
      fix: 'drop `{key}` (keep only type, properties, required, additionalProperties)',
    },
  },
  schema_missing_key: {
    zh: { problem: 'inputSchema 缺少 `{key}`', fix: '加上 {missing}' },
    en: { problem: 'inputSchema lacks `{key}`', fix: 'add {missing}' },
  },
  schema_type: {
    zh: { problem: 'inputSchema 的 type 是 {type}，不是 "object"', fix: '写成 `"type": "object"`' },
    en: { problem: 'the inputSchema type is {type}, not "object"', fix: 'write `"type": "object"`' },
  },
  additional_properties: {
    zh: { problem: 'additionalProperties 是 {value}，不是 false', fix: '写成 `additionalProperties: false`' },
    en: { problem: 'additionalProperties is {value}, not false', fix: 'write `additionalProperties: false`' },
  },
  properties_not_object: {
    zh: { problem: 'properties 不是对象', fix: '写成字段名到 {"type": "string"} 的对象' },
    en: { problem: 'properties is not an object', fix: 'write an object from field names to {"type": "string"}' },
  },
  too_many_fields: {
    zh: { problem: '有 {count} 个字段，本课最多接受 4 个', fix: '拆成几个工具，或去掉多余的字段' },
    en: { problem: '{count} fields; the lesson takes at most 4', fix: 'split the tool, or drop fields' },
  },
  required_not_list: {
    zh: { problem: 'required 不是字符串列表', fix: '写成列出每个字段名的列表' },
    en: { problem: 'required is not a list of strings', fix: 'write a list naming every field' },
  },
  required_unknown: {
    zh: {
      problem: 'required 里的 `{field}` 不在 properties 中',
      fix: '从 required 去掉 `{field}`，或把它加进 properties',
    },
    en: {
      problem: '`{field}` in required is not in properties',
      fix: 'remove `{field}` from required, or add it to properties',
    },
  },
  required_duplicate: {
    zh: { problem: 'required 里的 `{field}` 出现了不止一次', fix: '`{field}` 只写一次' },
    en: { problem: '`{field}` appears more than once in required', fix: 'list `{field}` once' },
  },
  field: {
    zh: { problem: '字段 `{field}`：{problems}', fix: '{fixes}，或者去掉这个字段' },
    en: { problem: 'field `{field}`: {problems}', fix: '{fixes}, or remove the field' },
  },
  description_not_string: {
    zh: { problem: 'description 不是字符串', fix: '写成字符串，或者去掉' },
    en: { problem: 'description is not a string', fix: 'make it a string, or leave it out' },
  },
  description_too_long: {
    zh: { problem: 'description 有 {length} 个字符，超过 400', fix: '缩短到 400 个字符以内' },
    en: { problem: 'the description has {length} characters, over 400', fix: 'shorten it to 400 characters or fewer' },
  },
  page_invalid: {
    zh: { problem: '第 {page} 页不是带 tools 列表的对象', fix: '每页回答 {"tools": […], "nextCursor": …}' },
    en: {
      problem: 'page {page} is not an object with a tools list',
      fix: 'answer each page as {"tools": […], "nextCursor": …}',
    },
  },
  page_too_large: {
    zh: { problem: '第 {page} 页按 JSON 重新编码有 {bytes} 字节，超过 24000', fix: '分成更多页，或缩短描述' },
    en: {
      problem: 'page {page} re-encoded as JSON is {bytes} bytes, over 24000',
      fix: 'split it into more pages, or shorten descriptions',
    },
  },
  duplicate_name: {
    zh: { problem: '工具名 `{name}` 出现了不止一次', fix: '每个工具用不同的名字' },
    en: { problem: 'the tool name `{name}` appears more than once', fix: 'give every tool its own name' },
  },
  too_many_tools: {
    zh: { problem: '目录共有 {count} 个工具，本课最多接受 8 个', fix: '只列出最多 8 个工具（可以按用途拆成几个服务）' },
    en: {
      problem: 'the catalog has {count} tools; the lesson takes at most 8',
      fix: 'list at most 8 tools (split the server by purpose)',
    },
  },
  cursor_invalid: {
    zh: {
      problem: '第 {page} 页的 nextCursor {cursor} 无效',
      fix: '游标写成 1 到 120 个字符的字符串，最后一页不写 nextCursor',
    },
    en: {
      problem: 'the nextCursor of page {page}, {cursor}, is invalid',
      fix: 'use a string of 1 to 120 characters, and no nextCursor on the last page',
    },
  },
  cursor_repeated: {
    zh: { problem: '第 {page} 页的 nextCursor `{cursor}` 之前已经出现过', fix: '每页用新的游标，目录才会结束' },
    en: {
      problem: 'the nextCursor of page {page}, `{cursor}`, was seen before',
      fix: 'give each page a new cursor, so the catalog ends',
    },
  },
  too_many_pages: {
    zh: { problem: '目录有 {count} 页（或第 4 页之后还有），本课最多读 4 页', fix: '每页多放几个工具，最多 4 页' },
    en: {
      problem: 'the catalog has {count} pages (or goes on after page 4); the lesson reads at most 4',
      fix: 'put more tools on a page: 4 pages at most',
    },
  },
  server_too_many_tools: {
    zh: { problem: '这个服务有 {count} 个工具，工具池每个服务最多 8 个', fix: '最多 8 个工具' },
    en: { problem: 'this server has {count} tools; the pool takes at most 8 per server', fix: 'offer at most 8 tools' },
  },
  alias_collision: {
    zh: { problem: '{names} 都会得到模型看到的名字 `{alias}`', fix: '改名，使点换成下划线后仍然不同' },
    en: {
      problem: '{names} would all get the model-visible name `{alias}`',
      fix: 'rename so they still differ once dots become underscores',
    },
  },
};

/** What to add for a missing schema key. */
const MISSING: Record<string, Record<Locale, string>> = {
  type: { zh: '`"type": "object"`', en: '`"type": "object"`' },
  properties: { zh: '`properties`（没有字段时写 `{}`）', en: '`properties` (`{}` when there are no fields)' },
  required: {
    zh: '列出每个字段的 `required`（没有字段时写 `[]`）',
    en: '`required` listing every field (`[]` when there are none)',
  },
  additionalProperties: { zh: '`additionalProperties: false`', en: '`additionalProperties: false`' },
};

const FIELD_PROBLEMS: Record<FieldProblem, Record<Locale, Words>> = {
  optional: { zh: { problem: '是可选的', fix: '设为必填' }, en: { problem: 'optional', fix: 'make it required' } },
  bad_name: {
    zh: { problem: '名字不是 snake_case', fix: '改名为 `{suggestion}`' },
    en: { problem: 'not a snake_case name', fix: 'rename it `{suggestion}`' },
  },
  // The two schema problems share one fix, given once.
  not_string: {
    zh: { problem: '不是字符串（{detail}）', fix: '' },
    en: { problem: 'not a string ({detail})', fix: '' },
  },
  extra_keys: {
    zh: { problem: '除了 type 还有 {detail}', fix: '' },
    en: { problem: 'has {detail} besides type', fix: '' },
  },
};

const PLAIN_STRING: Record<Locale, string> = {
  zh: '只写 {"type": "string"}（说明放进工具的 description）',
  en: 'write exactly {"type": "string"} (its explanation goes in the tool description)',
};

/** A text with its {placeholders} filled (one left as it is when no value names it). */
export const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A finding in words: what is wrong, and the fix. */
export function findingText(finding: Finding, locale: Locale): Words {
  const words = RULES[finding.rule][locale];
  const values: Record<string, unknown> = { ...finding };
  if (finding.rule === 'schema_missing_key') values.missing = MISSING[finding.key]?.[locale] ?? `\`${finding.key}\``;
  if (finding.rule === 'alias_collision')
    values.names = finding.names.map((name) => `\`${name}\``).join(locale === 'zh' ? '、' : ', ');
  if (finding.rule === 'field') {
    // not_string and extra_keys share one detail; each part names only its own half.
    const typeDetail = finding.detail.split('; ').find((part) => part.startsWith('type ')) ?? '';
    const keysDetail = finding.detail.split('; ').find((part) => !part.startsWith('type ')) ?? '';
    const parts = finding.problems.map((problem) => {
      const part = FIELD_PROBLEMS[problem][locale];
      const detail = problem === 'not_string' ? typeDetail : keysDetail;
      return { problem: fill(part.problem, { ...finding, detail }), fix: fill(part.fix, finding) };
    });
    const join = locale === 'zh' ? '，' : ', ';
    const plain = finding.problems.some((problem) => problem === 'not_string' || problem === 'extra_keys');
    values.problems = parts.map((part) => part.problem).join(join);
    values.fixes = [...parts.map((part) => part.fix).filter(Boolean), ...(plain ? [PLAIN_STRING[locale]] : [])].join(
      join,
    );
  }
  return { problem: fill(words.problem, values), fix: fill(words.fix, values) };
}
