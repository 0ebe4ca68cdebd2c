import { SERVER_MODES } from '../../mcp/server/modes.ts';
import { useTextOf } from '../i18n/useText.ts';
import { Picker } from '../shared/Picker.tsx';
import { ServerUrlField } from '../shared/RealServer/ServerUrlField.tsx';
import {
  isBusy,
  type PracticeDecision,
  type PracticeModel,
  type PracticeState,
  type PracticeTransport,
  practiceActions,
  usePractice,
} from '../state/practice.ts';
import { startPractice } from './practice.ts';
import { PRACTICE_TEXT } from './text.ts';

const TRANSPORTS: PracticeTransport[] = ['memory', 'http'];
const MODELS: PracticeModel[] = ['fixed', 'sdk', 'eager'];
const MODES: readonly PracticeState['mode'][] = SERVER_MODES;
const DECISIONS: PracticeDecision[] = ['ask', 'allow', 'deny'];

/** How the practice runs (the service's behaviour, the model, the transport, the server's address) and ▶. */
export function PracticeToolbar() {
  const tp = useTextOf(PRACTICE_TEXT);
  const { mode, transport, serverUrl, model, decision, status } = usePractice();
  const busy = usePractice(isBusy);
  return (
    <div className="toolbar">
      <Picker
        label={tp('practiceMode')}
        testId="practice-mode"
        value={mode}
        options={MODES}
        optionText={(m) => tp(`mode_${m}`)}
        onChange={practiceActions.setMode}
        disabled={busy}
      />
      <Picker
        label={tp('practiceModel')}
        testId="practice-model"
        value={model}
        options={MODELS}
        optionText={(kind) => tp(`model_${kind}`)}
        onChange={practiceActions.setModel}
        disabled={busy}
      />
      <Picker
        label={tp('practiceDecision')}
        testId="practice-decision"
        value={decision}
        options={DECISIONS}
        optionText={(kind) => tp(`decision_${kind}`)}
        onChange={practiceActions.setDecision}
        disabled={busy}
      />
      <Picker
        label={tp('practiceTransport')}
        testId="practice-transport"
        value={transport}
        options={TRANSPORTS}
        optionText={(kind) => tp(`transport_${kind}`)}
        onChange={practiceActions.setTransport}
        disabled={busy}
      />
      {transport === 'http' ? (
        <ServerUrlField
          testId="practice-url"
          value={serverUrl}
          disabled={busy}
          onChange={practiceActions.setServerUrl}
        />
      ) : null}
      <button
        type="button"
        className="primary"
        data-testid="practice-start"
        disabled={busy}
        onClick={() => void startPractice()}
      >
        ▶ {tp('practiceStart')}
      </button>
      <span className="status" data-testid="practice-status" aria-live="polite">
        {status === 'loading'
          ? tp('practiceLoading')
          : status === 'running'
            ? tp('practiceRunning')
            : status === 'done'
              ? tp('practiceDone')
              : ''}
      </span>
    </div>
  );
}
