/** The embed URL and the iframe snippet a course page pastes, written from a section's state and the page's choices. */
import type { FunctionId } from '../../scenarios/functions.ts';
import { EMBED_PAGE } from './embedPage.ts';
import { CODE_HEIGHT, type EmbedLayoutConfig, PANELS } from './params.ts';

/** What the snippet generator asks for (EmbedPanel.tsx): the section's state and the course page's choices. */
export type SnippetOptions = {
  pageUrl: string;
  fn: FunctionId;
  scenario: string;
  breakpoints: number[];
  /** Pinned language, or null to follow the student's own choice (remembered by the playground). */
  lang: string | null;
  /** The course page's origin: it may then drive the frame and hear all its events. Null: the frame only reports its height. */
  parentOrigin: string | null;
  frame: string;
  /** A custom scenario's data, as a share link carries it (encodeShare): the frame opens that very scenario. */
  custom?: string;
  /** Open paused at this step (1-based). */
  step?: number | null;
  fixed?: boolean;
  layout?: Partial<EmbedLayoutConfig>;
  /** A checkpoint of the lesson path the frame opens, and counts alone in its `progress`. */
  checkpoint?: string | null;
};

/** The embed URL for these options: only what differs from the defaults is written. */
export function embedSrc(options: SnippetOptions): string {
  // The page beside this one whose HTML carries the embed view's first screen.
  const url = new URL(EMBED_PAGE, options.pageUrl);
  const params = new URLSearchParams({ embed: '1', fn: options.fn, scenario: options.scenario });
  if (options.lang) params.set('lang', options.lang);
  if (options.breakpoints.length > 0) params.set('bp', options.breakpoints.join(','));
  if (options.checkpoint) params.set('checkpoint', options.checkpoint);
  else if (options.step) params.set('step', String(options.step));
  if (options.custom !== undefined) params.set('custom', options.custom);
  if (options.fixed) params.set('fixed', '1');
  const layout = options.layout ?? {};
  if (layout.layout && layout.layout !== 'side') params.set('layout', layout.layout);
  if (layout.panels && layout.panels.length < PANELS.length) params.set('panels', layout.panels.join(','));
  if (layout.codeHeight && layout.codeHeight !== CODE_HEIGHT.fallback)
    params.set('codeHeight', String(layout.codeHeight));
  if (layout.intro === false) params.set('intro', '0');
  if (layout.langToggle === false) params.set('langToggle', '0');
  if (options.parentOrigin) params.set('origins', options.parentOrigin);
  params.set('frame', options.frame);
  return `${url.href}?${params.toString().replaceAll('%2C', ',')}`;
}

/** A frame's height when no script of the course page can size it: most of a desk's window, scrolling inside. */
export const SCRIPT_FREE_HEIGHT = 900;

/**
 * The iframe snippet for the current state of a section, to paste into a course page: with the few lines of script
 * that size the frame to its content, or (`script` false) the frame alone at a fixed height, for editors that strip
 * scripts (Canvas's rich content editor).
 */
export function embedSnippet(options: SnippetOptions, script = true): string {
  const src = embedSrc(options);
  if (!script)
    return `<iframe id="${options.frame}" src="${src.replaceAll('&', '&amp;')}" title="MCP Tools Playground" style="width: 100%; border: 0; height: ${SCRIPT_FREE_HEIGHT}px" loading="lazy"></iframe>`;
  const playgroundOrigin = new URL(options.pageUrl).origin;
  return `<iframe id="${options.frame}" src="${src.replaceAll('&', '&amp;')}" title="MCP Tools Playground" style="width: 100%; border: 0; height: 720px" loading="lazy"></iframe>
<script>
  // Grows and shrinks the frame with its content; only messages from the playground's origin count.
  addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== '${playgroundOrigin}' || !data || data.type !== 'mcp-playground:event') return;
    if (data.frame === '${options.frame}' && data.event === 'height') {
      document.getElementById('${options.frame}').style.height = data.height + 'px';
    }
  });
</script>`;
}
