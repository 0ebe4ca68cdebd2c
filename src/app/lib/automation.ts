/**
 * A small, documented hook for automated drivers (the e2e suite, CI replay
 * checks): read the trace a section recorded in this browser, in the file
 * format, to compare it with the golden. Read-only; see docs/testids.md.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { serializeTrace } from '../../tracer/serialize.ts';
import { usePlayground } from '../state/playground.ts';

export type Automation = { traceText: (fn: FunctionId) => string | null };

export function exposeAutomation(): void {
  const automation: Automation = {
    traceText(fn) {
      const debug = usePlayground.getState().sections[fn]?.debug;
      return debug?.status === 'ready' ? serializeTrace(debug.session.trace) : null;
    },
  };
  (globalThis as { __mcpPlayground?: Automation }).__mcpPlayground = automation;
}
