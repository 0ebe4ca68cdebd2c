/**
 * The Vite plugin that serves `<file>.ts?trace`: the same file, read from
 * disk and instrumented with Babel. Used alike by the dev server, the
 * production build, Vitest and the Node scripts (all read vite.config.ts).
 * The plain import of a file stays untouched.
 *
 * It also serves, per named group of files, two generated modules, so the
 * list of files lives in one place (the caller's) instead of one import per
 * file in every view:
 * - `virtual:trace-sources/<group>`: each file's text, exactly as bundled, with
 *   the lines where the debugger can stop (the instrumenter's own analysis;
 *   none for a file that is shown but not traced);
 * - `virtual:trace-lines/<group>`: the same without the text (the file names and stoppable lines), for code that
 *   needs the lines before the text has loaded;
 * - `virtual:trace-modules/<group>`: a loader per traced file of the group
 *   (`() => import('<file>?trace')`), so the instrumented code loads on demand.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { instrument, stoppableLines } from '../src/tracer/instrument.ts';

const QUERY = '?trace';
const SOURCES = 'virtual:trace-sources/';
const LINES = 'virtual:trace-lines/';
const MODULES = 'virtual:trace-modules/';
/** What this plugin resolves (a generated group, a traced file), and the ids it loads (those, resolved). */
const OWN_SOURCE = /^virtual:trace-(sources|lines|modules)\/|\?trace$/;
const OWN_ID = /^\0virtual:trace-(sources|lines|modules)\/|\?trace$/;

export type TracePluginOptions = {
  /** Project root; display names of files are relative to it. */
  root: string;
  /** The files that may be traced, relative to the root. Their relative imports of each other stay traced. */
  files: readonly string[];
  /** Named groups of files (relative to the root) served as generated source and loader modules. */
  groups?: Record<string, readonly string[]>;
  /** src/tracer/runtime.ts, relative to the root. */
  runtime: string;
};

export function tracePlugin(options: TracePluginOptions): Plugin {
  const traced = new Set(options.files.map((file) => resolve(options.root, file)));
  const runtime = resolve(options.root, options.runtime);
  const groups = options.groups ?? {};
  const groupOf = (id: string, prefix: string) => {
    const name = id.slice(`\0${prefix}`.length);
    const files = groups[name];
    if (!files) throw new Error(`${prefix}${name}: no such group (known: ${Object.keys(groups).join(', ')})`);
    return files;
  };
  return {
    name: 'mcp-playground:trace',
    enforce: 'pre',
    // The filters let the bundler call these hooks only for this plugin's own ids: a build resolves thousands of
    // imports (8,645 calls to resolveId before, each a trip into JavaScript that returned null).
    resolveId: {
      filter: { id: OWN_SOURCE },
      async handler(source, importer) {
        if ([SOURCES, LINES, MODULES].some((prefix) => source.startsWith(prefix))) return `\0${source}`;
        if (!source.endsWith(QUERY)) return null;
        const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
        if (!resolved) return null;
        if (!traced.has(resolved.id)) {
          this.error(`${source}: only these files can be traced: ${options.files.join(', ')}`);
        }
        return `${resolved.id}${QUERY}`;
      },
    },
    load: {
      filter: { id: OWN_ID },
      async handler(id) {
        const textual = id.startsWith(`\0${SOURCES}`);
        if (textual || id.startsWith(`\0${LINES}`)) {
          const sources = await Promise.all(
            groupOf(id, textual ? SOURCES : LINES).map(async (file) => {
              const path = resolve(options.root, file);
              this.addWatchFile(path);
              const source = await readFile(path, 'utf8');
              const stoppable = traced.has(path) ? stoppableLines(source, path) : [];
              return textual ? { file, source, stoppable } : { file, stoppable };
            }),
          );
          return { code: `export default ${JSON.stringify(sources)};`, moduleType: 'js' };
        }
        if (id.startsWith(`\0${MODULES}`)) {
          const loaders = groupOf(id, MODULES)
            .filter((file) => traced.has(resolve(options.root, file)))
            .map((file) => `${JSON.stringify(file)}: () => import(${JSON.stringify(`/${file}${QUERY}`)})`);
          return { code: `export default {${loaders.join(', ')}};`, moduleType: 'js' };
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
    },
  };
}
