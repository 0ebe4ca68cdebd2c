/**
 * Every rule of the lesson a real catalog breaks, not just the first. The adapter stops at its first failure (as it
 * must: one refusal is enough); a server author wants the whole list, each finding tied to the lesson's error code
 * and to a concrete fix. Pure: the CLI and the browser's "Your server" panel both use it.
 *
 * The order of a tool's findings is the order checkedTool checks in, so the first finding's code is the code the
 * adapter refuses with (pinned by rules.test.ts against the adapter itself).
 */
// The adapter's own patterns; its limits are numbers written inline as the lesson writes them, repeated below.
import { FIELD_NAME, SCHEMA_KEYS, TOOL_NAME } from '../../adapter/checkedTool.ts';
import { get, isDict, jsonByteLength, pyLen } from '../../adapter/python.ts';

const MAX_FIELDS = 4;
const MAX_DESCRIPTION = 400;
const MAX_TOOLS = 8;
const MAX_PAGES = 4;
const PAGE_BUDGET = 24000;
const MAX_CURSOR = 120;

/** What a field breaks: it must be required, named in snake_case, and exactly {"type": "string"}. */
export type FieldProblem = 'optional' | 'not_string' | 'extra_keys' | 'bad_name';

export type Finding =
  | { rule: 'tool_not_object'; code: 'tool_name_unsupported' }
  | { rule: 'name_missing'; code: 'tool_name_unsupported' }
  | { rule: 'name_pattern'; code: 'tool_name_unsupported'; name: string; suggestion: string }
  | { rule: 'schema_not_object'; code: 'schema_shape_unsupported' }
  | { rule: 'schema_extra_key'; code: 'schema_shape_unsupported'; key: string }
  | { rule: 'schema_missing_key'; code: 'schema_shape_unsupported'; key: string }
  | { rule: 'schema_type'; code: 'schema_out_of_scope'; type: string }
  | { rule: 'additional_properties'; code: 'schema_out_of_scope'; value: string }
  | { rule: 'properties_not_object'; code: 'schema_out_of_scope' }
  | { rule: 'too_many_fields'; code: 'schema_out_of_scope'; count: number }
  | { rule: 'required_not_list'; code: 'schema_out_of_scope' }
  | { rule: 'required_unknown'; code: 'schema_out_of_scope'; field: string }
  | { rule: 'required_duplicate'; code: 'schema_out_of_scope'; field: string }
  | {
      rule: 'field';
      code: 'schema_out_of_scope';
      field: string;
      problems: FieldProblem[];
      /** What the field's schema says beyond {"type": "string"} (its type, its other keys). */
      detail: string;
      suggestion: string;
    }
  | { rule: 'description_not_string'; code: 'description_invalid' }
  | { rule: 'description_too_long'; code: 'description_invalid'; length: number }
  | { rule: 'page_invalid'; code: 'catalog_page_invalid'; page: number }
  | { rule: 'page_too_large'; code: 'catalog_page_too_large'; page: number; bytes: number }
  | { rule: 'duplicate_name'; code: 'tool_duplicate_or_over_limit'; name: string }
  | { rule: 'too_many_tools'; code: 'tool_duplicate_or_over_limit'; count: number }
  | { rule: 'cursor_invalid'; code: 'cursor_invalid_or_repeated'; page: number; cursor: string }
  | { rule: 'cursor_repeated'; code: 'cursor_invalid_or_repeated'; page: number; cursor: string }
  | { rule: 'too_many_pages'; code: 'catalog_too_many_pages'; count: number }
  | { rule: 'server_too_many_tools'; code: 'server_too_many_tools'; count: number }
  | { rule: 'alias_collision'; code: 'alias_collision'; alias: string; names: string[] };

export type RuleId = Finding['rule'];

/** A character set that a name may not use, replaced by "_", cut to the length the pattern allows. */
const suggestName = (name: string) =>
  Array.from(name.replace(/[^A-Za-z0-9_.-]/g, '_'))
    .slice(0, 32)
    .join('') || 'tool';

/** camelCase and other spellings, as the snake_case the lesson takes. */
export const snakeCase = (field: string) =>
  Array.from(
    field
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .replace(/^[^a-z]+/, ''),
  )
    .slice(0, 32)
    .join('') || 'field';

const shown = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

/** Every rule of checkedTool this raw tool breaks, in the order checkedTool checks. */
export function toolFindings(raw: unknown): Finding[] {
  if (!isDict(raw)) return [{ rule: 'tool_not_object', code: 'tool_name_unsupported' }];
  const findings: Finding[] = [];
  const name = get(raw, 'name');
  if (typeof name !== 'string') findings.push({ rule: 'name_missing', code: 'tool_name_unsupported' });
  else if (!TOOL_NAME.test(name))
    findings.push({ rule: 'name_pattern', code: 'tool_name_unsupported', name, suggestion: suggestName(name) });
  findings.push(...schemaFindings(get(raw, 'inputSchema')));
  const description = get(raw, 'description', '');
  if (typeof description !== 'string') findings.push({ rule: 'description_not_string', code: 'description_invalid' });
  else if (pyLen(description) > MAX_DESCRIPTION)
    findings.push({ rule: 'description_too_long', code: 'description_invalid', length: pyLen(description) });
  return findings;
}

function schemaFindings(schema: unknown): Finding[] {
  if (!isDict(schema)) return [{ rule: 'schema_not_object', code: 'schema_shape_unsupported' }];
  const keys = Object.keys(schema);
  const findings: Finding[] = [];
  for (const key of keys)
    if (!SCHEMA_KEYS.includes(key)) findings.push({ rule: 'schema_extra_key', code: 'schema_shape_unsupported', key });
  for (const key of SCHEMA_KEYS)
    if (!keys.includes(key)) findings.push({ rule: 'schema_missing_key', code: 'schema_shape_unsupported', key });
  // A key reported missing above is not reported again as wrong below: one fix each.
  if ('type' in schema && schema.type !== 'object')
    findings.push({ rule: 'schema_type', code: 'schema_out_of_scope', type: shown(schema.type) });
  if ('additionalProperties' in schema && schema.additionalProperties !== false)
    findings.push({
      rule: 'additional_properties',
      code: 'schema_out_of_scope',
      value: shown(schema.additionalProperties),
    });
  const props = 'properties' in schema ? schema.properties : {};
  if (!isDict(props)) {
    findings.push({ rule: 'properties_not_object', code: 'schema_out_of_scope' });
    return findings;
  }
  const fields = Object.keys(props);
  if (fields.length > MAX_FIELDS)
    findings.push({ rule: 'too_many_fields', code: 'schema_out_of_scope', count: fields.length });
  const required = 'required' in schema ? schema.required : null;
  const requiredList = Array.isArray(required) && required.every((key) => typeof key === 'string') ? required : null;
  if (required !== null && requiredList === null)
    findings.push({ rule: 'required_not_list', code: 'schema_out_of_scope' });
  for (const [index, field] of (requiredList ?? []).entries()) {
    if (!fields.includes(field)) findings.push({ rule: 'required_unknown', code: 'schema_out_of_scope', field });
    else if (requiredList?.indexOf(field) !== index)
      findings.push({ rule: 'required_duplicate', code: 'schema_out_of_scope', field });
  }
  for (const field of fields) {
    const problems: FieldProblem[] = [];
    // A missing required list is reported once (add it), not once per field.
    if (requiredList !== null && !requiredList.includes(field)) problems.push('optional');
    if (!FIELD_NAME.test(field)) problems.push('bad_name');
    const value = props[field];
    const type = isDict(value) ? value.type : undefined;
    if (type !== 'string') problems.push('not_string');
    const extra = isDict(value) ? Object.keys(value).filter((key) => key !== 'type') : [];
    if (extra.length > 0) problems.push('extra_keys');
    if (problems.length === 0) continue;
    const detail = [
      ...(type !== 'string' ? [`type ${shown(type)}`] : []),
      ...(extra.length > 0 ? [extra.join(', ')] : []),
    ].join('; ');
    findings.push({
      rule: 'field',
      code: 'schema_out_of_scope',
      field,
      problems,
      detail,
      suggestion: snakeCase(field),
    });
  }
  return findings;
}

/** A page as the host received it from tools/list, with the cursor it was asked for. */
export type RecordedPage = { cursor: string | null; page: unknown };

/** The catalog-level rules of discoverTools, over every page the server gave (not only the first four). */
export function catalogFindings(pages: readonly RecordedPage[]): Finding[] {
  const findings: Finding[] = [];
  const seenNames = new Set<string>();
  const seenCursors = new Set<string>();
  let count = 0;
  pages.forEach(({ page }, index) => {
    const number = index + 1;
    if (!isDict(page) || !Array.isArray(get(page, 'tools'))) {
      findings.push({ rule: 'page_invalid', code: 'catalog_page_invalid', page: number });
      return;
    }
    let bytes: number | null;
    try {
      bytes = jsonByteLength(page);
    } catch {
      bytes = null;
    }
    if (bytes === null || bytes > PAGE_BUDGET)
      findings.push({ rule: 'page_too_large', code: 'catalog_page_too_large', page: number, bytes: bytes ?? -1 });
    for (const tool of page.tools as unknown[]) {
      count++;
      const name = isDict(tool) ? get(tool, 'name') : undefined;
      if (typeof name !== 'string') continue;
      if (seenNames.has(name)) findings.push({ rule: 'duplicate_name', code: 'tool_duplicate_or_over_limit', name });
      seenNames.add(name);
    }
    const cursor = get(page, 'nextCursor');
    if (cursor == null) return;
    if (typeof cursor !== 'string' || cursor === '' || pyLen(cursor) > MAX_CURSOR)
      findings.push({
        rule: 'cursor_invalid',
        code: 'cursor_invalid_or_repeated',
        page: number,
        cursor: shown(cursor),
      });
    else if (seenCursors.has(cursor))
      findings.push({ rule: 'cursor_repeated', code: 'cursor_invalid_or_repeated', page: number, cursor });
    if (typeof cursor === 'string') seenCursors.add(cursor);
  });
  if (count > MAX_TOOLS) findings.push({ rule: 'too_many_tools', code: 'tool_duplicate_or_over_limit', count });
  const last = pages.at(-1)?.page;
  const unfinished = isDict(last) && get(last, 'nextCursor') != null;
  if (pages.length > MAX_PAGES || (pages.length === MAX_PAGES && unfinished))
    findings.push({ rule: 'too_many_pages', code: 'catalog_too_many_pages', count: pages.length });
  return findings;
}

/** The model-visible name assembleToolPool gives a tool of this server. */
export const aliasOf = (server: string, tool: string) => `mcp__${server}__${tool.replaceAll('.', '_')}`;

/** The pool rules of assembleToolPool for one server's tools: the 8-tool limit and aliases that collide. */
export function poolFindings(server: string, names: readonly string[], builtins: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  if (names.length > MAX_TOOLS)
    findings.push({ rule: 'server_too_many_tools', code: 'server_too_many_tools', count: names.length });
  const byAlias = new Map<string, string[]>();
  for (const name of builtins) byAlias.set(name, [name]);
  for (const name of names) {
    const alias = aliasOf(server, name);
    byAlias.set(alias, [...(byAlias.get(alias) ?? []), name]);
  }
  for (const [alias, owners] of byAlias)
    if (owners.length > 1) findings.push({ rule: 'alias_collision', code: 'alias_collision', alias, names: owners });
  return findings;
}
