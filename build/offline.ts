import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (src/app/offline/sw.ts, Workbox's precaching and routing) precaches the built app: after the
 * first visit the page, the editor, the SDKs, edit mode's code and the scenario files load from the cache and work
 * with the network off. It waits until the page tells it to take over (src/app/offline/), so an open page never
 * mixes two versions.
 *
 * The worker is our own source, bundled by Vite, and Workbox only writes the file list into it. Workbox's own
 * generated worker was bundled again at every build by Rollup with Babel and Terser: about 2 s, the longest
 * callback of the build (docs/performance.md, "The build").
 */
export const offline = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/offline',
    filename: 'sw.ts',
    registerType: 'prompt',
    // The page registers it itself, lazily and after the first output (src/app/offline/start.ts).
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: workbox-window registers it as one.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,json}'],
      // The example course page is the instructor's, not the playground's; the manifest is the size check's.
      // sandbox.html is never served by the worker (sw.ts).
      globIgnores: ['example-course.*', '.vite/**', 'sandbox.html', 'sw.js'],
      // Monaco's chunk is ~2.6 MB raw.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    },
  });
