import { Suspense } from 'react';
import { useOfflineStatus } from '../offline/status.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { usePlayground } from '../state/playground.ts';

/** The notices themselves load the first time there is one: a fresh page has none. */
const PageNoticeBody = lazyComponent(() => import('./PageNoticeBody.tsx').then((m) => m.PageNoticeBody));

/**
 * The page's own notices (a bad link, a bad parameter, a new version), on the full page and in the embed view
 * alike.
 */
export function PageNotice() {
  const noticed = usePlayground((state) => state.pageNotice !== null);
  const offline = useOfflineStatus((state) => state.status !== 'current');
  return noticed || offline ? (
    <Suspense fallback={null}>
      <PageNoticeBody />
    </Suspense>
  ) : null;
}
