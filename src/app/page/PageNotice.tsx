import { useNoticeText, useText } from '../i18n/useText.ts';
import { Notice } from '../shared/Notice.tsx';
import { actions, usePlayground } from '../state/playground.ts';

/** The page's own notice (a bad link, a bad parameter), on the full page and in the embed view alike. */
export function PageNotice() {
  const t = useText();
  const pageNotice = usePlayground((state) => state.pageNotice);
  const text = useNoticeText(pageNotice);
  if (!pageNotice) return null;
  return <Notice testId="page-notice" text={text} dismissLabel={t('dismiss')} onDismiss={actions.dismissPageNotice} />;
}
