import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lessonOutcomesJsonSchemaText, scenarioJsonSchemaText, traceJsonSchemaText } from './jsonSchema.ts';

it.each([
  ['scenario.schema.json', scenarioJsonSchemaText],
  ['lesson-outcomes.schema.json', lessonOutcomesJsonSchemaText],
  ['trace.schema.json', traceJsonSchemaText],
])('scenarios/%s is generated from the zod schema (npm run scenarios:schema)', (name, generate) => {
  const committed = readFileSync(new URL(`../../scenarios/${name}`, import.meta.url), 'utf8');
  expect(committed, 'run npm run scenarios:schema and commit the result').toBe(generate());
});
