/**
 * The moment a new deploy's worker takes over from the old one, in the shell: a visit the old worker served while
 * the new one waits lets it in before the page loads anything more (main.tsx holds the page's start for it).
 *
 * Why before: Chromium hands over by stopping the old worker once it is idle. A request reaching the old worker
 * while it stops (the page loading its editor, say) starts it again, and the hand-over then waits until that
 * worker has been idle for 30 s: the update e2e test saw exactly that in 3 of 10 runs when the page asked from
 * its service worker module, which loads beside the editor.
 */
import { writeStored } from '../shared/storage.ts';

/** Carries "this load is the update" across the reload a worker change makes (this tab only). */
export const UPDATED_KEY = 'mcp-playground:updated';

let reloading = false;

/** From now on, a change of the worker controlling this page reloads it into that worker's version. */
export function reloadOnTakeover(): void {
  if (reloading) return;
  reloading = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    writeStored(UPDATED_KEY, '1', 'sessionStorage');
    location.reload();
  });
}

const loaded = () =>
  new Promise<unknown>((resolve) => {
    if (document.readyState === 'complete') resolve(null);
    else addEventListener('load', resolve, { once: true });
  });

/**
 * Resolves at once unless an old worker serves this page while a new one waits. Then it waits for what the HTML
 * asked for (its preloads) to load, lets the new worker in, and resolves only if the reload has not come after
 * `patience` ms (the page then starts on the old version and moves when the hand-over comes).
 */
export async function takeOverFirst(patience = 5000): Promise<void> {
  const workers = globalThis.navigator?.serviceWorker;
  if (!workers?.controller) return;
  const waiting = (await workers.getRegistration().catch(() => undefined))?.waiting;
  if (!waiting) return;
  await loaded();
  reloadOnTakeover();
  // The message Workbox's worker listens for (workbox-window's messageSkipWaiting, without loading it here).
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await new Promise((resolve) => setTimeout(resolve, patience));
}
