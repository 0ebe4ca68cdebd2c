import { listed } from '../../scenarios/listed.ts';
import { useProblemText, useText } from '../i18n/useText.ts';

/** The lesson's scenario files that could not be used, each with the field at fault (validated at build time). */
export function ScenarioProblems() {
  const t = useText();
  const sayProblem = useProblemText(true);
  return (
    <div className="notice" role="alert" data-testid="scenario-problems">
      {t('scenarioProblems')}
      <ul>
        {listed.problems.map((p) => (
          <li key={`${p.file}:${p.path}:${p.code}`}>
            {p.file} · {sayProblem(p)}
          </li>
        ))}
      </ul>
    </div>
  );
}
