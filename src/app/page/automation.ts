/**
 * A small, documented hook for automated drivers (the e2e suite, `npm run replay`): read the trace a section
 * recorded in this browser, in the file format, to compare it with the golden. Read-only; see docs/testids.md.
 * The benchmark's own build (VITE_BENCH=1, scripts/bench.ts) adds `benchmarkTraces`; the product never ships it.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { usePlayground } from '../state/playground.ts';

export type Automation = {
  traceText: (fn: FunctionId) => Promise<string | null>;
  /** Only in the benchmark's build: records every lesson trace in this browser, repeatedly, and returns the timings. */
  benchmarkTraces?: (rounds: number) => Promise<unknown>;
};

export function exposeAutomation(): void {
  const automation: Automation = {
    async traceText(fn) {
      const debug = usePlayground.getState().sections[fn]?.debug;
      if (debug?.status !== 'ready') return null;
      const { serializeTrace } = await import('../../tracer/serialize.ts');
      return serializeTrace(debug.cursor.trace);
    },
  };
  // A constant at build time: the product build drops this branch and the benchmark chunk with it.
  if (import.meta.env.VITE_BENCH === '1') {
    automation.benchmarkTraces = async (rounds) => {
      const { benchmarkTraces } = await import('../../scenarios/bench.ts');
      // The same warm-up as Node's (scripts/nodeTraces.ts): the two columns of the table are comparable.
      return benchmarkTraces({ rounds });
    };
  }
  (globalThis as { __mcpPlayground?: Automation }).__mcpPlayground = automation;
}
