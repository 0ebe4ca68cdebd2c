import type { FunctionId } from '../../scenarios/schema.ts';
import { breakpointLine } from '../../scenarios/sources.ts';
import { useText } from '../i18n/useText.ts';
import { currentScenario } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { editedCode } from './code.ts';
import { revealPausedLine } from './reveal.ts';
import { debug } from './runs.ts';
import { debuggerActions } from './transitions.ts';

/**
 * The scenario's hint (a lesson scenario's, or a valid custom one's own), and a button that adds its breakpoint
 * to the student's and starts debugging.
 */
export function GuidancePanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { scenario, locale, source } = useSection(fn, (section, state) => ({
    scenario: currentScenario(fn, section),
    locale: state.locale,
    // In edit mode the hint's line is found in the student's text: lines move as they type.
    source: section.editing ? editedCode(fn)?.source : undefined,
  }));
  if (!scenario) return null;
  const line = breakpointLine(scenario, source);
  const tryIt = async () => {
    if (line !== null) debuggerActions.addBreakpoint(fn, line);
    await debug(fn);
    revealPausedLine(fn);
  };
  return (
    <section className="panel guidance" data-testid="guidance" aria-label={t('guidance')}>
      <h3>{t('guidance')}</h3>
      <p>{scenario.hint[locale]}</p>
      <button type="button" data-testid="try-it" onClick={() => void tryIt()}>
        {t('tryIt')}
        {line !== null ? ` (${line})` : ''}
      </button>
    </section>
  );
}
