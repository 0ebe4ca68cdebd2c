/**
 * Trace files: one step per line, so a diff of two traces reads step by step,
 * and a reader that refuses what it cannot replay faithfully.
 */
import { sourceHash, TRACE_VERSION, type Trace } from './format.ts';

export function serializeTrace(trace: Trace): string {
  const { steps, ...head } = trace;
  const top = JSON.stringify(head, null, 2).slice(0, -2);
  const body = steps.map((step) => `    ${JSON.stringify(step)}`).join(',\n');
  return `${top},\n  "steps": [\n${body}\n  ]\n}\n`;
}

export type TraceProblem = { reason: 'not_json' | 'not_a_trace' | 'version' | 'source_mismatch'; detail: string };

/**
 * Reads a trace file. `sources` maps each displayable file to its current
 * text: a trace recorded against other text (its hash differs, or a step
 * points past the end of its file) is refused rather than replayed wrong.
 */
export function parseTrace(text: string, sources: Record<string, string>): Trace | TraceProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { reason: 'not_json', detail: (error as Error).message };
  }
  if (typeof data !== 'object' || data === null || !('version' in data)) {
    return { reason: 'not_a_trace', detail: 'no "version" field' };
  }
  if (data.version !== TRACE_VERSION) {
    return {
      reason: 'version',
      detail: `format version ${String(data.version)}; this playground reads ${TRACE_VERSION}`,
    };
  }
  const trace = data as Trace;
  if (!Array.isArray(trace.steps) || typeof trace.source?.file !== 'string' || typeof trace.output !== 'string') {
    return { reason: 'not_a_trace', detail: 'missing steps, source or output' };
  }
  const source = sources[trace.source.file];
  if (source === undefined || sourceHash(source) !== trace.source.hash) {
    return { reason: 'source_mismatch', detail: `${trace.source.file} is not the text this trace was recorded from` };
  }
  for (const [index, step] of trace.steps.entries()) {
    for (const frame of step.stack ?? []) {
      const lines = sources[frame.file]?.split('\n').length;
      if (lines === undefined || !(frame.line >= 1 && frame.line <= lines)) {
        return {
          reason: 'source_mismatch',
          detail: `step ${index + 1}: ${frame.file}:${frame.line} is not a line of the file`,
        };
      }
    }
  }
  return trace;
}

export function isTraceProblem(value: Trace | TraceProblem): value is TraceProblem {
  return 'reason' in value;
}
