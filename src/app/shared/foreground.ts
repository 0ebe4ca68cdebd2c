/**
 * Work a person is waiting for (a Run or a Debug being prepared). Large background loads, the editor's chunk above
 * all, wait until none is under way, so a first click does not queue behind them.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  count += by;
  for (const listener of listeners) listener();
};

export async function inForeground<T>(work: () => Promise<T>): Promise<T> {
  changed(1);
  try {
    return await work();
  } finally {
    changed(-1);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const busy = () => count > 0;

/** Whether foreground work is under way (never during the server's render: nothing runs there). */
export const useForegroundBusy = (): boolean => useSyncExternalStore(subscribe, busy, () => false);
