/**
 * Moving through a recorded trace, as a debugger does: where Step over, into
 * and out land, where Continue stops, which breakpoints a run never reaches.
 * Pure functions over the trace; nothing here re-runs anything. A cursor, not a "session": that word is the course
 * platform's and MCP's on this page.
 */
import type { Frame, Step, Trace } from '../../tracer/format.ts';

export type TraceCursor = {
  trace: Trace;
  /** Index into trace.steps: every step can be visited, a helper's too. */
  position: number;
  /**
   * The call-stack frame the student selected (index into the step's stack), or
   * null for the innermost one, which a step always returns to.
   */
  frame?: number | null;
};

export const lastPosition = (cursor: Pick<TraceCursor, 'trace'>) => Math.max(0, cursor.trace.steps.length - 1);

export function currentStep(cursor: TraceCursor): Step | undefined {
  return cursor.trace.steps[cursor.position];
}

export function frameOf(step: Step | undefined): Frame | undefined {
  return step?.stack.at(-1);
}

/** The frame whose code and locals are shown: the selected one, or the innermost. */
export function selectedFrame(cursor: TraceCursor): Frame | undefined {
  const step = currentStep(cursor);
  if (!step) return undefined;
  return (cursor.frame == null ? undefined : step.stack[cursor.frame]) ?? frameOf(step);
}

const depth = (cursor: TraceCursor, position: number) => cursor.trace.steps[position]?.stack.length ?? 0;

/** Step into: the very next step, in a helper when the line calls one. */
export function stepInto(cursor: TraceCursor): number {
  return Math.min(cursor.position + 1, lastPosition(cursor));
}

/** Step over: the next step in this frame or a caller's, so a helper's call runs through at once. */
export function stepOver(cursor: TraceCursor): number {
  const here = depth(cursor, cursor.position);
  for (let position = cursor.position + 1; position < cursor.trace.steps.length; position++) {
    if (depth(cursor, position) <= here) return position;
  }
  return lastPosition(cursor);
}

/** Step out: the next step in the caller; from the entry itself, the end of the run. */
export function stepOut(cursor: TraceCursor): number {
  const here = depth(cursor, cursor.position);
  for (let position = cursor.position + 1; position < cursor.trace.steps.length; position++) {
    if (depth(cursor, position) < here) return position;
  }
  return lastPosition(cursor);
}

/** Whether the current step is inside a helper the entry called (Step out has somewhere to go). */
export const inHelper = (cursor: TraceCursor) => depth(cursor, cursor.position) > 1;

/**
 * The line just run in the current frame (Python Tutor's second arrow): the
 * line of the frame's previous step, none right after entering.
 */
export function previousLine(cursor: TraceCursor): number | null {
  const step = currentStep(cursor);
  const frame = frameOf(step);
  if (!step || !frame || step.event === 'call') return null;
  for (let position = cursor.position - 1; position >= 0; position--) {
    const earlier = cursor.trace.steps[position];
    const earlierFrame = frameOf(earlier);
    if (!earlier || !earlierFrame) continue;
    if (earlier.stack.length === step.stack.length && earlierFrame.function === frame.function) {
      return earlier.event === 'call' ? null : earlierFrame.line;
    }
    if (earlier.stack.length < step.stack.length) return null;
  }
  return null;
}

/** The step before the current one in the same frame, for telling what changed. */
export function previousStepInFrame(cursor: TraceCursor): Step | undefined {
  const step = currentStep(cursor);
  const frame = frameOf(step);
  if (!step || !frame) return undefined;
  for (let position = cursor.position - 1; position >= 0; position--) {
    const earlier = cursor.trace.steps[position];
    if (earlier && earlier.stack.length === step.stack.length && frameOf(earlier)?.function === frame.function) {
      return earlier;
    }
  }
  return undefined;
}

/** What was printed by this step; the entry prints once it has returned, which the last step stands for. */
export function outputAt(cursor: TraceCursor): string {
  const step = currentStep(cursor);
  if (cursor.position === lastPosition(cursor)) return cursor.trace.output;
  return cursor.trace.output.slice(0, step?.stdout ?? 0);
}
