import { useText, useTextOf } from '../i18n/useText.ts';
import { dismissOfflineNotice, type OfflineStatus, useOfflineStatus } from './status.ts';
import { OFFLINE_TEXT } from './text.ts';
import './offline.css';

/** A new version waits (with the button that lets it in now), or this page is the new version. */
export function UpdateNotice({ status }: { status: Exclude<OfflineStatus, 'current'> }) {
  const t = useText();
  const say = useTextOf(OFFLINE_TEXT);
  const update = useOfflineStatus((state) => state.update);
  return (
    <div className="notice update-notice" role="status" data-testid="update-notice" data-status={status}>
      <span>{say(status === 'ready' ? 'updateReady' : 'updated')}</span>
      {status === 'ready' ? (
        <button type="button" data-testid="update-now" onClick={update}>
          {say('updateNow')}
        </button>
      ) : null}
      <button type="button" className="notice-close" onClick={dismissOfflineNotice} aria-label={t('dismiss')}>
        ×
      </button>
    </div>
  );
}
