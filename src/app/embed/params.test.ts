import { describe, expect, it } from 'vitest';
import { describeProblem } from '../../validation/say.ts';
import type { LinkCatalog } from '../shared/params.ts';
import { CODE_HEIGHT, EXERCISES, embeddableCheckpoints, MAX_ORIGINS, PANELS, parseEmbed } from './params.ts';

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

describe('the embed view’s layout', () => {
  it('defaults to code beside every panel, the code at most 440 px tall, the introduction and the language toggle shown', () => {
    const { config, problems } = parseEmbed('?embed=1', catalog);
    expect(config).toMatchObject({
      layout: 'side',
      panels: PANELS,
      codeHeight: CODE_HEIGHT.fallback,
      intro: true,
      langToggle: true,
    });
    expect(problems).toEqual([]);
  });

  it('takes a course page’s choices, panels in their own order whatever the link’s', () => {
    const { config, problems } = parseEmbed(
      '?embed=1&layout=stack&panels=output,variables&codeHeight=320&intro=0&langToggle=0',
      catalog,
    );
    expect(config).toMatchObject({
      layout: 'stack',
      panels: ['variables', 'output'],
      codeHeight: 320,
      intro: false,
      langToggle: false,
    });
    expect(problems).toEqual([]);
  });

  it('refuses a bad value by name, keeps the default for it alone', () => {
    const { config, problems } = parseEmbed(
      '?embed=1&layout=grid&panels=variables,heap&codeHeight=99999&intro=yes',
      catalog,
    );
    expect(config).toMatchObject({ layout: 'side', panels: PANELS, codeHeight: CODE_HEIGHT.fallback, intro: true });
    expect(problems.map((p) => describeProblem(p, 'en')).join(' | ')).toMatch(
      /layout=grid.*panels=variables,heap.*codeHeight=99999.*intro=yes/,
    );
  });
});

describe('the checkpoints a frame can open', () => {
  it("offers a section's debug checkpoints and bug hunts, never another section's or Practice", () => {
    const ids = embeddableCheckpoints('assemble_tool_pool').map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['pool-one', 'pool-collision']));
    expect(ids).not.toContain('catalog-pages');
    // A bug hunt belongs to the function it breaks.
    expect(
      embeddableCheckpoints('discover_tools')
        .filter((c) => c.kind === 'hunt')
        .map((c) => c.id),
    ).toEqual(['hunt-half-catalog', 'hunt-same-name-twice']);
    expect(ids.some((id) => id.startsWith('practice'))).toBe(false);
  });
});

describe('the embed view’s exercise', () => {
  it('opens a bug hunt by its id, from the files in bughunts/', () => {
    expect(EXERCISES).toContain('ninth-tool');
    expect(EXERCISES.length).toBeGreaterThanOrEqual(8);
    const { config, problems } = parseEmbed('?embed=1&fn=discover_tools&exercise=ninth-tool', catalog);
    expect(config.exercise).toBe('ninth-tool');
    expect(problems).toEqual([]);
    expect(parseEmbed('?embed=1', catalog).config.exercise).toBeNull();
  });

  it('refuses an id that is no hunt, by name, and opens none', () => {
    const { config, problems } = parseEmbed('?embed=1&exercise=../x', catalog);
    expect(config.exercise).toBeNull();
    expect(problems.map((p) => describeProblem(p, 'en'))[0]).toMatch(/^exercise=\.\.\/x \(allowed: .*ninth-tool.*\)$/);
  });
});

describe('the embed view’s checkpoint', () => {
  it("opens a checkpoint of the section's function, a bug hunt's too, and refuses another section's by name (a link that would pass a checkpoint elsewhere)", () => {
    expect(parseEmbed('?embed=1&fn=call_external&checkpoint=call-success', catalog).config.checkpoint).toBe(
      'call-success',
    );
    expect(parseEmbed('?embed=1&fn=call_external&checkpoint=hunt-retry', catalog).config.checkpoint).toBe('hunt-retry');
    const other = parseEmbed('?embed=1&fn=call_external&checkpoint=hunt-half-catalog', catalog);
    expect(other.config.checkpoint).toBeNull();
    expect(other.problems.map((p) => describeProblem(p, 'en'))[0]).toMatch(/^checkpoint=hunt-half-catalog \(allowed: /);
    expect(parseEmbed('?embed=1&fn=call_external&checkpoint=practice-loop', catalog).config.checkpoint).toBeNull();
  });
});
