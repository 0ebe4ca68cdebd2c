import { describe, expect, it } from 'vitest';
import { bundled } from '../../scenarios/bundled.ts';
import { type FirstScreen, parseFirstScreen, seedScript } from './seed.ts';

const pages = bundled.scenarios.find((s) => s.function === 'discover_tools' && s.id === 'pages');
if (!pages) throw new Error('the lesson scenario "pages" is missing');
const seed: FirstScreen = {
  locale: 'zh',
  scenarios: [pages],
  sources: { 'src/adapter/discoverTools.ts': 'export async function discoverTools() {}\n// </script><script>alert(1)' },
  runs: {
    discover_tools: {
      scenarioId: 'pages',
      output: '</script><!-- a hostile output -->',
      logs: { page_calls: [null, 'p2'], remote_calls: [], approvals: [] },
    },
  },
};

describe("the first screen's data block", () => {
  it('round-trips through the HTML, and no text inside can close its script element', () => {
    const html = seedScript(seed);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const json = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(parseFirstScreen(json)).toEqual(seed);
  });

  it('anything else than what the build writes reads as no first screen (the page then renders afresh)', () => {
    const bad = [
      'not json',
      '[]',
      JSON.stringify({ ...seed, locale: 'fr' }),
      JSON.stringify({ ...seed, scenarios: [{ id: 'x' }] }),
      JSON.stringify({ ...seed, sources: { file: 1 } }),
      JSON.stringify({ ...seed, runs: { discover_tools: { scenarioId: 'pages', output: 3 } } }),
      JSON.stringify({
        ...seed,
        runs: { discover_tools: { scenarioId: 'pages', output: '', logs: { page_calls: [] } } },
      }),
    ];
    for (const text of bad) expect(parseFirstScreen(text), text).toBeNull();
  });
});
