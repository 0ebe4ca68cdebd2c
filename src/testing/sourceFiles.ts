/** The TypeScript files below a folder (`.ts`, `.tsx`; no `.d.ts`), for tests that read the source as text. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function sourceFiles(dir: string, { tests = true }: { tests?: boolean } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, { tests });
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    return tests || !name.includes('.test.') ? [path] : [];
  });
}
