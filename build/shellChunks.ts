import type { Plugin } from 'vite';

/** The chunks every page loads before anything lazy: the entries and their static imports (shellChunks fills it). */
export const shell = { files: new Set<string>() };

/** Finds the shell's chunks before Vite writes the lazy imports' preload lists (its own generateBundle comes later). */
export function shellChunks(): Plugin {
  return {
    name: 'mcp-playground:shell-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        shell.files.clear();
        // The playground's entry: the class report (report.html) is a page of its own, loaded by nobody here.
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.name !== 'report')
            for (const file of [chunk.fileName, ...chunk.imports]) shell.files.add(file);
      },
    },
  };
}
