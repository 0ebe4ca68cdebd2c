/**
 * The messages between the page and the sandbox's workers, each over a
 * MessageChannel the page made: the compiler (one per visit; it instruments
 * the files and never runs them) and a runner (one per judgement; it runs the
 * compiled files). The page checks every message against these schemas: a
 * runner runs a student's code, so nothing it sends is trusted, and a value it
 * carries is checked again as data (jsonData.ts) before anything reads it.
 */
import { z } from 'zod';
import type { FunctionId } from '../scenarios/functions.ts';

/** The start message the sandbox document accepts (public/sandbox.html checks the same fields by hand). */
export const START = 'mcp-sandbox:start';
/** What the sandbox document answers a start it refuses (not the playground's page, or not an opaque origin). */
export const REFUSED = 'mcp-sandbox:refused';

/** The fakes whose calls cross to the page, in the order the student's code makes them. */
export const FAKES = ['listPage', 'invoke', 'askUser'] as const;
export type FakeName = (typeof FAKES)[number];

const problem = z.strictObject({
  file: z.string(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  message: z.string().max(2000),
  // Names and tokens from the parser: short words, a handful of details, nothing the page would show unbounded.
  reason: z
    .strictObject({
      code: z.string().regex(/^[A-Za-z]{1,64}$/),
      details: z
        .record(z.string().regex(/^\w{1,32}$/), z.string().max(80))
        .refine((details) => Object.keys(details).length <= 4),
    })
    .nullable(),
});

const script = z.strictObject({ code: z.string(), imports: z.array(z.string()) });
const scripts = z.record(z.string(), script);

/**
 * Page → compiler: the traced files' texts (the student's where edited) and the function whose entry to compile.
 * What the page sends is typed here, not parsed: only the page holds a worker's port, and each worker checks the
 * shape by hand (requests.ts, so that neither worker carries zod).
 */
export type CompileRequest = { kind: 'compile'; id: number; fn: FunctionId; sources: Record<string, string> };

/**
 * Compiler → page: it has started (taken its port); it starts on a request (one at a time: the page's clock for
 * that request runs from here); the entry and what it imports, compiled; then (while a runner already runs them)
 * the entry's lines that take a breakpoint.
 */
export const compilerMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ready') }),
  z.strictObject({ kind: z.literal('started'), id: z.number().int() }),
  z.strictObject({ kind: z.literal('compiled'), id: z.number().int(), scripts }),
  z.strictObject({
    kind: z.literal('stoppable'),
    id: z.number().int(),
    lines: z.array(z.number().int().positive()).max(10_000),
  }),
  z.strictObject({ kind: z.literal('problem'), id: z.number().int(), problem }),
  z.strictObject({ kind: z.literal('crashed'), id: z.number().int(), message: z.string().max(2000) }),
]);

export type CompilerMessage = z.infer<typeof compilerMessageSchema>;

/** What a runner says, in order: ready; then, for its one request, linked, calls and runs, and one ending. */
export const workerMessageSchema = z.discriminatedUnion('kind', [
  // Started and warmed: no student code has run in it yet.
  z.strictObject({ kind: z.literal('ready') }),
  // The request's modules are loaded (their own code has run); the scenarios start.
  z.strictObject({ kind: z.literal('linked') }),
  // A fake was called by the run of scenario `run`, with these arguments (as they crossed: a structured clone), or
  // with arguments that could not cross (`refused`: why).
  z.strictObject({
    kind: z.literal('call'),
    run: z.number().int().nonnegative(),
    fake: z.enum(FAKES),
    args: z.array(z.unknown()).max(8),
    refused: z.string().max(2000).optional(),
  }),
  // The run of scenario `run` ended: what the entry returned or threw, whether the step limit stopped it, and how
  // many calls of the fakes it made (counted in the runner before each was reported: callReports.ts).
  z.strictObject({
    kind: z.literal('run'),
    run: z.number().int().nonnegative(),
    observed: z.unknown(),
    stepLimit: z.boolean(),
    calls: z.number().int().nonnegative(),
    refused: z.string().max(2000).optional(),
  }),
  // Every run ended; the trace of the one being debugged (checked as a trace where it is replayed: tracer/schema.ts).
  z.strictObject({ kind: z.literal('done'), trace: z.unknown().nullable() }),
  z.strictObject({ kind: z.literal('problem'), problem }),
  z.strictObject({ kind: z.literal('crashed'), message: z.string().max(2000) }),
]);

export type WorkerMessage = z.infer<typeof workerMessageSchema>;

type CompiledRequest = {
  fn: FunctionId;
  scripts: Record<string, z.infer<typeof script>>;
  entrySource: string;
  scenarios: unknown[];
};

/**
 * Page → runner, first: the lesson's own compiled files and scenarios, run once while the runner waits and said
 * nothing of (the code paths of the recorder and harness get warm; no student code is in it). It answers `ready`.
 */
export type WarmMessage = { kind: 'warm' } & CompiledRequest;

/** Page → runner: the one request it judges, already compiled. */
export type JudgeMessage = { kind: 'judge'; trace?: string } & CompiledRequest;
