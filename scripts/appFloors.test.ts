/**
 * The floors of src/app/ (docs/architecture.md, "The app's floors"): the bottom (state, words, shared helpers), the
 * debugger on it, the features above (each plugs into the debugger, none leans on another), and the shells at the top
 * (the playground page, the embed page, the class report's page, the first screen's prerender, App.tsx), which put the
 * features together.
 * An import may point down, or sideways within the bottom or the shells, never up, and never from one feature's
 * folder into another's. Read from every import of every source file under src/app/ (tests aside: a test may reach
 * a neighbour to set up what it checks).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Import, importsBelow } from '../src/testing/imports.ts';

const root = join(import.meta.dirname, '..');

const BOTTOM = 0;
const DEBUGGER = 1;
const FEATURE = 2;
const SHELL = 3;
/** Each folder of src/app/ and its floor; `(top)` is a file directly in src/app/ (App.tsx, csp.ts). */
const FLOORS: Record<string, number> = {
  state: BOTTOM,
  i18n: BOTTOM,
  shared: BOTTOM,
  debugger: DEBUGGER,
  custom: FEATURE,
  edit: FEATURE,
  predict: FEATURE,
  practice: FEATURE,
  lms: FEATURE,
  yourServer: FEATURE,
  traceFiles: FEATURE,
  offline: FEATURE,
  embed: SHELL,
  report: SHELL,
  page: SHELL,
  firstScreen: SHELL,
  '(top)': SHELL,
};

/** The folder of src/app/ a path is in, `(top)` for src/app/'s own files, null outside src/app/. */
function folderOf(path: string): string | null {
  if (!path.startsWith('src/app/')) return null;
  const parts = path.slice('src/app/'.length).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : '(top)';
}

/** Each import that breaks the floors, as `from-folder → to-folder: file → file`. */
function againstFloors(imports: readonly Import[]): string[] {
  return imports.flatMap(({ from, to }) => {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === null || b === null || a === b) return [];
    const floorA = FLOORS[a];
    const floorB = FLOORS[b];
    if (floorA === undefined || floorB === undefined) return [`${a} → ${b}: a folder with no floor (${from} → ${to})`];
    const sideways = floorA === floorB && (floorA === BOTTOM || floorA === SHELL);
    return floorB < floorA || sideways ? [] : [`${a} → ${b}: ${from} → ${to}`];
  });
}

const all = importsBelow(root, join(root, 'src/app'));
/** The tests' own: a test, or what tests share (src/app/testing/), may reach any floor to set up what it checks. */
const ofTests = (path: string) => path.includes('.test.') || path.startsWith('src/app/testing/');
const imports = all.filter((i) => !ofTests(i.from));

describe("the app's floors", () => {
  it('reads the imports of src/app/ (sanity: it sees the ones that are there)', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => i.from === 'src/app/App.tsx' && i.to === 'src/app/page/PlaygroundPage.tsx')).toBe(true);
  });

  it("nothing but a test imports the tests' own helpers (src/app/testing/)", () => {
    expect(imports.filter((i) => i.to.startsWith('src/app/testing/')).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
    expect(all.some((i) => ofTests(i.from) && i.to.startsWith('src/app/testing/'))).toBe(true);
  });

  it('every folder of src/app/ has a floor', () => {
    const folders = new Set(imports.flatMap((i) => [folderOf(i.from), folderOf(i.to)]).filter((f) => f !== null));
    expect([...folders].filter((folder) => !(folder in FLOORS))).toEqual([]);
  });

  it('no import points up a floor, or from one feature folder into another', () => {
    expect(againstFloors(imports)).toEqual([]);
  });

  it('finds a planted arrow: up a floor, and across the feature floor', () => {
    const edge = (from: string, to: string): Import => ({ from, to, typeOnly: false });
    expect(
      againstFloors([
        edge('src/app/state/x.ts', 'src/app/debugger/y.ts'),
        edge('src/app/edit/x.ts', 'src/app/practice/y.ts'),
        edge('src/app/edit/x.ts', 'src/app/debugger/y.ts'),
        edge('src/app/page/x.ts', 'src/app/embed/y.ts'),
        edge('src/app/i18n/x.ts', 'src/app/state/y.ts'),
      ]),
    ).toEqual([
      'state → debugger: src/app/state/x.ts → src/app/debugger/y.ts',
      'edit → practice: src/app/edit/x.ts → src/app/practice/y.ts',
    ]);
  });
});
