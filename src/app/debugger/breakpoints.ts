/**
 * Where the debugger stops: which steps hit a breakpoint, where Continue and Debug go, which breakpoints a run never
 * reaches. Pure over a trace (selectors.ts memoizes the hits per trace and breakpoint set, as Python Tutor's
 * executionPoints are per line). A scenario's *suggested* line is scenarios/suggestedBreakpoint.ts.
 */
import type { Step, Trace } from '../../tracer/format.ts';
import { frameOf, lastPosition, type TraceCursor } from '../state/traceCursor.ts';

/** A step stops at a breakpoint when the entry frame is about to run (or enters on) that line. */
export function hitsBreakpoint(step: Step | undefined, file: string, breakpoints: readonly number[]): boolean {
  const frame = frameOf(step);
  if (!step || !frame || frame.file !== file) return false;
  return (step.event === 'line' || step.event === 'call') && breakpoints.includes(frame.line);
}

/** Positions that hit a breakpoint: the marks on the timeline. */
export function breakpointHits(trace: Trace, file: string, breakpoints: readonly number[]): number[] {
  const hits: number[] = [];
  trace.steps.forEach((step, position) => {
    if (hitsBreakpoint(step, file, breakpoints)) hits.push(position);
  });
  return hits;
}

/** Where Continue goes from `position`: the next breakpoint hit, or the last step. */
export function nextStop(cursor: TraceCursor, file: string, breakpoints: readonly number[]): number {
  const hit = breakpointHits(cursor.trace, file, breakpoints).find((position) => position > cursor.position);
  return hit ?? lastPosition(cursor);
}

/**
 * Where Debug first pauses: the first breakpoint hit, or step 1 (the entry's
 * call) when there is none, so a student who has set no breakpoint starts at
 * the beginning and steps from there, as in Python Tutor.
 */
export function firstStop(trace: Trace, file: string, breakpoints: readonly number[]): number {
  return breakpointHits(trace, file, breakpoints)[0] ?? 0;
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
