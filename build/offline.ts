import { VitePWA } from 'vite-plugin-pwa';

/**
 * A service worker (Workbox, generated at build time) precaches the built app: after the first visit the page,
 * the editor, the SDKs, edit mode's code and the scenario files load from the cache and work with the network
 * off. It waits until the page tells it to take over (src/app/offline/), so an open page never mixes two
 * versions.
 */
export const offline = () =>
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
