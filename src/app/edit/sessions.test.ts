// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { actions, type CustomState, usePlayground } from '../state/playground.ts';

const judgeOnce = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./judging.ts', () => ({ judgeOnce }));
const { closeSession, openSession, openSessions } = await import('./sessions.ts');

const initial = usePlayground.getState();
beforeEach(() => {
  usePlayground.setState(initial, true);
  judgeOnce.mockClear();
});
afterEach(() => {
  for (const fn of openSessions()) closeSession(fn);
});

const custom = (id: string) => ({ text: '{}', scenario: { id } }) as unknown as CustomState;

it('importing edit mode starts nothing: a custom scenario changing then judges nothing', () => {
  actions.setCustom('discover_tools', custom('a'));
  expect(openSessions()).toEqual([]);
  expect(judgeOnce).not.toHaveBeenCalled();
});

it('while a function is edited, its own scenario changing judges it again; once it has left, nothing does', () => {
  openSession('discover_tools');
  actions.setCustom('discover_tools', custom('a'));
  expect(judgeOnce).toHaveBeenCalledOnce();
  // Another section's scenario is not this function's business.
  actions.setCustom('call_external', custom('b'));
  expect(judgeOnce).toHaveBeenCalledOnce();
  closeSession('discover_tools');
  expect(openSessions()).toEqual([]);
  actions.setCustom('discover_tools', custom('c'));
  expect(judgeOnce).toHaveBeenCalledOnce();
});

it('the watch stays while any function is edited', () => {
  openSession('discover_tools');
  openSession('call_external');
  closeSession('discover_tools');
  actions.setCustom('call_external', custom('d'));
  expect(judgeOnce).toHaveBeenCalledOnce();
});
