import { describe, expect, it } from 'vitest';
import { golden } from '../testing/fixtures.ts';
import {
  currentStep,
  frameOf,
  lastPosition,
  outputAt,
  previousLine,
  selectedFrame,
  stepInto,
  stepOut,
  stepOver,
  type TraceCursor,
} from './traceCursor.ts';

const trace = golden('discover_tools', 'pages');
const cursor = (position: number, frame: number | null = null): TraceCursor => ({ trace, position, frame });
const depthAt = (position: number) => trace.steps[position]?.stack.length ?? 0;
/** The first position where the entry is about to call a helper (the next step is one frame deeper). */
const callsHelper = trace.steps.findIndex((_, p) => depthAt(p) === 1 && depthAt(p + 1) === 2);

describe('moving through a trace', () => {
  it('step into enters the helper a line calls; step over runs it through; step out returns to the caller', () => {
    expect(callsHelper).toBeGreaterThan(0);
    const into = stepInto(cursor(callsHelper));
    expect(depthAt(into)).toBe(2);
    const over = stepOver(cursor(callsHelper));
    expect(depthAt(over)).toBe(1);
    expect(over).toBeGreaterThan(into);
    // Every step between was inside the helper.
    for (let p = into; p < over; p++) expect(depthAt(p)).toBeGreaterThan(1);
    expect(stepOut(cursor(into))).toBe(over);
    // Out of the entry itself: the end of the run.
    expect(stepOut(cursor(0))).toBe(lastPosition(cursor(0)));
  });

  it('a frame picked on the call stack shows its own line; a step goes back to the innermost', () => {
    const inside = stepInto(cursor(callsHelper));
    const caller = selectedFrame(cursor(inside, 0));
    expect(caller?.function).toBe('discoverTools');
    expect(selectedFrame(cursor(inside))?.function).not.toBe('discoverTools');
  });

  it('marks the line just run in the same frame, none on entry', () => {
    expect(previousLine(cursor(0))).toBeNull();
    expect(previousLine(cursor(2))).toBe(frameOf(currentStep(cursor(1)))?.line);
  });

  it('shows the output once finished', () => {
    expect(outputAt(cursor(0))).toBe('');
    expect(outputAt(cursor(lastPosition(cursor(0))))).toBe(trace.output);
  });
});
