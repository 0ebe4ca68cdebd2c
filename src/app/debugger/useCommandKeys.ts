import { useEffect } from 'react';

/** The page's shortcuts (see commands.ts) on the section in view, from a small chunk that comes after the first screen. */
export function useCommandKeys(): void {
  useEffect(() => {
    let left = false;
    let stop: (() => void) | undefined;
    void import('./commandKeys.ts').then((keys) => {
      if (!left) stop = keys.installCommandKeys();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
