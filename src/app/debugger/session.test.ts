import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { golden, lineOf } from '../testing/fixtures.ts';
import {
  breakpointHits,
  currentStep,
  firstStop,
  frameOf,
  nextStop,
  outputAt,
  previousLine,
  type Session,
  unreachedBreakpoints,
  visibleSteps,
} from './session.ts';

const FILE = ENTRY_SOURCES.discover_tools.file;
const trace = golden('discover_tools', 'pages');
const push = lineOf('discover_tools', 'tools.push(tool);');
const session = (position: number, intoHelpers = false): Session => ({
  trace,
  visible: visibleSteps(trace, intoHelpers),
  position,
});

describe('moving through a trace', () => {
  it('visits the entry frame only, unless stepping into helpers', () => {
    expect(visibleSteps(trace, false).every((i) => trace.steps[i]?.stack.length === 1)).toBe(true);
    expect(visibleSteps(trace, true)).toHaveLength(trace.steps.length);
  });

  it('pauses first at the first breakpoint hit, continues to the next, then to the end', () => {
    const base = session(0);
    const first = firstStop(base, FILE, [push]);
    expect(frameOf(currentStep({ ...base, position: first }))?.line).toBe(push);
    const second = nextStop({ ...base, position: first }, FILE, [push]);
    expect(second).toBeGreaterThan(first);
    expect(frameOf(currentStep({ ...base, position: second }))?.line).toBe(push);
    expect(nextStop({ ...base, position: second }, FILE, [push])).toBe(base.visible.length - 1);
    expect(breakpointHits(base, FILE, [push])).toEqual([first, second]);
  });

  it('without breakpoints, Debug runs to the end', () => {
    const base = session(0);
    expect(firstStop(base, FILE, [])).toBe(base.visible.length - 1);
  });

  it('names breakpoints the run never reaches', () => {
    const limit = lineOf('discover_tools', "throw new AdapterError('catalog_too_many_pages')");
    expect(unreachedBreakpoints(trace, FILE, [push, limit])).toEqual([limit]);
  });

  it('marks the line just run in the same frame, none on entry', () => {
    expect(previousLine(session(0))).toBeNull();
    expect(previousLine(session(2))).toBe(frameOf(currentStep(session(1)))?.line);
  });

  it('shows the output once finished', () => {
    const start = session(0);
    const end = session(start.visible.length - 1);
    expect(outputAt(start)).toBe('');
    expect(outputAt(end)).toBe(trace.output);
  });
});
