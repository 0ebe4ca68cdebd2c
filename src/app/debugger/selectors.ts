/**
 * What the debugger's panels read: just what each shows, so a step re-renders
 * only the panels whose content changes.
 */

import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import type { Trace } from '../../tracer/format.ts';
import { cursorOf } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { currentStep, lastPosition, outputAt, previousLine, selectedFrame } from '../state/traceCursor.ts';
import { breakpointHits } from './breakpoints.ts';

const NO_HITS: readonly number[] = [];

/**
 * The positions where breakpoints are hit, computed once per trace and
 * breakpoint set: a step does not walk the trace again, and the same array
 * comes back, so the timeline's marks do not re-render.
 */
const hitsCache = new WeakMap<Trace, { breakpoints: readonly number[]; hits: number[] }>();
function hitsOf(trace: Trace, file: string, breakpoints: readonly number[]): readonly number[] {
  const cached = hitsCache.get(trace);
  if (cached && cached.breakpoints === breakpoints) return cached.hits;
  const hits = breakpointHits(trace, file, breakpoints);
  hitsCache.set(trace, { breakpoints, hits });
  return hits;
}

/**
 * The file the shown frame is in (a helper when stepped into one; a caller's
 * when the student picked it on the call stack), and the two arrows' lines.
 */
export function useExecution(fn: FunctionId) {
  return useSection(fn, (section) => {
    const cursor = cursorOf(section);
    const frame = cursor ? selectedFrame(cursor) : undefined;
    const outer = cursor?.frame != null;
    return {
      file: frame?.file ?? ENTRY_LINES[fn].file,
      current: frame?.line ?? null,
      // A caller's frame waits on its call: nothing of it ran just now.
      previous: cursor && !outer ? previousLine(cursor) : null,
      outer,
    };
  });
}

export function useTimeline(fn: FunctionId) {
  return useSection(fn, (section) => {
    const cursor = cursorOf(section);
    return {
      status: section.debug.status,
      position: cursor?.position ?? 0,
      length: cursor?.trace.steps.length ?? 0,
      hits: cursor ? hitsOf(cursor.trace, ENTRY_LINES[fn].file, section.breakpoints) : NO_HITS,
    };
  });
}

/** The logs as far as this step has seen them: stable log arrays plus primitive counts, so no new object per read. */
export function useFakes(fn: FunctionId) {
  return useSection(fn, (section) => {
    const cursor = cursorOf(section);
    if (cursor) {
      const counts = currentStep(cursor)?.fakes;
      return {
        logs: cursor.trace.fakes,
        pages: counts?.page_calls ?? 0,
        remote: counts?.remote_calls ?? 0,
        approvals: counts?.approvals ?? 0,
      };
    }
    if (section.run.status === 'done') {
      const logs = section.run.result.logs;
      return {
        logs,
        pages: logs.page_calls.length,
        remote: logs.remote_calls.length,
        approvals: logs.approvals.length,
      };
    }
    return { logs: null, pages: 0, remote: 0, approvals: 0 };
  });
}

export function useOutput(fn: FunctionId) {
  return useSection(fn, (section) => {
    const cursor = cursorOf(section);
    if (cursor)
      return {
        text: outputAt(cursor),
        finished: cursor.position === lastPosition(cursor),
        mode: 'debug' as const,
      };
    if (section.run.status === 'done') return { text: section.run.result.output, finished: true, mode: 'run' as const };
    if (section.run.status === 'failed') return { text: section.run.message, finished: true, mode: 'failed' as const };
    return {
      text: '',
      finished: false,
      mode: section.run.status === 'running' ? ('running' as const) : ('idle' as const),
    };
  });
}
