import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { immutableAssets } from './scripts/immutableAssets.ts';
import { CONTENT_SECURITY_POLICY } from './src/app/csp.ts';
import { FIRST_SCREEN_CHECK } from './src/app/firstScreen/inline.ts';
import { FIRST_CLICK_SOURCES, firstClickPreload } from './src/app/firstScreen/preload.ts';
import { firstScreenPlugin } from './src/app/firstScreen/vitePlugin.ts';
import { SOURCE_GROUPS, TRACED_FILES } from './src/scenarios/manifest.ts';
import { scenariosPlugin } from './src/scenarios/vitePlugin.ts';
import { tracePlugin } from './src/tracer/vitePlugin.ts';

const root = import.meta.dirname;

/** The strict CSP goes into the built page only: the dev server's hot reload needs inline scripts. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'mcp-playground:csp',
    apply: 'build',
    // Right after the charset (which must stay within the first 1024 bytes: hosts often send text/html without
    // one); the playground's page gets the first screen's check right after the policy that allows it.
    transformIndexHtml(html, context) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`${context.path}: no ${charset} to put the CSP after`);
      const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
      const check = context.path === '/index.html' ? `\n    <script>${FIRST_SCREEN_CHECK}</script>` : '';
      return html.replace(charset, `${charset}\n    ${policy}${check}`);
    },
  };
}

/**
 * `<meta name="build">`: an id of this build (a hash of its files' names, which carry their contents' hashes), so
 * a page can tell it is of another build than the last one shown (src/app/offline/serviceWorker.ts).
 */
function buildId(): Plugin {
  return {
    name: 'mcp-playground:build-id',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html' || !context.bundle) return html;
        const names = Object.keys(context.bundle).sort().join('\n');
        const id = createHash('sha256').update(names).digest('hex').slice(0, 16);
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta name="build" content="${id}">`,
        );
      },
    },
  };
}

/** Monaco's JSON language gets the worker helper without its seventy side-effect imports (custom/monacoJsonWorkers.ts). */
function monacoJsonWorkers(): Plugin {
  const shim = `${root}/src/app/custom/monacoJsonWorkers.ts`;
  return {
    name: 'mcp-playground:monaco-json-workers',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromJson = importer?.includes('/monaco-editor/esm/vs/languages/features/') ?? false;
      return fromJson && source.endsWith('/internal/common/workers.js') ? shim : null;
    },
  };
}

/**
 * A service worker (Workbox, generated at build time) precaches the built app: after the first visit the page,
 * the editor, the SDKs, edit mode's code and the scenario files load from the cache and work with the network
 * off. It waits until the page tells it to take over (src/app/offline/), so an open page never mixes two
 * versions.
 */
const offline = () =>
  VitePWA({
    registerType: 'prompt',
    // The page registers it itself, lazily and after the first output (src/app/offline/start.ts).
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,json}'],
      // The example course page is the instructor's, not the playground's; the manifest is the size check's.
      // No browser lets a worker serve a sandboxed, opaque-origin frame: edit mode's sandbox.html always comes
      // from the network (offline, the edit pane says so).
      globIgnores: ['example-course.*', '.vite/**', 'sandbox.html'],
      // Monaco's chunk is ~2.6 MB raw.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // A link's query names a state, not another file: index.html?fn=… and embed.html?embed=1&… are the cached
      // pages themselves (a course frame gets the embed view's prerendered page offline too).
      ignoreURLParametersMatching: [/.*/],
      // A deep link is the same page with a query: any other navigation in scope gets the cached page.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/sandbox\.html$/, /example-course\.html$/],
      cleanupOutdatedCaches: true,
    },
  });

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

/** The chunks every page loads before anything lazy: the entries and their static imports (shellChunks fills it). */
const shell = { files: new Set<string>() };

/** Finds the shell's chunks before Vite writes the lazy imports' preload lists (its own generateBundle comes later). */
function shellChunks(): Plugin {
  return {
    name: 'mcp-playground:shell-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        shell.files.clear();
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry)
            for (const file of [chunk.fileName, ...chunk.imports]) shell.files.add(file);
      },
    },
  };
}

export default defineConfig({
  // Relative by default, so the build works from any folder of any static host;
  // BASE_PATH=/courses/mcp/ fixes an absolute base instead.
  base: process.env.BASE_PATH ?? './',
  // The manifest tells the size check (scripts/check-sizes.ts) which files make up which part.
  build: {
    chunkSizeWarningLimit: 3000,
    manifest: true,
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
    monacoJsonWorkers(),
    scenariosPlugin({ root, dir: 'scenarios' }),
    traced(),
    react(),
    // Before the worker's plugin lists the files: the page it precaches is the prerendered one.
    firstScreenPlugin({ root, plugins: () => [scenariosPlugin({ root, dir: 'scenarios' }), traced(), react()] }),
    firstClickPreload({ root, sources: FIRST_CLICK_SOURCES }),
    offline(),
    immutableAssets(),
  ],
  // The sandbox's worker (src/sandbox/worker.ts) starts from a blob in an opaque origin, where it can import
  // nothing: one self-contained classic script. Babel in it needs Node's path and assert modules.
  worker: { format: 'iife', plugins: () => [traced()] },
  resolve: { alias: { path: 'path-browserify', assert: `${root}/src/sandbox/assertShim.ts` } },
  test: {
    environment: 'node',
    // Many tests wait on child processes (the stdio server) and timers: one worker more than the cores keeps
    // them busy (on this 2-core machine, 35 s of unit tests alone become 25 s).
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // Worker threads start faster than forked processes (30.3 s → 26.6 s for the unit tests alone here).
    pool: 'threads',
    setupFiles: ['src/app/testing/setup.ts'],
    projects: [
      // The page's tests (stores, components, the DOM) each get their modules fresh: each file in a new VM context
      // of a reused worker rather than in a new worker. This project alone took 13 instead of 24 CPU-seconds here,
      // `npm run test:unit` 28 s and 53 CPU-seconds instead of 34–35 s and 64–67.
      { extends: true, test: { name: 'app', include: APP_TESTS, pool: 'vmThreads' } },
      // The rest (the adapter, tracer, scenarios, MCP, sandbox, scripts) keeps no state one file could see from
      // another (three shuffled runs of every file passed this project): sharing a worker's modules across files
      // spares each file re-importing Babel, zod and the SDK.
      {
        extends: true,
        test: {
          name: 'core',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: APP_TESTS,
          isolate: false,
        },
      },
    ],
  },
});
