import { type ReactNode, useMemo, useReducer, useRef, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { MAX_LINK_PARAM } from '../shared/share.ts';
import { CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { CourseChoices, openedCheckpoint } from './CourseChoices.tsx';
import { useClosing } from './closing.ts';
import { chooseEmbed, embedChoices, snippetFor } from './embedChoices.ts';
import { CODE_HEIGHT, LAYOUTS, PANELS } from './params.ts';
import { useSharePayload } from './sharePayload.ts';
import { EMBED_TEXT } from './text.ts';
import './embed.css';
import { Picker } from '../shared/Picker.tsx';

export function EmbedPanel({ fn, onClose }: { fn: FunctionId; onClose: () => void }) {
  const t = useText();
  const box = useRef<HTMLDivElement>(null);
  useClosing(box, onClose);
  const te = useTextOf(EMBED_TEXT);
  // Every choice is one value (embedChoices.ts), changed one way.
  const [choices, choose] = useReducer(chooseEmbed, fn, (fn: FunctionId) => embedChoices(openedCheckpoint(fn)));
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const { scenarioId, breakpoints, locale, customText, step } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    breakpoints: section.breakpoints,
    locale: state.locale,
    step: section.debug.status === 'ready' ? section.debug.cursor.position + 1 : null,
    // Only valid data is embedded: the frame would refuse anything else.
    customText: section.scenarioId === CUSTOM && section.custom?.scenario ? section.custom.text : null,
  }));
  const shared = useSharePayload(customText);
  const { snippet, ready, badOrigin, parentOrigin, heightOk } = useMemo(
    () =>
      snippetFor(choices, {
        pageUrl: location.href,
        fn,
        scenario: scenarioId,
        breakpoints,
        locale,
        step,
        custom: customText === null ? null : (shared ?? 'encoding'),
      }),
    [choices, fn, scenarioId, breakpoints, locale, step, customText, shared],
  );
  const course = {
    checkpoint: choices.checkpoint,
    script: choices.script,
    setCheckpoint: (to: string | null) => choose({ set: 'checkpoint', to }),
    setScript: (to: boolean) => choose({ set: 'script', to }),
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div ref={box} className="panel embed-box" data-testid="embed-box">
      <h3>{te('embedTitle')}</h3>
      <label className="embed-field">
        <span>{te('embedOrigin')}</span>
        <input
          data-testid="embed-origin"
          value={choices.origin}
          placeholder={te('embedOriginPlaceholder')}
          onChange={(event) => choose({ set: 'origin', to: event.target.value.trim() })}
          aria-invalid={badOrigin}
          aria-describedby={`embed-origin-help-${fn}`}
        />
      </label>
      <p className="fineprint" id={`embed-origin-help-${fn}`}>
        {badOrigin ? te('embedOriginInvalid') : te('embedOriginHelp')}
      </p>
      <div className="embed-options">
        <Picker
          className="embed-field"
          label={te('embedLayout')}
          testId="embed-layout"
          value={choices.layout}
          options={LAYOUTS}
          optionText={(name) => te(`embedLayout_${name}`)}
          onChange={(to) => choose({ set: 'layout', to })}
        />
        <fieldset className="embed-panels">
          <legend>{te('embedPanels')}</legend>
          {PANELS.map((panel) => (
            <label key={panel}>
              <input
                type="checkbox"
                data-testid={`embed-panel-${panel}`}
                checked={choices.panels.includes(panel)}
                onChange={() => choose({ toggle: panel })}
              />{' '}
              {t(panel)}
            </label>
          ))}
        </fieldset>
        <label className="embed-field">
          <span>{te('embedCodeHeight')}</span>
          <input
            type="number"
            data-testid="embed-code-height"
            min={CODE_HEIGHT.min}
            max={CODE_HEIGHT.max}
            step={20}
            value={choices.codeHeight}
            aria-invalid={!heightOk}
            onChange={(event) => choose({ set: 'codeHeight', to: Number(event.target.value) })}
          />
        </label>
        <Check
          testId="embed-step"
          checked={choices.atStep && step !== null}
          disabled={step === null}
          onChange={(to) => choose({ set: 'atStep', to })}
        >
          {te('embedStep', { n: step ?? '–' })}
        </Check>
        <Check testId="embed-lang" checked={choices.pinLang} onChange={(to) => choose({ set: 'pinLang', to })}>
          {te('embedLang')}
        </Check>
        <Check testId="embed-fixed" checked={choices.fixed} onChange={(to) => choose({ set: 'fixed', to })}>
          {te('embedFixed')}
        </Check>
        <Check testId="embed-intro" checked={choices.intro} onChange={(to) => choose({ set: 'intro', to })}>
          {te('embedIntro')}
        </Check>
        <Check
          testId="embed-lang-toggle"
          checked={choices.langToggle}
          onChange={(to) => choose({ set: 'langToggle', to })}
        >
          {te('embedLangToggle')}
        </Check>
      </div>
      <CourseChoices fn={fn} choices={course} />
      {customText !== null && shared?.tooLarge ? (
        <p role="status" data-testid="embed-too-large">
          {t('shareTooLarge', { size: shared.encoded.length, max: MAX_LINK_PARAM })}
        </p>
      ) : ready ? (
        <>
          <p>
            {te('embedHelp')} {parentOrigin === null && choices.script ? te('embedOriginNone') : null}
          </p>
          <textarea data-testid="embed-snippet" readOnly value={snippet} rows={10} aria-label={te('embedTitle')} />
          <button type="button" data-testid="embed-copy" onClick={() => void copy()}>
            {copied === 'done' ? te('copied') : te('copy')}
          </button>
          {copied === 'failed' ? <span role="status">{te('copyFailed')}</span> : null}
        </>
      ) : null}
    </div>
  );
}

function Check({
  testId,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  testId: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="embed-check">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      {children}
    </label>
  );
}
