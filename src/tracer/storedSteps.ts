/**
 * Whole steps from a trace file's stored ones, as each version stores them (serialize.ts writes version 4 and
 * describes it), and the pieces the writer shares with the reader. No checks but the rebuilding's own: parse.ts
 * checks a file from outside.
 */
import { type Frame, type HeapObject, type Step, TRACE_VERSION, type Trace, type Value } from './format.ts';
import { numberObjects, renameSteps } from './names.ts';

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
export function frameBefore(
  before: readonly Frame[],
  frames: readonly Frame[],
  frame: Pick<Frame, 'function' | 'file'>,
) {
  const then = before[frames.length];
  const same =
    then?.function === frame.function &&
    then.file === frame.file &&
    frames.every((f, i) => f.function === before[i]?.function && f.file === before[i]?.file);
  if (same) return { line: then.line, locals: then.locals };
  return { line: frames.findLast((f) => f.file === frame.file)?.line ?? 0, locals: {} };
}

/** Locals from the ones before, less `dropped`, changed ones in their place and new ones last. */
export function nextLocals(before: Frame['locals'], changed: Frame['locals'] = {}, dropped: readonly string[] = []) {
  // Entries, not assignment: a binding may be named __proto__.
  const kept = Object.entries(before)
    .filter(([name]) => !dropped.includes(name))
    .map(([name, value]): [string, Value] => [name, Object.hasOwn(changed, name) ? (changed[name] as Value) : value]);
  const added = Object.entries(changed).filter(([name]) => !kept.some(([known]) => known === name));
  return Object.fromEntries([...kept, ...added]);
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
 * Whole steps from a file's, as its version stores them (1 whole already, 2 the heap's changes, 3 and 4 every
 * change), their objects still as the file calls them: numbers up to version 3, names in 4 (names.ts).
 */
export function rebuiltSteps(version: number, steps: readonly unknown[]): Step[] {
  if (version === 1) return steps as Step[];
  return version === 2 ? expandStepsV2(steps as StoredStepV2[]) : expandSteps(steps as StoredStep[]);
}

/** Rebuilt steps as memory holds them: a version 4 file's objects numbered again, as the recorder numbered them. */
export const inMemory = (version: number, rebuilt: Step[]): Step[] =>
  version === 4 ? renameSteps(rebuilt, numberObjects(rebuilt)) : rebuilt;

/** Whole steps from a file's, as memory holds them. */
export const wholeSteps = (version: number, steps: readonly unknown[]): Step[] =>
  inMemory(version, rebuiltSteps(version, steps));

/** A trace file this project wrote (a golden, an export): whole in memory, version 1, 2, 3 or 4. No checks: parse.ts has them. */
export function deserializeTrace(text: string): Trace {
  const data = JSON.parse(text) as Omit<Trace, 'steps' | 'version'> & { version: number; steps: unknown[] };
  return { ...data, version: TRACE_VERSION, steps: wholeSteps(data.version, data.steps) };
}
