/** Writes scenarios/scenario.schema.json from the zod schema (npm run scenarios:schema). */
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchemaText } from '../src/scenarios/jsonSchema.ts';

const target = new URL('../scenarios/scenario.schema.json', import.meta.url);
writeFileSync(target, scenarioJsonSchemaText());
console.log(`wrote ${target.pathname}`);
