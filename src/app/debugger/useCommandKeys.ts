import { useEffect } from 'react';
import { usePlayground } from '../state/playground.ts';
import { commandForKey, dispatch } from './commands.ts';

/** The page's shortcuts (see commands.ts), on the section that has the focus. */
export function useCommandKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { focus, sections } = usePlayground.getState();
      const id = commandForKey(event, sections[focus]);
      if (id === null) return;
      // F5 would reload the page, even when the command it means cannot run now.
      event.preventDefault();
      if (id !== 'handled') dispatch(id, focus);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
