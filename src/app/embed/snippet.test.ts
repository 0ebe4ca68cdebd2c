import { describe, expect, it } from 'vitest';
import type { LinkCatalog } from '../shared/params.ts';
import { CODE_HEIGHT, parseEmbed } from './params.ts';
import { embedSnippet, embedSrc } from './snippet.ts';

const catalog: LinkCatalog = {
  scenarios: { discover_tools: ['pages'], assemble_tool_pool: ['one'], call_external: ['success'] },
  stoppable: { discover_tools: [5], assemble_tool_pool: [5], call_external: [5] },
};

describe('the snippet’s URL', () => {
  it('the snippet’s URL writes only what differs from the defaults, and parses back to the same choices', () => {
    const options = () => ({
      pageUrl: 'https://play.example/mcp/?fn=x',
      fn: 'call_external' as const,
      scenario: 'success',
      breakpoints: [5],
      lang: null,
      parentOrigin: null,
      frame: 'f',
      step: 4,
      layout: {
        layout: 'side' as const,
        panels: ['variables' as const, 'output' as const],
        codeHeight: CODE_HEIGHT.fallback,
        intro: false,
      },
    });
    const src = embedSrc(options());
    // The page beside the playground's whose HTML carries the embed view (embedPage.ts).
    expect(src).toBe(
      'https://play.example/mcp/embed.html?embed=1&fn=call_external&scenario=success&bp=5&step=4&panels=variables,output&intro=0&frame=f',
    );
    const { config, problems } = parseEmbed(new URL(src).search, catalog);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ panels: ['variables', 'output'], intro: false, origins: [] });
    const beside = (pageUrl: string) => new URL(embedSrc({ ...options(), pageUrl })).pathname;
    expect(beside('https://play.example/mcp/index.html?fn=x#top')).toBe('/mcp/embed.html');
    expect(beside('https://play.example/')).toBe('/embed.html');
  });
});

describe('a snippet for a checkpoint of the lesson path', () => {
  const options = {
    pageUrl: 'https://play.example/mcp/',
    fn: 'assemble_tool_pool' as const,
    scenario: 'one',
    breakpoints: [],
    lang: null,
    parentOrigin: null,
    frame: 'f',
    step: 7,
  };

  it('opens the checkpoint (its own place, so no step), which the embed view accepts', () => {
    const src = embedSrc({ ...options, checkpoint: 'pool-collision' });
    expect(src).toContain('checkpoint=pool-collision');
    expect(src).not.toContain('step=');
    expect(parseEmbed(new URL(src).search, catalog).config.checkpoint).toBe('pool-collision');
  });

  it('without its script: the frame alone, at a fixed height', () => {
    const plain = embedSnippet(options, false);
    expect(plain).not.toContain('<script');
    expect(plain).toMatch(/^<iframe [^>]*style="width: 100%; border: 0; height: 900px"[^>]*><\/iframe>$/);
    expect(embedSnippet(options)).toContain('<script>');
  });
});
