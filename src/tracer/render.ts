/**
 * Text for trace values as the traced code (TypeScript) writes them:
 * `'text'`, `[1, 2]`, `{ name: v, 'odd-key': v }`, `null`, `undefined`,
 * with `#id` after an object so that the same object reads the same and a
 * copy reads differently. Pure; used by the terminal viewer and the app.
 */
import type { HeapObject, Value } from './format.ts';

export type RenderOptions = {
  maxLength?: number;
  showIds?: boolean;
  /** One item per line, indented, for objects wider than PRETTY_WIDTH (a returned value read whole). */
  pretty?: boolean;
  /**
   * Objects a name of their own holds (another local): inside this value they are written as their id alone, so an
   * alias reads at a glance (`tools` is `[#13]` where `tool` is #13) instead of behind a cut-off copy of its text.
   */
  named?: ReadonlySet<number>;
};

/** In pretty mode, an object whose one-line text is longer than this is broken over lines. */
export const PRETTY_WIDTH = 60;

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
  const out: Out = {
    heap,
    ids: options.showIds ?? true,
    pretty: options.pretty ?? false,
    named: options.named,
    seen: new Set(),
    parts: [],
    length: 0,
    max,
  };
  render(value, out, 0);
  const text = out.parts.join('');
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

/** The text written so far, and what is needed to go on. */
type Out = {
  heap: Record<string, HeapObject>;
  ids: boolean;
  pretty: boolean;
  named: ReadonlySet<number> | undefined;
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
      if (depth > 0 && out.named?.has(id)) return write(out, `#${id}`);
      // Pretty: an object that fits on a line stays on one (measured by a one-line rendering cut soon past the width).
      const broken =
        out.pretty &&
        renderValue(value, out.heap, { maxLength: PRETTY_WIDTH + RESERVE + 1, showIds: out.ids }).length > PRETTY_WIDTH;
      out.seen.add(id);
      renderObject(out.heap[String(id)], out, depth + 1, broken);
      return out.ids ? write(out, `#${id}`) : out;
    }
  }
}

/**
 * Items between brackets until the text is long enough; the rest is counted, not written. `pad` puts a space
 * inside braces, as Prettier does (`{ a: 1 }`); `broken` puts each item on its own line, indented by `depth`.
 */
function items<T>(
  out: Out,
  open: string,
  list: T[],
  each: (item: T) => void,
  close: string,
  layout: { pad?: boolean; broken: boolean; depth: number },
): Out {
  write(out, open);
  if (list.length === 0) return write(out, close);
  const indent = '  '.repeat(layout.depth);
  const gap = layout.broken ? `\n${indent}` : layout.pad ? ' ' : '';
  write(out, gap);
  for (const [index, item] of list.entries()) {
    if (index > 0) write(out, layout.broken ? `,${gap}` : ', ');
    if (full(out)) {
      write(out, `… ${list.length - index} more`);
      break;
    }
    each(item);
  }
  if (layout.broken) return write(out, `,\n${'  '.repeat(layout.depth - 1)}${close}`);
  return write(out, `${layout.pad ? ' ' : ''}${close}`);
}

/** A key as an object literal writes it: bare when it is an identifier, quoted otherwise. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

function renderObject(object: HeapObject | undefined, out: Out, depth: number, broken: boolean): Out {
  if (object === undefined) return write(out, '?');
  const inner = (v: Value) => render(v, out, depth);
  const layout = { broken, depth };
  switch (object[0]) {
    case 'LIST':
      return items(out, '[', object.slice(1) as Value[], inner, ']', layout);
    case 'SET':
      return items(out, `Set(${object.length - 1}) {`, object.slice(1) as Value[], inner, '}', {
        ...layout,
        pad: true,
      });
    case 'DICT':
      return items(
        out,
        '{',
        object.slice(1) as [string, Value][],
        ([k, v]) => {
          write(out, `${key(k)}: `);
          inner(v);
        },
        '}',
        { ...layout, pad: true },
      );
    case 'MAP':
      return items(
        out,
        `Map(${object.length - 1}) {`,
        object.slice(1) as [Value, Value][],
        ([k, v]) => {
          inner(k);
          write(out, ' => ');
          inner(v);
        },
        '}',
        { ...layout, pad: true },
      );
    case 'INSTANCE':
      return items(
        out,
        `${object[1]} {`,
        object.slice(2) as [string, Value][],
        ([k, v]) => {
          write(out, `${key(k)}: `);
          inner(v);
        },
        '}',
        { ...layout, pad: true },
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
