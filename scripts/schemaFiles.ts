/**
 * The JSON Schemas committed beside the data (scenarios/, questions/), one per file format, as the text
 * `npm run scenarios:schema` writes and a test compares. A script's, not a layer's: it gathers the formats of
 * every layer (the questions' too, which the scenarios layer must not import); the page loads just the scenario
 * schema (src/scenarios/jsonSchema.ts).
 */
import type { z } from 'zod';
import { pathFileSchema, practiceFileSchema, probeFileSchema, questionFileSchema } from '../src/predict/schema.ts';
import { toJsonSchema } from '../src/scenarios/jsonSchema.ts';
import { lessonOutcomesSchema } from '../src/scenarios/lessonOutcomes.ts';
import { scenarioSchema } from '../src/scenarios/schema.ts';
import { storedTraceSchema } from '../src/tracer/schema.ts';

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
