import { lazy, Suspense, useEffect, useState } from 'react';
import { isEmbed } from './embed/isEmbed.ts';
import { exposeAutomation } from './page/automation.ts';
import { restoreFromLink, syncLink } from './page/link.ts';
import { PlaygroundPage } from './page/PlaygroundPage.tsx';
import { actions } from './state/playground.ts';

/** Only an iframe needs the embed page and its message bridge. */
const EmbedPage = lazy(() => import('./embed/EmbedPage.tsx').then((m) => ({ default: m.EmbedPage })));

/** The link the page shows: the one it loaded with, then each one Back or Forward reaches (`visit` counts them). */
type Visit = { search: string; visit: number };

/** The full page, or one section for an iframe (?embed=1). */
export function App() {
  const [{ search, visit }, setVisit] = useState<Visit>(() => ({ search: location.search, visit: 0 }));
  const embed = isEmbed(search);

  useEffect(() => {
    exposeAutomation();
    // Same-document navigations restore the state of the link they reach, as a fresh load of it would.
    const onPopState = () => setVisit((last) => ({ search: location.search, visit: last.visit + 1 }));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    // The embed view restores its own state from its URL, and leaves the frame's address as the course page wrote it.
    if (embed) return undefined;
    if (visit > 0) actions.resetAll();
    const fn = restoreFromLink(search);
    if (fn) requestAnimationFrame(() => document.getElementById(fn)?.scrollIntoView());
    return syncLink();
  }, [embed, search, visit]);

  return embed ? (
    <Suspense fallback={null}>
      <EmbedPage search={search} visit={visit} />
    </Suspense>
  ) : (
    <PlaygroundPage />
  );
}
