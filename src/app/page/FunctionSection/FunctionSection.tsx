import { Suspense, useEffect, useState } from 'react';
import type { FunctionId } from '../../../scenarios/schema.ts';
import { CodePane } from '../../debugger/CodePane.tsx';
import { DebugControls } from '../../debugger/DebugControls.tsx';
import { FakesPanel } from '../../debugger/FakesPanel.tsx';
import { GuidancePanel } from '../../debugger/GuidancePanel.tsx';
import { OutputPanel } from '../../debugger/OutputPanel.tsx';
import { useExecution } from '../../debugger/selectors.ts';
import type { EmbedLayoutConfig } from '../../embed/params.ts';
import { useNoticeText, useSectionCopy, useText } from '../../i18n/useText.ts';
import { Clamped } from '../../shared/Clamped/Clamped.tsx';
import { whenIdle } from '../../shared/idle.ts';
import { lazyComponent } from '../../shared/lazyComponent.ts';
import { Notice } from '../../shared/Notice.tsx';
import { preloadable } from '../../shared/preloadable.tsx';
import { useAsked } from '../../state/asked.ts';
import { actions } from '../../state/playground.ts';
import { useSection } from '../../state/selectors.ts';
import { ScenarioPicker } from './ScenarioPicker.tsx';
import '../page.css';

// Loaded after the first output: variables only matter once debugging, the snippet only when asked for.
const VariablesPanel = lazyComponent(() => import('../../debugger/VariablesPanel.tsx').then((m) => m.VariablesPanel));
// The files' buttons (scenario and trace files in and out) are not needed for the first output: their own chunk.
const FilesBar = lazyComponent(() => import('./FilesBar.tsx').then((m) => m.FilesBar));

// Fetched once the page is idle (or when a recording starts): a narration that came a frame after the pause would
// push the code and the panels down under the student's pointer.
const { Component: NarrationLine, warm: warmNarration } = preloadable(() =>
  import('../../debugger/lesson/index.ts').then((m) => m.NarrationLine),
);
// A course frame opened on a checkpoint says which before Debug (predict's chunk, loaded only in such a frame).
const CheckpointIntro = lazyComponent(() => import('../../predict/QuestionPanel.tsx').then((m) => m.CheckpointIntro));
const EmbedPanel = lazyComponent(() => import('../../embed/EmbedPanel.tsx').then((m) => m.EmbedPanel));

/** The Embed button; the snippet generator behind it loads when it is first opened. */
function EmbedButton({ fn }: { fn: FunctionId }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  return (
    <div className="embed-panel">
      <button type="button" data-testid="embed-open" aria-expanded={open} onClick={() => setOpen(!open)}>
        {'</>'} {t('embed')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EmbedPanel fn={fn} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * "Paused at line N (about to run)": its own component, so a step re-renders
 * this line and the panels that change, not the whole section.
 */
function StatusLine({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { current } = useExecution(fn);
  const { status, event } = useSection(fn, (section) => ({
    status: section.debug.status,
    event:
      section.debug.status === 'ready'
        ? (section.debug.cursor.trace.steps[section.debug.cursor.position]?.event ?? null)
        : null,
  }));
  return (
    // Not a live region: at each step the narration's one announcement says the line, the step and what changed
    // (lesson/NarrationLine.tsx), where three regions cut each other off.
    // Focusable by the page only: where the keyboard waits while a checkpoint's run is recorded (keepFocus.ts).
    <p className="status" data-testid="status" tabIndex={-1}>
      {status === 'ready' && current !== null && event
        ? t('pausedAt', { line: current, event: t(`event_${event}`) })
        : status === 'recording'
          ? t('recording')
          : ''}
    </p>
  );
}

/**
 * One entry function: what it does, its scenarios, its code, the debugger
 * and the panels. Embedded, it can hide the picker (a fixed scenario) and
 * has no embed button of its own.
 */
export type FunctionSectionProps = {
  fn: FunctionId;
  fixed?: boolean;
  embedded?: boolean;
  /** An embed's layout (embed/params.ts): side or stack, which panels, the code's height, the introduction. */
  layout?: EmbedLayoutConfig;
};

export function FunctionSection({ fn, fixed = false, embedded = false, layout }: FunctionSectionProps) {
  const t = useText();
  const { notice, status, failure, focused, imported, editing } = useSection(fn, (section, state) => ({
    // The trace object is stable while replaying, so a shallow compare holds.
    imported: section.debug.status === 'ready' && section.debug.imported ? section.debug.cursor.trace : null,
    notice: section.notice,
    status: section.debug.status,
    failure:
      section.debug.status === 'failed'
        ? section.debug.message
        : section.run.status === 'failed'
          ? section.run.message
          : null,
    focused: state.focus === fn,
    editing: section.editing,
  }));
  const asked = useAsked(fn);
  const noticeText = useNoticeText(notice);
  // Known once mounted (the embed view is prerendered without a checkpoint, and hydrates as it was rendered).
  const [checkpointFrame, setCheckpointFrame] = useState(false);
  useEffect(() => {
    if (embedded) setCheckpointFrame(new URLSearchParams(location.search).has('checkpoint'));
  }, [embedded]);
  const copy = useSectionCopy(fn);
  const shows = (panel: EmbedLayoutConfig['panels'][number]) => !layout || layout.panels.includes(panel);
  const state = status === 'ready' ? 'paused' : status;
  useEffect(() => (status === 'idle' ? whenIdle(warmNarration, 2000) : warmNarration()), [status]);
  return (
    <section
      id={fn}
      className={focused ? 'function-section is-focused' : 'function-section'}
      data-testid={`section-${fn}`}
      data-state={state}
      // What page.css lays the paused section out by, as attributes of its own: a selector that asked the section
      // whether it has an edit pane or an asked question (:has) restyled all of it at every step, Monaco's lines
      // included, since any node the step put in could have changed the answer.
      data-editing={editing ? 'true' : undefined}
      data-asking={asked ? 'true' : undefined}
      onPointerDownCapture={() => actions.focus(fn)}
      onFocusCapture={() => actions.focus(fn)}
    >
      <h2>{copy.title}</h2>
      {layout?.intro === false ? null : (
        <Clamped className="about" text={copy.about} moreLabel={t('more')} lessLabel={t('less')} />
      )}
      <div className="debug-area">
        <div className="toolbar">
          {fixed ? null : <ScenarioPicker fn={fn} />}
          <DebugControls fn={fn} />
          {embedded ? null : <EmbedButton fn={fn} />}
        </div>
        {imported ? (
          <p className="imported" role="status" data-testid="imported-banner">
            {t('importedReplay', { fn: imported.function, scenario: imported.scenario })}
          </p>
        ) : null}
        <StatusLine fn={fn} />
        {status === 'ready' ? (
          <Suspense fallback={null}>
            <NarrationLine fn={fn} />
          </Suspense>
        ) : embedded && checkpointFrame ? (
          <Suspense fallback={null}>
            <CheckpointIntro fn={fn} />
          </Suspense>
        ) : null}
        {notice ? (
          <Notice
            testId="notice"
            text={noticeText}
            dismissLabel={t('dismiss')}
            onDismiss={() => actions.dismissNotice(fn)}
          />
        ) : null}
        {failure ? (
          <p className="failure" role="alert" data-testid="failure">
            {t('runFailed', { detail: failure })}
          </p>
        ) : null}
        <div className={layout ? `workspace layout-${layout.layout}` : 'workspace'}>
          <CodePane fn={fn} maxHeight={layout?.codeHeight ?? undefined} />
          <div className="panels">
            {shows('guidance') ? <GuidancePanel fn={fn} /> : null}
            {!shows('variables') ? null : status === 'idle' ? (
              <section className="panel" data-testid="variables" aria-label={t('variables')}>
                <h3>{t('variables')}</h3>
                <p className="empty">{t('noVariables')}</p>
              </section>
            ) : (
              <Suspense fallback={<section className="panel" aria-label={t('variables')} />}>
                <VariablesPanel fn={fn} />
              </Suspense>
            )}
            {shows('fakes') ? <FakesPanel fn={fn} /> : null}
            {shows('output') ? <OutputPanel fn={fn} /> : null}
          </div>
        </div>
      </div>
      {embedded ? null : (
        <Suspense fallback={<div className="files-bar" />}>
          <FilesBar fn={fn} />
        </Suspense>
      )}
    </section>
  );
}
