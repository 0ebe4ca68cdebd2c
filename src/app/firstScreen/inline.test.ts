import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  AFTER_FRAME_AT_THE_LATEST_MS,
  AFTER_PAINT_AT_THE_LATEST_MS,
  AFTER_PAINT_LOADER,
  FIRST_SCREEN_CHECK,
  SHOWS_ATTRIBUTE,
} from './inline.ts';

/** Runs the page's inline check against an address and a remembered language; true when it marked the screen stale. */
function stale(search: string, stored: string | null | 'throws' = null, shows: string | null = null): boolean {
  const attributes = new Map<string, string>();
  runInNewContext(FIRST_SCREEN_CHECK, {
    URLSearchParams,
    location: { search },
    localStorage: {
      getItem: () => {
        if (stored === 'throws') throw new Error('storage is blocked in this frame');
        return stored;
      },
    },
    document: {
      documentElement: {
        getAttribute: (name: string) => (name === SHOWS_ATTRIBUTE ? shows : null),
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
  });
  return attributes.get('data-first-screen') === 'stale';
}

describe('the first screen is hydrated only on a visit that asks for nothing else', () => {
  it('a plain visit, in Chinese, or asking for Chinese: the prerendered screen is the one asked for', () => {
    expect(stale('')).toBe(false);
    expect(stale('', 'zh')).toBe(false);
    expect(stale('?lang=zh')).toBe(false);
    // The link's language wins over the remembered one, as the page applies it.
    expect(stale('?lang=zh', 'en')).toBe(false);
  });

  it('English, asked for or remembered, and any other parameter: the app renders the asked-for state instead', () => {
    expect(stale('?lang=en')).toBe(true);
    expect(stale('', 'en')).toBe(true);
    expect(stale('?fn=call_external')).toBe(true);
    expect(stale('?lang=zh&scenario=deny')).toBe(true);
    expect(stale('?embed=1')).toBe(true);
    // Unknown parameters are the link parser's to report (a notice), so the page renders rather than hydrates.
    expect(stale('?junk')).toBe(true);
  });

  it('the page of the embed view: its own section and scenario, any valid frame name, nothing without embed=1', () => {
    const shows = 'embed=1&fn=discover_tools&scenario=pages';
    expect(stale('?embed=1', null, shows)).toBe(false);
    expect(stale('?embed=1&fn=discover_tools&scenario=pages&frame=intro-1&lang=zh', null, shows)).toBe(false);
    expect(stale('?embed=1&fn=call_external', null, shows)).toBe(true);
    expect(stale('?embed=1&scenario=limit', null, shows)).toBe(true);
    expect(stale('?embed=1&frame=not%20a%20name', null, shows)).toBe(true);
    expect(stale('?embed=1&panels=output', null, shows)).toBe(true);
    expect(stale('?embed=1&fn=discover_tools&fn=call_external', null, shows)).toBe(true);
    expect(stale('?embed=1', 'en', shows)).toBe(true);
    expect(stale('', null, shows)).toBe(true);
    expect(stale('?frame=a', null, shows)).toBe(true);
    // The playground's page takes no frame name.
    expect(stale('?frame=a')).toBe(true);
  });

  it('storage that throws (a blocked frame) reads as nothing remembered', () => {
    expect(stale('', 'throws')).toBe(false);
    expect(stale('?lang=en', 'throws')).toBe(true);
  });
});

/**
 * Runs the page's loader with a clock, frames and paint entries the test gives out by hand; `started()` is the time
 * its entry module was added (null while not), and how many times it was.
 */
function loader({ stale = false, paintTiming = true } = {}) {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  type Observer = { disconnect: () => void };
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, self: Observer) => void)[] = [];
  const entries: number[] = [];
  const element = () => ({ setAttribute: () => undefined }) as Record<string, unknown>;
  runInNewContext(AFTER_PAINT_LOADER, {
    JSON,
    document: {
      getElementById: () => ({ textContent: JSON.stringify({ entry: './assets/index.js', preload: [] }) }),
      createElement: element,
      head: { appendChild: (node: { type?: string }) => node.type === 'module' && entries.push(now) },
      documentElement: { getAttribute: (name: string) => (name === 'data-first-screen' && stale ? 'stale' : null) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    PerformanceObserver: function (this: unknown, callback: (typeof observers)[number]) {
      if (!paintTiming) throw new Error('no paint timing');
      return { observe: () => observers.push(callback), disconnect: () => undefined };
    },
  });
  const until = (time: number) => {
    // The earliest timer first, as a browser's clock runs them.
    const earliest = () => timers.filter((t) => t.at <= time).sort((a, b) => a.at - b.at)[0];
    for (let next = earliest(); next; next = earliest()) {
      timers.splice(timers.indexOf(next), 1);
      now = Math.max(now, next.at);
      next.run();
    }
    now = time;
  };
  return {
    until,
    frame: () => frames.shift()?.(),
    paint: (name: string) => {
      for (const observer of observers)
        observer({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => undefined });
    },
    started: () => ({ at: entries[0] ?? null, times: entries.length }),
  };
}

describe("the page's modules start once its first screen is on screen", () => {
  it('after the first contentful paint is reported, not when the frame starts, nor at the first paint of nothing', () => {
    const page = loader();
    page.until(50);
    page.frame();
    page.until(300);
    page.paint('first-paint');
    page.until(380);
    expect(page.started()).toEqual({ at: null, times: 0 });
    page.paint('first-contentful-paint');
    page.until(2000);
    expect(page.started()).toEqual({ at: 380, times: 1 });
  });

  it(`with no frame in ${AFTER_PAINT_AT_THE_LATEST_MS} ms (a frame out of view, a tab in the background): then`, () => {
    const page = loader();
    page.until(AFTER_PAINT_AT_THE_LATEST_MS - 1);
    expect(page.started().at).toBe(null);
    page.until(AFTER_PAINT_AT_THE_LATEST_MS);
    expect(page.started().at).toBe(AFTER_PAINT_AT_THE_LATEST_MS);
    page.frame();
    page.paint('first-contentful-paint');
    page.until(5000);
    expect(page.started().times).toBe(1);
  });

  it(`a frame whose contentful paint is never reported (no Paint Timing): ${AFTER_FRAME_AT_THE_LATEST_MS} ms after it`, () => {
    for (const paintTiming of [true, false]) {
      const page = loader({ paintTiming });
      page.until(40);
      page.frame();
      page.until(40 + AFTER_FRAME_AT_THE_LATEST_MS - 1);
      expect(page.started().at).toBe(null);
      page.until(5000);
      expect(page.started()).toEqual({ at: 40 + AFTER_FRAME_AT_THE_LATEST_MS, times: 1 });
    }
  });

  it('a stale first screen (never shown): at once', () => {
    expect(loader({ stale: true }).started()).toEqual({ at: 0, times: 1 });
  });
});
