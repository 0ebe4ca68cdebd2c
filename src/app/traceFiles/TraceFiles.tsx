import type { FunctionId } from '../../scenarios/functions.ts';
import { useText } from '../i18n/useText.ts';
import { FileButton } from '../shared/FileButton.tsx';
import { useSection } from '../state/selectors.ts';

/** Files are rare: their code (and the trace validator) loads with the first click. */
const files = () => import('./traceFiles.ts');

/** The trace as a file: export the one being replayed, import one to replay. */
export function TraceFiles({ fn }: { fn: FunctionId }) {
  const t = useText();
  const paused = useSection(fn, (section) => section.debug.status === 'ready');
  return (
    <>
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
    </>
  );
}
