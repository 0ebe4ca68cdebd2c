import { useMemo, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useText } from '../i18n/useText.ts';
import { useSection } from '../state/selectors.ts';
import { embedSnippet, parseOrigin } from './params.ts';
import './embed.css';

/** The iframe snippet for this section's current state, with the course page's origin, to copy. */
export function EmbedPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const [origin, setOrigin] = useState('https://course.example');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const { scenarioId, breakpoints, locale } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    breakpoints: section.breakpoints,
    locale: state.locale,
  }));
  const valid = parseOrigin(origin);
  const snippet = useMemo(
    () =>
      valid
        ? embedSnippet({
            pageUrl: location.href,
            fn,
            scenario: scenarioId,
            breakpoints,
            lang: locale,
            parentOrigin: valid,
            frame: `mcp-${fn.replaceAll('_', '-')}`,
          })
        : '',
    [valid, fn, scenarioId, breakpoints, locale],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="panel embed-box" data-testid="embed-box">
      <h3>{t('embedTitle')}</h3>
      <p>{t('embedHelp')}</p>
      <label className="picker">
        <span>{t('embedOrigin')}</span>
        <input
          data-testid="embed-origin"
          value={origin}
          onChange={(event) => setOrigin(event.target.value.trim())}
          aria-invalid={!valid}
        />
      </label>
      {valid ? (
        <>
          <textarea data-testid="embed-snippet" readOnly value={snippet} rows={12} aria-label={t('embedTitle')} />
          <button type="button" data-testid="embed-copy" onClick={() => void copy()}>
            {copied === 'done' ? t('copied') : t('copy')}
          </button>
          {copied === 'failed' ? <span role="status">{t('copyFailed')}</span> : null}
        </>
      ) : (
        <p role="status">{t('embedOriginInvalid')}</p>
      )}
    </div>
  );
}
