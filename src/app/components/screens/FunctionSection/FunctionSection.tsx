import type { FunctionId } from '../../../../scenarios/schema.ts';
import { SECTIONS } from '../../../i18n/catalog.ts';
import { useText } from '../../../i18n/useText.ts';
import { actions } from '../../../state/playground.ts';
import { useExecution, useSection } from '../../../state/selectors.ts';
import { Notice } from '../../elements/Notice/Notice.tsx';
import { CodePane } from '../../groups/CodePane/CodePane.tsx';
import { DebugControls } from '../../groups/DebugControls/DebugControls.tsx';
import { EmbedPanel } from '../../groups/EmbedPanel/EmbedPanel.tsx';
import { FakesPanel } from '../../groups/FakesPanel/FakesPanel.tsx';
import { GuidancePanel } from '../../groups/GuidancePanel/GuidancePanel.tsx';
import { OutputPanel } from '../../groups/OutputPanel/OutputPanel.tsx';
import { ScenarioPicker } from '../../groups/ScenarioPicker/ScenarioPicker.tsx';
import { VariablesPanel } from '../../groups/VariablesPanel/VariablesPanel.tsx';

/**
 * One entry function: what it does, its scenarios, its code, the debugger
 * and the panels. Embedded, it can hide the picker (a fixed scenario) and
 * has no embed button of its own.
 */
export function FunctionSection({
  fn,
  fixed = false,
  embedded = false,
}: {
  fn: FunctionId;
  fixed?: boolean;
  embedded?: boolean;
}) {
  const t = useText();
  const { locale, notice, status, event, failure, focused } = useSection(fn, (section, state) => ({
    locale: state.locale,
    notice: section.notice,
    status: section.debug.status,
    event:
      section.debug.status === 'ready'
        ? (section.debug.session.trace.steps[section.debug.session.visible[section.debug.session.position] ?? 0]
            ?.event ?? null)
        : null,
    failure:
      section.debug.status === 'failed'
        ? section.debug.message
        : section.run.status === 'failed'
          ? section.run.message
          : null,
    focused: state.focus === fn,
  }));
  const { current } = useExecution(fn);
  const copy = SECTIONS[fn];
  const state = status === 'ready' ? 'paused' : status;
  return (
    <section
      id={fn}
      className={focused ? 'function-section is-focused' : 'function-section'}
      data-testid={`section-${fn}`}
      data-state={state}
      onPointerDownCapture={() => actions.focus(fn)}
      onFocusCapture={() => actions.focus(fn)}
    >
      <h2>{copy.title[locale]}</h2>
      <p className="about">{copy.about[locale]}</p>
      <div className="toolbar">
        {fixed ? null : <ScenarioPicker fn={fn} />}
        <DebugControls fn={fn} />
        {embedded ? null : <EmbedPanel fn={fn} />}
      </div>
      <p className="status" data-testid="status" aria-live="polite">
        {status === 'ready' && current !== null && event
          ? t('pausedAt', { line: current, event: t(`event_${event}`) })
          : status === 'recording'
            ? t('recording')
            : ''}
      </p>
      {notice ? (
        <Notice
          testId="notice"
          text={t(notice.key, notice.values)}
          dismissLabel={t('dismiss')}
          onDismiss={() => actions.dismissNotice(fn)}
        />
      ) : null}
      {failure ? (
        <p className="failure" role="alert" data-testid="failure">
          {t('runFailed', { detail: failure })}
        </p>
      ) : null}
      <div className="workspace">
        <CodePane fn={fn} />
        <div className="panels">
          <GuidancePanel fn={fn} />
          <VariablesPanel fn={fn} />
          <FakesPanel fn={fn} />
          <OutputPanel fn={fn} />
        </div>
      </div>
    </section>
  );
}
