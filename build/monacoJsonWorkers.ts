import type { Plugin } from 'vite';

/** Monaco's JSON language gets the worker helper without its seventy side-effect imports (custom/monacoJsonWorkers.ts). */
export function monacoJsonWorkers(root: string): Plugin {
  const shim = `${root}/src/app/custom/monacoJsonWorkers.ts`;
  return {
    name: 'mcp-playground:monaco-json-workers',
    enforce: 'pre',
    // Called only for that one helper's imports (a hook filter), not for every import of the build.
    resolveId: {
      filter: { id: /\/internal\/common\/workers\.js$/ },
      handler(source, importer) {
        const fromJson = importer?.includes('/monaco-editor/esm/vs/languages/features/') ?? false;
        return fromJson && source.endsWith('/internal/common/workers.js') ? shim : null;
      },
    },
  };
}
