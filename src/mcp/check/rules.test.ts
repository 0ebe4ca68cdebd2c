/** The full list of rules a catalog breaks agrees with the adapter's own first refusal, tool by tool and catalog by catalog. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AdapterError } from '../../adapter/errors.ts';
import { checkedTool } from '../../adapter/index.ts';
import { bundled } from '../../scenarios/bundled.ts';
import { allFindings, judgeCatalog, listCatalog, MAX_LISTED_PAGES, SERVER_NAME, serverKeyOf } from './judge.ts';
import { type Finding, type RecordedPage, snakeCase, toolFindings } from './rules.ts';
import { findingText } from './text.ts';

type Tool = {
  name: string;
  description: string;
  inputSchema: { type: string; properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
} & Record<string, unknown>;

const good = (): Tool => ({
  name: 'search.docs',
  description: 'Searches the docs.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: false,
  },
});

/** One change each, every rule of checkedTool touched; pairs of them are tried too. */
const MUTATIONS: Record<string, (tool: Tool) => void> = {
  nameSpace: (tool) => {
    tool.name = 'search docs';
  },
  nameLong: (tool) => {
    tool.name = 'x'.repeat(33);
  },
  nameMissing: (tool) => {
    delete (tool as Partial<Tool>).name;
  },
  dollarSchema: (tool) => {
    (tool.inputSchema as Record<string, unknown>).$schema = 'http://json-schema.org/draft-07/schema#';
  },
  noAdditional: (tool) => {
    delete (tool.inputSchema as Partial<Tool['inputSchema']>).additionalProperties;
  },
  additionalTrue: (tool) => {
    (tool.inputSchema as Record<string, unknown>).additionalProperties = true;
  },
  noRequired: (tool) => {
    delete (tool.inputSchema as Partial<Tool['inputSchema']>).required;
  },
  optionalField: (tool) => {
    tool.inputSchema.properties = { query: { type: 'string' }, head: { type: 'string' } };
  },
  numberField: (tool) => {
    (tool.inputSchema.properties as Record<string, unknown>).query = { type: 'number' };
  },
  describedField: (tool) => {
    (tool.inputSchema.properties as Record<string, unknown>).query = { type: 'string', description: 'what to find' };
  },
  camelField: (tool) => {
    tool.inputSchema.properties = { maxResults: { type: 'string' } };
    tool.inputSchema.required = ['maxResults'];
  },
  fiveFields: (tool) => {
    const fields = ['a', 'b', 'c', 'd', 'e'];
    tool.inputSchema.properties = Object.fromEntries(fields.map((field) => [field, { type: 'string' }]));
    tool.inputSchema.required = fields;
  },
  requiredUnknown: (tool) => {
    tool.inputSchema.required = ['query', 'other'];
  },
  requiredTwice: (tool) => {
    tool.inputSchema.required = ['query', 'query'];
  },
  typeArray: (tool) => {
    tool.inputSchema.type = 'array';
  },
  schemaNull: (tool) => {
    (tool as Record<string, unknown>).inputSchema = null;
  },
  longDescription: (tool) => {
    tool.description = '说'.repeat(401);
  },
  descriptionNumber: (tool) => {
    (tool as Record<string, unknown>).description = 7;
  },
  astralDescription: (tool) => {
    // 400 code points, 800 UTF-16 units: accepted, as Python's len() counts.
    tool.description = '😀'.repeat(400);
  },
};

const codeOfCheckedTool = (raw: unknown) => {
  try {
    checkedTool(raw);
    return null;
  } catch (error) {
    return error instanceof AdapterError ? error.code : 'not an AdapterError';
  }
};

const scenarioTools = bundled.scenarios.flatMap((scenario) => {
  const input = scenario.input as { pages?: RecordedPage[]; servers?: Record<string, { tools: unknown[] }> };
  const fromPages = (input.pages ?? []).flatMap(({ page }) =>
    page && typeof page === 'object' && Array.isArray((page as { tools?: unknown }).tools)
      ? ((page as { tools: unknown[] }).tools ?? [])
      : [],
  );
  return [...fromPages, ...Object.values(input.servers ?? {}).flatMap((server) => server.tools)];
});

describe('toolFindings', () => {
  it('its first finding has the code checkedTool refuses with, and a tool it accepts has none', () => {
    const names = Object.keys(MUTATIONS);
    const variants: unknown[] = [good(), 'not a tool', null, ...scenarioTools];
    for (const first of names)
      for (const second of names) {
        const tool = good() as Tool;
        // A schema replaced by null takes no further schema change: it goes last.
        const order = second === 'schemaNull' ? [first, second] : [second, first];
        for (const name of new Set(order)) MUTATIONS[name]?.(tool);
        variants.push(tool);
      }
    expect(variants.length).toBeGreaterThan(300);
    for (const raw of variants) {
      expect(toolFindings(raw)[0]?.code ?? null, JSON.stringify(raw).slice(0, 200)).toBe(codeOfCheckedTool(raw));
    }
  });

  it('lists every rule an SDK-style tool breaks, each once, with a fix', () => {
    const tool = {
      name: 'get_file_info',
      description: 'x'.repeat(450),
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { path: { type: 'string' }, head: { type: 'number', description: 'first N lines' } },
        required: ['path'],
      },
    };
    const findings = toolFindings(tool);
    expect(findings.map((finding) => finding.rule)).toEqual([
      'schema_extra_key',
      'schema_missing_key',
      'field',
      'description_too_long',
    ]);
    const en = findings.map((finding) => findingText(finding, 'en'));
    expect(en.map((words) => words.fix)).toEqual([
      'drop `$schema` (keep only type, properties, required, additionalProperties)',
      'add `additionalProperties: false`',
      'make it required, write exactly {"type": "string"} (its explanation goes in the tool description), or remove the field',
      'shorten it to 400 characters or fewer',
    ]);
    expect(en[2]?.problem).toBe('field `head`: optional, not a string (type "number"), has description besides type');
    expect(findingText(findings[2] as Finding, 'zh').problem).toBe(
      '字段 `head`：是可选的，不是字符串（type "number"），除了 type 还有 description',
    );
  });

  it('suggests names the lesson takes', () => {
    expect(snakeCase('maxResults')).toBe('max_results');
    expect(snakeCase('URLPath')).toBe('urlpath');
    const [finding] = toolFindings({ ...good(), name: 'read file/now' });
    expect(finding).toMatchObject({ rule: 'name_pattern', suggestion: 'read_file_now' });
  });
});

describe('findingText', () => {
  it('fills every placeholder, in both languages', () => {
    const tool = good() as Tool;
    for (const mutate of Object.values(MUTATIONS)) mutate(tool);
    const findings = [
      ...toolFindings(tool),
      ...toolFindings('x'),
      ...toolFindings({
        name: 'a',
        inputSchema: { type: 'object', properties: [], required: 'a', additionalProperties: false },
      }),
    ];
    for (const finding of findings)
      for (const locale of ['zh', 'en'] as const) {
        const words = findingText(finding, locale);
        expect(`${words.problem} ${words.fix}`, finding.rule).not.toMatch(/\{[a-z]+\}/);
      }
  });
});

describe('judgeCatalog', () => {
  it('on every lesson catalog: accepted exactly when no rule is broken, and a refusal is among the findings', async () => {
    const scenarios = bundled.scenarios.filter((scenario) => scenario.function === 'discover_tools');
    expect(scenarios.length).toBeGreaterThanOrEqual(7);
    for (const scenario of scenarios) {
      const pages = (scenario.input as { pages: RecordedPage[] }).pages;
      const report = await judgeCatalog(pages, 'docs');
      const findings = allFindings(report);
      expect(report.adapter.accepted, scenario.id).toBe(findings.length === 0);
      if (!report.adapter.accepted)
        expect(
          findings.map((finding) => finding.code),
          scenario.id,
        ).toContain(report.adapter.code);
    }
  });

  it('gives the pool verdict: aliases, collisions with each other and with the built-ins', async () => {
    const tool = (name: string) => ({ ...good(), name });
    const pages = [{ cursor: null, page: { tools: [tool('a.b'), tool('a_b'), tool('read_file')] } }];
    const report = await judgeCatalog(pages, 'files');
    expect(report.tools.map((item) => item.alias)).toEqual([
      'mcp__files__a_b',
      'mcp__files__a_b',
      'mcp__files__read_file',
    ]);
    expect(report.pool).toEqual([
      { rule: 'alias_collision', code: 'alias_collision', alias: 'mcp__files__a_b', names: ['a.b', 'a_b'] },
    ]);
    expect(report.adapter).toMatchObject({ accepted: false, step: 'assembleToolPool', code: 'alias_collision' });
  });

  it('lists past the lesson limit of four pages, and stops at a repeated cursor', async () => {
    const endless = await listCatalog(async (cursor) => ({ tools: [], nextCursor: `${Number(cursor ?? 0) + 1}` }));
    expect(endless).toHaveLength(MAX_LISTED_PAGES);
    const report = await judgeCatalog(endless, 'docs');
    expect(report.catalog.map((finding) => finding.rule)).toEqual(['too_many_pages']);
    expect(report.adapter).toMatchObject({ accepted: false, code: 'catalog_too_many_pages' });
    const looping = await listCatalog(async () => ({ tools: [], nextCursor: 'again' }));
    expect(looping.map((page) => page.cursor)).toEqual([null, 'again']);
  });

  it('files the server under a key the pool takes', () => {
    expect(serverKeyOf('mcp-servers/everything')).toBe('everything');
    expect(serverKeyOf('secure-filesystem-server')).toBe('secure-filesyste');
    expect(serverKeyOf('docs')).toBe('docs');
    expect(serverKeyOf('42')).toBe('server');
    expect(serverKeyOf(undefined)).toBe('server');
  });
});

it("the server-name pattern is the adapter's, character for character", () => {
  const adapter = readFileSync(new URL('../../adapter/assembleToolPool.ts', import.meta.url), 'utf8');
  expect(adapter).toContain(`const SERVER_NAME = ${SERVER_NAME};`);
});
