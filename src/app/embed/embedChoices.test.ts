import { describe, expect, it } from 'vitest';
import { chooseEmbed, type EmbedChange, type EmbedSubject, embedChoices, snippetFor } from './embedChoices.ts';

const subject: EmbedSubject = {
  pageUrl: 'https://teach.example/mcp/',
  fn: 'discover_tools',
  scenario: 'pages',
  breakpoints: [26],
  locale: 'en',
  step: 4,
  custom: null,
};
const start = embedChoices(null);
const made = (...changes: EmbedChange[]) => snippetFor(changes.reduce(chooseEmbed, start), subject);

describe('the Embed panel, a form over one value', () => {
  it('every choice reaches the snippet: each one changed from its start changes it', () => {
    const changes: EmbedChange[] = [
      { set: 'origin', to: 'https://course.example' },
      { set: 'layout', to: 'stack' },
      { toggle: 'fakes' },
      { set: 'codeHeight', to: 400 },
      { set: 'atStep', to: true },
      { set: 'pinLang', to: true },
      { set: 'fixed', to: true },
      { set: 'intro', to: true },
      { set: 'langToggle', to: false },
      { set: 'checkpoint', to: 'catalog-pages' },
      { set: 'script', to: false },
    ];
    const keys = new Set(changes.map((change) => ('set' in change ? change.set : 'panels')));
    expect([...keys].sort()).toEqual(Object.keys(start).sort());
    const plain = made().snippet;
    expect(plain).toContain('<iframe');
    for (const change of changes) expect(made(change).snippet, JSON.stringify(change)).not.toBe(plain);
  });

  it('a panel toggled off and on again comes back in its own place', () => {
    const choices = [{ toggle: 'variables' }, { toggle: 'variables' }].reduce(
      (now, change) => chooseEmbed(now, change as EmbedChange),
      start,
    );
    expect(choices.panels).toEqual(start.panels);
    expect(chooseEmbed(start, { toggle: 'variables' }).panels).not.toContain('variables');
  });

  it('nothing is offered to copy for an origin that is not one, or a scenario still encoding or too large', () => {
    expect(made({ set: 'origin', to: 'course.example/page' })).toMatchObject({ snippet: '', badOrigin: true });
    expect(snippetFor(start, { ...subject, custom: 'encoding' })).toMatchObject({ snippet: '', ready: false });
    expect(snippetFor(start, { ...subject, custom: { encoded: 'x', tooLarge: true } }).ready).toBe(false);
    expect(snippetFor(start, { ...subject, custom: { encoded: 'abc', tooLarge: false } }).snippet).toContain('abc');
  });

  it('a code height out of its bounds is said and left out; the step is offered only when the section is paused', () => {
    const high = made({ set: 'codeHeight', to: 100_000 });
    expect(high.heightOk).toBe(false);
    expect(high.snippet).toBe(made().snippet);
    const paused = made({ set: 'atStep', to: true }).snippet;
    expect(paused).toContain('step=4');
    expect(snippetFor(chooseEmbed(start, { set: 'atStep', to: true }), { ...subject, step: null }).snippet).toBe(
      made().snippet,
    );
  });
});
