import { AdapterError } from './errors.ts';
import { deepCopy, get, isDict, pyLen, sameKeys } from './python.ts';
import type { CheckedTool } from './types.ts';

export const TOOL_NAME = /^[A-Za-z0-9_.-]{1,32}$/;
export const FIELD_NAME = /^[a-z][a-z0-9_]{0,31}$/;
export const SCHEMA_KEYS = ['type', 'properties', 'required', 'additionalProperties'];

/** 只接入本课支持的必填短字符串对象；不冒充通用JSON Schema验证器。Accept only what this lesson validates exactly; not a general JSON Schema validator. */
export function checkedTool(raw: unknown): CheckedTool {
  const name = isDict(raw) ? get(raw, 'name') : undefined;
  if (!isDict(raw) || typeof name !== 'string' || !TOOL_NAME.test(name)) {
    throw new AdapterError('tool_name_unsupported');
  }
  const schema = get(raw, 'inputSchema');
  if (!isDict(schema) || !sameKeys(Object.keys(schema), SCHEMA_KEYS)) {
    throw new AdapterError('schema_shape_unsupported');
  }
  const props = schema.properties;
  const required = schema.required;
  if (
    schema.type !== 'object' ||
    schema.additionalProperties !== false ||
    !isDict(props) ||
    Object.keys(props).length > 4 ||
    !Array.isArray(required) ||
    required.some((key) => typeof key !== 'string') ||
    required.length !== Object.keys(props).length ||
    !sameKeys(required, Object.keys(props)) ||
    Object.entries(props).some(([key, value]) => !FIELD_NAME.test(key) || !isStringField(value))
  ) {
    throw new AdapterError('schema_out_of_scope');
  }
  const description = get(raw, 'description', '');
  if (typeof description !== 'string' || pyLen(description) > 400) {
    throw new AdapterError('description_invalid');
  }
  return deepCopy(raw) as CheckedTool;
}

/** value == {'type': 'string'}：恰好这一个键，不多不少。Exactly that one key, nothing more. */
function isStringField(value: unknown): boolean {
  return isDict(value) && sameKeys(Object.keys(value), ['type']) && value.type === 'string';
}
