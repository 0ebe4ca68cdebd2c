/**
 * The project's scenario data as files on disk, for Node: the build's
 * scenarios plugin, tests, and `npm run replay`. The page never imports this.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type LessonOutcome, parseLessonOutcomes } from './lessonOutcomes.ts';
import { type LoadedScenarios, loadScenarios } from './load.ts';

/** The repository's root folder. */
export const PROJECT_ROOT = join(import.meta.dirname, '../..');
export const SCENARIOS_DIR = 'scenarios';

/** Every scenario file under `dir` (trace files aside), parsed as JSON, keyed by its path from `root`. */
export async function readScenarioFiles(
  root = PROJECT_ROOT,
  dir = SCENARIOS_DIR,
): Promise<{ files: Record<string, unknown>; paths: string[] }> {
  const files: Record<string, unknown> = {};
  const paths: string[] = [];
  const base = join(root, dir);
  for (const fn of (await readdir(base, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    for (const name of (await readdir(join(base, fn.name))).sort()) {
      if (!name.endsWith('.json') || name.endsWith('.trace.json')) continue;
      const path = join(base, fn.name, name);
      paths.push(path);
      try {
        files[relative(root, path)] = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        // Not JSON at all: the loader reports it against the file like any other problem.
        files[relative(root, path)] = { unreadable: (error as Error).message };
      }
    }
  }
  return { files, paths };
}

/** The scenario files validated, as the page gets them. */
export async function readScenarios(root = PROJECT_ROOT): Promise<LoadedScenarios> {
  return loadScenarios((await readScenarioFiles(root)).files);
}

export const LESSON_OUTCOMES_FILE = join(SCENARIOS_DIR, 'lesson-outcomes.json');

/** The lesson's expected outcomes, validated. */
export function readLessonOutcomes(root = PROJECT_ROOT): LessonOutcome[] {
  return parseLessonOutcomes(readFileSync(join(root, LESSON_OUTCOMES_FILE), 'utf8'));
}

/** The golden trace file of a scenario, as text. */
export function readGoldenTrace(fn: string, id: string, root = PROJECT_ROOT): string {
  return readFileSync(join(root, SCENARIOS_DIR, fn, `${id}.trace.json`), 'utf8');
}
