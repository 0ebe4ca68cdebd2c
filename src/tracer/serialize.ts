/**
 * Trace files. Version 3, written: one step per line, each carrying only what changed since the step before, so a
 * diff of two traces reads step by step and a change to the adapter changes the steps it touches:
 * - `heap`: the objects new or changed (left out when none), `gone`: the ids no longer reachable;
 * - each frame's `lineDelta`: its line less the line it had the step before (a frame just entered: less the line
 *   of the nearest frame below it in the same file, else 0), so lines moved by an inserted line change no step
 *   that does not cross it;
 * - `stdout` and `fakes`: how much this step printed and logged, only when it did.
 * Every KEYFRAME_EVERY steps, the first included, a step is whole (`key: true`: the whole heap, each frame's `line`,
 * the counts so far), so a reader can start at any keyframe. In memory a trace is always whole (format.ts).
 * Version 2 (heap changes only, stacks and counts whole) and version 1 (whole steps) are still read. The reader,
 * which refuses what it cannot replay faithfully, is parse.ts.
 */
import { type Frame, type HeapObject, type Step, TRACE_VERSION, type Trace } from './format.ts';

export const KEYFRAME_EVERY = 64;

/** A frame as a version 3 file stores it: `line` in a keyframe, `lineDelta` in any other step. */
export type StoredFrame = Omit<Frame, 'line'> & { line?: number; lineDelta?: number };

/** A step as a version 3 file stores it. */
export type StoredStep = Pick<Step, 'event' | 'value' | 'error'> & {
  stack: StoredFrame[];
  key?: true;
  heap?: Record<string, HeapObject>;
  gone?: string[];
  stdout?: number;
  fakes?: Record<string, number>;
};

/** A step as a version 2 file stores it: its heap's changes, its stack and counts whole. */
export type StoredStepV2 = Omit<Step, 'heap'> & { key?: true; heap: Record<string, HeapObject>; gone?: string[] };

/**
 * The line a frame's `lineDelta` counts from: the same frame's line the step before (the frames below it and it
 * are the same functions as then), else the line of the nearest frame below it in the same file (its caller, for
 * a function of that file), else 0.
 */
function lineBase(before: readonly Frame[], frames: readonly Frame[], frame: Pick<Frame, 'function' | 'file'>) {
  const index = frames.length;
  const same = frames.every((f, i) => f.function === before[i]?.function && f.file === before[i]?.file);
  const then = before[index];
  if (same && then && then.function === frame.function && then.file === frame.file) return then.line;
  return frames.findLast((f) => f.file === frame.file)?.line ?? 0;
}

const sameKeys = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
};

export function serializeTrace(trace: Trace): string {
  const { steps, ...head } = trace;
  const top = JSON.stringify({ ...head, version: TRACE_VERSION }, null, 2).slice(0, -2);
  let before: Step | null = null;
  let heapBefore: Record<string, string> = {};
  const body = steps.map((step, index) => {
    const { event, stack, heap, value, error, stdout, fakes } = step;
    const now: Record<string, string> = {};
    for (const [id, object] of Object.entries(heap)) now[id] = JSON.stringify(object);
    const last = before;
    before = step;
    const heapThen = heapBefore;
    heapBefore = now;
    const ends = { ...(value !== undefined ? { value } : {}), ...(error !== undefined ? { error } : {}) };
    // A log that appears or goes cannot be said as growth: that step is whole.
    if (last === null || index % KEYFRAME_EVERY === 0 || !sameKeys(fakes, last.fakes)) {
      const whole: StoredStep = { event, stack, key: true, heap, ...ends, stdout, fakes };
      return `    ${JSON.stringify(whole)}`;
    }
    const frames: Frame[] = [];
    const relative = stack.map(({ function: name, file, line, locals }) => {
      const lineDelta = line - lineBase(last.stack, frames, { function: name, file });
      frames.push({ function: name, file, line, locals });
      return { function: name, file, lineDelta, locals };
    });
    const changed = Object.fromEntries(Object.entries(heap).filter(([id]) => heapThen[id] !== now[id]));
    const gone = Object.keys(heapThen).filter((id) => !Object.hasOwn(now, id));
    const grew = Object.entries(fakes)
      .filter(([log, count]) => count !== last.fakes[log])
      .map(([log, count]) => [log, count - (last.fakes[log] ?? 0)]);
    const stored: StoredStep = {
      event,
      stack: relative,
      ...(Object.keys(changed).length > 0 ? { heap: changed } : {}),
      ...(gone.length > 0 ? { gone } : {}),
      ...ends,
      ...(stdout !== last.stdout ? { stdout: stdout - last.stdout } : {}),
      ...(grew.length > 0 ? { fakes: Object.fromEntries(grew) } : {}),
    };
    return `    ${JSON.stringify(stored)}`;
  });
  return `${top},\n  "steps": [\n${body.join(',\n')}\n  ]\n}\n`;
}

/** Why stored steps cannot be rebuilt: the first is not a keyframe, a line is missing, a step removes what is not there. */
export class StoredStepsError extends Error {
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(message);
  }
}

/** The heap of the step before, less `gone`, with `changed` laid over it (a keyframe starts afresh). */
function nextHeap(
  heap: Record<string, HeapObject>,
  index: number,
  key: boolean,
  changed: Record<string, HeapObject> | undefined,
  gone: readonly string[] | undefined,
) {
  const next = key ? {} : { ...heap };
  for (const id of gone ?? []) {
    if (!Object.hasOwn(next, id)) throw new StoredStepsError(index, `object #${id} is gone but was not there`);
    delete next[id];
  }
  return Object.assign(next, changed);
}

/** Whole steps from a version 3 file's: each the step before with this step's changes applied. */
export function expandSteps(stored: readonly StoredStep[]): Step[] {
  let heap: Record<string, HeapObject> = {};
  let before: Step | null = null;
  return stored.map((step, index) => {
    const { key, heap: changed, gone, event, stack, value, error, stdout, fakes } = step;
    if (before === null && key !== true) throw new StoredStepsError(index, 'the first step must be whole (key)');
    if (key && changed === undefined) throw new StoredStepsError(index, 'a keyframe carries its whole heap');
    heap = nextHeap(heap, index, key === true, changed, gone);
    const frames: Frame[] = [];
    for (const { function: name, file, line, lineDelta, locals } of stack) {
      if (key && (line === undefined || lineDelta !== undefined)) {
        throw new StoredStepsError(index, 'a keyframe’s frames carry their line, not lineDelta');
      }
      if (!key && (lineDelta === undefined || line !== undefined)) {
        throw new StoredStepsError(index, 'a frame of a step that is not a keyframe carries lineDelta, not line');
      }
      const at =
        key || before === null
          ? (line ?? 0)
          : lineBase(before.stack, frames, { function: name, file }) + (lineDelta ?? 0);
      frames.push({ function: name, file, line: at, locals });
    }
    let counts: Record<string, number>;
    let printed: number;
    if (key || before === null) {
      if (stdout === undefined || fakes === undefined) {
        throw new StoredStepsError(index, 'a keyframe carries its counts (stdout, fakes)');
      }
      counts = fakes;
      printed = stdout;
    } else {
      counts = { ...before.fakes };
      for (const [log, grew] of Object.entries(fakes ?? {})) {
        if (!Object.hasOwn(counts, log)) throw new StoredStepsError(index, `the log ${log} was not counted before`);
        counts[log] = (counts[log] ?? 0) + grew;
      }
      printed = before.stdout + (stdout ?? 0);
    }
    const whole: Step = {
      event,
      stack: frames,
      heap,
      ...(value !== undefined ? { value } : {}),
      ...(error !== undefined ? { error } : {}),
      stdout: printed,
      fakes: counts,
    };
    before = whole;
    return whole;
  });
}

/** Whole steps from a version 2 file's: each heap is the one before, less `gone`, with `heap` laid over it. */
export function expandStepsV2(stored: readonly StoredStepV2[]): Step[] {
  let heap: Record<string, HeapObject> = {};
  return stored.map((step, index) => {
    const { key, heap: changed, gone, event, stack, ...rest } = step;
    if (index === 0 && key !== true) throw new StoredStepsError(0, 'the first step must carry its whole heap (key)');
    heap = nextHeap(heap, index, key === true, changed, gone);
    return { event, stack, heap, ...rest };
  });
}

/** A trace file this project wrote (a golden, an export): whole in memory, version 1, 2 or 3. No checks: parse.ts has them. */
export function deserializeTrace(text: string): Trace {
  const data = JSON.parse(text) as Omit<Trace, 'steps' | 'version'> & { version: number; steps: unknown[] };
  const steps =
    data.version === 1
      ? (data.steps as Step[])
      : data.version === 2
        ? expandStepsV2(data.steps as StoredStepV2[])
        : expandSteps(data.steps as StoredStep[]);
  return { ...data, version: TRACE_VERSION, steps };
}
