/**
 * The scenario schema as JSON Schema, for editors (scenarios/*.json point at
 * it through "$schema") and for the custom-scenario editor in the page.
 */
import { z } from 'zod';
import { scenarioSchema } from './schema.ts';

/** A zod schema as the JSON Schema this project commits and serves. */
export function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;
}

export function scenarioJsonSchema(): Record<string, unknown> {
  return toJsonSchema(scenarioSchema);
}
