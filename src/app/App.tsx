import { lazy, Suspense, useEffect, useMemo } from 'react';
import { PlaygroundView } from './components/views/PlaygroundView/PlaygroundView.tsx';
import { isEmbed } from './embed/isEmbed.ts';
import { exposeAutomation } from './lib/automation.ts';
import { restoreFromLink, syncLink } from './lib/link.ts';

/** Only an iframe needs the embed view and its message bridge. */
const EmbedView = lazy(() =>
  import('./components/views/EmbedView/EmbedView.tsx').then((m) => ({ default: m.EmbedView })),
);

let restored = false;

/** The full page, or one section for an iframe (?embed=1). */
export function App() {
  const embed = useMemo(() => isEmbed(location.search), []);
  useEffect(() => {
    if (restored) return embed ? undefined : syncLink();
    restored = true;
    exposeAutomation();
    // The embed view restores its own state from its URL, and leaves the frame's address as the course page wrote it.
    if (embed) return undefined;
    const fn = restoreFromLink(location.search);
    if (fn) requestAnimationFrame(() => document.getElementById(fn)?.scrollIntoView());
    return syncLink();
  }, [embed]);
  return embed ? (
    <Suspense fallback={null}>
      <EmbedView search={location.search} />
    </Suspense>
  ) : (
    <PlaygroundView />
  );
}
