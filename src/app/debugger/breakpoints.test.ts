import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { golden, lineOf } from '../testing/fixtures.ts';
import { breakpointHits, firstStop, nextStop, unreachedBreakpoints } from './breakpoints.ts';
import { currentStep, frameOf, lastPosition, type Session } from './session.ts';

const FILE = ENTRY_SOURCES.discover_tools.file;
const trace = golden('discover_tools', 'pages');
const push = lineOf('discover_tools', 'tools.push(tool);');
const session = (position: number): Session => ({ trace, position, frame: null });

describe('where the debugger stops', () => {
  it('pauses first at the first breakpoint hit, continues to the next, then to the end', () => {
    const first = firstStop(trace, FILE, [push]);
    expect(frameOf(currentStep(session(first)))?.line).toBe(push);
    const second = nextStop(session(first), FILE, [push]);
    expect(second).toBeGreaterThan(first);
    expect(frameOf(currentStep(session(second)))?.line).toBe(push);
    expect(nextStop(session(second), FILE, [push])).toBe(lastPosition(session(0)));
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
