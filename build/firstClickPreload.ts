/**
 * Names the first click's code (src/app/firstScreen/preload.ts FIRST_CLICK_SOURCES) in the built index.html as
 * low-priority `<link rel="modulepreload">`s, after the first screen: fetched and compiled while the page starts,
 * run only when asked for.
 */
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { entryPrefix } from '../src/app/firstScreen/preload.ts';

type OutputChunk = Rollup.OutputChunk;

export function firstClickPreload(options: { root: string; sources: readonly string[] }): Plugin {
  return {
    name: 'mcp-playground:first-click-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(page, context) {
        if (context.path !== '/index.html' || !context.bundle || !context.chunk) return page;
        const chunks = Object.values(context.bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk: OutputChunk, into: Set<string>) => {
          if (into.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) closure(imported, into);
          }
        };
        const shell = new Set<string>();
        closure(context.chunk, shell);
        const wanted = new Set<string>();
        for (const source of options.sources) {
          const id = resolve(options.root, source);
          // The chunk the module is in (Rolldown does not name facades at this point).
          const chunk = chunks.find((item) => item.moduleIds.includes(id));
          if (!chunk) throw new Error(`${source}: in no chunk of the build`);
          closure(chunk, wanted);
        }
        const prefix = entryPrefix(page, context.chunk.fileName);
        const links = [...wanted]
          .filter((file) => !shell.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${prefix}${file}">`);
        // After the first screen: found once it is parsed, so they never stand before its first paint.
        return page.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}
