/** The first click's code is named for preloading after the first screen: what it imports, never the shell again. */
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rollup } from 'vite';
import { expect, it } from 'vitest';
import { firstClickPreload } from './firstClickPreload.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as Rollup.OutputChunk;

const entry = chunk('assets/index-1.js', ['/r/src/main.tsx'], ['assets/react-1.js']);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/react-1.js', ['/r/node_modules/react/index.js']),
    chunk('assets/runs-1.js', ['/r/src/app/debugger/runs.ts'], ['assets/index-1.js', 'assets/problem-1.js']),
    chunk('assets/problem-1.js', ['/r/src/validation/problem.ts']),
    chunk('assets/discoverTools-1.js', ['/r/src/adapter/discoverTools.ts?trace'], ['assets/react-1.js']),
  ].map((item) => [item.fileName, item]),
) as Rollup.OutputBundle;
const page =
  '<html><head><script type="module" crossorigin src="./assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

function transform(sources: string[], path = '/index.html') {
  const { transformIndexHtml } = firstClickPreload({ root: '/r', sources });
  const { handler } = transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path, filename: '/r/index.html', bundle, chunk: entry } as IndexHtmlTransformContext;
  return handler.call({} as never, page, context) as string;
}

it('names the sources’ chunks and what they import, less the shell, after the first screen, with the entry’s prefix', () => {
  const html = transform(['src/app/debugger/runs.ts', 'src/adapter/discoverTools.ts?trace']);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads).toEqual(['./assets/runs-1.js', './assets/problem-1.js', './assets/discoverTools-1.js']);
  expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('<div id="root">'));
  expect(html).toContain('fetchpriority="low"');
});

it('fails the build when a source is in no chunk (a renamed file would otherwise go unpreloaded, silently)', () => {
  expect(() => transform(['src/app/debugger/gone.ts'])).toThrow('src/app/debugger/gone.ts: in no chunk of the build');
});

it('leaves other pages alone', () => {
  expect(transform(['src/app/debugger/runs.ts'], '/sandbox.html')).toBe(page);
});
