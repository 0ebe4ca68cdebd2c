import { useEffect } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { commandForKey, dispatch } from './commands.ts';

/**
 * The section the keys act on: the one with the blue border (clicked or focused last) unless another fills over
 * twice as much of the window, so a section scrolled away from does not take the keys and jump the page back to
 * it (VS Code's keys go to the editor in view).
 */
function keyTarget(focus: FunctionId): FunctionId {
  let target = focus;
  let most = 0;
  for (const section of document.querySelectorAll('.function-section[data-state]')) {
    const box = section.getBoundingClientRect();
    const seen = (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * (section.id === focus ? 2 : 1);
    if (seen > most) [target, most] = [section.id as FunctionId, seen];
  }
  return target;
}

/** The page's shortcuts (see commands.ts), on the section in view; it takes the blue border. */
export function useCommandKeys(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { focus, sections } = usePlayground.getState();
      const fn = keyTarget(focus);
      const id = commandForKey(event, sections[fn]);
      if (id === null) return;
      // F5 would reload the page, even when the command it means cannot run now.
      event.preventDefault();
      actions.focus(fn);
      if (id !== 'handled') dispatch(id, fn);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
