import { useTextOf } from '../i18n/useText.ts';
import { setPredictOn, usePredictOn } from './enabled.ts';
import { PREDICT_TEXT } from './text.ts';

/**
 * "Predict": Debug asks before it shows. One setting for the page, remembered; beside each paused line's narration
 * and on the lesson path. Turned on while paused, the guard loads at once: the next step forward asks.
 */
export function PredictToggle() {
  const t = useTextOf(PREDICT_TEXT);
  const on = usePredictOn((state) => state.on);
  return (
    <label className="predict-toggle" title={t('predictHelp')}>
      <input
        type="checkbox"
        data-testid="predict-toggle"
        checked={on}
        onChange={(event) => {
          setPredictOn(event.target.checked);
          if (event.target.checked) void import('./guard.ts');
        }}
      />{' '}
      {t('predict')}
    </label>
  );
}
