// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { actions, usePlayground } from '../state/playground.ts';
import { installCommandKeys } from './commandKeys.ts';

const initial = usePlayground.getState();
let stop: () => void = () => {};
let reads = 0;
/** Two sections: their place in the window as a test sets it (happy-dom lays nothing out). */
const place: Record<string, [top: number, bottom: number]> = {};

beforeEach(() => {
  usePlayground.setState(initial, true);
  reads = 0;
  document.body.innerHTML = '';
  for (const id of ['discover_tools', 'call_external']) {
    const section = document.createElement('section');
    section.className = 'function-section';
    section.id = id;
    section.dataset.state = 'idle';
    section.getBoundingClientRect = () => {
      reads++;
      const [top, bottom] = place[id] as [number, number];
      return { top, bottom } as DOMRect;
    };
    document.body.append(section);
  }
});
afterEach(() => stop());

const press = () => dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', cancelable: true }));

it('keys go to the section filling over twice as much of the window as the focused one, which takes the border', () => {
  Object.assign(place, { discover_tools: [-2000, 100], call_external: [100, innerHeight] });
  // F10 is a shortcut whatever the state: a section that cannot step takes the key and does nothing.
  stop = installCommandKeys();
  actions.focus('discover_tools');
  press();
  expect(usePlayground.getState().focus).toBe('call_external');
});

it('stepping by keys measures the sections once, and again after the page scrolls or takes a press', () => {
  Object.assign(place, { discover_tools: [0, innerHeight], call_external: [innerHeight, 2 * innerHeight] });
  // Idle sections: F10 is taken (a shortcut) and does nothing.
  stop = installCommandKeys();
  press();
  press();
  press();
  expect(reads).toBe(2);
  dispatchEvent(new Event('scroll'));
  press();
  expect(reads).toBe(4);
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  press();
  press();
  expect(reads).toBe(6);
});
