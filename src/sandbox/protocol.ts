/**
 * The messages between the page and the sandbox's worker, one request and
 * one answer per id, over a MessageChannel the page made. The page checks
 * every answer against these schemas: the worker runs a student's code, so
 * nothing it sends is trusted.
 */
import { z } from 'zod';
import { FUNCTION_IDS } from '../scenarios/functions.ts';
import { fakeLogs as logs } from '../scenarios/lessonOutcomes.ts';

/** The start message the sandbox document accepts (public/sandbox.html checks the same fields by hand). */
export const START = 'mcp-sandbox:start';

export const answerSchema = z.strictObject({
  id: z.number().int(),
  judged: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('runs'),
      runs: z.array(
        z.strictObject({
          scenario: z.string(),
          result: z.strictObject({ observed: z.unknown(), output: z.string(), logs }),
        }),
      ),
      // Checked as a trace where it is replayed (tracer/schema.ts), like an imported file.
      trace: z.unknown().nullable(),
      stoppable: z.array(z.number().int().positive()).max(10_000),
    }),
    z.strictObject({
      kind: z.literal('problem'),
      problem: z.strictObject({
        file: z.string(),
        line: z.number().int().positive().nullable(),
        column: z.number().int().positive().nullable(),
        message: z.string().max(2000),
      }),
    }),
    z.strictObject({ kind: z.literal('crashed'), message: z.string().max(2000) }),
  ]),
});

export type Answer = z.infer<typeof answerSchema>;

/** What else the worker says: that it has started, and that a request's code is loaded and its runs begin. */
export const signalSchema = z.union([
  z.strictObject({ ready: z.literal(true) }),
  z.strictObject({ id: z.number().int(), running: z.literal(true) }),
]);

export const requestSchema = z.strictObject({
  id: z.number().int(),
  fn: z.enum(FUNCTION_IDS),
  sources: z.record(z.string(), z.string()),
  scenarios: z.array(z.unknown()),
  trace: z.string().optional(),
});

export type Request = z.infer<typeof requestSchema>;
