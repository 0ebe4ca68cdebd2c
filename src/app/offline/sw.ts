/**
 * The service worker itself, built to sw.js beside index.html (build/offline.ts); the page registers it
 * (serviceWorker.ts). It precaches the build, serves it with the network off, and answers every navigation in its
 * scope with the cached page. It waits until the page asks it to take over (no skipWaiting of its own, no
 * clients.claim), so an open page never mixes two versions.
 *
 * Workbox puts the build's file list in at `self.__WB_MANIFEST` once the page's build is written.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// A service worker's global, as far as this file uses it (the page's DOM types describe a window, not a worker).
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

/** The page's "Update now" (workbox-window's messageSkipWaiting). */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A link's query names a state, not another file: index.html?fn=… and embed.html?embed=1&… are the cached pages
// themselves (a course frame gets the embed view's prerendered page offline too).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();
// A deep link is the same page with a query: any other navigation in scope gets the cached page. No browser lets a
// worker serve a sandboxed, opaque-origin frame, so sandbox.html always comes from the network; the example course
// page is the instructor's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/sandbox\.html$/, /example-course\.html$/],
  }),
);
