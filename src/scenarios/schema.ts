/**
 * The scenario file format: one JSON file per lesson input under scenarios/.
 * This schema is the single definition; the TypeScript types are derived
 * from it, and docs/scenarios.md describes it for people.
 */
import { z } from 'zod';

import type { FunctionId } from './functions.ts';

export { FUNCTION_IDS, type FunctionId } from './functions.ts';

const localized = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });

/** Anything JSON can hold: pages, tools and replies may be deliberately wrong. */
const json = z.json();

const builtin = z.strictObject({ name: z.string(), description: z.string(), input_schema: json });

const servers = z.record(z.string(), z.strictObject({ tools: z.array(json) }));

const discoverInput = z.strictObject({
  /** What the fake tools/list answers for each cursor; null is the first request. */
  pages: z
    .array(z.strictObject({ cursor: z.string().nullable(), page: json }))
    .min(1)
    .refine((pages) => new Set(pages.map((p) => p.cursor)).size === pages.length, {
      message: 'each cursor may appear once',
      params: { problem: 'cursor_repeated' },
    }),
});

const assembleInput = z.strictObject({
  builtins: z.array(builtin),
  servers,
});

const callInput = z.strictObject({
  /** The pool the call is answered against is assembled from these first. */
  builtins: z.array(builtin),
  servers,
  /** The model's tool_use block. */
  call: z.strictObject({ id: z.string(), name: json.optional(), input: json.optional() }),
  /** What the fake service does when invoked: answer, or fail like a transport would. */
  reply: z.union([
    z.strictObject({ result: json }),
    z.strictObject({ throws: z.strictObject({ name: z.string().min(1), message: z.string() }) }),
  ]),
  /** The host's approval: its answer, and whether it empties the copy it was shown (as the lesson's does). */
  approval: z.strictObject({ answer: json, tamper: z.boolean() }),
});

const common = {
  /** Editors use it to find scenario.schema.json; ignored otherwise. */
  $schema: z.string().optional(),
  id: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  /** Position in the picker. */
  order: z.number().int().min(1),
  label: localized,
  /** What to watch, in a few sentences; names the line to break on. */
  hint: localized,
  /** Source text of the line the hint suggests breaking on (found in the function's file). */
  breakpoint: z.string().min(1),
};

export const scenarioSchema = z.discriminatedUnion('function', [
  z.strictObject({ function: z.literal('discover_tools'), ...common, input: discoverInput }),
  z.strictObject({ function: z.literal('assemble_tool_pool'), ...common, input: assembleInput }),
  z.strictObject({ function: z.literal('call_external'), ...common, input: callInput }),
]);

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioOf<F extends FunctionId> = Extract<Scenario, { function: F }>;
