import { useEffect } from 'react';
import { commandForKey, dispatch } from './commands.ts';

/** The page's shortcuts (see commands.ts) on the section in view, from a small chunk that comes after the first screen. */
export function useCommandKeys(): void {
  useEffect(() => {
    let left = false;
    let stop: (() => void) | undefined;
    void import('./commandKeys.ts').then((keys) => {
      if (!left) stop = keys.installCommandKeys(commandForKey, dispatch);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
