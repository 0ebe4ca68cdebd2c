/**
 * The schemas are built as the module loads: a broken one (an option without its `kind`, an empty discriminator)
 * throws there, before any message is checked. Imported inside the test, so that failure is this test's failure:
 * a test file that cannot import has no tests to fail, which Stryker's Vitest runner counts as a survivor
 * (stryker-js#6150).
 */
import { expect, it } from 'vitest';

it('the messages’ schemas load, and each kind of each is told apart by its kind', async () => {
  const { compilerMessageSchema, workerMessageSchema } = await import('./protocol.ts');
  const kinds = (schema: typeof compilerMessageSchema | typeof workerMessageSchema) =>
    schema.options.map((option) => option.shape.kind.value);
  expect(kinds(compilerMessageSchema)).toEqual(['ready', 'started', 'compiled', 'stoppable', 'problem', 'crashed']);
  expect(kinds(workerMessageSchema)).toEqual(['ready', 'linked', 'call', 'run', 'done', 'problem', 'crashed']);
});
