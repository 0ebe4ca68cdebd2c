// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '../i18n/locale.ts';
import { actions, usePlayground } from '../state/playground.ts';
import { pausedAt } from '../testing/playground.ts';
import { restoreFromLink, syncLink } from './link.ts';

const initial = usePlayground.getState();
beforeEach(() => {
  usePlayground.setState(initial, true);
  history.replaceState(null, '', '/?fn=discover_tools&scenario=pages');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('syncLink', () => {
  it('writes the state at once when it starts, the first change at once, the rest of its burst once it settles', () => {
    const stop = syncLink(150);
    expect(location.search).toBe('?fn=discover_tools&scenario=pages&lang=zh');
    actions.focus('call_external');
    // A reload now must reopen this: written at once.
    expect(location.search).toBe('?fn=call_external&scenario=success&lang=zh');
    actions.selectScenario('call_external', 'deny');
    expect(location.search).toBe('?fn=call_external&scenario=success&lang=zh');
    vi.advanceTimersByTime(150);
    expect(location.search).toContain('scenario=deny');
    stop();
  });

  it('a burst that goes on is written at its first change and once 150 ms after its last, not in between', () => {
    const stop = syncLink(150);
    const writes = vi.spyOn(history, 'replaceState');
    const scenarios = ['empty', 'duplicate', 'bad_schema', 'many', 'repeat'];
    for (const scenario of scenarios) {
      actions.selectScenario('discover_tools', scenario);
      vi.advanceTimersByTime(100);
    }
    expect(writes).toHaveBeenCalledTimes(1);
    expect(location.search).toContain('scenario=empty');
    vi.advanceTimersByTime(50);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(location.search).toContain('scenario=repeat');
    writes.mockRestore();
    stop();
  });

  it('a burst still settling is written when the page is hidden or left', () => {
    const stop = syncLink(150);
    actions.selectScenario('discover_tools', 'empty');
    actions.selectScenario('discover_tools', 'many');
    expect(location.search).toContain('scenario=empty');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(location.search).toContain('scenario=many');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    actions.selectScenario('discover_tools', 'repeat');
    vi.advanceTimersByTime(10);
    actions.selectScenario('discover_tools', 'duplicate');
    dispatchEvent(new Event('pagehide'));
    expect(location.search).toContain('scenario=duplicate');
    stop();
  });

  it('a write still pending when Back reaches another entry leaves that entry address alone', () => {
    const stop = syncLink(150);
    actions.focus('call_external');
    // Back: the browser shows the entry reached before the page stops syncing the one it left.
    history.replaceState(null, '', '/?fn=discover_tools&scenario=pages&step=3');
    stop();
    vi.advanceTimersByTime(1000);
    expect(location.search).toBe('?fn=discover_tools&scenario=pages&step=3');
  });

  it('Back or Forward stops it in the event itself: a write pending then never lands on the entry reached', () => {
    const stop = syncLink(150);
    actions.focus('call_external');
    // Back: the browser shows the entry reached, then tells the page; the page restores it later.
    history.replaceState(null, '', '/?fn=discover_tools&scenario=pages&step=3&lang=en');
    dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(1000);
    actions.selectScenario('call_external', 'deny');
    vi.advanceTimersByTime(1000);
    expect(location.search).toBe('?fn=discover_tools&scenario=pages&step=3&lang=en');
    stop();
  });

  it('a move of the fragment alone (the link to #lesson-path, or Back from it) keeps it syncing', () => {
    const stop = syncLink(150);
    actions.selectScenario('discover_tools', 'many');
    // The browser adds an entry for the fragment, with the address as it is, then tells the page.
    history.pushState(null, '', `${location.search}#lesson-path`);
    dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(1000);
    actions.selectScenario('discover_tools', 'repeat');
    expect(location.search).toContain('scenario=repeat');
    expect(location.hash).toBe('#lesson-path');
    stop();
  });

  it('a click on a link to a fragment writes a burst still settling first, so the entry Back returns to has it', () => {
    const stop = syncLink(150);
    actions.selectScenario('discover_tools', 'empty');
    actions.selectScenario('discover_tools', 'many');
    expect(location.search).toContain('scenario=empty');
    const link = document.createElement('a');
    link.href = '#lesson-path';
    link.append(document.createElement('span'));
    document.body.append(link);
    // The click is heard before the browser moves to the fragment (happy-dom does not move: the test stops there).
    link.addEventListener('click', (event) => event.preventDefault());
    link.firstElementChild?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(location.search).toContain('scenario=many');
    link.remove();
    stop();
  });

  it('a link asking for a step is restored once paused there, so the address it then writes keeps the step', async () => {
    vi.useRealTimers();
    history.replaceState(null, '', '/?fn=discover_tools&scenario=pages&step=3&lang=en');
    const { fn, restored } = restoreFromLink(location.search);
    expect(fn).toBe('discover_tools');
    // Before: the trace is still recording (an address written now would say no step).
    expect(usePlayground.getState().sections.discover_tools.debug.status).toBe('recording');
    await restored;
    expect(pausedAt('discover_tools')).toBe(2);
    const stop = syncLink(150);
    expect(location.search).toBe('?fn=discover_tools&scenario=pages&step=3&lang=en');
    stop();
  });
});

describe('syncLink, the language remembered', () => {
  beforeEach(() => localStorage.removeItem(LOCALE_KEY));

  it('remembers at once a language chosen before it started (a click on the prerendered toggle), with nothing else changing', () => {
    actions.setLocale('en');
    const stop = syncLink(150);
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
    stop();
  });

  it('writes nothing when the page shows the language it would open in anyway', () => {
    const stop = syncLink(150);
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    actions.focus('call_external');
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    actions.setLocale('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
    actions.setLocale('zh');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('zh');
    stop();
  });
});

describe('restoreFromLink, the language', () => {
  it("a link that names none leaves the student's click on the toggle, made while the link's module loaded, standing", async () => {
    vi.useRealTimers();
    // The prerendered page is live: the student asks for English before the link is applied.
    actions.setLocale('en');
    await actions.settled();
    expect(usePlayground.getState().locale).toBe('en');
    await restoreFromLink('').restored;
    await actions.settled();
    expect(usePlayground.getState().locale).toBe('en');
    // A link that names one is applied.
    await restoreFromLink('?lang=zh').restored;
    expect(usePlayground.getState().locale).toBe('zh');
  });
});
