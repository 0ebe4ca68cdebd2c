import { describe, expect, it } from 'vitest';
import { describeProblem } from '../../validation/say.ts';
import { type LinkCatalog, linkSearch, parseLink } from './params.ts';

const catalog: LinkCatalog = {
  scenarios: { discover_tools: ['pages', 'empty'], assemble_tool_pool: ['one'], call_external: ['success'] },
  stoppable: { discover_tools: [8, 12, 26], assemble_tool_pool: [10], call_external: [30] },
};

describe('deep links', () => {
  it('round-trip a full state', () => {
    const state = {
      fn: 'discover_tools' as const,
      scenario: 'pages',
      breakpoints: [12, 26],
      step: 9,
      lang: 'en' as const,
    };
    const search = linkSearch(state);
    expect(search).toBe('?fn=discover_tools&scenario=pages&bp=12,26&step=9&lang=en');
    expect(parseLink(search, catalog)).toEqual({ state: { ...state }, problems: [] });
  });

  it("carry a custom scenario's data: the packed text, or the scenario file it came from", () => {
    const base = { fn: 'discover_tools' as const, scenario: 'custom', breakpoints: [], step: 3, lang: 'zh' as const };
    expect(linkSearch({ ...base, data: { custom: 'q1_-x' } })).toBe(
      '?fn=discover_tools&scenario=custom&custom=q1_-x&step=3&lang=zh',
    );
    expect(linkSearch({ ...base, data: { scenarioFile: 'exercises/three-pages.json' } })).toBe(
      '?fn=discover_tools&scenario=custom&scenarioFile=exercises%2Fthree-pages.json&step=3&lang=zh',
    );
  });

  it('report each bad value and fall back to the default for it alone', () => {
    const { state, problems } = parseLink('?fn=discover_tools&scenario=nope&bp=12,99,x&step=-3&lang=fr', catalog);
    expect(state).toEqual({ fn: 'discover_tools', scenario: null, breakpoints: null, step: null, lang: null });
    expect(problems).toHaveLength(4);
    const said = problems.map((p) => describeProblem(p, 'en')).join(' ');
    expect(said).toContain('scenario=nope');
    expect(said).toContain('99, x');
  });

  it('ignore scenario and breakpoints under an unknown function', () => {
    const { state, problems } = parseLink('?fn=evil&scenario=pages&bp=8', catalog);
    expect(state).toEqual({ fn: null, scenario: null, breakpoints: null, step: null, lang: null });
    expect(problems.map((p) => describeProblem(p, 'en'))).toEqual([
      'fn=evil (allowed: discover_tools, assemble_tool_pool, call_external)',
    ]);
  });

  it('read an empty link as all defaults', () => {
    expect(parseLink('', catalog)).toEqual({
      state: { fn: null, scenario: null, breakpoints: null, step: null, lang: null },
      problems: [],
    });
  });
});
