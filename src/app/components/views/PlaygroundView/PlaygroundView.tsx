import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { bundled } from '../../../../scenarios/bundled.ts';
import { FUNCTION_IDS, type FunctionId } from '../../../../scenarios/functions.ts';
import { useText } from '../../../i18n/useText.ts';
import { debugOrContinue } from '../../../lib/actions.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { actions, usePlayground } from '../../../state/playground.ts';
import { PageNotice } from '../../elements/Notice/PageNotice.tsx';
import { SectionBoundary } from '../../elements/SectionBoundary/SectionBoundary.tsx';
import { FunctionSection } from '../../screens/FunctionSection/FunctionSection.tsx';

const PracticeSection = lazy(() =>
  import('../../screens/PracticeSection/PracticeSection.tsx').then((m) => ({ default: m.PracticeSection })),
);

/** F5 debug/continue, F10 step, Shift+F10 step back, Ctrl+Shift+F5 restart: on the focused section. */
export function useDebuggerKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const fn = usePlayground.getState().focus;
      if (event.key === 'F5' && event.ctrlKey && event.shiftKey) actions.restart(fn);
      else if (event.key === 'F5') debugOrContinue(fn, actions.continue);
      else if (event.key === 'F10' && event.shiftKey) actions.stepBack(fn);
      else if (event.key === 'F10') actions.step(fn);
      else return;
      // F5 would reload the page.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A section inside its own error boundary: a failure there leaves the rest of the page working. */
export function GuardedSection({ fn, fixed, embedded }: { fn: FunctionId; fixed?: boolean; embedded?: boolean }) {
  const t = useText();
  return (
    <SectionBoundary
      message={(detail) => t('sectionFailed', { detail })}
      resetLabel={t('sectionReset')}
      onReset={() => actions.resetSection(fn)}
    >
      <FunctionSection fn={fn} fixed={fixed} embedded={embedded} />
    </SectionBoundary>
  );
}

/**
 * Sections after the first are rendered once the first output is on screen
 * (or right away when a link points at one of them): the first paint then
 * builds one section, not four.
 */
function useRestRendered(): boolean {
  const focus = usePlayground((state) => state.focus);
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (rest) return;
    return whenIdle(() => startTransition(() => setRest(true)), 400);
  }, [rest]);
  return rest || focus !== FUNCTION_IDS[0];
}

export function PlaygroundView() {
  const t = useText();
  const locale = usePlayground((state) => state.locale);
  const rest = useRestRendered();
  useDebuggerKeys();
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
  return (
    <main className="playground" data-testid="playground">
      <header className="masthead" data-testid="masthead">
        <h1>{t('title')}</h1>
        <button
          type="button"
          className="language"
          data-testid="language"
          title={t('languageLabel')}
          lang={locale === 'zh' ? 'en' : 'zh-CN'}
          onClick={() => actions.setLocale(locale === 'zh' ? 'en' : 'zh')}
        >
          {t('language')}
        </button>
      </header>
      <p className="intro">{t('intro')}</p>
      <p className="keys">
        {t('keyDebug')} · {t('keyStep')} · {t('keyStepBack')} · {t('keyRestart')} · {t('keyBreakpoint')}
      </p>
      <PageNotice />
      {bundled.problems.length > 0 ? (
        <div className="notice" role="alert" data-testid="scenario-problems">
          {t('scenarioProblems')}
          <ul>
            {bundled.problems.map((p) => (
              <li key={`${p.file}:${p.field}`}>
                {p.file} · {p.field}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {FUNCTION_IDS.map((fn, index) =>
        index === 0 || rest ? (
          <GuardedSection key={fn} fn={fn} />
        ) : (
          <section key={fn} id={fn} className="function-section pending" />
        ),
      )}
      {rest ? (
        <SectionBoundary
          message={(detail) => t('sectionFailed', { detail })}
          resetLabel={t('sectionReset')}
          onReset={() => undefined}
        >
          <Suspense fallback={null}>
            <PracticeSection />
          </Suspense>
        </SectionBoundary>
      ) : null}
    </main>
  );
}
