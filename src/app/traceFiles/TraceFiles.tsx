import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { FileButton } from '../shared/FileButton.tsx';
import { useSection } from '../state/selectors.ts';
import { TRACE_FILES_TEXT } from './text.ts';

/** Files are rare: their code (and the trace validator) loads with the first click. */
const files = () => import('./traceFiles.ts');

/** The trace as a file: export the one being replayed, import one to replay. */
export function TraceFiles({ fn }: { fn: FunctionId }) {
  const t = useTextOf(TRACE_FILES_TEXT);
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
