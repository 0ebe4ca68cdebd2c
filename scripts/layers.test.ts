/**
 * The layers, as docs/architecture.md's map draws them: adapter → tracer → scenarios → (sandbox →) app, with mcp and
 * replay beside.
 * Read from the import statements of every source file (tests included: a test of a layer stays in its layer
 * unless it says why below).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Import, importsBelow, importsOf as importsFrom } from '../src/testing/imports.ts';
import { sourceFiles } from '../src/testing/sourceFiles.ts';

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');

/** The layer a src/ path belongs to: its first folder under src/. */
const layerOf = (path: string) => (path.startsWith('src/') ? (path.split('/')[1] ?? '') : null);

const importsOf = (file: string, text: string) => importsFrom(file, text, root);
const imports = importsBelow(root, src);

const crossing = (from: string, to: string[]) =>
  imports.filter((i) => layerOf(i.from) === from && to.includes(layerOf(i.to) ?? '')).map((i) => `${i.from} → ${i.to}`);

describe('the layers hold', () => {
  it('reads the import graph (sanity: it sees the imports that are there)', () => {
    expect(imports.length).toBeGreaterThan(300);
    expect(imports).toContainEqual({
      from: 'src/scenarios/harness.ts',
      to: 'src/adapter/errors.ts',
      typeOnly: false,
    });
  });

  it('tracer/ knows nothing of the lesson, the app or MCP', () => {
    expect(crossing('tracer', ['adapter', 'scenarios', 'app', 'mcp', 'replay'])).toEqual([]);
  });

  it('adapter/ imports nothing but itself and the MCP SDK, and the SDK only for types', () => {
    const outside = imports.filter(
      (i) => layerOf(i.from) === 'adapter' && layerOf(i.to) !== 'adapter' && !/^(node:|vitest$|fast-check$)/.test(i.to),
    );
    expect(
      outside.filter((i) => !i.to.startsWith('@modelcontextprotocol/sdk')).map((i) => `${i.from} → ${i.to}`),
    ).toEqual([]);
    expect(outside.filter((i) => !i.typeOnly).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it('validation/ (problems found in untrusted input) imports no other layer', () => {
    expect(crossing('validation', ['adapter', 'tracer', 'scenarios', 'app', 'mcp', 'replay'])).toEqual([]);
  });

  it("report/ (a class report from a course's records) knows the lesson and no page, platform session or MCP", () => {
    expect(crossing('report', ['app', 'mcp', 'sandbox', 'replay', 'tracer', 'scenarios', 'lms', 'adapter'])).toEqual(
      [],
    );
  });

  it('lms/ (what a course platform records) knows nothing of the page, MCP, the sandbox or the replay', () => {
    expect(crossing('lms', ['app', 'mcp', 'sandbox', 'replay', 'tracer', 'scenarios'])).toEqual([]);
  });

  it("sandbox/ (what runs a student's code) knows nothing of the app, MCP or the replay", () => {
    expect(crossing('sandbox', ['app', 'mcp', 'replay'])).toEqual([]);
  });

  it('predict/ (the questions and what judges an answer) knows nothing of the app or the replay', () => {
    expect(crossing('predict', ['app', 'replay'])).toEqual([]);
  });

  it('build/ (the Vite plugins, run in Node at build time) is imported by nothing under src/, and imports no app page', () => {
    expect(imports.filter((i) => i.to.startsWith('build/')).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
    // The other way is allowed (a plugin runs the lesson's code, validates its data, prerenders the first screen).
    const buildImports = sourceFiles(join(root, 'build')).flatMap((path) =>
      importsOf(relative(root, path), readFileSync(path, 'utf8')),
    );
    expect(buildImports.some((i) => i.to.startsWith('src/'))).toBe(true);
  });

  it('no Vite plugin is left in the browser tree', () => {
    const plugins = sourceFiles(src).filter((path) =>
      /\): Plugin(\[\])? \{|from 'vite-plugin-/.test(readFileSync(path, 'utf8')),
    );
    expect(plugins.map((path) => relative(root, path))).toEqual([]);
  });

  it("scenarios/ (the lesson's inputs, their harness, recording a trace) stands on the adapter, tracer and validation only", () => {
    // schemaFiles.ts, which gathers every format (the questions' too), was the one arrow up: it is a script's now.
    expect(crossing('scenarios', ['app', 'predict', 'sandbox', 'mcp', 'replay', 'lms'])).toEqual([]);
  });

  it('no two layers import each other, through others or directly (tests included)', () => {
    const layerEdges = imports
      .filter((i) => layerOf(i.to) !== null && layerOf(i.from) !== layerOf(i.to))
      .map((i) => ({ from: `src/${layerOf(i.from)}`, to: `src/${layerOf(i.to)}`, typeOnly: i.typeOnly }));
    expect(circlesOf(layerEdges)).toEqual([]);
  });

  it('mcp/, scenarios/ and replay/ do not import the app', () => {
    expect(crossing('mcp', ['app'])).toEqual([]);
    expect(crossing('scenarios', ['app'])).toEqual([]);
    expect(crossing('replay', ['app'])).toEqual([]);
  });
});

describe('the app is folders by feature', () => {
  const isPage = (path: string) => /^src\/app\/.*Page\.tsx$/.test(path);
  const appFiles = sourceFiles(join(src, 'app')).map((path) => relative(root, path));

  it('no page imports another page (App.tsx picks one; report.html has its own)', () => {
    expect(imports.filter((i) => isPage(i.from) && isPage(i.to)).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
    expect(appFiles.filter(isPage).sort()).toEqual([
      'src/app/embed/EmbedPage.tsx',
      'src/app/page/PlaygroundPage.tsx',
      'src/app/report/ReportPage.tsx',
    ]);
  });

  it('the old layer-named folders are gone', () => {
    expect(appFiles.filter((file) => /\/(components|elements|groups|screens|views|lib|utils)\//.test(file))).toEqual(
      [],
    );
  });

  it('modules export by name, and a component is split off through lazyComponent or preloadable alone', () => {
    const sources = appFiles.filter((file) => !file.includes('.test.'));
    const text = (file: string) => readFileSync(join(root, file), 'utf8');
    expect(sources.filter((file) => /^export default\b/m.test(text(file)))).toEqual([]);
    expect(sources.filter((file) => file !== 'src/app/shared/lazyComponent.ts' && /\blazy\(/.test(text(file)))).toEqual(
      [],
    );
  });

  it('a store is written only in the module that creates it (create<State>()): the rest call its functions', () => {
    // The one pattern for stores: `export const useX = create<State>()(…)` and the functions that change it, in one
    // module (a small store and its switch in one .tsx, as state/predictMode.ts, counts); everything else reads it with
    // the hook or getState() and changes it through those functions.
    const sources = appFiles.filter((file) => !file.includes('.test.'));
    const text = (file: string) => readFileSync(join(root, file), 'utf8');
    const writers = sources.flatMap((file) => {
      const own = new Set([...text(file).matchAll(/const (use\w+) = create\b/g)].map((m) => m[1]));
      return [...text(file).matchAll(/\b(use[A-Z]\w*)\.setState\(/g)]
        .filter((m) => !own.has(m[1]))
        .map((m) => `${file}: ${m[1]}.setState`);
    });
    expect(writers).toEqual([]);
    const stores = sources.flatMap((file) => [...text(file).matchAll(/const (use\w+) = create\b(.{0,80})/g)]);
    expect(stores.length).toBeGreaterThan(10);
    expect(stores.filter((m) => !/^<[^(]*>\(\)\(/.test(m[2] ?? '')).map((m) => m[1])).toEqual([]);
  });
});

/**
 * The import circles among source files (tests aside), each as its files in order: a type-only or a dynamic import
 * counts, since a circle of either still ties the modules' meaning (and a chunk's loading) together.
 */
function circlesOf(edges: Import[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!to.startsWith('src/') || from === to) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      component.push(top);
      if (top === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return circles;
}

it('no module imports itself back through others (types and dynamic imports included)', () => {
  expect(circlesOf(imports.filter((i) => !i.from.includes('.test.')))).toEqual([]);
});

it('circlesOf finds a circle of a type-only and a dynamic import, and nothing in a chain', () => {
  const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
  expect(
    circlesOf([edge('src/a.ts', 'src/b.ts'), edge('src/b.ts', 'src/c.ts', true), edge('src/c.ts', 'src/a.ts')]),
  ).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  expect(circlesOf([edge('src/a.ts', 'src/b.ts'), edge('src/b.ts', 'src/c.ts'), edge('src/a.ts', 'src/c.ts')])).toEqual(
    [],
  );
});

it('importsOf finds static, type-only, re-exported and dynamic imports', () => {
  const text = [
    "import { a } from '../tracer/format.ts';",
    "import type { B } from '@modelcontextprotocol/sdk/types.js';",
    "export { c } from './c.ts';",
    "const d = await import('../app/d.ts');",
    "import source from './e.ts?raw';",
  ].join('\n');
  expect(importsOf('src/scenarios/x.ts', text)).toEqual([
    { from: 'src/scenarios/x.ts', to: 'src/tracer/format.ts', typeOnly: false },
    { from: 'src/scenarios/x.ts', to: '@modelcontextprotocol/sdk/types.js', typeOnly: true },
    { from: 'src/scenarios/x.ts', to: 'src/scenarios/c.ts', typeOnly: false },
    { from: 'src/scenarios/x.ts', to: 'src/scenarios/e.ts', typeOnly: false },
    { from: 'src/scenarios/x.ts', to: 'src/app/d.ts', typeOnly: false },
  ]);
});
