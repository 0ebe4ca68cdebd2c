/**
 * The scenario schema as JSON Schema, for editors (scenarios/*.json point at
 * it through "$schema") and for the custom-scenario editor.
 */
import { z } from 'zod';
import { traceSchema } from '../tracer/schema.ts';
import { lessonOutcomesSchema } from './lessonOutcomes.ts';
import { scenarioSchema } from './schema.ts';

export function scenarioJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(scenarioSchema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;
}

export function scenarioJsonSchemaText(): string {
  return `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
}

/** The lesson outcomes file's schema (scenarios/lesson-outcomes.schema.json), for editors and readers. */
export function lessonOutcomesJsonSchemaText(): string {
  const schema = z.toJSONSchema(lessonOutcomesSchema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** The trace file's schema (scenarios/trace.schema.json), for readers of exported and golden traces. */
export function traceJsonSchemaText(): string {
  const schema = z.toJSONSchema(traceSchema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
