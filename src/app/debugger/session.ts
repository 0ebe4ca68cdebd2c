/**
 * Moving through a recorded trace, as a debugger does: where Step over, into
 * and out land, where Continue stops, which breakpoints a run never reaches.
 * Pure functions over the trace; nothing here re-runs anything.
 */
import type { Frame, Step, Trace } from '../../tracer/format.ts';

export type Session = {
  trace: Trace;
  /** Index into trace.steps: every step can be visited, a helper's too. */
  position: number;
  /**
   * The call-stack frame the student selected (index into the step's stack), or
   * null for the innermost one, which a step always returns to.
   */
  frame?: number | null;
};

export const lastPosition = (session: Pick<Session, 'trace'>) => Math.max(0, session.trace.steps.length - 1);

export function currentStep(session: Session): Step | undefined {
  return session.trace.steps[session.position];
}

export function frameOf(step: Step | undefined): Frame | undefined {
  return step?.stack.at(-1);
}

/** The frame whose code and locals are shown: the selected one, or the innermost. */
export function selectedFrame(session: Session): Frame | undefined {
  const step = currentStep(session);
  if (!step) return undefined;
  return (session.frame == null ? undefined : step.stack[session.frame]) ?? frameOf(step);
}

const depth = (session: Session, position: number) => session.trace.steps[position]?.stack.length ?? 0;

/** Step into: the very next step, in a helper when the line calls one. */
export function stepInto(session: Session): number {
  return Math.min(session.position + 1, lastPosition(session));
}

/** Step over: the next step in this frame or a caller's, so a helper's call runs through at once. */
export function stepOver(session: Session): number {
  const here = depth(session, session.position);
  for (let position = session.position + 1; position < session.trace.steps.length; position++) {
    if (depth(session, position) <= here) return position;
  }
  return lastPosition(session);
}

/** Step out: the next step in the caller; from the entry itself, the end of the run. */
export function stepOut(session: Session): number {
  const here = depth(session, session.position);
  for (let position = session.position + 1; position < session.trace.steps.length; position++) {
    if (depth(session, position) < here) return position;
  }
  return lastPosition(session);
}

/** Whether the current step is inside a helper the entry called (Step out has somewhere to go). */
export const inHelper = (session: Session) => depth(session, session.position) > 1;

/**
 * The line just run in the current frame (Python Tutor's second arrow): the
 * line of the frame's previous step, none right after entering.
 */
export function previousLine(session: Session): number | null {
  const step = currentStep(session);
  const frame = frameOf(step);
  if (!step || !frame || step.event === 'call') return null;
  for (let position = session.position - 1; position >= 0; position--) {
    const earlier = session.trace.steps[position];
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
export function previousStepInFrame(session: Session): Step | undefined {
  const step = currentStep(session);
  const frame = frameOf(step);
  if (!step || !frame) return undefined;
  for (let position = session.position - 1; position >= 0; position--) {
    const earlier = session.trace.steps[position];
    if (earlier && earlier.stack.length === step.stack.length && frameOf(earlier)?.function === frame.function) {
      return earlier;
    }
  }
  return undefined;
}

/** What was printed by this step; the entry prints once it has returned, which the last step stands for. */
export function outputAt(session: Session): string {
  const step = currentStep(session);
  if (session.position === lastPosition(session)) return session.trace.output;
  return session.trace.output.slice(0, step?.stdout ?? 0);
}
