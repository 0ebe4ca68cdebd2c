/**
 * Moving through a recorded trace, as a debugger does: which steps can be
 * visited, where Continue stops, which breakpoints a run never reaches.
 * Pure functions over the trace; nothing here re-runs anything.
 */
import type { Frame, Step, Trace } from '../../tracer/format.ts';

export type Session = {
  trace: Trace;
  /** Indices into trace.steps that Step visits: the entry's own steps, or all of them when stepping into helpers. */
  visible: number[];
  /** Position in `visible`. */
  position: number;
};

export function visibleSteps(trace: Trace, intoHelpers: boolean): number[] {
  const out: number[] = [];
  trace.steps.forEach((step, index) => {
    if (intoHelpers || step.stack.length === 1) out.push(index);
  });
  return out;
}

export function currentStep(session: Session): Step | undefined {
  const index = session.visible[session.position];
  return index === undefined ? undefined : session.trace.steps[index];
}

export function frameOf(step: Step | undefined): Frame | undefined {
  return step?.stack.at(-1);
}

/** A step stops at a breakpoint when the entry frame is about to run (or enters on) that line. */
export function hitsBreakpoint(step: Step | undefined, file: string, breakpoints: readonly number[]): boolean {
  const frame = frameOf(step);
  if (!step || !frame || frame.file !== file) return false;
  return (step.event === 'line' || step.event === 'call') && breakpoints.includes(frame.line);
}

/** Positions in `visible` that hit a breakpoint: the marks on the timeline. */
export function breakpointHits(
  session: Omit<Session, 'position'>,
  file: string,
  breakpoints: readonly number[],
): number[] {
  const hits: number[] = [];
  session.visible.forEach((index, position) => {
    if (hitsBreakpoint(session.trace.steps[index], file, breakpoints)) hits.push(position);
  });
  return hits;
}

/** Where Continue goes from `position`: the next breakpoint hit, or the last step. */
export function nextStop(session: Session, file: string, breakpoints: readonly number[]): number {
  const hit = breakpointHits(session, file, breakpoints).find((position) => position > session.position);
  return hit ?? session.visible.length - 1;
}

/** Where Debug first pauses: the first breakpoint hit, or the last step. */
export function firstStop(session: Omit<Session, 'position'>, file: string, breakpoints: readonly number[]): number {
  return breakpointHits(session, file, breakpoints)[0] ?? session.visible.length - 1;
}

/** Breakpoints the run never reached, so the student is told rather than left waiting. */
export function unreachedBreakpoints(trace: Trace, file: string, breakpoints: readonly number[]): number[] {
  const reached = new Set<number>();
  for (const step of trace.steps) {
    const frame = frameOf(step);
    if (frame?.file === file && (step.event === 'line' || step.event === 'call')) reached.add(frame.line);
  }
  return breakpoints.filter((line) => !reached.has(line)).sort((a, b) => a - b);
}

/**
 * The line just run in the current frame (Python Tutor's second arrow): the
 * line of the frame's previous visible step, none right after entering.
 */
export function previousLine(session: Session): number | null {
  const step = currentStep(session);
  const frame = frameOf(step);
  if (!step || !frame || step.event === 'call') return null;
  for (let position = session.position - 1; position >= 0; position--) {
    const earlier = session.trace.steps[session.visible[position] ?? -1];
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
    const earlier = session.trace.steps[session.visible[position] ?? -1];
    if (earlier && earlier.stack.length === step.stack.length && frameOf(earlier)?.function === frame.function) {
      return earlier;
    }
  }
  return undefined;
}

/** What was printed by this step; the entry prints once it has returned, which the last step stands for. */
export function outputAt(session: Session): string {
  const step = currentStep(session);
  if (session.position === session.visible.length - 1) return session.trace.output;
  return session.trace.output.slice(0, step?.stdout ?? 0);
}
