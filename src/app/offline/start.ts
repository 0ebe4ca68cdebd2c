import { whenIdle } from '../shared/idle.ts';
import { useOfflineStatus } from './status.ts';

/**
 * Registers the service worker once the page is quiet after its first output (the built page only: the dev
 * server has none). The registration and Workbox's window library load then, not with the shell.
 */
export function startOffline(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => {
    void import('./serviceWorker.ts').then((module) => module.registerServiceWorker(useOfflineStatus.setState));
  }, 2000);
}
