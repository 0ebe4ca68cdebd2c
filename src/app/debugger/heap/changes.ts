/** What a step changed in the heap, against the step before: a frame's locals, and the objects whose subtree differs. */
import { type Frame, refOf, type Step } from '../../../tracer/format.ts';
import { entriesOf } from './entries.ts';

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The frame at `index` of the step before, when it is the same call (same depth, same function). */
export function frameBefore(previous: Step | undefined, frame: Frame, index: number): Frame | undefined {
  const before = previous?.stack[index];
  return before && before.function === frame.function ? before : undefined;
}

/**
 * The objects whose contents differ from the step before, or anything they reach does: what this step did (at the
 * first step, everything). Each reachable object is visited once (a cycle ends where it began).
 */
export function changedSubtrees(step: Step, previous: Step | undefined): Set<number> {
  const changed = new Set<number>();
  const own = (id: string) => {
    const before = previous?.heap[id];
    return !before || !same(before, step.heap[id]);
  };
  const state = new Map<number, boolean>();
  const visit = (id: number): boolean => {
    const known = state.get(id);
    if (known !== undefined) return known;
    state.set(id, false);
    const object = step.heap[String(id)];
    if (!object) return false;
    let result = own(String(id));
    for (const [, value] of entriesOf(object)) {
      const ref = refOf(value);
      if (ref !== null && visit(ref)) result = true;
    }
    state.set(id, result);
    if (result) changed.add(id);
    return result;
  };
  for (const id of Object.keys(step.heap)) visit(Number(id));
  return changed;
}
