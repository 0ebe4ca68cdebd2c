import { useRef } from 'react';
import type { FunctionId } from '../../../../scenarios/functions.ts';
import { useText } from '../../../i18n/useText.ts';
import { useSection } from '../../../state/selectors.ts';

/** Files are rare: their code loads with the first click. */
const files = () => import('../../../lib/custom.ts');

/** Scenario and trace files: download, upload, export, import. */
export function FilesBar({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { paused } = useSection(fn, (section) => ({ paused: section.debug.status === 'ready' }));
  const scenarioInput = useRef<HTMLInputElement>(null);
  const traceInput = useRef<HTMLInputElement>(null);
  return (
    <div className="buttons files-bar">
      <button
        type="button"
        data-testid="download-scenario"
        onClick={() => void files().then((m) => m.downloadScenario(fn))}
      >
        ⤓ {t('downloadScenario')}
      </button>
      <button type="button" data-testid="upload-scenario" onClick={() => scenarioInput.current?.click()}>
        ⤒ {t('uploadScenario')}
      </button>
      <input
        ref={scenarioInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="upload-scenario-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void files().then((m) => m.uploadScenario(fn, file));
          event.target.value = '';
        }}
      />
      <button
        type="button"
        data-testid="export-trace"
        disabled={!paused}
        onClick={() => void files().then((m) => m.exportTrace(fn))}
      >
        ⤓ {t('exportTrace')}
      </button>
      <button type="button" data-testid="import-trace" onClick={() => traceInput.current?.click()}>
        ⤒ {t('importTrace')}
      </button>
      <input
        ref={traceInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-trace-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void Promise.all([file.text(), files()]).then(([text, m]) => m.importTrace(fn, text));
          event.target.value = '';
        }}
      />
    </div>
  );
}
