/**
 * What the debugger's panels read: just what each shows, so a step re-renders
 * only the panels whose content changes.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import type { Trace } from '../../tracer/format.ts';
import { sessionOf } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { breakpointHits, currentStep, frameOf, outputAt, previousLine } from './session.ts';

const NO_HITS: readonly number[] = [];

/**
 * The positions where breakpoints are hit, computed once per trace, view and
 * breakpoint set: a step does not walk the trace again, and the same array
 * comes back, so the timeline's marks do not re-render.
 */
const hitsCache = new WeakMap<Trace, { visible: readonly number[]; breakpoints: readonly number[]; hits: number[] }>();
function hitsOf(trace: Trace, visible: number[], file: string, breakpoints: readonly number[]): readonly number[] {
  const cached = hitsCache.get(trace);
  if (cached && cached.visible === visible && cached.breakpoints === breakpoints) return cached.hits;
  const hits = breakpointHits({ trace, visible }, file, breakpoints);
  hitsCache.set(trace, { visible, breakpoints, hits });
  return hits;
}

/** The file the current step is in (a helper when stepping into one), and the two arrows' lines. */
export function useExecution(fn: FunctionId) {
  return useSection(fn, (section) => {
    const session = sessionOf(section);
    const frame = session ? frameOf(currentStep(session)) : undefined;
    return {
      file: frame?.file ?? ENTRY_SOURCES[fn].file,
      current: frame?.line ?? null,
      previous: session ? previousLine(session) : null,
    };
  });
}

export function useTimeline(fn: FunctionId) {
  return useSection(fn, (section) => {
    const session = sessionOf(section);
    return {
      status: section.debug.status,
      position: session?.position ?? 0,
      length: session?.visible.length ?? 0,
      hits: session ? hitsOf(session.trace, session.visible, ENTRY_SOURCES[fn].file, section.breakpoints) : NO_HITS,
    };
  });
}

/** The logs as far as this step has seen them: stable log arrays plus primitive counts, so no new object per read. */
export function useFakes(fn: FunctionId) {
  return useSection(fn, (section) => {
    const session = sessionOf(section);
    if (session) {
      const counts = currentStep(session)?.fakes;
      return {
        logs: session.trace.fakes,
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
    const session = sessionOf(section);
    if (session)
      return {
        text: outputAt(session),
        finished: session.position === session.visible.length - 1,
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
