import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CHECK, SHOWS_ATTRIBUTE } from './inline.ts';

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
