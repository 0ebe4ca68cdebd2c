/**
 * The unit tests Stryker runs against each mutant (npm run test:mutation, stryker.config.mjs): a group's own tests,
 * in Node, without the page's projects. A group's tests are those that pin its modules' behaviour; tests that
 * compare the adapter's source text (goldens, the tracer's instrumentation) stay out of the adapter's group, where
 * Stryker's instrumented copy of that text is not the lesson's.
 */
import { defineConfig } from 'vitest/config';
import { mutationGroup } from './scripts/mutationGroups.ts';
import { HANG_MS } from './src/testing/hang.ts';
import page from './vite.config.ts';

// The page's build plugins (the lesson's scenarios as a virtual module, the traced files), without its test projects.
export default defineConfig({
  ...page,
  test: {
    environment: 'node',
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    pool: 'threads',
    include: mutationGroup(process.env.MUTATION_GROUP).tests,
  },
});
