// @vitest-environment happy-dom
/** A visit the old worker served lets a waiting new worker in before the page starts, and only then. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// Each test gets the module fresh: a page asks for the hand-over once, and tests run in any order.
let takeover: typeof import('./takeover.ts');

type Fake = { controller: object | null; waiting: { postMessage: (message: unknown) => void } | null };

const listeners: (() => void)[] = [];
function fakeWorkers({ controller, waiting }: Fake) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller,
      getRegistration: async () => ({ waiting }),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'controllerchange') listeners.push(listener);
      },
    },
  });
}

const reload = vi.fn();
beforeEach(async () => {
  vi.resetModules();
  takeover = await import('./takeover.ts');
  vi.useFakeTimers();
  listeners.length = 0;
  reload.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: { reload } });
});
afterEach(() => vi.useRealTimers());

/** A page an old worker serves while a new one waits, starting with a patience of 5 s: whether it has started yet. */
function pageWithWorkerWaiting() {
  const waiting = { postMessage: vi.fn() };
  fakeWorkers({ controller: {}, waiting });
  let started = false;
  void takeover.takeOverFirst(5000).then(() => {
    started = true;
  });
  return { waiting, started: () => started };
}

it('a first visit (no worker controls the page) starts at once and asks nothing', async () => {
  const waiting = { postMessage: vi.fn() };
  fakeWorkers({ controller: null, waiting });
  await takeover.takeOverFirst();
  expect(waiting.postMessage).not.toHaveBeenCalled();
});

it('a visit with no new version waiting starts at once', async () => {
  fakeWorkers({ controller: {}, waiting: null });
  await takeover.takeOverFirst();
  expect(listeners).toHaveLength(0);
});

it('a new version waiting: the page asks it in, does not start, and reloads marked updated when it takes over', async () => {
  const { waiting, started } = pageWithWorkerWaiting();
  await vi.advanceTimersByTimeAsync(1000);
  expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  expect(started()).toBe(false);
  for (const listener of listeners) listener();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(takeover.UPDATED_KEY)).toBe('1');
});

it('a hand-over that does not come: the page starts on its version after its patience', async () => {
  const { started } = pageWithWorkerWaiting();
  await vi.advanceTimersByTimeAsync(4900);
  expect(started()).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(started()).toBe(true);
  expect(reload).not.toHaveBeenCalled();
});
