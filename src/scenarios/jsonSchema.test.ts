import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { scenarioJsonSchemaText } from './jsonSchema.ts';

it('scenarios/scenario.schema.json is generated from the zod schema (npm run scenarios:schema)', () => {
  const committed = readFileSync(new URL('../../scenarios/scenario.schema.json', import.meta.url), 'utf8');
  expect(committed, 'run npm run scenarios:schema and commit the result').toBe(scenarioJsonSchemaText());
});
