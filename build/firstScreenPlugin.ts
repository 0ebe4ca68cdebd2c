/**
 * Puts the first screen into the built index.html: the page a fresh visit opens, rendered by render.tsx in a
 * throwaway Vite server (SSR loader, the same plugins as the page), and its state as a JSON data block the page
 * hydrates from. The root is inert until the page has hydrated (main.tsx), so no click lands on a button whose
 * code has not arrived. Beside it, embed.html: the same page, finished, with the embed view's first screen (what
 * `?embed=1` shows) and the embed view's stylesheet inlined, for course pages' frames.
 */
import { createServer, type Plugin, type PluginOption, type Rollup } from 'vite';
import { escapeXml } from '../scripts/package/xml.ts';
import { EMBED_PAGE } from '../src/app/embed/embedPage.ts';
import { SHOWS_ATTRIBUTE } from '../src/app/firstScreen/inline.ts';
import { entryPrefix } from '../src/app/firstScreen/preload.ts';
import type { RenderedView } from '../src/app/firstScreen/render.tsx';
import type { FirstScreen } from '../src/app/state/seed.ts';
import { seedScript } from '../src/app/state/seed.ts';

type Rendered = { page: RenderedView; embed: RenderedView; seed: FirstScreen };

/** The module whose chunk carries the embed view's stylesheet. */
const EMBED_VIEW = '/src/app/embed/EmbedPage.tsx';

/**
 * The page's own stylesheet goes into the HTML: the first screen then paints from one response, with no request
 * in the way (a few KiB; the lazy parts' stylesheets stay files). The CSP allows inline styles.
 */
function inlineStylesheets(page: string, bundle: Record<string, { type: string; source?: string | Uint8Array }>) {
  return page.replace(/<link rel="stylesheet" crossorigin href="(\.?\/?[^"]+)">/g, (link, href: string) => {
    return inlined(href, bundle) ?? link;
  });
}

/**
 * A stylesheet of the bundle as a style element, with its link kept, disabled (never fetched), so Vite's loader of
 * lazy chunks sees the stylesheet as there; null for one that refers to other files.
 */
function inlined(href: string, bundle: Record<string, { type: string; source?: string | Uint8Array }>) {
  const file = Object.keys(bundle).find((name) => href.endsWith(name));
  const asset = file ? bundle[file] : undefined;
  if (asset?.type !== 'asset' || asset.source === undefined) return null;
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  if (css.includes('url(')) return null;
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" disabled crossorigin href="${href}">`;
}

/** The finished index.html made the embed view's page: its first screen, its stylesheet, what it shows. */
function embedPage(page: string, rendered: Rendered, bundle: Rollup.OutputBundle): string {
  const root = `<div id="root" inert>${rendered.page.html}</div>`;
  if (!page.includes(root)) throw new Error('index.html: the first screen is not where it was put');
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(EMBED_VIEW),
  );
  // The stylesheets the embed view's chunk and the chunks it imports bring (Vite's own note of them), less those
  // the page has already.
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (seen.has(name) || item?.type !== 'chunk') return;
    seen.add(name);
    const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
    for (const file of meta?.importedCss ?? []) if (!page.includes(file)) css.add(file);
    for (const imported of item.imports) visit(imported);
  };
  if (chunk) visit(chunk.fileName);
  const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
  const prefix = entry ? entryPrefix(page, entry.fileName) : './';
  const styles = [...css].map((file) => inlined(`${prefix}${file}`, bundle) ?? '').join('');
  // Replaced by functions: a `$` in the markup or the styles is text, not a replacement pattern.
  return page
    .replace('<html lang="zh-CN">', () => `<html lang="zh-CN" ${SHOWS_ATTRIBUTE}="${escapeXml(rendered.embed.shows)}">`)
    .replace(root, () => `<div id="root" inert>${rendered.embed.html}</div>`)
    .replace('</head>', () => `${styles}</head>`);
}

export function firstScreenPlugin(options: { root: string; plugins: () => PluginOption[] }): Plugin[] {
  let rendered: Rendered | null = null;
  return [
    {
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
            rendered = await module.renderFirstScreen();
            const root = '<div id="root"></div>';
            if (!page.includes(root)) throw new Error(`index.html: no ${root} to render the first screen into`);
            // A function, so a `$` in the markup or the data is text, not a replacement pattern.
            const { page: view, seed } = rendered;
            const html = page.replace(root, () => `<div id="root" inert>${view.html}</div>${seedScript(seed)}`);
            return inlineStylesheets(html, context.bundle ?? {});
          } finally {
            await server.close();
          }
        },
      },
    },
    {
      // After Vite has written index.html (its every transform done: the policy, the build's id, the preloads).
      name: 'mcp-playground:embed-page',
      apply: 'build',
      enforce: 'post',
      generateBundle(_, bundle) {
        const index = bundle['index.html'];
        if (!rendered || index?.type !== 'asset') return;
        const page = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        this.emitFile({ type: 'asset', fileName: EMBED_PAGE, source: embedPage(page, rendered, bundle) });
      },
    },
  ];
}
