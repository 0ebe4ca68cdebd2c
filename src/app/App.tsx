import { lazy, Suspense, useEffect, useMemo } from 'react';
import { PlaygroundView } from './components/views/PlaygroundView/PlaygroundView.tsx';
import { isEmbed, parseEmbed } from './embed/params.ts';
import { exposeAutomation } from './lib/automation.ts';
import { applyLink, LINK_CATALOG, restoreFromLink, syncLink } from './lib/link.ts';

/** Only an iframe needs the embed view and its message bridge. */
const EmbedView = lazy(() =>
  import('./components/views/EmbedView/EmbedView.tsx').then((m) => ({ default: m.EmbedView })),
);

let restored = false;

/** The full page, or one section for an iframe (?embed=1). */
export function App() {
  const embed = useMemo(() => (isEmbed(location.search) ? parseEmbed(location.search, LINK_CATALOG) : null), []);
  useEffect(() => {
    if (restored) return embed ? undefined : syncLink();
    restored = true;
    exposeAutomation();
    if (embed) {
      applyLink({ ...embed.config.link, fn: embed.config.fn }, embed.problems, [embed.config.fn]);
      // The frame's address stays as the course page wrote it.
      return undefined;
    }
    const fn = restoreFromLink(location.search);
    if (fn) requestAnimationFrame(() => document.getElementById(fn)?.scrollIntoView());
    return syncLink();
  }, [embed]);
  return embed ? (
    <Suspense fallback={null}>
      <EmbedView config={embed.config} />
    </Suspense>
  ) : (
    <PlaygroundView />
  );
}
