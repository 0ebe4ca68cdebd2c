import { describe, expect, it } from 'vitest';
import { describeProblem } from '../../validation/say.ts';
import type { LinkCatalog } from '../shared/params.ts';
import { MAX_ORIGINS, parseEmbed } from './params.ts';

const catalog: LinkCatalog = {
  scenarios: { discover_tools: ['pages'], assemble_tool_pool: ['one'], call_external: ['success'] },
  stoppable: { discover_tools: [5], assemble_tool_pool: [5], call_external: [5] },
};

describe('the embed view’s origins', () => {
  it('keeps up to eight course-page origins without a word', () => {
    const list = Array.from({ length: MAX_ORIGINS }, (_, i) => `https://c${i}.example`).join(',');
    const { config, problems } = parseEmbed(`?embed=1&origins=${list}`, catalog);
    expect(config.origins).toHaveLength(MAX_ORIGINS);
    expect(problems).toEqual([]);
  });

  it('says so when it keeps only the first eight', () => {
    const list = Array.from({ length: 11 }, (_, i) => `https://c${i}.example`).join(',');
    const { config, problems } = parseEmbed(`?embed=1&origins=${list}`, catalog);
    expect(config.origins).toEqual(Array.from({ length: MAX_ORIGINS }, (_, i) => `https://c${i}.example`));
    expect(problems.map((p) => describeProblem(p, 'en'))).toEqual(['origins: only the first 8 of 11 are kept']);
    expect(problems.map((p) => describeProblem(p, 'zh'))).toEqual(['origins：只保留了 11 个中的前 8 个']);
  });
});
