import { describe, expect, it } from 'vitest';
import { golden } from '../testing/fixtures.ts';
import {
  currentStep,
  frameOf,
  lastPosition,
  outputAt,
  previousLine,
  type Session,
  selectedFrame,
  stepInto,
  stepOut,
  stepOver,
} from './session.ts';

const trace = golden('discover_tools', 'pages');
const session = (position: number, frame: number | null = null): Session => ({ trace, position, frame });
const depthAt = (position: number) => trace.steps[position]?.stack.length ?? 0;
/** The first position where the entry is about to call a helper (the next step is one frame deeper). */
const callsHelper = trace.steps.findIndex((_, p) => depthAt(p) === 1 && depthAt(p + 1) === 2);

describe('moving through a trace', () => {
  it('step into enters the helper a line calls; step over runs it through; step out returns to the caller', () => {
    expect(callsHelper).toBeGreaterThan(0);
    const into = stepInto(session(callsHelper));
    expect(depthAt(into)).toBe(2);
    const over = stepOver(session(callsHelper));
    expect(depthAt(over)).toBe(1);
    expect(over).toBeGreaterThan(into);
    // Every step between was inside the helper.
    for (let p = into; p < over; p++) expect(depthAt(p)).toBeGreaterThan(1);
    expect(stepOut(session(into))).toBe(over);
    // Out of the entry itself: the end of the run.
    expect(stepOut(session(0))).toBe(lastPosition(session(0)));
  });

  it('a frame picked on the call stack shows its own line; a step goes back to the innermost', () => {
    const inside = stepInto(session(callsHelper));
    const caller = selectedFrame(session(inside, 0));
    expect(caller?.function).toBe('discoverTools');
    expect(selectedFrame(session(inside))?.function).not.toBe('discoverTools');
  });

  it('marks the line just run in the same frame, none on entry', () => {
    expect(previousLine(session(0))).toBeNull();
    expect(previousLine(session(2))).toBe(frameOf(currentStep(session(1)))?.line);
  });

  it('shows the output once finished', () => {
    expect(outputAt(session(0))).toBe('');
    expect(outputAt(session(lastPosition(session(0))))).toBe(trace.output);
  });
});
