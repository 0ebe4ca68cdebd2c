/**
 * Reads a trace file from outside (an import, a command-line argument): it
 * must fit the schema (schema.ts) and the source text the page shows, or it
 * is refused with the reason and, for a schema problem, the path at fault.
 */
import { sourceHash, TRACE_VERSION, type Trace } from './format.ts';
import { traceSchema } from './schema.ts';

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
  const parsed = traceSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reason: 'not_a_trace', detail: `${issue?.path.join('.') || '(root)'}: ${issue?.message}` };
  }
  // The file's own data, not zod's copy of it (which orders keys as the schema does): a replayed trace
  // serializes to the very bytes it was read from. The schema and format.ts describe the same data (a test).
  const trace = data as Trace;
  const textOf = (file: string) => (Object.hasOwn(sources, file) ? sources[file] : undefined);
  const source = textOf(trace.source.file);
  if (source === undefined || sourceHash(source) !== trace.source.hash) {
    return { reason: 'source_mismatch', detail: `${trace.source.file} is not the text this trace was recorded from` };
  }
  for (const [index, step] of trace.steps.entries()) {
    for (const frame of step.stack) {
      const lines = textOf(frame.file)?.split('\n').length;
      if (lines === undefined || frame.line > lines) {
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
