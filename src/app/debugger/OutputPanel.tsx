import { Suspense } from 'react';
import type { FunctionId } from '../../scenarios/schema.ts';
import { useText } from '../i18n/useText.ts';
import { useChosen } from '../shared/chosenByPage.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { useOutput } from './selectors.ts';
import { useWithheld } from './withheld.ts';

const OutputNotes = lazyComponent(() => import('./OutputNotes.tsx').then((m) => m.OutputNotes));

/** Characters drawn: an imported trace may carry megabytes of output, which a page lays out slowly. */
export const OUTPUT_LIMIT = 200_000;

export function OutputPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const output = useOutput(fn);
  // A finished Run is held back while its questions wait (withheld.ts); Debug shows it as the run gets there.
  const held = useWithheld((state) => (output.mode === 'run' ? state[fn] : undefined));
  // The run the page made by itself waits for the student's first choice here (its output answers the path).
  const chosen = useChosen(fn);
  const withheld = held ?? (output.mode === 'run' && !chosen ? t('outputUnchosen') : undefined);
  const { finished, mode } = output;
  const text = withheld ? '' : output.text;
  const clipped = text.length > OUTPUT_LIMIT;
  const placeholder =
    withheld ?? (mode === 'running' ? t('running') : mode === 'debug' && !finished ? t('outputSoFar') : t('noOutput'));
  return (
    <section className="panel" aria-label={t('output')}>
      <h3>{t('output')}</h3>
      <pre
        className={mode === 'failed' ? 'output is-failed' : 'output'}
        data-testid="output"
        // Element Timing (Chromium): the benchmark reads when the output itself is painted, not the page's first paint.
        {...{ elementtiming: 'output' }}
        data-mode={mode}
        data-finished={finished}
        data-withheld={withheld ? 'true' : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard.
        tabIndex={0}
      >
        {(clipped ? text.slice(0, OUTPUT_LIMIT) : text) || <span className="empty">{placeholder}</span>}
      </pre>
      {clipped ? (
        <p className="fineprint" data-testid="output-clipped">
          {t('outputClipped', { shown: OUTPUT_LIMIT.toLocaleString('en'), total: text.length.toLocaleString('en') })}
        </p>
      ) : null}
      {/* The adapter's messages: their code, the lesson's own words there, and on an English page their English. */}
      {text ? (
        <Suspense fallback={null}>
          <OutputNotes text={text} />
        </Suspense>
      ) : null}
    </section>
  );
}
