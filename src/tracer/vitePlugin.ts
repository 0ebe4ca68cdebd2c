/**
 * The Vite plugin that serves `<adapter file>.ts?trace`: the same file, read
 * from disk and instrumented with Babel. Used alike by the dev server, the
 * production build, Vitest and the Node scripts (all read vite.config.ts).
 * The plain import of a file stays untouched.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { instrument, stoppableLines } from './instrument.ts';

const QUERY = '?trace';
/** `<file>.ts?lines`: the lines of the file where the debugger can stop, as a default-exported array. */
const LINES = '?lines';

export type TracePluginOptions = {
  /** Project root; display names of files are relative to it. */
  root: string;
  /** The files that may be traced, relative to the root. Their relative imports of each other stay traced. */
  files: string[];
  /** src/tracer/runtime.ts, relative to the root. */
  runtime: string;
};

export function tracePlugin(options: TracePluginOptions): Plugin {
  const traced = new Set(options.files.map((file) => resolve(options.root, file)));
  const runtime = resolve(options.root, options.runtime);
  return {
    name: 'mcp-playground:trace',
    enforce: 'pre',
    async resolveId(source, importer) {
      const query = [QUERY, LINES].find((q) => source.endsWith(q));
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      if (!resolved) return null;
      if (!traced.has(resolved.id)) {
        this.error(`${source}: only these files can be traced: ${options.files.join(', ')}`);
      }
      return `${resolved.id}${query}`;
    },
    async load(id) {
      if (id.endsWith(LINES)) {
        const file = id.slice(0, -LINES.length);
        this.addWatchFile(file);
        const lines = stoppableLines(await readFile(file, 'utf8'), file);
        return { code: `export default ${JSON.stringify(lines)};`, moduleType: 'js' };
      }
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const code = await readFile(file, 'utf8');
      const fromHere = (target: string) => {
        const path = relative(dirname(file), target);
        return path.startsWith('.') ? path : `./${path}`;
      };
      const result = await instrument(code, file, {
        displayFile: relative(options.root, file),
        runtimeImport: fromHere(runtime),
        rewriteImport: (source) =>
          source.startsWith('.') && traced.has(resolve(dirname(file), source)) ? `${source}${QUERY}` : source,
      });
      return { code: result.code, map: result.map as never, moduleType: 'js' };
    },
  };
}
