/**
 * Puts the first screen into the built index.html: the page a fresh visit opens, rendered by render.tsx in a
 * throwaway Vite server (SSR loader, the same plugins as the page), and its state as a JSON data block the page
 * hydrates from. The root is inert until the page has hydrated (main.tsx), so no click lands on a button whose
 * code has not arrived.
 */
import { createServer, type Plugin, type PluginOption } from 'vite';
import type { FirstScreen } from './seed.ts';
import { seedScript } from './seed.ts';

type Rendered = { html: string; seed: FirstScreen };

export function firstScreenPlugin(options: { root: string; plugins: () => PluginOption[] }): Plugin {
  return {
    name: 'mcp-playground:first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(page, context) {
        if (context.path !== '/index.html') return page;
        const server = await createServer({
          configFile: false,
          root: options.root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          plugins: options.plugins(),
        });
        try {
          const module = (await server.ssrLoadModule('/src/app/firstScreen/render.tsx')) as {
            renderFirstScreen: () => Promise<Rendered>;
          };
          const { html, seed } = await module.renderFirstScreen();
          const root = '<div id="root"></div>';
          if (!page.includes(root)) throw new Error(`index.html: no ${root} to render the first screen into`);
          return page.replace(root, `<div id="root" inert>${html}</div>${seedScript(seed)}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
