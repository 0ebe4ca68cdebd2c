/**
 * Short, Python-like text for trace values: `'text'`, `[1, 2]`, `{'k': v}`,
 * with `#id` after an object so that the same object reads the same and a
 * copy reads differently. Pure; used by the terminal viewer and the app.
 */
import type { HeapObject, Value } from './format.ts';

export type RenderOptions = { maxLength?: number; showIds?: boolean };

/** Without a maxLength, a rendering still stops here: a trace from outside may hold a heap of any size. */
export const RENDER_LIMIT = 100_000;
/** Nesting past this depth is drawn as `…`: a hand-made trace may chain objects thousands deep. */
export const RENDER_DEPTH = 64;

/**
 * Renders a value. Each object is written out once per rendering; where it
 * appears again (shared, or a cycle) it reads `…#id`, the same object named
 * by its id. So a heap whose lists share their items (a DAG with 2^n paths)
 * renders in time linear in its size, and writing stops at the length asked.
 */
export function renderValue(
  value: Value | undefined,
  heap: Record<string, HeapObject>,
  options: RenderOptions = {},
): string {
  const max = options.maxLength ?? RENDER_LIMIT;
  const out: Out = { heap, ids: options.showIds ?? true, seen: new Set(), parts: [], length: 0, max };
  render(value, out, 0);
  const text = out.parts.join('');
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

/** The text written so far, and what is needed to go on. */
type Out = {
  heap: Record<string, HeapObject>;
  ids: boolean;
  seen: Set<number>;
  parts: string[];
  length: number;
  max: number;
};

function write(out: Out, text: string): Out {
  out.parts.push(text);
  out.length += text.length;
  return out;
}

/** Room kept at the end for `… N more` and the closing brackets, so the count is still read. */
const RESERVE = 24;
/** Near the length asked: the remaining items are counted, not written. */
const full = (out: Out) => out.length > out.max - RESERVE;

function render(value: Value | undefined, out: Out, depth: number): Out {
  if (value === undefined) return out;
  if (value === null) return write(out, 'null');
  if (typeof value === 'string') return write(out, quote(value.length > out.max ? value.slice(0, out.max + 1) : value));
  if (typeof value !== 'object') return write(out, String(value));
  switch (value[0]) {
    case 'UNDEFINED':
      return write(out, 'undefined');
    case 'NUMBER':
    case 'BIGINT':
      return write(out, value[1]);
    case 'SYMBOL':
      return write(out, `Symbol(${value[1]})`);
    case 'LONG_STRING':
      return write(out, `${quote(value[1]).slice(0, -1)}…' (${value[2]} chars)`);
    case 'REF': {
      const id = value[1];
      if (out.seen.has(id) || depth >= RENDER_DEPTH) return write(out, `…#${id}`);
      out.seen.add(id);
      renderObject(out.heap[String(id)], out, depth + 1);
      return out.ids ? write(out, `#${id}`) : out;
    }
  }
}

/** Items between brackets until the text is long enough; the rest is counted, not written. */
function items<T>(out: Out, open: string, list: T[], each: (item: T) => void, close: string): Out {
  write(out, open);
  for (const [index, item] of list.entries()) {
    if (index > 0) write(out, ', ');
    if (full(out)) {
      write(out, `… ${list.length - index} more`);
      break;
    }
    each(item);
  }
  return write(out, close);
}

function renderObject(object: HeapObject | undefined, out: Out, depth: number): Out {
  if (object === undefined) return write(out, '?');
  const inner = (v: Value) => render(v, out, depth);
  switch (object[0]) {
    case 'LIST':
      return items(out, '[', object.slice(1) as Value[], inner, ']');
    case 'SET':
      return items(out, 'Set{', object.slice(1) as Value[], inner, '}');
    case 'DICT':
      return items(
        out,
        '{',
        object.slice(1) as [string, Value][],
        ([k, v]) => {
          write(out, `${quote(k)}: `);
          inner(v);
        },
        '}',
      );
    case 'MAP':
      return items(
        out,
        'Map{',
        object.slice(1) as [Value, Value][],
        ([k, v]) => {
          inner(k);
          write(out, ': ');
          inner(v);
        },
        '}',
      );
    case 'INSTANCE':
      return items(
        out,
        `${object[1]}{`,
        object.slice(2) as [string, Value][],
        ([k, v]) => {
          write(out, `${k}: `);
          inner(v);
        },
        '}',
      );
    case 'FUNCTION':
      return write(out, `function ${object[1]}`);
    case 'ERROR':
      return write(out, `${object[1]}(${quote(object[2])})`);
    case 'PROMISE':
      return write(out, 'Promise');
    case 'ELIDED':
      return write(out, '…');
  }
}

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}
