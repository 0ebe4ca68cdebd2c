/**
 * Where the page stands with its service worker: in the shell, so the page can show the update notice; the
 * worker's registration (serviceWorker.ts) loads later, sets it and hands over the way to update.
 */
import { create } from 'zustand';

/** `ready`: a new version is installed and waits for this page to let it in; `updated`: this load is that version. */
export type OfflineStatus = 'current' | 'ready' | 'updated';

export type OfflineState = { status: OfflineStatus; update: () => void };

export const useOfflineStatus = create<OfflineState>()(() => ({
  status: 'current',
  update: () => undefined,
}));

export const dismissOfflineNotice = () => useOfflineStatus.setState({ status: 'current' });
