import { Suspense } from 'react';
import { useNoticeText, useText } from '../i18n/useText.ts';
import { useOfflineStatus } from '../offline/status.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { Notice } from '../shared/Notice.tsx';
import { actions, usePlayground } from '../state/playground.ts';

/** Loaded only when there is an update to tell of. */
const UpdateNotice = lazyComponent(() => import('../offline/UpdateNotice.tsx').then((m) => m.UpdateNotice));

/** The page's notices, once there is one to show (PageNotice.tsx loads this). */
export function PageNoticeBody() {
  const t = useText();
  const pageNotice = usePlayground((state) => state.pageNotice);
  const offline = useOfflineStatus((state) => state.status);
  const text = useNoticeText(pageNotice);
  return (
    <>
      {pageNotice ? (
        <Notice testId="page-notice" text={text} dismissLabel={t('dismiss')} onDismiss={actions.dismissPageNotice} />
      ) : null}
      {offline !== 'current' ? (
        <Suspense fallback={null}>
          <UpdateNotice status={offline} />
        </Suspense>
      ) : null}
    </>
  );
}
