/**
 * The built page loads its modules after its first paint: its entry script and its module preloads (Vite's, and
 * the first click's) leave the HTML's tags for a data block that the page's second inline script reads once the
 * prerendered screen has been painted (src/app/firstScreen/inline.ts). What the first output waits for is then the
 * HTML alone; `ONLY=first npm run bench` measures it against the same HTML without scripts.
 */
import type { Plugin } from 'vite';
import { AFTER_PAINT_DATA, AFTER_PAINT_LOADER } from '../src/app/firstScreen/inline.ts';

type Preload = { href: string; low: boolean };

/** The page with its module tags moved into the loader's data block; the entry must be there exactly once. */
export function afterFirstPaint(page: string): string {
  const entries = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (entries.length !== 1) throw new Error(`index.html: ${entries.length} entry scripts, where one was expected`);
  const preload: Preload[] = [];
  let moved = page.replace(entries[0]?.[0] ?? '', '');
  moved = moved.replace(/<link rel="modulepreload"([^>]*)>\s*/g, (_tag, attributes: string) => {
    const href = /\bhref="([^"]+)"/.exec(attributes)?.[1];
    if (!href) throw new Error(`index.html: a module preload without an href: ${attributes}`);
    preload.push({ href, low: /\bfetchpriority="low"/.test(attributes) });
    return '';
  });
  // The JSON is text inside a script element: `<` is written escaped, so no `</script>` can end it early.
  const data = JSON.stringify({ entry: entries[0]?.[1], preload }).replace(/</g, '\\u003c');
  return moved.replace(
    '</body>',
    `  <script type="application/json" id="${AFTER_PAINT_DATA}">${data}</script>\n    <script>${AFTER_PAINT_LOADER}</script>\n  </body>`,
  );
}

export function afterFirstPaintPlugin(): Plugin {
  return {
    name: 'mcp-playground:after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (page, context) => (context.path === '/index.html' ? afterFirstPaint(page) : page),
    },
  };
}
