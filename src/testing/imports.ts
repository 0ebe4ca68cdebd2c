/**
 * The imports of the source tree as data, for the tests that hold its layers (scripts/layers.test.ts) and the app's
 * floors (scripts/appFloors.test.ts): every import and re-export, static or dynamic, with where it points.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { sourceFiles } from './sourceFiles.ts';

export type Import = { from: string; to: string; typeOnly: boolean };

/** Every import and re-export of a file, static or dynamic, with where it points (a path from `root`, or a package). */
export function importsOf(file: string, text: string, root = ''): Import[] {
  const found: Import[] = [];
  const patterns = [
    /^\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /import\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const match of text.matchAll(patterns[0] as RegExp)) {
    found.push({ from: file, to: resolveSpecifier(root, file, match[3] as string), typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(patterns[1] as RegExp)) {
    found.push({ from: file, to: resolveSpecifier(root, file, match[1] as string), typeOnly: false });
  }
  return found;
}

function resolveSpecifier(root: string, file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return relative(root, join(dirname(join(root, file)), specifier.replace(/\?.*$/, '')));
}

/** The imports of every source file below `dir`, paths relative to `root` (tests included). */
export const importsBelow = (root: string, dir: string): Import[] =>
  sourceFiles(dir).flatMap((path) => {
    const file = relative(root, path);
    return importsOf(file, readFileSync(path, 'utf8'), root);
  });
