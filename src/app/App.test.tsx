// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { useEnglish } from './i18n/english.ts';
import { usePlayground } from './state/playground.ts';
import { pausedAt } from './testing/playground.ts';

// Monaco needs a real browser: its chunk never arrives here, so the static view stays (the e2e suite covers Monaco).
vi.mock('./shared/CodeView/MonacoCode.tsx', () => new Promise(() => undefined));
// The lesson path (below the sections, with the questions' bank) is not this test's: its chunk never arrives either,
// so it cannot finish loading after the test has ended (a log then, in a worker closing, failed a run once).
vi.mock('./predict/PathPanel.tsx', () => new Promise(() => undefined));

// English over a slow network: its words arrive when the test lets them.
let deliver: () => void = () => undefined;
const delivered = new Promise<void>((resolve) => {
  deliver = resolve;
});
vi.mock('./i18n/english.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./i18n/english.ts')>();
  return { ...real, loadEnglish: () => delivered.then(() => real.loadEnglish()) };
});

afterEach(cleanup);

// The page's lazy parts (its other sections, Practice, the panels) finish loading on their own schedule, sometimes
// between two of the test's looks: React's note that this happened outside act() says nothing about the page.
const report = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).includes('not wrapped in act(')) report(...args);
});

/**
 * Waits for `check` to hold, the page's lazy parts arriving inside act() as they would between a person's looks: as
 * long as that takes (the first Debug loads and instruments modules), the test's own limit catching a hang.
 */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
}

it('a link in English: the address keeps lang=en while English loads after its step is reached, and follows the state once it shows', async () => {
  const link = '?fn=discover_tools&scenario=pages&step=3&lang=en';
  history.replaceState(null, '', `/${link}`);
  // A first visit: the page has not loaded its English yet (the test setup had).
  useEnglish.setState({ english: null });
  let linked = false;
  await act(async () => {
    render(<App search={link} ready={{ linked: () => (linked = true) }} />);
  });
  const position = () => pausedAt('discover_tools');
  // The step the link asks for is reached while English is still on its way.
  await until(() => position() === 2);
  // Give a sync started too early the time to write what it has: Chinese.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(usePlayground.getState().locale).toBe('zh');
  expect(location.search).toBe(link);
  await act(async () => deliver());
  await until(() => linked);
  expect(usePlayground.getState().locale).toBe('en');
  // From now on the address follows the state: it writes it at once when it starts.
  await until(() => location.search.includes('lang=en'));
  expect(location.search).toContain('step=3');
  // The rest of the page (its other sections, Practice) arrives before the test ends, not after.
  await until(() => document.querySelector('[data-testid="practice"]') !== null);
});

it('an entry reached while the page starts (Back before its listener) is the one it shows, as its popstate would', async () => {
  // The page rendered the address it opened with; by its first effect, Back has moved it to another entry.
  history.replaceState(null, '', '/?fn=call_external&scenario=deny');
  await act(async () => {
    render(<App search="?fn=discover_tools&scenario=pages" />);
  });
  await until(() => usePlayground.getState().focus === 'call_external');
  expect(usePlayground.getState().sections.call_external.scenarioId).toBe('deny');
});
