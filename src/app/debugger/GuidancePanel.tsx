import type { FunctionId } from '../../scenarios/schema.ts';
import { breakpointLine } from '../../scenarios/sources.ts';
import { useText } from '../i18n/useText.ts';
import { scenarioOf } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { debug } from './runs.ts';
import { debuggerActions } from './transitions.ts';

/** The scenario's hint, and a button that sets its breakpoint and starts debugging. */
export function GuidancePanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { scenarioId, locale } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    locale: state.locale,
  }));
  const scenario = scenarioOf(fn, scenarioId);
  if (!scenario) return null;
  const line = breakpointLine(scenario);
  const tryIt = () => {
    if (line !== null) debuggerActions.setBreakpoints(fn, [line]);
    void debug(fn);
  };
  return (
    <section className="panel guidance" data-testid="guidance" aria-label={t('guidance')}>
      <h3>{t('guidance')}</h3>
      <p>{scenario.hint[locale]}</p>
      <button type="button" data-testid="try-it" onClick={tryIt}>
        {t('tryIt')}
        {line !== null ? ` (${line})` : ''}
      </button>
    </section>
  );
}
