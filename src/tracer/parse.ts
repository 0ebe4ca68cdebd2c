/**
 * Reads a trace file from outside (an import, a command-line argument): it
 * must fit the schema (schema.ts) and the source text the page shows, or it
 * is refused with the reason and, for a schema problem, the path at fault.
 */

import { MAX_DEPTH, nestsDeeperThan } from '../validation/depth.ts';
import { type Problem, problem, problemOfIssue, problemOfJsonError } from '../validation/problem.ts';
import { READABLE_VERSIONS, sourceHash, TRACE_VERSION, type Trace } from './format.ts';
import {
  namedTraceSchema,
  storedTraceSchema,
  storedTraceSchemaV2,
  storedTraceSchemaV3,
  traceSchema,
} from './schema.ts';
import { inMemory, rebuiltSteps, StoredStepsError } from './storedSteps.ts';

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
  if (typeof data.version !== 'number' || !READABLE_VERSIONS.includes(data.version)) {
    return {
      reason: 'version',
      problem: problem('version', 'version', {
        version: String(data.version).slice(0, 40),
        supported: READABLE_VERSIONS.join(', '),
      }),
    };
  }
  // Values nest only a few levels (objects sit in the heap by id): deeper data is not a trace of ours.
  if (nestsDeeperThan(data))
    return { reason: 'not_a_trace', problem: problem('(root)', 'too_deep', { limit: MAX_DEPTH }) };
  let whole: unknown = data;
  if (data.version !== 1) {
    // Stored steps are checked as stored, then rebuilt whole; the whole trace is checked as any other.
    const schema = { 2: storedTraceSchemaV2, 3: storedTraceSchemaV3 }[data.version as 2 | 3] ?? storedTraceSchema;
    const stored = schema.safeParse(data);
    if (!stored.success) return notATrace(stored.error.issues[0]);
    const { steps } = data as unknown as { steps: unknown[] };
    try {
      // Checked with the objects as the file calls them (a refusal names them so), numbered after.
      whole = { ...data, steps: rebuiltSteps(data.version, steps) };
    } catch (error) {
      if (!(error instanceof StoredStepsError)) throw error;
      const where = `steps[${error.step}]`;
      return {
        reason: 'not_a_trace',
        problem: problem(where, 'stored_step', { step: error.step + 1, detail: error.message }),
      };
    }
  }
  const parsed = (data.version === 4 ? namedTraceSchema : traceSchema).safeParse(whole);
  if (!parsed.success) return notATrace(parsed.error.issues[0]);
  // The file's own data (rebuilt), not zod's copy of it (which orders keys as the schema does): a replayed trace
  // serializes to the very bytes it was read from. The schema and format.ts describe the same data (a test).
  const read = whole as Trace;
  const trace: Trace = { ...read, version: TRACE_VERSION, steps: inMemory(data.version, read.steps) };
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

function notATrace(issue: Parameters<typeof problemOfIssue>[0] | undefined): TraceProblem {
  return { reason: 'not_a_trace', problem: issue ? problemOfIssue(issue) : problem('(root)', 'union') };
}

export function isTraceProblem(value: Trace | TraceProblem): value is TraceProblem {
  return 'reason' in value;
}
