/**
 * The JSON Schemas committed beside the data (scenarios/, questions/), one per file format, as the text
 * `npm run scenarios:schema` writes and a test compares. Node-side only: the page
 * loads just the scenario schema (jsonSchema.ts), not the trace or outcomes schemas.
 */
import type { z } from 'zod';
import { pathFileSchema, practiceFileSchema, probeFileSchema, questionFileSchema } from '../predict/schema.ts';
import { storedTraceSchema } from '../tracer/schema.ts';
import { toJsonSchema } from './jsonSchema.ts';
import { lessonOutcomesSchema } from './lessonOutcomes.ts';
import { scenarioSchema } from './schema.ts';

const FORMATS: Record<string, z.ZodType> = {
  'scenarios/scenario.schema.json': scenarioSchema,
  'scenarios/lesson-outcomes.schema.json': lessonOutcomesSchema,
  // A trace file as written (version 4); parse.ts reads the versions before it too.
  'scenarios/trace.schema.json': storedTraceSchema,
  'questions/questions.schema.json': questionFileSchema,
  'questions/practice.schema.json': practiceFileSchema,
  'questions/path.schema.json': pathFileSchema,
  'questions/probes.schema.json': probeFileSchema,
};

/** Path from the project's root → its text. */
export function schemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FORMATS).map(([name, schema]) => [name, `${JSON.stringify(toJsonSchema(schema), null, 2)}\n`]),
  );
}
