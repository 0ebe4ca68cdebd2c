import { useEffect, useMemo, useRef } from 'react';
import { requestEdit } from '../debugger/editedCode.ts';
import { useCommandKeys } from '../debugger/useCommandKeys.ts';
import { useDocumentLanguage } from '../i18n/useText.ts';
import { GuardedSection } from '../page/FunctionSection/GuardedSection.tsx';
import { applyLink, LINK_CATALOG } from '../page/link.ts';
import { PageNotice } from '../page/PageNotice.tsx';
import { ChosenByPage } from '../shared/chosenByPage.ts';
import { actions } from '../state/playground.ts';
import { setPredictOn } from '../state/predictMode.ts';
import { startEmbedBridge } from './bridge.ts';
import { EmbedBar } from './EmbedBar.tsx';
import { parseEmbed } from './params.ts';
import './embed.css';

/** One section for a course page's iframe: no masthead, reports its height, takes commands from allowed origins. */
export function EmbedPage({
  search,
  visit = 0,
  onLinked,
}: {
  search: string;
  visit?: number;
  /** Called once the link is applied, in its language, with the section's text: the frame may show. */
  onLinked?: () => void;
}) {
  const { config, problems } = useMemo(() => parseEmbed(search, LINK_CATALOG), [search]);
  useEffect(() => {
    // A link reached by Back or Forward (a new visit) starts from nothing, as a fresh load of it would.
    if (visit > 0) actions.resetAll();
    // A checkpoint's frame asks before it shows from its first move: the link's step= is a move like any other, held
    // at the first question not yet answered (runs.ts loads the guard before it pauses), on every load.
    if (config.checkpoint) setPredictOn(true);
    void applyLink({ ...config.link, fn: config.fn }, problems, [config.fn], search);
    // An exercise opens the section in edit mode with that bug hunt in the editor.
    if (config.exercise) {
      requestEdit(config.fn, { hunt: config.exercise });
      actions.setEditing(config.fn, true);
    }
    let left = false;
    void actions.settled().then(async () => {
      // A checkpoint of the lesson path: opened once the link's own state is applied (it may change the scenario).
      const checkpoint = config.checkpoint;
      if (checkpoint && !left)
        (await import('../predict/embedCheckpoint.ts')).openEmbedCheckpoint(config.fn, checkpoint);
      if (!left) onLinked?.();
    });
    return () => {
      left = true;
    };
  }, [config, problems, search, visit, onLinked]);
  const root = useRef<HTMLElement>(null);
  useCommandKeys();
  useDocumentLanguage();
  useEffect(() => (root.current ? startEmbedBridge(config, root.current) : undefined), [config]);
  return (
    <main className="embed" data-testid="embed" ref={root}>
      <ChosenByPage.Provider value>
        <EmbedBar config={config} />
        <PageNotice />
        <GuardedSection fn={config.fn} fixed={config.fixed} embedded layout={config} />
      </ChosenByPage.Provider>
    </main>
  );
}
