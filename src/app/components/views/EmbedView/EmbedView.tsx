import { useEffect, useRef } from 'react';
import type { EmbedConfig } from '../../../embed/params.ts';
import { useText } from '../../../i18n/useText.ts';
import { startEmbedBridge } from '../../../lib/embedBridge.ts';
import { actions, usePlayground } from '../../../state/playground.ts';
import { Notice } from '../../elements/Notice/Notice.tsx';
import { GuardedSection, useDebuggerKeys } from '../PlaygroundView/PlaygroundView.tsx';

/** One section for a course page's iframe: no masthead, reports its height, takes commands from allowed origins. */
export function EmbedView({ config }: { config: EmbedConfig }) {
  const t = useText();
  const pageNotice = usePlayground((state) => state.pageNotice);
  const root = useRef<HTMLElement>(null);
  useDebuggerKeys();
  useEffect(() => (root.current ? startEmbedBridge(config, root.current) : undefined), [config]);
  return (
    <main className="embed" data-testid="embed" ref={root}>
      {pageNotice ? (
        <Notice
          testId="page-notice"
          text={t(pageNotice.key, pageNotice.values)}
          dismissLabel={t('dismiss')}
          onDismiss={actions.dismissPageNotice}
        />
      ) : null}
      <GuardedSection fn={config.fn} fixed={config.fixed} embedded />
    </main>
  );
}
