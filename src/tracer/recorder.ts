/**
 * Turns the instrumented code's events into trace steps. Each step encodes
 * the locals of every frame at that moment (so later mutations cannot
 * rewrite history) into a heap of objects keyed by ids that stay stable for
 * the whole recording.
 */
import { CODE_POINTS, describeError, EncodingMemory, StepEncoder, type StringMeasure } from './encode.ts';
import type { Frame, Step, TraceEvent } from './format.ts';

export { describeError, type StringMeasure } from './encode.ts';

export type FrameState = {
  function: string;
  file: string;
  line: number;
  locals: () => Record<string, unknown>;
  finished: boolean;
};

/** What a step records of the world outside the traced code: output so far, and counts of what the caller logs. */
export type Observation = { stdout: number; fakes: Step['fakes'] };

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
