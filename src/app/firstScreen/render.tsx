/**
 * Build time, in Node (through Vite's SSR loader, build/firstScreenPlugin.ts): each section's default scenario is run by the
 * same harness and adapter the page's Run uses, and the page a fresh visit opens is rendered from that state with
 * React's own static renderer, which waits for the lazy parts of the first screen too.
 */
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { bundled } from '../../scenarios/bundled.ts';
import { FUNCTION_IDS } from '../../scenarios/functions.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { type FirstScreen, renderingFrom } from '../state/seed.ts';

/**
 * The static renderer waits for every lazy part, but writes the parts that suspended as templates with inline
 * scripts to move them in place, which the page's CSP forbids. Once it has loaded them, a second, synchronous
 * render finds nothing left to wait for and writes plain HTML.
 */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  for await (const _ of prelude);
  const markup = renderToString(node);
  if (markup.includes('<script')) throw new Error('the first screen still suspends: it would need inline scripts');
  return markup;
}

/** A prerendered view: its markup, and the link parameters it already shows (none for the playground's page). */
export type RenderedView = { html: string; shows: string };

/**
 * The playground's page as a fresh visit opens it, and the embed view's page (embed.html) as `?embed=1` opens it:
 * both from one state, which their HTML carries for the page to hydrate from.
 */
export async function renderFirstScreen(): Promise<{ page: RenderedView; embed: RenderedView; seed: FirstScreen }> {
  const [adapter, { runScenario }] = await Promise.all([
    import('../../adapter/index.ts'),
    import('../../scenarios/harness.ts'),
  ]);
  // The first section is all the first screen shows (the others render once the page is live), but every section
  // starts with its output: none runs the adapter in the page until asked to.
  const shown = FUNCTION_IDS[0];
  const { source, file } = ENTRY_SOURCES[shown];
  const seed: FirstScreen = { locale: 'zh', scenarios: [], sources: { [file]: source }, runs: {} };
  for (const fn of FUNCTION_IDS) {
    const scenario = bundled.scenarios.find((s) => s.function === fn);
    if (!scenario) continue;
    if (fn === shown) seed.scenarios.push(scenario);
    const { output, logs } = await runScenario(scenario, adapter);
    seed.runs[fn] = { scenarioId: scenario.id, output, logs };
  }
  // Before the store exists: it starts from this state, as the page's store starts from the HTML's copy.
  renderingFrom(seed);
  const { App } = await import('../App.tsx');
  const view = (search: string) =>
    html(
      <StrictMode>
        <App search={search} />
      </StrictMode>,
    );
  // The embed view of the first section: a snippet may name it and its scenario, as they are shown.
  const shows = new URLSearchParams({ embed: '1', fn: shown, scenario: seed.runs[shown]?.scenarioId ?? '' });
  return {
    page: { html: await view(''), shows: '' },
    embed: { html: await view('?embed=1'), shows: shows.toString() },
    seed,
  };
}
