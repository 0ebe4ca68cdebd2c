/** The "Predict" switch, with its two words: the rest of predict mode's words are in text.ts, which loads with it. */

import { loadMoveGuard } from '../debugger/seams.ts';
import type { Catalog } from '../i18n/catalog.ts';
import { useTextOf } from '../i18n/useText.ts';
import { setPredictOn, usePredictOn } from '../state/predictMode.ts';

export const PREDICT_SWITCH_TEXT = {
  predict: { zh: '先预测', en: 'Predict' },
  predictHelp: {
    zh: '打开后，调试会在有问题的地方停下，先请你预测，答完才显示下一步。',
    en: 'When on, Debug stops where a question is and asks you to predict before it shows the next step.',
  },
} satisfies Catalog;

/**
 * "Predict": Debug asks before it shows. One setting for the page, remembered; beside each paused line's narration
 * and on the lesson path. Turned on while paused, the guard loads at once: the next step forward asks.
 */
export function PredictToggle() {
  const t = useTextOf(PREDICT_SWITCH_TEXT);
  const on = usePredictOn((state) => state.on);
  return (
    <label className="predict-toggle" title={t('predictHelp')}>
      <input
        type="checkbox"
        data-testid="predict-toggle"
        checked={on}
        onChange={(event) => {
          setPredictOn(event.target.checked);
          if (event.target.checked) void loadMoveGuard();
        }}
      />{' '}
      {t('predict')}
    </label>
  );
}
