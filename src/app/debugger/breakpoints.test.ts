import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { currentStep, frameOf, lastPosition, type TraceCursor } from '../state/traceCursor.ts';
import { golden, lineOf } from '../testing/fixtures.ts';
import { breakpointHits, firstStop, nextStop, unreachedBreakpoints } from './breakpoints.ts';

const FILE = ENTRY_SOURCES.discover_tools.file;
const trace = golden('discover_tools', 'pages');
const push = lineOf('discover_tools', 'tools.push(tool);');
const cursor = (position: number): TraceCursor => ({ trace, position, frame: null });

describe('where the debugger stops', () => {
  it('pauses first at the first breakpoint hit, continues to the next, then to the end', () => {
    const first = firstStop(trace, FILE, [push]);
    expect(frameOf(currentStep(cursor(first)))?.line).toBe(push);
    const second = nextStop(cursor(first), FILE, [push]);
    expect(second).toBeGreaterThan(first);
    expect(frameOf(currentStep(cursor(second)))?.line).toBe(push);
    expect(nextStop(cursor(second), FILE, [push])).toBe(lastPosition(cursor(0)));
    expect(breakpointHits(trace, FILE, [push])).toEqual([first, second]);
  });

  it('without breakpoints, Debug pauses at step 1: the entry being called', () => {
    expect(firstStop(trace, FILE, [])).toBe(0);
    expect(trace.steps[0]?.event).toBe('call');
  });

  it('names breakpoints the run never reaches', () => {
    const limit = lineOf('discover_tools', "throw new AdapterError('catalog_too_many_pages')");
    expect(unreachedBreakpoints(trace, FILE, [push, limit])).toEqual([limit]);
  });
});
