/** Writes the JSON Schemas of scenarios/ from the zod schemas (npm run scenarios:schema). */
import { writeFileSync } from 'node:fs';
import {
  lessonOutcomesJsonSchemaText,
  scenarioJsonSchemaText,
  traceJsonSchemaText,
} from '../src/scenarios/jsonSchema.ts';

for (const [name, text] of [
  ['scenario.schema.json', scenarioJsonSchemaText()],
  ['lesson-outcomes.schema.json', lessonOutcomesJsonSchemaText()],
  ['trace.schema.json', traceJsonSchemaText()],
] as const) {
  const target = new URL(`../scenarios/${name}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
