/**
 * Reads a trace file from outside (an import, a command-line argument): it
 * must fit the schema (schema.ts) and the source text the page shows, or it
 * is refused with the reason and, for a schema problem, the path at fault.
 */

import { MAX_DEPTH, nestsDeeperThan } from '../validation/depth.ts';
import { type Problem, problem, problemOfIssue, problemOfJsonError } from '../validation/problem.ts';
import { sourceHash, TRACE_VERSION, type Trace } from './format.ts';
import { traceSchema } from './schema.ts';

export type TraceProblem = { reason: 'not_json' | 'not_a_trace' | 'version' | 'source_mismatch'; problem: Problem };

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
    return { reason: 'not_json', problem: problemOfJsonError(error) };
  }
  if (typeof data !== 'object' || data === null || !('version' in data)) {
    return { reason: 'not_a_trace', problem: problem('(root)', 'no_version') };
  }
  if (data.version !== TRACE_VERSION) {
    return {
      reason: 'version',
      problem: problem('version', 'version', { version: String(data.version).slice(0, 40), supported: TRACE_VERSION }),
    };
  }
  // Values nest only a few levels (objects sit in the heap by id): deeper data is not a trace of ours.
  if (nestsDeeperThan(data))
    return { reason: 'not_a_trace', problem: problem('(root)', 'too_deep', { limit: MAX_DEPTH }) };
  const parsed = traceSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reason: 'not_a_trace', problem: issue ? problemOfIssue(issue) : problem('(root)', 'union') };
  }
  // The file's own data, not zod's copy of it (which orders keys as the schema does): a replayed trace
  // serializes to the very bytes it was read from. The schema and format.ts describe the same data (a test).
  const trace = data as Trace;
  const textOf = (file: string) => (Object.hasOwn(sources, file) ? sources[file] : undefined);
  const source = textOf(trace.source.file);
  if (source === undefined || sourceHash(source) !== trace.source.hash) {
    return { reason: 'source_mismatch', problem: problem('source', 'source_changed', { file: trace.source.file }) };
  }
  for (const [index, step] of trace.steps.entries()) {
    for (const frame of step.stack) {
      const lines = textOf(frame.file)?.split('\n').length;
      if (lines === undefined || frame.line > lines) {
        return {
          reason: 'source_mismatch',
          problem: problem(`steps[${index}]`, 'line_outside', { step: index + 1, file: frame.file, line: frame.line }),
        };
      }
    }
  }
  return trace;
}

export function isTraceProblem(value: Trace | TraceProblem): value is TraceProblem {
  return 'reason' in value;
}
