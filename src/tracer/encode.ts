/**
 * One step's values as the trace stores them: each object once in a heap keyed by ids that stay stable for the
 * whole recording (identity kept, so an alias and a copy look different), strings past a preview cut, a step's heap
 * bounded (the rest ELIDED). The recorder (recorder.ts) makes one StepEncoder per step over one EncodingMemory.
 */
import type { HeapObject, Value } from './format.ts';

/** How strings are measured for previews: by code points unless the caller says otherwise. */
export type StringMeasure = { length: (text: string) => number; slice: (text: string, limit: number) => string };

export const CODE_POINTS: StringMeasure = {
  length: (text) => {
    let count = 0;
    for (const _ of text) count++;
    return count;
  },
  slice: (text, limit) => {
    let end = 0;
    let taken = 0;
    for (const char of text) {
      if (taken++ === limit) break;
      end += char.length;
    }
    return text.slice(0, end);
  },
};

/** A plain object (a literal or a null-prototype record), shown as a dict rather than an instance. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Encodes one step. Most objects do not change from one step to the next, so
 * each object's last encoding is kept (by id) and reused when its contents
 * still encode the same: a step then allocates almost nothing, and steps
 * share their unchanged heap entries.
 */
export class StepEncoder {
  readonly heap: Record<string, HeapObject> = {};
  private size = 0;

  constructor(private readonly memory: EncodingMemory) {}

  locals(thunk: () => Record<string, unknown>): Record<string, Value> {
    let values: Record<string, unknown>;
    try {
      values = thunk();
    } catch {
      // Cannot happen for thunks the instrumenter writes (it only names initialized bindings); never let it break a run.
      return {};
    }
    const out: Record<string, Value> = {};
    for (const name in values) out[name] = this.value(values[name]);
    return out;
  }

  value(value: unknown): Value {
    switch (typeof value) {
      case 'string':
        if (value.length <= this.memory.stringPreview) return value;
        return this.memory.strings.length(value) > this.memory.stringPreview
          ? [
              'LONG_STRING',
              this.memory.strings.slice(value, this.memory.stringPreview),
              this.memory.strings.length(value),
            ]
          : value;
      case 'number':
        if (Number.isFinite(value)) return value;
        return ['NUMBER', Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity'];
      case 'boolean':
        return value;
      case 'undefined':
        return UNDEFINED;
      case 'bigint':
        return ['BIGINT', value.toString()];
      case 'symbol':
        return ['SYMBOL', value.description ?? ''];
      default:
        return value === null ? null : this.ref(value as object);
    }
  }

  private ref(object: object): Value {
    const { id, ref } = this.memory.identify(object);
    const key = String(id);
    if (!(key in this.heap)) {
      if (this.size >= this.memory.heapLimit) {
        this.heap[key] = ELIDED;
      } else {
        this.size++;
        // Reserve the slot first: a cycle back to this object finds it and stops.
        this.heap[key] = ELIDED;
        this.heap[key] = this.memory.reuse(id, this.object(object, this.memory.last.get(id)));
      }
    }
    return ref;
  }

  /** The object's encoding; `previous` itself when nothing in it changed. */
  private object(object: object, previous: HeapObject | undefined): HeapObject {
    if (typeof object === 'function') return previous ?? ['FUNCTION', object.name || '(anonymous)'];
    if (Array.isArray(object)) return this.sequence('LIST', object, previous);
    if (object instanceof Set) return this.sequence('SET', [...object], previous);
    if (object instanceof Map) {
      return ['MAP', ...[...object].map(([k, v]): [Value, Value] => [this.value(k), this.value(v)])];
    }
    if (object instanceof Error) {
      const { name, code, message } = describeError(object);
      return ['ERROR', name, message, code];
    }
    if (object instanceof Promise) return previous ?? ['PROMISE'];
    const plain = isPlainObject(object);
    const head: HeapObject = plain ? ['DICT'] : ['INSTANCE', object.constructor?.name ?? 'Object'];
    const offset = head.length;
    const record = object as Record<string, unknown>;
    const keys = Object.keys(record);
    let same = previous !== undefined && previous[0] === head[0] && previous.length === offset + keys.length;
    const entries: [string, Value][] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const value = this.value(record[key]);
      const old = same ? (previous?.[offset + i] as [string, Value]) : undefined;
      if (!old || old[0] !== key || old[1] !== value) same = false;
      entries.push(old && old[0] === key && old[1] === value ? old : [key, value]);
    }
    if (same && (plain || previous?.[1] === head[1])) return previous as HeapObject;
    return [...head, ...entries] as HeapObject;
  }

  private sequence(tag: 'LIST' | 'SET', items: unknown[], previous: HeapObject | undefined): HeapObject {
    let same = previous !== undefined && previous[0] === tag && previous.length === items.length + 1;
    const values: Value[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const value = this.value(items[i]);
      if (same && previous?.[i + 1] !== value) same = false;
      values[i] = value;
    }
    return same ? (previous as HeapObject) : ([tag, ...values] as HeapObject);
  }
}

const UNDEFINED: Value = ['UNDEFINED'];
const ELIDED: HeapObject = ['ELIDED'];

/** What a recording remembers between steps: ids, one REF value per id, and each object's last encoding. */
export class EncodingMemory {
  private readonly ids = new Map<object, { id: number; ref: Value }>();
  readonly last = new Map<number, HeapObject>();
  private nextId = 1;

  constructor(
    readonly heapLimit: number,
    readonly stringPreview: number,
    readonly strings: StringMeasure,
  ) {}

  identify(object: object): { id: number; ref: Value } {
    let known = this.ids.get(object);
    if (known === undefined) {
      const id = this.nextId++;
      known = { id, ref: ['REF', id] };
      this.ids.set(object, known);
    }
    return known;
  }

  reuse(id: number, encoded: HeapObject): HeapObject {
    this.last.set(id, encoded);
    return encoded;
  }
}

/** An error as the trace shows it: its name, the adapter's code when it has one, its message. */
export function describeError(error: unknown): { name: string; code: string | null; message: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, code: typeof code === 'string' ? code : null, message: error.message };
  }
  return { name: typeof error, code: null, message: String(error) };
}
