/**
 * What the docs service knows: this project's own fixed run-permission rules
 * (no company documents, no user programs), and the tools it offers for them.
 */

export const RULES: Record<string, string> = {
  run: '运行许可规则：每次运行外部程序都需要宿主当场请求用户批准；批准只对这一次运行有效，不能复用。',
  network: '网络许可规则：练习环境不访问任何外部网络；需要联网的请求一律拒绝。',
  files: '文件许可规则：只允许读取练习文件夹中的文件，其他路径一律拒绝。',
};

/** Finds the rule a query is about (by its topic word), or null. */
export function findRule(query: string): string | null {
  if (/运行|run|执行/i.test(query)) return RULES.run ?? null;
  if (/网络|network/i.test(query)) return RULES.network ?? null;
  if (/文件|file/i.test(query)) return RULES.files ?? null;
  return null;
}

const stringSchema = (...fields: string[]) => ({
  type: 'object' as const,
  properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
  required: fields,
  additionalProperties: false,
});

/** The catalog, served in two pages. */
export const CATALOG_PAGES = [
  [
    {
      name: 'search.docs',
      description: '按关键词查询本课自带的许可规则（运行、网络、文件）。',
      inputSchema: stringSchema('query'),
      annotations: { readOnlyHint: true },
    },
  ],
  [
    {
      name: 'list.topics',
      description: '列出可以查询的规则主题。',
      inputSchema: stringSchema(),
      annotations: { readOnlyHint: true },
    },
  ],
];

/** In the bad-catalog mode page two offers a tool with an optional field: valid MCP, outside what the lesson's adapter takes. */
export const UNSUPPORTED_TOOL = {
  name: 'search.history',
  description: '按关键词和可选的年份查询规则的历史版本。',
  inputSchema: {
    type: 'object' as const,
    properties: { query: { type: 'string' }, year: { type: 'string' } },
    required: ['query'],
  },
};
