/**
 * Predict-then-step: the questions the debugger asks before it shows, and the lesson path that strings them with
 * the bug hunts and Practice into checkpoints. Data under questions/ (one file per entry function, practice.json,
 * path.json), validated by these schemas; docs/predict.md describes the format for instructors. Every question's
 * answer is checked against what the code really does (questions.test.ts): the stored answer documents it, and the
 * page judges the student's against the trace it is showing, never against the stored one.
 */
import { z } from 'zod';
import { FUNCTION_IDS } from '../scenarios/functions.ts';

const localized = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });
export type Localized = z.infer<typeof localized>;

const id = z.string().regex(/^[a-z][a-z0-9-]{0,48}$/);

/** A place in the trace: the step where the displayed file is about to run the line that is exactly `at` (trimmed), the `hit`-th time. */
const place = z.strictObject({ at: z.string().min(1), hit: z.number().int().min(1).default(1) });
export type Place = z.infer<typeof place>;

/**
 * What is read off the trace where the answer is revealed:
 * - `path`: a local and a path into it in the displayed function's frame (`tools.length`, `route.remote`), as plain data;
 * - `line`: the code of the line the displayed function is at (where it stopped next);
 * - `raised`: the error code the entry raised in the end, or null when it returned;
 * - `log` + `count`: how many entries one of the fakes' logs holds; `log` + `last`: its last entry; `log` + `field`: a
 *   field of its last entry;
 * - `first`: which of these logs grows first after the question's stop (null: neither);
 * - `same`: whether two locals are the very same object.
 */
export const observationSchema = z.union([
  z.strictObject({ path: z.string().min(1) }),
  z.strictObject({ line: z.literal(true) }),
  z.strictObject({ raised: z.literal(true) }),
  z.strictObject({ log: z.string().min(1), count: z.literal(true) }),
  z.strictObject({ log: z.string().min(1), last: z.literal(true) }),
  z.strictObject({ log: z.string().min(1), field: z.string().min(1) }),
  z.strictObject({ first: z.tuple([z.string().min(1), z.string().min(1)]) }),
  z.strictObject({ same: z.tuple([z.string().min(1), z.string().min(1)]) }),
]);
export type Observation = z.infer<typeof observationSchema>;

const json: z.ZodType<unknown> = z.json();

/**
 * A choice: its id (what the record and a course platform keep, with its label), its value as the trace shows it,
 * its label, and for a wrong one why it is wrong, pointing at the place on the page to look.
 */
const option = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  value: json,
  label: localized,
  why: localized.optional(),
});

/** A wrong answer a newcomer is likely to type (the lesson's misconception first), and why, pointing where to look. */
const anticipated = z.strictObject({ value: json, why: localized });

/** What every question says besides its ask: where to look after an answer nobody anticipated, and the rule. */
const teaching = {
  /** Said after a wrong answer no `wrong` entry or option anticipated: where on the page to look, never "think again". */
  look: localized,
  wrong: z.array(anticipated).max(6).optional(),
  /** Said once answered: the rule of the lesson behind it. */
  why: localized,
  /**
   * Texts that would give the answer away (the answer as the page renders it, the right option's distinguishing
   * words, what the narration, the hint or another question says of it): none of them may be on the page, outside
   * the question, while it is asked (e2e/spoilers.ts, at every question of the path's walk).
   */
  spoilers: z.array(z.string().min(2)).min(1),
};

export const debugQuestionSchema = z.strictObject({
  id,
  /** The teaching point it makes the student predict (path.json lists them). */
  point: id,
  function: z.enum(FUNCTION_IDS),
  scenario: z.string().min(1),
  /** Where Debug stops to ask. */
  stop: place,
  /** Where the answer shows: the next step over, the end of the run, or a later place (counted after the stop). */
  reveal: z.union([z.literal('over'), z.literal('end'), place]),
  observe: observationSchema,
  /** How the student answers: a value typed as TypeScript writes it, or one of the options (lines: their code). */
  input: z.enum(['value', 'choice']),
  options: z.array(option).min(2).max(6).optional(),
  /** The answer, as the trace shows it (checked). */
  answer: json,
  ask: localized,
  ...teaching,
  /** The local the answer is about, marked in the Variables panel (default: the first name of `observe.path`). */
  mark: z.string().optional(),
});
export type DebugQuestion = z.infer<typeof debugQuestionSchema>;

export const questionFileSchema = z.strictObject({
  $schema: z.string().optional(),
  questions: z.array(debugQuestionSchema).min(1),
});

/** What a Practice run reports, which a Practice question asks about (src/app/state/practice.ts keeps it). */
export const PRACTICE_FACTS = [
  /** How many model requests the loop made. */
  'modelRequests',
  /** How many tools/call requests reached the docs server. */
  'toolsCalls',
  /** The tools the first request offered the model. */
  'firstRequestTools',
  /** How many requests reused the system text built for an earlier one (the capability list unchanged). */
  'systemReused',
  /** The SDK path: HTTP calls to the Messages API, and how many of them were the SDK's own resends. */
  'httpCalls',
  'resent',
  /** The first JSON-RPC request the host sent the server. */
  'firstServerRequest',
  /** Whether the model's docs search came back with the service's answer (a tool_result that is not an error). */
  'searchAnswered',
  /** The arguments of the model's load_docs_tools call (the model fills in no command: the host launches the server). */
  'loadDocsInput',
  /** The slow service: whether its log shows the call completed after the host had given up. */
  'serverCompletedLate',
  /** The four verify paths (approved, denied, business error, bad catalog), side by side. */
  'pathModelRequests',
  'pathToolsCalls',
] as const;
export type PracticeFact = (typeof PRACTICE_FACTS)[number];

/**
 * The run a Practice question asks about: a run of the loop (its model path, the approval, the server's mode), or
 * the four verify paths run side by side (`paths`).
 */
export const practiceRunSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('loop'),
    model: z.enum(['fixed', 'sdk', 'eager']),
    approve: z.boolean(),
    mode: z.enum(['normal', 'delayed', 'slow']),
  }),
  z.strictObject({ kind: z.literal('paths') }),
]);
export type PracticeRunSpec = z.infer<typeof practiceRunSchema>;

export const practiceQuestionSchema = z.strictObject({
  id,
  point: id,
  run: practiceRunSchema,
  fact: z.enum(PRACTICE_FACTS),
  input: z.enum(['value', 'choice']),
  options: z.array(option).min(2).max(6).optional(),
  answer: json,
  ask: localized,
  ...teaching,
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceFileSchema = z.strictObject({
  $schema: z.string().optional(),
  questions: z.array(practiceQuestionSchema).min(1),
});

/**
 * A question the student answers before a small run the page makes itself, on an input built for it (a page of so
 * many bytes, a cursor of so many characters): the lesson's limits that no lesson scenario reaches. Judged against
 * that run's outcome (src/predict/probes.ts builds the input, the harness runs the adapter on it).
 */
export const probeBuildSchema = z.discriminatedUnion('kind', [
  /** A first page with one lesson tool and a `_meta` filler, `bytes` long as Python's json.dumps writes it. */
  z.strictObject({ kind: z.literal('pageOfBytes'), bytes: z.number().int().min(1000).max(100_000) }),
  /** A first page with one lesson tool whose nextCursor is `length` code points long, and a second page. */
  z.strictObject({ kind: z.literal('cursorOfLength'), length: z.number().int().min(1).max(1000) }),
  /** `count` pages of one tool each, every one but the last with a fresh nextCursor. */
  z.strictObject({ kind: z.literal('pages'), count: z.number().int().min(1).max(8) }),
  /** callExternal's lesson call, the docs service answering one text block of `length` code points. */
  z.strictObject({ kind: z.literal('resultOfLength'), length: z.number().int().min(1).max(10_000) }),
]);
export type ProbeBuild = z.infer<typeof probeBuildSchema>;

/** Which entry each input is built for: a catalog's pages go to discoverTools, a service's answer to callExternal. */
const PROBE_FUNCTION = {
  pageOfBytes: 'discover_tools',
  cursorOfLength: 'discover_tools',
  pages: 'discover_tools',
  resultOfLength: 'call_external',
} as const;

export const probeQuestionSchema = z
  .strictObject({
    id,
    point: id,
    scenario: z.strictObject({
      function: z.enum(['discover_tools', 'call_external']),
      id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
      label: localized,
      build: probeBuildSchema,
    }),
    /**
     * What the run is judged by: `raised`, the error code discoverTools raised (null when it returned a catalog);
     * `isError`, the is_error of the envelope callExternal returned (it never raises).
     */
    observe: z.union([z.strictObject({ raised: z.literal(true) }), z.strictObject({ isError: z.literal(true) })]),
    input: z.enum(['value', 'choice']),
    options: z.array(option).min(2).max(6).optional(),
    answer: json,
    ask: localized,
    ...teaching,
  })
  .superRefine((probe, context) => {
    const fn = PROBE_FUNCTION[probe.scenario.build.kind];
    if (probe.scenario.function !== fn)
      context.addIssue({
        code: 'custom',
        path: ['scenario', 'function'],
        message: `a ${probe.scenario.build.kind} input is for ${fn}`,
      });
    if ('raised' in probe.observe !== (fn === 'discover_tools'))
      context.addIssue({
        code: 'custom',
        path: ['observe'],
        message: `${fn} is observed by ${fn === 'discover_tools' ? 'raised' : 'isError'}`,
      });
  });
export type ProbeQuestion = z.infer<typeof probeQuestionSchema>;

export const probeFileSchema = z.strictObject({
  $schema: z.string().optional(),
  questions: z.array(probeQuestionSchema).min(1),
});

/** Where a checkpoint opens its run: a few steps before its first question, with one instruction. */
const approach = z.strictObject({ at: z.string().min(1), hit: z.number().int().min(1), say: localized });

export const checkpointSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('debug'),
    id,
    /** A question (what the checkpoint asks), never the rule it teaches. */
    title: localized,
    function: z.enum(FUNCTION_IDS),
    scenario: z.string().min(1),
    /** Asked in this order as the run reaches them. */
    questions: z.array(id).min(1),
    approach,
  }),
  z.strictObject({ kind: z.literal('probe'), id, title: localized, questions: z.array(id).min(1) }),
  // `function`: the section the hunt is in (the hunt's own file says the same: questions.test.ts).
  z.strictObject({ kind: z.literal('hunt'), id, title: localized, hunt: id, function: z.enum(FUNCTION_IDS) }),
  z.strictObject({ kind: z.literal('practice'), id, title: localized, questions: z.array(id).min(1) }),
]);
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const pathFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** The lesson's teaching points, each of which some question must cover (checked). */
  points: z.array(z.strictObject({ id, title: localized })).min(1),
  checkpoints: z.array(checkpointSchema).min(1),
});
export type LessonPath = z.infer<typeof pathFileSchema>;
