/**
 * Turns the instrumented code's events into trace steps. Each step encodes
 * the locals of every frame at that moment (so later mutations cannot
 * rewrite history) into a heap of objects keyed by ids that stay stable for
 * the whole recording.
 */
import type { Frame, HeapObject, Step, TraceEvent, Value } from './format.ts';

export type FrameState = {
  function: string;
  file: string;
  line: number;
  locals: () => Record<string, unknown>;
  finished: boolean;
};

/** What a step records of the world outside the traced code: output so far, and counts of what the caller logs. */
export type Observation = { stdout: number; fakes: Step['fakes'] };

/** How strings are measured for previews: by code points unless the caller says otherwise. */
export type StringMeasure = { length: (text: string) => number; slice: (text: string, limit: number) => string };

const CODE_POINTS: StringMeasure = {
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

export type RecorderOptions = {
  /** At most this many steps; the next event ends the run with TraceLimitError. */
  stepLimit?: number;
  /** At most this many objects in one step's heap; the rest are ELIDED. */
  heapLimit?: number;
  /** Strings longer than this keep a preview of this length. */
  stringPreview?: number;
  /** How string lengths are counted for previews (code points by default). */
  strings?: StringMeasure;
  /** What the outside world has seen so far (the caller's extension point: output, and counts of its own logs). */
  observe?: () => Observation;
};

export const DEFAULT_STEP_LIMIT = 10_000;

export class TraceLimitError extends Error {
  override name = 'TraceLimitError';
  constructor(readonly limit: number) {
    super(`trace too long: the run took more than ${limit} steps and was stopped`);
  }
}

const NOTHING_SEEN: Observation = { stdout: 0, fakes: {} };

export class Recorder {
  readonly steps: Step[] = [];
  /** Set once the step limit is reached: from then on the run is only unwinding. */
  limitReached = false;
  private readonly stack: FrameState[] = [];
  private readonly memory: EncodingMemory;
  private readonly stepLimit: number;
  private readonly heapLimit: number;
  private readonly stringPreview: number;
  private readonly observe: () => Observation;

  constructor(options: RecorderOptions = {}) {
    this.stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;
    this.heapLimit = options.heapLimit ?? 2_000;
    this.stringPreview = options.stringPreview ?? 200;
    this.memory = new EncodingMemory(this.heapLimit, this.stringPreview, options.strings ?? CODE_POINTS);
    this.observe = options.observe ?? (() => NOTHING_SEEN);
  }

  enter(fn: string, file: string, line: number, locals: () => Record<string, unknown>): FrameState {
    const frame: FrameState = { function: fn, file, line, locals, finished: false };
    this.stack.push(frame);
    this.emit('call', frame);
    return frame;
  }

  line(frame: FrameState, line: number, locals: () => Record<string, unknown>): void {
    frame.line = line;
    frame.locals = locals;
    this.emit('line', frame);
  }

  returning(frame: FrameState, value: unknown): void {
    if (this.limitReached) return;
    frame.finished = true;
    this.emit('return', frame, { value });
  }

  caught(frame: FrameState, error: unknown): void {
    if (this.limitReached) return;
    this.emit('exception', frame, { error });
  }

  raised(frame: FrameState, error: unknown): void {
    if (this.limitReached || frame.finished) return;
    frame.finished = true;
    this.emit('exception', frame, { error });
  }

  leave(frame: FrameState): void {
    // Falling off the end of a function returns undefined.
    if (!frame.finished && !this.limitReached) this.returning(frame, undefined);
    const index = this.stack.lastIndexOf(frame);
    if (index !== -1) this.stack.splice(index, 1);
  }

  private emit(event: TraceEvent, frame: FrameState, extra: { value?: unknown; error?: unknown } = {}): void {
    if (this.limitReached) throw new TraceLimitError(this.stepLimit);
    if (this.steps.length >= this.stepLimit) {
      this.limitReached = true;
      throw new TraceLimitError(this.stepLimit);
    }
    const encoder = new StepEncoder(this.memory);
    // The event's frame is the innermost one shown; frames above it (none, when calls nest normally) are not its callers.
    const depth = this.stack.lastIndexOf(frame) + 1 || this.stack.length;
    const stack: Frame[] = this.stack.slice(0, depth).map((state) => ({
      function: state.function,
      file: state.file,
      line: state.line,
      locals: encoder.locals(state.locals),
    }));
    const seen = this.observe();
    const step: Step = { event, stack, heap: encoder.heap, stdout: seen.stdout, fakes: { ...seen.fakes } };
    if (event === 'return') step.value = encoder.value(extra.value);
    if (event === 'exception') step.error = describeError(extra.error);
    this.steps.push(step);
  }
}

export function describeError(error: unknown): { name: string; code: string | null; message: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, code: typeof code === 'string' ? code : null, message: error.message };
  }
  return { name: typeof error, code: null, message: String(error) };
}

/**
 * Encodes one step. Most objects do not change from one step to the next, so
 * each object's last encoding is kept (by id) and reused when its contents
 * still encode the same: a step then allocates almost nothing, and steps
 * share their unchanged heap entries.
 */
class StepEncoder {
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
class EncodingMemory {
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
