/** Writes the JSON Schemas of scenarios/ and questions/ from the zod schemas (npm run scenarios:schema). */
import { writeFileSync } from 'node:fs';
import { schemaFiles } from './schemaFiles.ts';

for (const [name, text] of Object.entries(schemaFiles())) {
  const target = new URL(`../${name}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
