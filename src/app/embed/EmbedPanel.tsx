import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { MAX_LINK_PARAM } from '../shared/share.ts';
import { CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { CourseChoices, useCourseChoices } from './CourseChoices.tsx';
import { useClosing } from './closing.ts';
import {
  CODE_HEIGHT,
  type EmbedLayout,
  type EmbedPanel as EmbedPanelName,
  LAYOUTS,
  PANELS,
  parseOrigin,
} from './params.ts';
import { useSharePayload } from './sharePayload.ts';
import { embedSnippet } from './snippet.ts';
import { EMBED_TEXT } from './text.ts';
import './embed.css';
import { Picker } from '../shared/Picker.tsx';

export function EmbedPanel({ fn, onClose }: { fn: FunctionId; onClose: () => void }) {
  const t = useText();
  const box = useRef<HTMLDivElement>(null);
  useClosing(box, onClose);
  const te = useTextOf(EMBED_TEXT);
  // No origin is made up: an invented one, copied unchanged, would silently turn the frame's messages away.
  const [origin, setOrigin] = useState('');
  const [layout, setLayout] = useState<EmbedLayout>('side');
  const [panels, setPanels] = useState<readonly EmbedPanelName[]>(PANELS);
  const [codeHeight, setCodeHeight] = useState<number>(CODE_HEIGHT.fallback);
  const [atStep, setAtStep] = useState(false);
  const [pinLang, setPinLang] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [intro, setIntro] = useState(false);
  const [langToggle, setLangToggle] = useState(true);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const course = useCourseChoices(fn);
  const { scenarioId, breakpoints, locale, customText, step } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    breakpoints: section.breakpoints,
    locale: state.locale,
    step: section.debug.status === 'ready' ? section.debug.cursor.position + 1 : null,
    // Only valid data is embedded: the frame would refuse anything else.
    customText: section.scenarioId === CUSTOM && section.custom?.scenario ? section.custom.text : null,
  }));
  const shared = useSharePayload(customText);
  const parsed = origin === '' ? null : parseOrigin(origin);
  const badOrigin = origin !== '' && parsed === null;
  const ready = !badOrigin && (customText === null || (shared !== null && !shared.tooLarge));
  const height = Number.isInteger(codeHeight) && codeHeight >= CODE_HEIGHT.min && codeHeight <= CODE_HEIGHT.max;
  const snippet = useMemo(
    () =>
      ready
        ? embedSnippet(
            {
              pageUrl: location.href,
              fn,
              scenario: scenarioId,
              breakpoints,
              lang: pinLang ? locale : null,
              parentOrigin: parsed,
              frame: `mcp-${fn.replaceAll('_', '-')}`,
              step: atStep ? step : null,
              fixed,
              layout: { layout, panels, codeHeight: height ? codeHeight : null, intro, langToggle },
              checkpoint: course.checkpoint,
              ...(customText !== null && shared ? { custom: shared.encoded } : {}),
            },
            course.script,
          )
        : '',
    [
      ready,
      fn,
      scenarioId,
      breakpoints,
      pinLang,
      locale,
      parsed,
      atStep,
      step,
      fixed,
      layout,
      panels,
      height,
      codeHeight,
      intro,
      langToggle,
      customText,
      shared,
      course.checkpoint,
      course.script,
    ],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  const toggle = (panel: EmbedPanelName) =>
    setPanels((now) =>
      now.includes(panel) ? now.filter((p) => p !== panel) : PANELS.filter((p) => p === panel || now.includes(p)),
    );
  return (
    <div ref={box} className="panel embed-box" data-testid="embed-box">
      <h3>{te('embedTitle')}</h3>
      <label className="embed-field">
        <span>{te('embedOrigin')}</span>
        <input
          data-testid="embed-origin"
          value={origin}
          placeholder={te('embedOriginPlaceholder')}
          onChange={(event) => setOrigin(event.target.value.trim())}
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
          value={layout}
          options={LAYOUTS}
          optionText={(name) => te(`embedLayout_${name}`)}
          onChange={setLayout}
        />
        <fieldset className="embed-panels">
          <legend>{te('embedPanels')}</legend>
          {PANELS.map((panel) => (
            <label key={panel}>
              <input
                type="checkbox"
                data-testid={`embed-panel-${panel}`}
                checked={panels.includes(panel)}
                onChange={() => toggle(panel)}
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
            value={codeHeight}
            aria-invalid={!height}
            onChange={(event) => setCodeHeight(Number(event.target.value))}
          />
        </label>
        <Check testId="embed-step" checked={atStep && step !== null} disabled={step === null} onChange={setAtStep}>
          {te('embedStep', { n: step ?? '–' })}
        </Check>
        <Check testId="embed-lang" checked={pinLang} onChange={setPinLang}>
          {te('embedLang')}
        </Check>
        <Check testId="embed-fixed" checked={fixed} onChange={setFixed}>
          {te('embedFixed')}
        </Check>
        <Check testId="embed-intro" checked={intro} onChange={setIntro}>
          {te('embedIntro')}
        </Check>
        <Check testId="embed-lang-toggle" checked={langToggle} onChange={setLangToggle}>
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
            {te('embedHelp')} {parsed === null && course.script ? te('embedOriginNone') : null}
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
