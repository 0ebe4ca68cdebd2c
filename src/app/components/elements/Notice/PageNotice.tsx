import { useText } from '../../../i18n/useText.ts';
import { actions, usePlayground } from '../../../state/playground.ts';
import { Notice } from './Notice.tsx';

/** The page's own notice (a bad link, a bad parameter), on the full page and in the embed view alike. */
export function PageNotice() {
  const t = useText();
  const pageNotice = usePlayground((state) => state.pageNotice);
  if (!pageNotice) return null;
  return (
    <Notice
      testId="page-notice"
      text={t(pageNotice.key, pageNotice.values)}
      dismissLabel={t('dismiss')}
      onDismiss={actions.dismissPageNotice}
    />
  );
}
