// Stryker for one mutation group (scripts/mutationGroups.ts), chosen by MUTATION_GROUP; scripts/mutation.ts runs
// every group and checks each file's score.
import { readFileSync } from 'node:fs';

const name = process.env.MUTATION_GROUP;
const group = JSON.parse(readFileSync(new URL('./scripts/mutationGroups.json', import.meta.url), 'utf8')).groups[name];
if (!group) throw new Error('MUTATION_GROUP names a group of scripts/mutationGroups.json');

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Stryker's default writes `// @ts-nocheck` atop every source file of its copy, moving each line of the adapter's
  // files by one against the recorded traces the predict and tracer tests read. Vitest does not type-check anyway.
  disableTypeChecks: false,
  mutate: process.env.MUTATE ? process.env.MUTATE.split(',') : group.mutate,
  concurrency: 2,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
