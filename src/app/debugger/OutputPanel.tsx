import type { FunctionId } from '../../scenarios/schema.ts';
import { useText } from '../i18n/useText.ts';
import { useOutput } from './selectors.ts';

export function OutputPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { text, finished, mode } = useOutput(fn);
  const placeholder =
    mode === 'running' ? t('running') : mode === 'debug' && !finished ? t('outputSoFar') : t('noOutput');
  return (
    <section className="panel" aria-label={t('output')}>
      <h3>{t('output')}</h3>
      <pre
        className={mode === 'failed' ? 'output is-failed' : 'output'}
        data-testid="output"
        data-mode={mode}
        data-finished={finished}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard.
        tabIndex={0}
      >
        {text || <span className="empty">{placeholder}</span>}
      </pre>
    </section>
  );
}
