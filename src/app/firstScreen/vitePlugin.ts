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

/**
 * The page's own stylesheet goes into the HTML: the first screen then paints from one response, with no request
 * in the way (a few KiB; the lazy parts' stylesheets stay files). The CSP allows inline styles.
 */
function inlineStylesheets(page: string, bundle: Record<string, { type: string; source?: string | Uint8Array }>) {
  return page.replace(/<link rel="stylesheet" crossorigin href="\.?\/?([^"]+)">/g, (link, href: string) => {
    const file = Object.keys(bundle).find((name) => href.endsWith(name));
    const asset = file ? bundle[file] : undefined;
    if (asset?.type !== 'asset' || asset.source === undefined) return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (css.includes('url(')) return link;
    // The link stays, disabled (never fetched), so Vite's loader of lazy chunks sees the stylesheet as there.
    const disabled = link.replace('<link rel="stylesheet"', '<link rel="stylesheet" disabled');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>${disabled}`;
  });
}

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
          const rendered = page.replace(root, `<div id="root" inert>${html}</div>${seedScript(seed)}`);
          return inlineStylesheets(rendered, context.bundle ?? {});
        } finally {
          await server.close();
        }
      },
    },
  };
}
