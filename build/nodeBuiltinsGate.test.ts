import { expect, it } from 'vitest';
import { builtinsIn } from './nodeBuiltinsGate.ts';

it('finds the Node built-ins Vite stood in for, and nothing else', () => {
  expect(
    builtinsIn([
      { fileName: 'assets/a.js', moduleIds: ['/r/src/app/App.tsx', '\0__vite-browser-external:node:fs'] },
      { fileName: 'assets/b.js', moduleIds: ['node:path', '/r/node_modules/path-browserify/index.js'] },
    ]),
  ).toEqual(['assets/a.js: __vite-browser-external:node:fs', 'assets/b.js: node:path']);
});
