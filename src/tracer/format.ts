/**
 * The trace format: the one place it is typed. In memory every step holds its whole heap; a file of version 4
 * stores each step's changes only, its objects named rather than numbered (serialize.ts, names.ts), one of
 * version 3 the same with numbers, one of version 2 its heap's changes, one of version 1 whole steps, and all four
 * are read. docs/trace-format.md
 * describes it for people. Modelled on Python Tutor's: one record per step,
 * with every object reachable from the locals in a per-step heap under an id
 * that stays the same for the same object across the whole trace, so that
 * aliasing (the same object) and copies (a different id) are visible.
 */

/** The version written; READABLE_VERSIONS are read. */
export const TRACE_VERSION = 4;
export const READABLE_VERSIONS: readonly number[] = [1, 2, 3, 4];

/** Inline values: JSON primitives as they are, everything else tagged. */
export type Value =
  | null
  | boolean
  | number
  | string
  | ['REF', number]
  | ['UNDEFINED']
  | ['NUMBER', 'NaN' | 'Infinity' | '-Infinity']
  /** A string over the preview limit: the first code points, and the real length in code points. */
  | ['LONG_STRING', string, number]
  | ['BIGINT', string]
  | ['SYMBOL', string];

/** The object id a value refers to, or null for an inline value. */
export const refOf = (value: Value | undefined): number | null =>
  Array.isArray(value) && value[0] === 'REF' ? (value[1] as number) : null;

/** Objects, each stored once per step under its id. */
export type HeapObject =
  | ['LIST', ...Value[]]
  | ['DICT', ...[string, Value][]]
  | ['SET', ...Value[]]
  | ['MAP', ...[Value, Value][]]
  | ['FUNCTION', string]
  | ['ERROR', string, string, string | null]
  | ['PROMISE']
  | ['INSTANCE', string, ...[string, Value][]]
  /** Left out because the step's heap reached its size limit. */
  | ['ELIDED'];

/**
 * Where a value an object holds sits: lists and sets by position, dicts and instances by name, a map's entries by
 * position, key and value each (the key itself is a value the map holds).
 */
export type Slot =
  | { kind: 'item'; index: number }
  | { kind: 'field'; name: string }
  | { kind: 'mapKey' | 'mapValue'; index: number; key: Value };

/**
 * The values an object holds, in order, each with its slot: the one reading of the object kinds that naming,
 * walking and showing a heap share. Functions, errors, promises and elided objects hold none.
 */
export function slotsOf(object: HeapObject): [Slot, Value][] {
  switch (object[0]) {
    case 'LIST':
    case 'SET':
      return (object.slice(1) as Value[]).map((value, index) => [{ kind: 'item', index }, value]);
    case 'DICT':
      return (object.slice(1) as [string, Value][]).map(([name, value]) => [{ kind: 'field', name }, value]);
    case 'INSTANCE':
      return (object.slice(2) as [string, Value][]).map(([name, value]) => [{ kind: 'field', name }, value]);
    case 'MAP':
      return (object.slice(1) as [Value, Value][]).flatMap(([key, value], index): [Slot, Value][] => [
        [{ kind: 'mapKey', index, key }, key],
        [{ kind: 'mapValue', index, key }, value],
      ]);
    default:
      return [];
  }
}

/** The object with each value it holds (slotsOf's) replaced by `change`'s, in the same places. */
export function withValues(object: HeapObject, change: (value: Value) => Value): HeapObject {
  switch (object[0]) {
    case 'LIST':
    case 'SET':
      return [object[0], ...(object.slice(1) as Value[]).map(change)] as HeapObject;
    case 'DICT':
      return ['DICT', ...(object.slice(1) as [string, Value][]).map(([k, v]) => [k, change(v)])] as HeapObject;
    case 'INSTANCE':
      return [
        'INSTANCE',
        object[1],
        ...(object.slice(2) as [string, Value][]).map(([k, v]) => [k, change(v)]),
      ] as HeapObject;
    case 'MAP':
      return ['MAP', ...(object.slice(1) as [Value, Value][]).map(([k, v]) => [change(k), change(v)])] as HeapObject;
    default:
      return object;
  }
}

export type TraceEvent = 'call' | 'line' | 'return' | 'exception';

export type Frame = {
  /** The function's name, as in the source. */
  function: string;
  /** The file the function is in, relative to the project root. */
  file: string;
  /** The line this frame is at (1-based, of that file). */
  line: number;
  /** Bindings in scope and initialized, in declaration order. */
  locals: Record<string, Value>;
};

export type Step = {
  event: TraceEvent;
  /** The frame the event happened in is the last of `stack`. */
  stack: Frame[];
  heap: Record<string, HeapObject>;
  /** `return`: the returned value. */
  value?: Value;
  /** `exception`: what was raised. */
  error?: { name: string; code: string | null; message: string };
  /** Characters of the trace's `output` printed up to this step. */
  stdout: number;
  /**
   * How many entries each of the caller's logs held at this step (prefixes of the trace's `fakes`). The
   * tracer knows no log by name: the lesson's are page_calls, remote_calls and approvals.
   */
  fakes: Record<string, number>;
};

export type Trace = {
  version: typeof TRACE_VERSION;
  function: string;
  scenario: string;
  /** The displayed file and a hash of its text, so a trace is only replayed against the source it came from. */
  source: { file: string; hash: string; lines: number };
  steps: Step[];
  /** What the entry printed. */
  output: string;
  /** The caller's logs after the run (the lesson's fakes). */
  fakes: Record<string, unknown[]>;
  /** Present when recording stopped at the step limit. */
  truncated?: { limit: number };
};

/** FNV-1a over UTF-16 units: enough to tell one source text from another, deterministic everywhere. */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
