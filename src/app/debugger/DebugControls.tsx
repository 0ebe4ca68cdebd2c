import type { FunctionId } from '../../scenarios/schema.ts';
import { useText } from '../i18n/useText.ts';
import { useSection } from '../state/selectors.ts';
import { CommandButton } from './CommandButton.tsx';
import { invalidCustom, type PlainCommandId } from './commands.ts';
import { useTimeline } from './selectors.ts';
import './debugger.css';
import { debuggerActions } from './transitions.ts';

/** The toolbar's commands, in order; each is defined in commands.ts. */
const TOOLBAR: PlainCommandId[] = ['run', 'debug', 'continue', 'stepOver', 'stepInto', 'stepOut', 'restart'];
/** The timeline's, beside it. */
const TIMELINE: PlainCommandId[] = ['first', 'stepBack', 'forward', 'last'];

/** Run, Debug, Continue, the three steps, Restart; the timeline with breakpoint hits marked and its four buttons. */
export function DebugControls({ fn }: { fn: FunctionId }) {
  const t = useText();
  const { status, position, length, hits } = useTimeline(fn);
  const invalid = useSection(fn, invalidCustom);
  const paused = status === 'ready';
  return (
    <div className="controls" data-testid="controls">
      <div className="buttons">
        {TOOLBAR.map((id) => (
          <CommandButton key={id} fn={fn} id={id} primary={id === 'debug'} />
        ))}
        {invalid ? (
          <span className="reason" data-testid="disabled-reason">
            {t('customInvalidReason')}
          </span>
        ) : null}
      </div>
      <div className="timeline">
        <div className="timeline-buttons">
          {TIMELINE.map((id) => (
            <CommandButton key={id} fn={fn} id={id} iconOnly />
          ))}
        </div>
        <div className="timeline-track">
          <input
            type="range"
            data-testid="timeline"
            aria-label={t('timeline')}
            // Read as the step it is ("step 4 of 9"), not the slider's raw 3.
            aria-valuetext={length > 0 ? t('stepOf', { n: position + 1, m: length }) : undefined}
            min={0}
            max={Math.max(0, length - 1)}
            value={position}
            disabled={!paused}
            onChange={(event) => debuggerActions.seek(fn, Number(event.target.value))}
          />
          <div className="timeline-marks" aria-hidden="true">
            {hits.map((mark) => (
              <span
                key={mark}
                className="timeline-mark"
                style={{ left: `${length > 1 ? (mark / (length - 1)) * 100 : 0}%` }}
              />
            ))}
          </div>
        </div>
        <span className="step-counter" data-testid="step-counter">
          {paused ? t('stepOf', { n: position + 1, m: length }) : status === 'recording' ? t('recording') : ''}
        </span>
      </div>
    </div>
  );
}
