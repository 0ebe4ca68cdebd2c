import { Suspense, startTransition, useEffect, useState } from 'react';
import { FUNCTION_IDS } from '../../scenarios/functions.ts';
import { listed } from '../../scenarios/listed.ts';
import { shortcutHelp } from '../debugger/commands.ts';
import { useCommandKeys } from '../debugger/useCommandKeys.ts';
import { useDocumentLanguage, useText } from '../i18n/useText.ts';
import { Clamped } from '../shared/Clamped/Clamped.tsx';
import { whenIdle } from '../shared/idle.ts';
import { LanguageToggle } from '../shared/LanguageToggle.tsx';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { useLessonDataLoaded } from '../state/lessonData.ts';
import { usePlayground } from '../state/playground.ts';
import { GuardedSection } from './FunctionSection/GuardedSection.tsx';
import { PageNotice } from './PageNotice.tsx';
import { PathEntry } from './PathEntry.tsx';
import './page.css';

/** A build whose scenario files have problems says so; a sound one never loads this. */
const ScenarioProblems = lazyComponent(() => import('./ScenarioProblems.tsx').then((m) => m.ScenarioProblems));

/** Practice and "Your server", one chunk loaded after the first output. */
const RealMcpSections = lazyComponent(() => import('./RealMcpSections.tsx').then((m) => m.RealMcpSections));

/**
 * Sections after the first are rendered once the first output is on screen
 * (or right away when a link points at one of them): the first paint then
 * builds one section, not four.
 */
function useRestRendered(): boolean {
  const focus = usePlayground((state) => state.focus);
  // Their hints and text come with the lesson's data, which loads once the page is live.
  const loaded = useLessonDataLoaded();
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (rest) return;
    return whenIdle(() => startTransition(() => setRest(true)), 400);
  }, [rest]);
  return loaded && (rest || focus !== FUNCTION_IDS[0]);
}

/** The whole playground: the masthead, the three sections and the Practice section. */
export function PlaygroundPage() {
  const t = useText();
  const rest = useRestRendered();
  useCommandKeys();
  useDocumentLanguage();
  return (
    <main className="playground" data-testid="playground">
      <header className="masthead" data-testid="masthead">
        <h1>{t('title')}</h1>
        <LanguageToggle />
      </header>
      <Clamped className="intro" text={t('intro')} moreLabel={t('more')} lessLabel={t('less')} />
      <PathEntry />
      <p className="keys">
        {shortcutHelp()
          .map((key) => t(key))
          .join(' · ')}
        {' · '}
        {t('keysScope')}
      </p>
      <PageNotice />
      {listed.problems.length > 0 ? (
        <Suspense fallback={null}>
          <ScenarioProblems />
        </Suspense>
      ) : null}
      {FUNCTION_IDS.map((fn, index) =>
        index === 0 || rest ? (
          <GuardedSection key={fn} fn={fn} />
        ) : (
          <section key={fn} id={fn} className="function-section pending" />
        ),
      )}
      {rest ? (
        <Suspense fallback={null}>
          <RealMcpSections />
        </Suspense>
      ) : null}
    </main>
  );
}
