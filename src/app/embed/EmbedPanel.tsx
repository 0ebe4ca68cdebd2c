import { useEffect, useMemo, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { encodeShare, MAX_LINK_PARAM } from '../custom/share.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { embedSnippet, parseOrigin } from './params.ts';
import { EMBED_TEXT } from './text.ts';
import './embed.css';

type Shared = { text: string; encoded: string; tooLarge: boolean };

/** A custom scenario's text as a link carries it, compressed (the compression is asynchronous). */
function useSharePayload(text: string | null): Shared | null {
  const [shared, setShared] = useState<Shared | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void encodeShare(text).then((encoded) => {
      if (current) setShared({ text, encoded, tooLarge: encoded.length > MAX_LINK_PARAM });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return shared?.text === text ? shared : null;
}

/** The iframe snippet for this section's current state, with the course page's origin, to copy. */
export function EmbedPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const te = useTextOf(EMBED_TEXT);
  const [origin, setOrigin] = useState('https://course.example');
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const { scenarioId, breakpoints, locale, customText } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    breakpoints: section.breakpoints,
    locale: state.locale,
    // Only valid data is embedded: the frame would refuse anything else.
    customText: section.scenarioId === CUSTOM && section.custom?.scenario ? section.custom.text : null,
  }));
  const shared = useSharePayload(customText);
  const valid = parseOrigin(origin);
  const ready = valid && (customText === null || (shared !== null && !shared.tooLarge));
  const snippet = useMemo(
    () =>
      valid && ready
        ? embedSnippet({
            pageUrl: location.href,
            fn,
            scenario: scenarioId,
            breakpoints,
            lang: locale,
            parentOrigin: valid,
            frame: `mcp-${fn.replaceAll('_', '-')}`,
            ...(customText !== null && shared ? { custom: shared.encoded } : {}),
          })
        : '',
    [valid, ready, fn, scenarioId, breakpoints, locale, customText, shared],
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
      <h3>{te('embedTitle')}</h3>
      <p>{te('embedHelp')}</p>
      <label className="picker">
        <span>{te('embedOrigin')}</span>
        <input
          data-testid="embed-origin"
          value={origin}
          onChange={(event) => setOrigin(event.target.value.trim())}
          aria-invalid={!valid}
        />
      </label>
      {customText !== null && shared?.tooLarge ? (
        <p role="status" data-testid="embed-too-large">
          {t('shareTooLarge', { size: shared.encoded.length, max: MAX_LINK_PARAM })}
        </p>
      ) : valid ? (
        <>
          <textarea data-testid="embed-snippet" readOnly value={snippet} rows={12} aria-label={te('embedTitle')} />
          <button type="button" data-testid="embed-copy" onClick={() => void copy()}>
            {copied === 'done' ? te('copied') : te('copy')}
          </button>
          {copied === 'failed' ? <span role="status">{te('copyFailed')}</span> : null}
        </>
      ) : (
        <p role="status">{te('embedOriginInvalid')}</p>
      )}
    </div>
  );
}
