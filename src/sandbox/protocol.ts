/**
 * The messages between the page and one sandbox worker (one worker per
 * judgement), over a MessageChannel the page made. The page checks every
 * message against these schemas: the worker runs a student's code, so
 * nothing it sends is trusted, and a value it carries is checked again as
 * data (jsonData.ts) before anything reads it.
 */
import { z } from 'zod';
import { FUNCTION_IDS } from '../scenarios/functions.ts';

/** The start message the sandbox document accepts (public/sandbox.html checks the same fields by hand). */
export const START = 'mcp-sandbox:start';

/** Stops a run that never ends by steps; the page's clock stops one that never ends by time. */
export const EDIT_STEP_LIMIT = 10_000;

/** The fakes whose calls cross to the page, in the order the student's code makes them. */
export const FAKES = ['listPage', 'invoke', 'askUser'] as const;
export type FakeName = (typeof FAKES)[number];

const problem = z.strictObject({
  file: z.string(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  message: z.string().max(2000),
});

/** What the worker says, in order: ready; then, for the one request, linked, calls and runs, and one ending. */
export const workerMessageSchema = z.discriminatedUnion('kind', [
  // Booted, the lesson's files compiled: no student code has run in it yet.
  z.strictObject({ kind: z.literal('ready') }),
  // The request's code is instrumented and loaded (its module code has run); the scenarios start.
  z.strictObject({ kind: z.literal('linked'), stoppable: z.array(z.number().int().positive()).max(10_000) }),
  // A fake was called by the run of scenario `run`, with these arguments (as they crossed: a structured clone), or
  // with arguments that could not cross (`refused`: why).
  z.strictObject({
    kind: z.literal('call'),
    run: z.number().int().nonnegative(),
    fake: z.enum(FAKES),
    args: z.array(z.unknown()).max(8),
    refused: z.string().max(2000).optional(),
  }),
  // The run of scenario `run` ended: what the entry returned or threw, and whether the step limit stopped it.
  z.strictObject({
    kind: z.literal('run'),
    run: z.number().int().nonnegative(),
    observed: z.unknown(),
    stepLimit: z.boolean(),
    refused: z.string().max(2000).optional(),
  }),
  // Every run ended; the trace of the one being debugged (checked as a trace where it is replayed: tracer/schema.ts).
  z.strictObject({ kind: z.literal('done'), trace: z.unknown().nullable() }),
  z.strictObject({ kind: z.literal('problem'), problem }),
  z.strictObject({ kind: z.literal('crashed'), message: z.string().max(2000) }),
]);

export type WorkerMessage = z.infer<typeof workerMessageSchema>;

/** What the page sends a worker: the lesson's files to compile while it waits, then the one request it judges. */
export const pageMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('warm'), sources: z.record(z.string(), z.string()) }),
  z.strictObject({
    kind: z.literal('judge'),
    fn: z.enum(FUNCTION_IDS),
    sources: z.record(z.string(), z.string()),
    scenarios: z.array(z.unknown()),
    trace: z.string().optional(),
  }),
]);

export type PageMessage = z.infer<typeof pageMessageSchema>;
export type JudgeMessage = Extract<PageMessage, { kind: 'judge' }>;
