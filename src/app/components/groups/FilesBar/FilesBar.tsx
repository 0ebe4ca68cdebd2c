import { useRef } from 'react';
import type { FunctionId } from '../../../../scenarios/functions.ts';
import { useText } from '../../../i18n/useText.ts';
import { useSection } from '../../../state/selectors.ts';

/** Files are rare: their code loads with the first click. */
const files = () => import('../../../lib/custom.ts');

/** A button that opens the file chooser; the chosen file goes to `onFile`. */
function FileButton({ label, testId, onFile }: { label: string; testId: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" data-testid={testId} onClick={() => input.current?.click()}>
        ⤒ {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again is a new upload.
          event.target.value = '';
        }}
      />
    </>
  );
}

/** Scenario and trace files: download, upload, export, import. */
export function FilesBar({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { paused } = useSection(fn, (section) => ({ paused: section.debug.status === 'ready' }));
  return (
    <div className="buttons files-bar">
      <button
        type="button"
        data-testid="download-scenario"
        onClick={() => void files().then((m) => m.downloadScenario(fn))}
      >
        ⤓ {t('downloadScenario')}
      </button>
      <FileButton
        label={t('uploadScenario')}
        testId="upload-scenario"
        onFile={(file) => void files().then((m) => m.uploadScenario(fn, file))}
      />
      <button
        type="button"
        data-testid="export-trace"
        disabled={!paused}
        onClick={() => void files().then((m) => m.exportTrace(fn))}
      >
        ⤓ {t('exportTrace')}
      </button>
      <FileButton
        label={t('importTrace')}
        testId="import-trace"
        onFile={(file) => void files().then((m) => m.importTraceFile(fn, file))}
      />
    </div>
  );
}
