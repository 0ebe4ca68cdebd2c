/** A checkpoint passed, where its last answer was given: it says so, and offers the next checkpoint of the path. */
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { isEmbed } from '../shared/isEmbed.ts';
import { homeOf, inScope, useRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { openCheckpoint } from './openCheckpoint.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

/** Once the question's checkpoint is passed: it says so, and offers the next checkpoint of the path. */
export function NextCheckpoint({
  fn,
  question,
  describedBy,
}: {
  fn: FunctionId | null;
  question: string;
  /** What the Next button is read with: the answer and its reason, when focus goes straight to it. */
  describedBy?: string;
}) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const record = useRecord();
  const checkpoint = homeOf(CHECKPOINTS, question);
  if (!checkpoint || !record.passed[checkpoint.id]) return null;
  return (
    <CheckpointPassed
      fn={fn}
      checkpoint={checkpoint}
      title={checkpoint.title[locale]}
      t={t}
      describedBy={describedBy}
    />
  );
}

/** "Checkpoint done", and the button to the next one (none after the last: the path's summary says the rest). */
export function CheckpointPassed({
  fn,
  checkpoint,
  title,
  t,
  describedBy,
}: {
  fn: FunctionId | null;
  checkpoint: Checkpoint;
  title: string;
  t: ReturnType<typeof useTextOf<typeof PREDICT_TEXT>>;
  describedBy?: string;
}) {
  const locale = usePlayground((state) => state.locale);
  const last = useRecord().last;
  const next = CHECKPOINTS[CHECKPOINTS.indexOf(checkpoint) + 1];
  // The path moved on (another checkpoint opened or answered): this box and its Next leave, so no old Next reopens a
  // checkpoint already passed.
  if (last !== checkpoint.id) return null;
  // A course page's frame holds its one checkpoint: it ends there, and the rest of the path opens in a tab of its own
  // (a Next in the frame turned the course's checkpoint into another one).
  if (isEmbed(location.search) && !inScope(CHECKPOINTS).includes(next as Checkpoint)) {
    const search = new URLSearchParams({ ...(next ? { checkpoint: next.id } : {}), lang: locale });
    return (
      <p className="predict-next" data-testid="predict-checkpoint-passed" data-fn={fn ?? undefined}>
        {t('checkpointPassed', { title })}{' '}
        <a href={`./?${search}`} target="_blank" rel="noopener" data-testid="predict-continue-full">
          {t('continueFull')} ↗
        </a>
      </p>
    );
  }
  return (
    <p className="predict-next" data-testid="predict-checkpoint-passed" data-fn={fn ?? undefined}>
      {t('checkpointPassed', { title })}{' '}
      {next ? (
        <button
          type="button"
          className="primary"
          data-testid="predict-next"
          aria-describedby={describedBy}
          onClick={() => void openCheckpoint(next)}
        >
          {t('nextCheckpoint', { title: next.title[locale] })}
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          data-testid="predict-summary-open"
          aria-describedby={describedBy}
          onClick={() => document.getElementById('lesson-path-summary')?.scrollIntoView({ block: 'start' })}
        >
          {t('toSummary')}
        </button>
      )}
    </p>
  );
}
