import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { FileButton } from '../shared/FileButton.tsx';
import { CUSTOM_TEXT } from './text.ts';

/** Files are rare: their code loads with the first click. */
const files = () => import('./custom.ts');

/** A scenario as a file: download the one shown, upload one as the custom scenario. */
export function ScenarioFiles({ fn }: { fn: FunctionId }) {
  const t = useTextOf(CUSTOM_TEXT);
  return (
    <>
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
    </>
  );
}
