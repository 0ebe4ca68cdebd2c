/**
 * A small, documented hook for automated drivers (the e2e suite, CI replay
 * checks): read the trace a section recorded in this browser, in the file
 * format, to compare it with the golden. Read-only; see docs/testids.md.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { usePlayground } from '../state/playground.ts';

export type Automation = {
  traceText: (fn: FunctionId) => Promise<string | null>;
  /** For npm run bench: records every lesson trace in this browser, repeatedly, and returns the timings. */
  benchmarkTraces: (rounds: number) => Promise<unknown>;
};

export function exposeAutomation(): void {
  const automation: Automation = {
    async traceText(fn) {
      const debug = usePlayground.getState().sections[fn]?.debug;
      if (debug?.status !== 'ready') return null;
      const { serializeTrace } = await import('../../tracer/serialize.ts');
      return serializeTrace(debug.session.trace);
    },
    async benchmarkTraces(rounds) {
      const { benchmarkTraces } = await import('../../tracer/bench.ts');
      return benchmarkTraces({ warmup: 10, rounds });
    },
  };
  (globalThis as { __mcpPlayground?: Automation }).__mcpPlayground = automation;
}
