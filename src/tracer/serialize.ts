/**
 * Trace files. Version 4, written: objects named by where they were first met (names.ts), not numbered, so a new
 * object renames only the objects first met at its own place; and, as in version 3, one step per line, each carrying only what changed since the step before, so a
 * diff of two traces reads step by step and a change to the adapter changes the steps it touches:
 * - each frame's `lineDelta`: its line less the line it had the step before (a frame just entered: less the line
 *   of the nearest frame below it in the same file, else 0), so lines moved by an inserted line change no step
 *   that does not cross it;
 * - each frame's `locals`: the bindings new or changed since the step before (a frame just entered: all of
 *   them), and `dropped`: those gone out of scope;
 * - `heap`: the objects new or changed, `gone`: the ids no longer reachable;
 * - `stdout` and `fakes`: how much this step printed and logged, only when it did.
 * Every KEYFRAME_EVERY steps, the first included, a step is whole (`key: true`: each frame's `line` and all its
 * locals, the whole heap, the counts so far), so a reader can start at any keyframe. In memory a trace is always
 * whole (format.ts), its objects numbered. Version 3 (the same, objects numbered), version 2 (heap changes only,
 * stacks and counts whole) and version 1 (whole steps) are still read. The reader, which refuses what it cannot replay faithfully, is parse.ts.
 */
import { type Frame, type HeapObject, type Step, TRACE_VERSION, type Trace, type Value } from './format.ts';
import { nameObjects, numberObjects, renameSteps } from './names.ts';

export const KEYFRAME_EVERY = 64;

/**
 * A frame as a version 3 or 4 file stores it: in a keyframe its `line` and all its `locals`; in any other step its
 * `lineDelta`, the `locals` new or changed (left out when none) and the names `dropped`.
 */
export type StoredFrame = Pick<Frame, 'function' | 'file'> & {
  line?: number;
  lineDelta?: number;
  locals?: Frame['locals'];
  dropped?: string[];
};

/** A step as a version 3 or 4 file stores it (references: numbers in 3, names in 4). */
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
 * The same frame the step before, if the frames below it and it are the same functions as then; else, for the
 * line a `lineDelta` counts from, the nearest frame below it in the same file (its caller, for a function of that
 * file). A frame just entered has no locals before it.
 */
function frameBefore(before: readonly Frame[], frames: readonly Frame[], frame: Pick<Frame, 'function' | 'file'>) {
  const then = before[frames.length];
  const same =
    then?.function === frame.function &&
    then.file === frame.file &&
    frames.every((f, i) => f.function === before[i]?.function && f.file === before[i]?.file);
  if (same) return { line: then.line, locals: then.locals };
  return { line: frames.findLast((f) => f.file === frame.file)?.line ?? 0, locals: {} };
}

const sameKeys = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
};

/** Locals from the ones before, less `dropped`, changed ones in their place and new ones last. */
function nextLocals(before: Frame['locals'], changed: Frame['locals'] = {}, dropped: readonly string[] = []) {
  // Entries, not assignment: a binding may be named __proto__.
  const kept = Object.entries(before)
    .filter(([name]) => !dropped.includes(name))
    .map(([name, value]): [string, Value] => [name, Object.hasOwn(changed, name) ? (changed[name] as Value) : value]);
  const added = Object.entries(changed).filter(([name]) => !kept.some(([known]) => known === name));
  return Object.fromEntries([...kept, ...added]);
}

/** A frame of a step that is not a keyframe, as stored; null when its locals' order cannot be said that way. */
function relativeFrame(frame: Frame, then: { line: number; locals: Frame['locals'] }): StoredFrame | null {
  const changed = Object.entries(frame.locals).filter(
    ([name, value]) => !Object.hasOwn(then.locals, name) || JSON.stringify(then.locals[name]) !== JSON.stringify(value),
  );
  const dropped = Object.keys(then.locals).filter((name) => !Object.hasOwn(frame.locals, name));
  const rebuilt = nextLocals(then.locals, Object.fromEntries(changed), dropped);
  if (Object.keys(rebuilt).join('\0') !== Object.keys(frame.locals).join('\0')) return null;
  return {
    function: frame.function,
    file: frame.file,
    lineDelta: frame.line - then.line,
    ...(changed.length > 0 ? { locals: Object.fromEntries(changed) } : {}),
    ...(dropped.length > 0 ? { dropped } : {}),
  };
}

export function serializeTrace(trace: Trace): string {
  const { steps: numbered, ...head } = trace;
  const names = nameObjects(numbered);
  const steps = renameSteps(numbered, (id) => names.get(Number(id)) ?? id);
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
    const frames: Frame[] = [];
    const relative = stack.map((frame) => {
      const stored = last && relativeFrame(frame, frameBefore(last.stack, frames, frame));
      frames.push(frame);
      return stored;
    });
    // A log that appears or goes cannot be said as growth, nor locals in an order new ones cannot take: whole.
    if (
      last === null ||
      index % KEYFRAME_EVERY === 0 ||
      !sameKeys(fakes, last.fakes) ||
      relative.some((frame) => frame === null)
    ) {
      const whole: StoredStep = { event, stack, key: true, heap, ...ends, stdout, fakes };
      return `    ${JSON.stringify(whole)}`;
    }
    const changed = Object.fromEntries(Object.entries(heap).filter(([id]) => heapThen[id] !== now[id]));
    const gone = Object.keys(heapThen).filter((id) => !Object.hasOwn(now, id));
    const grew = Object.entries(fakes)
      .filter(([log, count]) => count !== last.fakes[log])
      .map(([log, count]) => [log, count - (last.fakes[log] ?? 0)]);
    const stored: StoredStep = {
      event,
      stack: relative as StoredFrame[],
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

/** Whole steps from a version 3 or 4 file's (as they name objects): each the step before with this step's changes applied. */
export function expandSteps(stored: readonly StoredStep[]): Step[] {
  let heap: Record<string, HeapObject> = {};
  let before: Step | null = null;
  return stored.map((step, index) => {
    const { key, heap: changed, gone, event, stack, value, error, stdout, fakes } = step;
    if (before === null && key !== true) throw new StoredStepsError(index, 'the first step must be whole (key)');
    if (key && changed === undefined) throw new StoredStepsError(index, 'a keyframe carries its whole heap');
    heap = nextHeap(heap, index, key === true, changed, gone);
    const frames: Frame[] = [];
    for (const { function: name, file, line, lineDelta, locals, dropped } of stack) {
      if (key || before === null) {
        if (line === undefined || locals === undefined || lineDelta !== undefined || dropped !== undefined) {
          throw new StoredStepsError(index, 'a keyframe’s frames carry their line and all their locals');
        }
        frames.push({ function: name, file, line, locals });
        continue;
      }
      if (lineDelta === undefined || line !== undefined) {
        throw new StoredStepsError(index, 'a frame of a step that is not a keyframe carries lineDelta, not line');
      }
      const then = frameBefore(before.stack, frames, { function: name, file });
      for (const gone of dropped ?? []) {
        if (!Object.hasOwn(then.locals, gone))
          throw new StoredStepsError(index, `${gone} is dropped but was not there`);
      }
      frames.push({
        function: name,
        file,
        line: then.line + lineDelta,
        locals: nextLocals(then.locals, locals, dropped),
      });
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

/**
 * Whole steps from a file's, as its version stores them: 1 whole already, 2 the heap's changes, 3 every change,
 * 4 every change with objects named (names.ts), numbered again here.
 */
export function wholeSteps(version: number, steps: readonly unknown[]): Step[] {
  if (version === 1) return steps as Step[];
  if (version === 2) return expandStepsV2(steps as StoredStepV2[]);
  const expanded = expandSteps(steps as StoredStep[]);
  return version === 3 ? expanded : numberSteps(expanded);
}

/** A version 4 file's steps, rebuilt, with each object's name replaced by its number in memory. */
export const numberSteps = (steps: readonly Step[]): Step[] => renameSteps(steps, numberObjects(steps));

/** A trace file this project wrote (a golden, an export): whole in memory, version 1, 2, 3 or 4. No checks: parse.ts has them. */
export function deserializeTrace(text: string): Trace {
  const data = JSON.parse(text) as Omit<Trace, 'steps' | 'version'> & { version: number; steps: unknown[] };
  return { ...data, version: TRACE_VERSION, steps: wholeSteps(data.version, data.steps) };
}
