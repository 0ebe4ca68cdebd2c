/**
 * Short, Python-like text for trace values: `'text'`, `[1, 2]`, `{'k': v}`,
 * with `#id` after an object so that the same object reads the same and a
 * copy reads differently. Pure; used by the terminal viewer and the app.
 */
import type { HeapObject, Value } from './format.ts';

export type RenderOptions = { maxLength?: number; showIds?: boolean };

export function renderValue(
  value: Value | undefined,
  heap: Record<string, HeapObject>,
  options: RenderOptions = {},
): string {
  const text = render(value, heap, options.showIds ?? true, new Set());
  const max = options.maxLength ?? Number.POSITIVE_INFINITY;
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

function render(value: Value | undefined, heap: Record<string, HeapObject>, ids: boolean, open: Set<number>): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  switch (value[0]) {
    case 'UNDEFINED':
      return 'undefined';
    case 'NUMBER':
    case 'BIGINT':
      return value[1];
    case 'SYMBOL':
      return `Symbol(${value[1]})`;
    case 'LONG_STRING':
      return `${quote(value[1]).slice(0, -1)}…' (${value[2]} chars)`;
    case 'REF': {
      const id = value[1];
      if (open.has(id)) return `…#${id}`;
      open.add(id);
      const text = renderObject(heap[String(id)], heap, ids, open);
      open.delete(id);
      return ids ? `${text}#${id}` : text;
    }
  }
}

function renderObject(
  object: HeapObject | undefined,
  heap: Record<string, HeapObject>,
  ids: boolean,
  open: Set<number>,
): string {
  if (object === undefined) return '?';
  const inner = (v: Value) => render(v, heap, ids, open);
  switch (object[0]) {
    case 'LIST':
      return `[${(object.slice(1) as Value[]).map(inner).join(', ')}]`;
    case 'SET':
      return `Set{${(object.slice(1) as Value[]).map(inner).join(', ')}}`;
    case 'DICT':
      return `{${(object.slice(1) as [string, Value][]).map(([k, v]) => `${quote(k)}: ${inner(v)}`).join(', ')}}`;
    case 'MAP':
      return `Map{${(object.slice(1) as [Value, Value][]).map(([k, v]) => `${inner(k)}: ${inner(v)}`).join(', ')}}`;
    case 'INSTANCE':
      return `${object[1]}{${(object.slice(2) as [string, Value][]).map(([k, v]) => `${k}: ${inner(v)}`).join(', ')}}`;
    case 'FUNCTION':
      return `function ${object[1]}`;
    case 'ERROR':
      return `${object[1]}(${quote(object[2])})`;
    case 'PROMISE':
      return 'Promise';
    case 'ELIDED':
      return '…';
  }
}

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}
