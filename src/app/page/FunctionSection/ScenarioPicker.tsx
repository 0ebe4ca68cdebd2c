import { useId } from 'react';
import type { FunctionId } from '../../../scenarios/schema.ts';
import { startRun } from '../../debugger/start.ts';
import { useText } from '../../i18n/useText.ts';
import { actions, CUSTOM, scenariosOf } from '../../state/playground.ts';
import { useSection } from '../../state/selectors.ts';

export function ScenarioPicker({ fn }: { fn: FunctionId }) {
  const t = useText();
  const id = useId();
  const { scenarioId, locale } = useSection(fn, (section, state) => ({
    scenarioId: section.scenarioId,
    locale: state.locale,
  }));
  return (
    <label className="picker" htmlFor={id}>
      <span>{t('scenario')}</span>
      <select
        id={id}
        data-testid="scenario-picker"
        value={scenarioId}
        onChange={(event) => {
          if (event.target.value === CUSTOM) {
            void import('../../custom/custom.ts').then((m) => m.openCustom(fn));
            return;
          }
          actions.selectScenario(fn, event.target.value);
          // Picking a scenario shows what it comes to at once; Debug then shows how.
          void startRun(fn);
        }}
      >
        {scenariosOf(fn).map((scenario) => (
          <option key={scenario.id} value={scenario.id}>
            {scenario.label[locale]} · {scenario.id}
          </option>
        ))}
        <option value={CUSTOM}>{t('custom')}</option>
      </select>
    </label>
  );
}
