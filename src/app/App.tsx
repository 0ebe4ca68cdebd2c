import { Suspense, useEffect, useState } from 'react';
import { queryMoved, queryShown } from './page/address.ts';
import { plugInFeatures } from './page/features.ts';
import { PlaygroundPage } from './page/PlaygroundPage.tsx';
import { isEmbed } from './shared/isEmbed.ts';
import { lazyComponent } from './shared/lazyComponent.ts';
import { loadLessonData } from './state/lessonData.ts';
import { actions } from './state/playground.ts';
import { usePredictOn } from './state/predictMode.ts';

/** Only an iframe needs the embed page and its message bridge. */
const EmbedPage = lazyComponent(() => import('./embed/EmbedPage.tsx').then((m) => m.EmbedPage));

/** The link the page shows: the one it loaded with, then each one Back or Forward reaches (`visit` counts them). */
type Visit = { search: string; visit: number };

/** When the page is ready for a person: `live` once it answers clicks, `linked` once it shows what its link asks. */
export type AppReady = { live?: () => void; linked?: () => void };

/**
 * The full page, or one section for an iframe (?embed=1). `search` is the address's query it opens with (empty
 * when prerendered).
 */
export function App({ search: opened, ready }: { search: string; ready?: AppReady }) {
  // The features in the debugger's places (page/features.ts), once, before anything below renders.
  useState(plugInFeatures);
  const [{ search, visit }, setVisit] = useState<Visit>(() => ({ search: opened, visit: 0 }));
  const embed = isEmbed(search);

  useEffect(() => {
    ready?.live?.();
    // The scenarios' hints and inputs and the entries' text, beyond the first screen's: the next view needs them.
    void loadLessonData();
    // The drivers' hook (docs/testids.md) is not the page's: it loads beside it.
    void import('./page/automation.ts').then((automation) => automation.exposeAutomation());
    // With Predict on, what would answer a question waits (predict/hold.ts): from the start, whenever it is turned on.
    const holdWhenOn = () => {
      if (usePredictOn.getState().on) void import('./predict/hold.ts').then((hold) => hold.installHold());
    };
    holdWhenOn();
    const stopHold = usePredictOn.subscribe(holdWhenOn);
    // Same-document navigations restore the state of the link they reach, as a fresh load of it would.
    // The entry's address as it is at the event (React may run the update later).
    const restore = () => {
      const search = location.search;
      setVisit((last) => ({ search, visit: last.visit + 1 }));
    };
    // Not a move of the fragment alone (page/address.ts).
    const onPopState = (event: Event) => {
      if (queryMoved(event)) restore();
    };
    addEventListener('popstate', onPopState);
    // An entry reached while the page was starting (Back before this listener was here) is restored as its event
    // would have been: the page rendered the address it opened with, not the one it is at now.
    if (location.search !== opened) {
      queryShown();
      restore();
    }
    return () => {
      removeEventListener('popstate', onPopState);
      stopHold();
    };
  }, [ready, opened]);

  useEffect(() => {
    // The embed view restores its own state from its URL, and leaves the frame's address as the course page wrote it.
    if (embed) return undefined;
    // Reading and writing links loads after the first screen, which is the page without a link.
    let left = false;
    let stopSync: (() => void) | null = null;
    // A page opened by a link shows once the link is applied, in its language, with the text of its sections.
    void import('./page/link.ts').then(async ({ restoreFromLink, syncLink }) => {
      if (left) return;
      if (visit > 0) actions.resetAll();
      const { fn, restored } = restoreFromLink(search);
      const settled = actions.settled();
      // The address follows the state once the page shows what the address says: the step a link asked for is
      // recorded, and its language applied. English may still be loading when the step is reached; the address the
      // sync writes at its start would then say Chinese, and Back to this entry would open it in Chinese.
      void Promise.allSettled([restored, settled]).then(() => {
        if (!left) stopSync = syncLink();
      });
      try {
        await settled;
      } finally {
        // Shown even if the language's words could not load (the page then stays in the one it had).
        if (!left) ready?.linked?.();
      }
      // A checkpoint of the lesson path (a course frame's "continue in the full playground") opens once the link is.
      const checkpoint = new URLSearchParams(search).get('checkpoint');
      if (checkpoint !== null && !left)
        void import('./predict/linkedCheckpoint.ts').then((m) => m.openLinkedCheckpoint(checkpoint));
      else if (fn) requestAnimationFrame(() => document.getElementById(fn)?.scrollIntoView());
    });
    return () => {
      left = true;
      stopSync?.();
    };
  }, [embed, search, visit, ready]);

  return embed ? (
    <Suspense fallback={null}>
      <EmbedPage search={search} visit={visit} onLinked={ready?.linked} />
    </Suspense>
  ) : (
    <PlaygroundPage />
  );
}
