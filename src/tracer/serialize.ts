/**
 * Trace files, version 2: one step per line, so a diff of two traces reads step by step, and each step carries
 * only the heap objects that are new or changed since the step before (`heap`) and the ids of those gone
 * (`gone`); every KEYFRAME_EVERY steps a step carries its whole heap (`key: true`), so a reader can start at any
 * keyframe. Stacks stay whole: they are what a reviewer reads. In memory a trace is always whole (format.ts):
 * `expandSteps` rebuilds each step's heap. The reader, which refuses what it cannot replay faithfully, is parse.ts.
 */
import { type HeapObject, type Step, TRACE_VERSION, type Trace } from './format.ts';

export const KEYFRAME_EVERY = 64;

/** A step as a version 2 file stores it. */
export type StoredStep = Omit<Step, 'heap'> & { key?: true; heap: Record<string, HeapObject>; gone?: string[] };

export function serializeTrace(trace: Trace): string {
  const { steps, ...head } = trace;
  const top = JSON.stringify({ ...head, version: TRACE_VERSION }, null, 2).slice(0, -2);
  let before: Record<string, string> = {};
  const body = steps.map((step, index) => {
    const { event, stack, heap, ...rest } = step;
    const now: Record<string, string> = {};
    for (const [id, object] of Object.entries(heap)) now[id] = JSON.stringify(object);
    const key = index % KEYFRAME_EVERY === 0;
    const changed = key ? heap : Object.fromEntries(Object.entries(heap).filter(([id]) => before[id] !== now[id]));
    const gone = key ? [] : Object.keys(before).filter((id) => !Object.hasOwn(now, id));
    before = now;
    const stored: StoredStep = {
      event,
      stack,
      ...(key ? { key: true as const } : {}),
      heap: changed,
      ...(gone.length > 0 ? { gone } : {}),
      ...rest,
    };
    return `    ${JSON.stringify(stored)}`;
  });
  return `${top},\n  "steps": [\n${body.join(',\n')}\n  ]\n}\n`;
}

/** Why stored steps cannot be rebuilt: the first is not a keyframe, or a step removes what is not there. */
export class StoredStepsError extends Error {
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whole steps from stored ones (version 2): each heap is the one before, less `gone`, with `heap` laid over it. */
export function expandSteps(stored: readonly StoredStep[]): Step[] {
  let heap: Record<string, HeapObject> = {};
  return stored.map((step, index) => {
    const { key, heap: changed, gone, event, stack, ...rest } = step;
    if (index === 0 && key !== true) throw new StoredStepsError(0, 'the first step must carry its whole heap (key)');
    if (key) heap = {};
    else heap = { ...heap };
    for (const id of gone ?? []) {
      if (!Object.hasOwn(heap, id)) throw new StoredStepsError(index, `object #${id} is gone but was not there`);
      delete heap[id];
    }
    Object.assign(heap, changed);
    return { event, stack, heap, ...rest };
  });
}

/** A trace file this project wrote (a golden, an export): whole in memory, version 1 or 2. No checks: parse.ts has them. */
export function deserializeTrace(text: string): Trace {
  const data = JSON.parse(text) as Omit<Trace, 'steps' | 'version'> & { version: number; steps: StoredStep[] };
  const steps = data.version === 1 ? (data.steps as Step[]) : expandSteps(data.steps);
  return { ...data, version: TRACE_VERSION, steps };
}
