import type { FunctionId } from '../../../../scenarios/schema.ts';
import { useText } from '../../../i18n/useText.ts';
import { debug, run } from '../../../lib/actions.ts';
import { actions, CUSTOM } from '../../../state/playground.ts';
import { useSection, useTimeline } from '../../../state/selectors.ts';

/** Run, Debug, Continue, Step, Step back, Restart, and the timeline with breakpoint hits marked. */
export function DebugControls({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { status, position, length, hits } = useTimeline(fn);
  const { running, intoHelpers, invalid } = useSection(fn, (section) => ({
    running: section.run.status === 'running',
    intoHelpers: section.intoHelpers,
    // A custom scenario runs only once its data is valid.
    invalid: section.scenarioId === CUSTOM && !section.custom?.scenario,
  }));
  const paused = status === 'ready';
  const marks = hits === '' ? [] : hits.split(',').map(Number);
  return (
    <div className="controls" data-testid="controls">
      <div className="buttons">
        <button
          type="button"
          data-testid="run"
          onClick={() => void run(fn)}
          disabled={invalid || running || status === 'recording'}
          title={invalid ? t('customInvalidReason') : undefined}
        >
          ▶ {t('run')}
        </button>
        <button
          type="button"
          data-testid="debug"
          className="primary"
          title={invalid ? t('customInvalidReason') : t('keyDebug')}
          onClick={() => void debug(fn)}
          disabled={invalid || status === 'recording'}
        >
          ● {t('debug')}
        </button>
        <button
          type="button"
          data-testid="continue"
          title={t('keyDebug')}
          onClick={() => actions.continue(fn)}
          disabled={!paused || position >= length - 1}
        >
          » {t('continue')}
        </button>
        <button
          type="button"
          data-testid="step"
          title={t('keyStep')}
          onClick={() => actions.step(fn)}
          disabled={!paused || position >= length - 1}
        >
          ↷ {t('step')}
        </button>
        <button
          type="button"
          data-testid="step-back"
          title={t('keyStepBack')}
          onClick={() => actions.stepBack(fn)}
          disabled={!paused || position === 0}
        >
          ↶ {t('stepBack')}
        </button>
        <button
          type="button"
          data-testid="restart"
          title={t('keyRestart')}
          onClick={() => actions.restart(fn)}
          disabled={!paused}
        >
          ⟲ {t('restart')}
        </button>
        {invalid ? (
          <span className="reason" data-testid="disabled-reason">
            {t('customInvalidReason')}
          </span>
        ) : null}
        <label className="into">
          <input
            type="checkbox"
            data-testid="step-into"
            checked={intoHelpers}
            onChange={(event) => actions.setIntoHelpers(fn, event.target.checked)}
          />
          {t('stepInto')}
        </label>
      </div>
      <div className="timeline">
        <input
          type="range"
          data-testid="timeline"
          aria-label={t('timeline')}
          min={0}
          max={Math.max(0, length - 1)}
          value={position}
          disabled={!paused}
          onChange={(event) => actions.seek(fn, Number(event.target.value))}
        />
        <div className="timeline-marks" aria-hidden="true">
          {marks.map((mark) => (
            <span
              key={mark}
              className="timeline-mark"
              style={{ left: `${length > 1 ? (mark / (length - 1)) * 100 : 0}%` }}
            />
          ))}
        </div>
        <span className="step-counter" data-testid="step-counter" aria-live="polite">
          {paused ? t('stepOf', { n: position + 1, m: length }) : status === 'recording' ? t('recording') : ''}
        </span>
      </div>
    </div>
  );
}
