import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { afterFirstPaintPlugin } from './build/afterFirstPaint.ts';
import { firstClickPreload } from './build/firstClickPreload.ts';
import { firstScreenPlugin } from './build/firstScreenPlugin.ts';
import { immutableAssets } from './build/immutableAssets.ts';
import { monacoJsonWorkers } from './build/monacoJsonWorkers.ts';
import { nodeBuiltinsGate } from './build/nodeBuiltinsGate.ts';
import { offline } from './build/offline.ts';
import { buildId, contentSecurityPolicy } from './build/pageHtml.ts';
import { scenariosPlugin } from './build/scenariosPlugin.ts';
import { shell, shellChunks } from './build/shellChunks.ts';
import { tracePlugin } from './build/tracePlugin.ts';
import { FIRST_CLICK_SOURCES } from './src/app/firstScreen/preload.ts';
import { SOURCE_GROUPS, TRACED_FILES } from './src/scenarios/manifest.ts';
import { HANG_MS } from './src/testing/hang.ts';

// Build code (every Vite plugin) lives in build/, which nothing under src/ imports (scripts/layers.test.ts).
const root = import.meta.dirname;

/** The page's own tests (src/app), which keep Vitest's isolation. */
const APP_TESTS = ['src/app/**/*.test.ts', 'src/app/**/*.test.tsx'];

/** The trace plugin as the page and the sandbox's worker both need it (the worker builds its own bundle). */
const traced = () =>
  tracePlugin({
    root,
    runtime: 'src/tracer/runtime.ts',
    // The lesson's files, and control flow the adapter does not use yet, instrumented by the tracer's own tests.
    files: [...TRACED_FILES, 'src/tracer/testing/controlFlow.ts'],
    groups: SOURCE_GROUPS,
  });

export default defineConfig({
  // Relative by default, so the build works from any folder of any static host;
  // BASE_PATH=/courses/mcp/ fixes an absolute base instead.
  base: process.env.BASE_PATH ?? './',
  // The manifest tells the size check (scripts/check-sizes.ts) which files make up which part.
  build: {
    chunkSizeWarningLimit: 3000,
    manifest: true,
    // The playground, and the class report (a page of its own: nothing of it in the playground's first load).
    rollupOptions: { input: { index: `${root}/index.html`, report: `${root}/report.html` } },
    modulePreload: {
      // Every browser the build targets (Vite's default, baseline widely available) preloads modules itself.
      polyfill: false,
      // The page's entry and what it imports statically are loaded by its own <script type="module"> before any lazy
      // import runs: a preload of them again is useless (every lazy import's list named them: bytes in the shell),
      // and Firefox fails it for the entry (an error event on the link), which the cross-browser journeys heard.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !shell.files.has(dep)) : deps,
    },
  },
  plugins: [
    shellChunks(),
    contentSecurityPolicy(),
    buildId(),
    monacoJsonWorkers(root),
    nodeBuiltinsGate(),
    scenariosPlugin({ root, dir: 'scenarios' }),
    traced(),
    react(),
    // Before the worker's plugin lists the files: the page it precaches is the prerendered one.
    firstScreenPlugin({ root, plugins: () => [scenariosPlugin({ root, dir: 'scenarios' }), traced(), react()] }),
    firstClickPreload({ root, sources: FIRST_CLICK_SOURCES }),
    // Last of the page's transforms: every module tag is written by now.
    afterFirstPaintPlugin(),
    offline(),
    immutableAssets(),
  ],
  // The sandbox's worker (src/sandbox/worker.ts) starts from a blob in an opaque origin, where it can import
  // nothing: one self-contained classic script. Babel in it needs Node's path and assert modules.
  worker: { format: 'iife', plugins: () => [traced(), nodeBuiltinsGate()] },
  resolve: { alias: { path: 'path-browserify', assert: `${root}/src/sandbox/assertShim.ts` } },
  test: {
    environment: 'node',
    // A test waits on signals, never on time: its limit only catches a hang (src/testing/hang.ts).
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    // Many tests wait on child processes (the stdio server) and timers: one worker more than the cores keeps
    // them busy (measured: docs/performance.md, "The test command's settings").
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // Worker threads start faster than forked processes.
    pool: 'threads',
    setupFiles: ['src/app/testing/setup.ts'],
    projects: [
      // The page's tests (stores, components, the DOM) each get their modules fresh: each file in a new VM context
      // of a reused worker rather than in a new worker, which costs about half the CPU time.
      { extends: true, test: { name: 'app', include: APP_TESTS, pool: 'vmThreads' } },
      // The rest (the adapter, tracer, scenarios, MCP, sandbox, scripts) keeps no state one file could see from
      // another (three shuffled runs of every file passed this project): sharing a worker's modules across files
      // spares each file re-importing Babel, zod and the SDK.
      {
        extends: true,
        test: {
          name: 'core',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: APP_TESTS,
          isolate: false,
        },
      },
    ],
  },
});
