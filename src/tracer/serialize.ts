/**
 * Trace files. Version 4, written: objects named by where they were first met (names.ts), not numbered, so a new
 * object renames only the objects first met at its own place; and, as in version 3, one step per line, each
 * carrying only what changed since the step before, so a diff of two traces reads step by step and a change to
 * the adapter changes the steps it touches:
 * - each frame's `lineDelta`: its line less the line it had the step before (a frame just entered: less the line
 *   of the nearest frame below it in the same file, else 0), so lines moved by an inserted line change no step
 *   that does not cross it;
 * - each frame's `locals`: the bindings new or changed since the step before (a frame just entered: all of
 *   them), and `dropped`: those gone out of scope;
 * - `heap`: the objects new or changed, `gone`: the names no longer reachable;
 * - `stdout` and `fakes`: how much this step printed and logged, only when it did.
 * Every KEYFRAME_EVERY steps, the first included, a step is whole (`key: true`: each frame's `line` and all its
 * locals, the whole heap, the counts so far), so a reader can start at any keyframe. In memory a trace is always
 * whole (format.ts), its objects numbered. Version 3 (the same, objects numbered), version 2 (heap changes only,
 * stacks and counts whole) and version 1 (whole steps) are still read: storedSteps.ts rebuilds them all, and
 * parse.ts, which refuses what it cannot replay faithfully, checks a file from outside.
 */
import { type Frame, type Step, TRACE_VERSION, type Trace } from './format.ts';
import { nameObjects, renameSteps } from './names.ts';
import { frameBefore, KEYFRAME_EVERY, nextLocals, type StoredFrame, type StoredStep } from './storedSteps.ts';

const sameKeys = (a: object, b: object) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
};

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
