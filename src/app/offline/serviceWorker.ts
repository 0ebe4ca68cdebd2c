/**
 * The page's side of the service worker (sw.ts, built to sw.js: build/offline.ts):
 * register it, and move to a new deploy without ever running two versions in one page.
 *
 * A new deploy's worker installs in the background and waits. A page open while it installs says so
 * (`ready`) and moves when the student asks. A later visit whose page the old worker served lets it in before
 * it starts (takeover.ts; here too, for a worker that finished installing meanwhile) and reloads into the new
 * version (every open page does), and each page so reloaded says `updated`; a visit
 * after every old page has closed is served by the new worker directly, and says `updated` because its build is
 * not the last one this browser showed.
 * Any page whose worker changes under it reloads, so a second tab does not go on fetching the old version's chunks.
 */
import { Workbox } from 'workbox-window';
import { readStored, writeStored } from '../shared/storage.ts';
import type { OfflineState } from './status.ts';
import { reloadOnTakeover, UPDATED_KEY } from './takeover.ts';

/** The build this browser last showed (index.html's `<meta name="build">`, written by the build). */
const LAST_BUILD_KEY = 'mcp-playground:build';

/** Whether this page is of another build than the last one shown here; remembers this one. */
export function isNewBuild(): boolean {
  const build = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  if (!build) return false;
  const last = readStored(LAST_BUILD_KEY);
  writeStored(LAST_BUILD_KEY, build);
  return last !== null && last !== build;
}

let workbox: Workbox | null = null;

/** `tell` sets the page's offline status (status.ts), kept in the shell. */
export async function registerServiceWorker(tell: (state: Partial<OfflineState>) => void): Promise<void> {
  if (workbox) return;
  // Every page a worker change reloaded says so (another tab may have shown the new build first), and so does a
  // page of a build new to this browser.
  const reloaded = readStored(UPDATED_KEY, 'sessionStorage') !== null;
  writeStored(UPDATED_KEY, null, 'sessionStorage');
  if (isNewBuild() || reloaded) tell({ status: 'updated' });
  // Beside index.html, wherever the build is deployed: its scope is that folder (the embed view included).
  workbox = new Workbox(new URL('sw.js', document.baseURI).href);
  // A first visit's worker does not take over the page (no clients.claim), so a change here is an update.
  if (navigator.serviceWorker.controller !== null) reloadOnTakeover();
  workbox.addEventListener('waiting', (event) => {
    if (event.wasWaitingBeforeRegister) takeUpdate();
    else tell({ status: 'ready', update: takeUpdate });
  });
  try {
    await workbox.register();
    // For automated drivers (docs/testids.md): from here on, a new worker is seen by this page.
    document.documentElement.dataset.serviceWorker = 'registered';
  } catch (error) {
    // Offline use is a bonus: the page works without it (a private window may refuse service workers).
    console.warn('service worker not registered:', error);
  }
}

/** Lets the waiting worker take over; every page it then controls reloads into the new version. */
function takeUpdate(): void {
  workbox?.messageSkipWaiting();
}
