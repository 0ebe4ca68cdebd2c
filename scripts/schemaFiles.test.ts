import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { schemaFiles } from './schemaFiles.ts';

it.each(Object.entries(schemaFiles()))(
  '%s is generated from its zod schema (npm run scenarios:schema)',
  (name, text) => {
    const committed = readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');
    expect(committed, 'run npm run scenarios:schema and commit the result').toBe(text);
  },
);
