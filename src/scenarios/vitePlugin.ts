/**
 * `virtual:lesson-scenarios`: the scenario files under scenarios/, read and
 * validated at build time (in Node, with the zod schema), handed to the app
 * as plain data with any problems found. The page thus ships no validator
 * for its own lesson data, and still shows which file and field is wrong.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { loadScenarios } from './load.ts';

const ID = 'virtual:lesson-scenarios';
const RESOLVED = `\0${ID}`;

export function scenariosPlugin(options: { root: string; dir: string }): Plugin {
  const dir = join(options.root, options.dir);
  return {
    name: 'mcp-playground:scenarios',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const files: Record<string, unknown> = {};
      for (const fn of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory())) {
        for (const name of (await readdir(join(dir, fn.name))).sort()) {
          if (!name.endsWith('.json') || name.endsWith('.trace.json')) continue;
          const path = join(dir, fn.name, name);
          this.addWatchFile(path);
          const file = relative(options.root, path);
          try {
            files[file] = JSON.parse(await readFile(path, 'utf8'));
          } catch (error) {
            // Not JSON at all: the loader reports it against the file like any other problem.
            files[file] = { unreadable: (error as Error).message };
          }
        }
      }
      return { code: `export default ${JSON.stringify(loadScenarios(files))};`, moduleType: 'js' };
    },
  };
}
