/**
 * `virtual:lesson-scenarios`: the scenario files under scenarios/, read and
 * validated at build time (in Node, with the zod schema), handed to the app
 * as plain data with any problems found. The page thus ships no validator
 * for its own lesson data, and still shows which file and field is wrong.
 */
import type { Plugin } from 'vite';
import { readScenarioFiles } from '../src/scenarios/files.ts';
import { listScenarios, loadScenarios } from '../src/scenarios/load.ts';

const ID = 'virtual:lesson-scenarios';
/** The same scenarios without their hints and inputs: what the page's shell needs to list them. */
const LISTED = `${ID}/listed`;

export function scenariosPlugin(options: { root: string; dir: string }): Plugin {
  return {
    name: 'mcp-playground:scenarios',
    // Called only for its own two ids (a hook filter), not for every import of the build.
    resolveId: {
      filter: { id: /^virtual:lesson-scenarios(\/listed)?$/ },
      handler(source) {
        return source === ID || source === LISTED ? `\0${source}` : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:lesson-scenarios(\/listed)?$/ },
      async handler(id) {
        if (id !== `\0${ID}` && id !== `\0${LISTED}`) return null;
        const { files, paths } = await readScenarioFiles(options.root, options.dir);
        for (const path of paths) this.addWatchFile(path);
        const loaded = loadScenarios(files);
        const data = id === `\0${LISTED}` ? listScenarios(loaded) : loaded;
        return { code: `export default ${JSON.stringify(data)};`, moduleType: 'js' };
      },
    },
  };
}
