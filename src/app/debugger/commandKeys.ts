/**
 * Which section the page's shortcuts act on, and the listener that gives them to it. Loaded right after the first
 * screen, which draws nothing of it.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { commandForKey, dispatch } from './commands.ts';

/**
 * How much of the window each section fills, measured at the first key after the page last scrolled, resized, or
 * took a press or a focus: a single step moves nothing on the page, so stepping by keys reads no layout. (A read
 * right after a step's render forces the layout the browser would otherwise do at the next frame: key → DOM p50
 * went from 2.9 to 8.3 ms when every key measured.)
 */
let seen: [FunctionId, number][] | null = null;
const forget = () => {
  seen = null;
};
const FORGET_ON = ['scroll', 'resize', 'pointerdown', 'focusin'] as const;

/**
 * The section the keys act on: the one with the blue border (clicked or focused last) unless another fills over
 * twice as much of the window, so a section scrolled away from does not take the keys and jump the page back to
 * it (VS Code's keys go to the editor in view).
 */
function keyTarget(focus: FunctionId): FunctionId {
  seen ??= [...document.querySelectorAll('.function-section[data-state]')].map((section) => {
    const box = section.getBoundingClientRect();
    return [section.id as FunctionId, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)];
  });
  let target = focus;
  let most = 0;
  for (const [id, height] of seen) {
    const weighed = height * (id === focus ? 2 : 1);
    if (weighed > most) [target, most] = [id, weighed];
  }
  return target;
}

/** Listens for the page's shortcuts on the section in view, which takes the blue border; returns how to stop. */
export function installCommandKeys(): () => void {
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
  addEventListener('keydown', onKey);
  for (const type of FORGET_ON) addEventListener(type, forget, { capture: true, passive: true });
  return () => {
    removeEventListener('keydown', onKey);
    for (const type of FORGET_ON) removeEventListener(type, forget, { capture: true });
    forget();
  };
}
