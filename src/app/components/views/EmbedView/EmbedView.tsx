import { useEffect, useMemo, useRef } from 'react';
import { parseEmbed } from '../../../embed/params.ts';
import { startEmbedBridge } from '../../../lib/embedBridge.ts';
import { applyLink, LINK_CATALOG } from '../../../lib/link.ts';
import { actions } from '../../../state/playground.ts';
import { PageNotice } from '../../elements/Notice/PageNotice.tsx';
import { GuardedSection, useDebuggerKeys } from '../PlaygroundView/PlaygroundView.tsx';

/** One section for a course page's iframe: no masthead, reports its height, takes commands from allowed origins. */
export function EmbedView({ search, visit = 0 }: { search: string; visit?: number }) {
  const { config, problems } = useMemo(() => parseEmbed(search, LINK_CATALOG), [search]);
  useEffect(() => {
    // A link reached by Back or Forward (a new visit) starts from nothing, as a fresh load of it would.
    if (visit > 0) actions.resetAll();
    applyLink({ ...config.link, fn: config.fn }, problems, [config.fn], search);
  }, [config, problems, search, visit]);
  const root = useRef<HTMLElement>(null);
  useDebuggerKeys();
  useEffect(() => (root.current ? startEmbedBridge(config, root.current) : undefined), [config]);
  return (
    <main className="embed" data-testid="embed" ref={root}>
      <PageNotice />
      <GuardedSection fn={config.fn} fixed={config.fixed} embedded />
    </main>
  );
}
