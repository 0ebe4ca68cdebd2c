/**
 * The instrumented variant of the adapter: the same files, loaded through the
 * trace plugin (`<file>?trace`). Loaded on demand, so Run never pays for it.
 */
import loaders from 'virtual:trace-modules/entries';
import type { EntryFunctions } from './harness.ts';
import { ENTRY_FILES } from './manifest.ts';

export async function loadTracedEntries(): Promise<EntryFunctions> {
  const entries = Object.values(ENTRY_FILES);
  const functions = await Promise.all(
    entries.map(async ({ file, name }) => {
      const load = loaders[file];
      if (!load) throw new Error(`${file} has no traced loader: see src/scenarios/manifest.ts`);
      return [name, (await load())[name]] as const;
    }),
  );
  return Object.fromEntries(functions) as EntryFunctions;
}
