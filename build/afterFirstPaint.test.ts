import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from '../src/app/firstScreen/inline.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';

const PAGE = `<!doctype html><html><head>
    <script type="module" crossorigin src="./assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-b2.js">
  </head><body><div id="root" inert><p>first screen</p></div>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="./assets/runs-c3.js">
  </body></html>`;

describe('the page loads its modules after its first paint', () => {
  it('moves the entry and every module preload, in order, into the data block its loader reads', () => {
    const page = afterFirstPaint(PAGE);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const data = JSON.parse(
      page.match(/<script type="application\/json" id="after-first-paint">([^<]*)<\/script>/)?.[1] ?? '',
    );
    expect(data).toEqual({
      entry: './assets/index-a1.js',
      preload: [
        { href: './assets/react-b2.js', low: false },
        { href: './assets/runs-c3.js', low: true },
      ],
    });
    expect(page).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
    expect(page.indexOf('first screen')).toBeLessThan(page.indexOf('after-first-paint'));
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => afterFirstPaint('<html><body></body></html>')).toThrow('0 entry scripts');
  });
});
