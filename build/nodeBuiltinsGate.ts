/**
 * Fails the build when a Node built-in reaches a browser bundle. Vite swaps such an import for an empty stand-in
 * (`__vite-browser-external`) and only warns, so the page would break at run time, far from the import that did it
 * (MCP Inspector v2 keeps the same gate, clients/web/server/browser-externalized-builtin-gate.ts). Deliberate
 * stand-ins are aliases (vite.config.ts: `path`, `assert`), never externals.
 */
import type { Plugin } from 'vite';

const EXTERNAL = /^\0?(?:__vite-browser-external|node:)/;

/** The modules of a bundle that are Node built-ins, by chunk. */
export function builtinsIn(chunks: { fileName: string; moduleIds: readonly string[] }[]): string[] {
  return chunks.flatMap((chunk) =>
    chunk.moduleIds.filter((id) => EXTERNAL.test(id)).map((id) => `${chunk.fileName}: ${id.replace(/^\0/, '')}`),
  );
}

export function nodeBuiltinsGate(): Plugin {
  return {
    name: 'mcp-playground:node-builtins-gate',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = builtinsIn(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : [])));
      if (found.length > 0) this.error(`Node built-ins in the browser bundle:\n  ${found.join('\n  ')}`);
    },
  };
}
