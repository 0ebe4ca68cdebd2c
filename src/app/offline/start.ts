import { whenIdle } from '../shared/idle.ts';
import { useOfflineStatus } from './status.ts';

/**
 * Registers the service worker once the page is quiet after its first output (the built page only: the dev
 * server has none). The registration and Workbox's window library load then, not with the shell.
 */
export function startOffline(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => {
    import('./serviceWorker.ts')
      .then((module) => module.registerServiceWorker(useOfflineStatus.setState))
      // A chunk that cannot load (a deploy removed it under an old page) costs the page nothing but this.
      .catch((error: unknown) => console.warn('service worker not registered:', error));
  }, 2000);
}
