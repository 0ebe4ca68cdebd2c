/**
 * `virtual:lesson-scenarios`: the scenario files under scenarios/, read and
 * validated at build time (in Node, with the zod schema), handed to the app
 * as plain data with any problems found. The page thus ships no validator
 * for its own lesson data, and still shows which file and field is wrong.
 */
import type { Plugin } from 'vite';
import { readScenarioFiles } from './files.ts';
import { loadScenarios } from './load.ts';

const ID = 'virtual:lesson-scenarios';
const RESOLVED = `\0${ID}`;

export function scenariosPlugin(options: { root: string; dir: string }): Plugin {
  return {
    name: 'mcp-playground:scenarios',
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const { files, paths } = await readScenarioFiles(options.root, options.dir);
      for (const path of paths) this.addWatchFile(path);
      return { code: `export default ${JSON.stringify(loadScenarios(files))};`, moduleType: 'js' };
    },
  };
}
