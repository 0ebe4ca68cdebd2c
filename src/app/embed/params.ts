/**
 * The embed URL: the page's own parameters (function, scenario, breakpoints,
 * step, language) plus the embed-only ones, each through a typed converter
 * with an allowlist. Unknown parameters are refused with a notice.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { type Problem, problem } from '../../validation/problem.ts';
import { type LinkCatalog, type LinkState, PAGE_PARAMS, parseLink, shown } from '../shared/params.ts';

export const EMBED_PARAMS = [...PAGE_PARAMS, 'embed', 'fixed', 'origins', 'frame'] as const;

export type EmbedConfig = {
  link: LinkState;
  /** The section shown. */
  fn: FunctionId;
  /** The scenario cannot be changed from the frame (no picker). */
  fixed: boolean;
  /** Origins whose pages may drive the frame and receive its events. */
  origins: string[];
  /** Echoed in every event, so a page with several frames knows which one spoke. */
  frame: string;
};

const FRAME_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** An allowed parent origin: http(s), no path, no credentials; what `new URL(x).origin` gives back. */
export function parseOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/** How many course-page origins one frame listens to; more are refused with a notice, never dropped silently. */
export const MAX_ORIGINS = 8;

export function parseEmbed(search: string, catalog: LinkCatalog): { config: EmbedConfig; problems: Problem[] } {
  const { state, problems } = parseLink(search, catalog, EMBED_PARAMS);
  const params = new URLSearchParams(search);
  const fixed = params.get('fixed');
  if (fixed !== null && fixed !== '1' && fixed !== '0')
    problems.push(problem('', 'link_value', { name: 'fixed', value: shown(fixed), allowed: '0, 1' }));
  const origins: string[] = [];
  const listed = (params.get('origins') ?? '').split(',').filter(Boolean);
  if (listed.length > MAX_ORIGINS)
    problems.push(problem('', 'link_origins_kept', { limit: MAX_ORIGINS, count: listed.length }));
  for (const raw of listed.slice(0, MAX_ORIGINS)) {
    const origin = parseOrigin(raw);
    if (origin) origins.push(origin);
    else problems.push(problem('', 'link_origin', { value: shown(raw) }));
  }
  const frameRaw = params.get('frame');
  if (frameRaw !== null && !FRAME_ID.test(frameRaw))
    problems.push(problem('', 'link_frame', { value: shown(frameRaw) }));
  return {
    config: {
      link: state,
      fn: state.fn ?? 'discover_tools',
      fixed: fixed === '1' && state.scenario !== null,
      origins,
      frame: frameRaw !== null && FRAME_ID.test(frameRaw) ? frameRaw : 'playground',
    },
    problems,
  };
}

/** The iframe snippet for the current state of a section, to paste into a course page. */
export function embedSnippet(options: {
  pageUrl: string;
  fn: FunctionId;
  scenario: string;
  breakpoints: number[];
  lang: string;
  parentOrigin: string;
  frame: string;
  /** A custom scenario's data, as a share link carries it (encodeShare): the frame opens that very scenario. */
  custom?: string;
}): string {
  const url = new URL(options.pageUrl);
  url.search = '';
  url.hash = '';
  const params = new URLSearchParams({ embed: '1', fn: options.fn, scenario: options.scenario, lang: options.lang });
  if (options.breakpoints.length > 0) params.set('bp', options.breakpoints.join(','));
  if (options.custom !== undefined) params.set('custom', options.custom);
  params.set('origins', options.parentOrigin);
  params.set('frame', options.frame);
  const src = `${url.href}?${params.toString().replaceAll('%2C', ',')}`;
  const playgroundOrigin = url.origin;
  return `<iframe id="${options.frame}" src="${src.replaceAll('&', '&amp;')}" title="MCP Tools Playground" style="width: 100%; border: 0; height: 900px" loading="lazy"></iframe>
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
