/**
 * A solved bug hunt that is a checkpoint of the lesson path: "Checkpoint done", and the next checkpoint (loaded with
 * the solve, from the edit pane: the path's data is not edit mode's).
 */
import { useEffect, useState } from 'react';
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { usePlayground } from '../state/playground.ts';
import { CheckpointPassed } from './CheckpointPassed.tsx';
import { onProgress, readProgress } from './progress.ts';
import { PREDICT_TEXT } from './text.ts';

export function HuntNext({ fn, hunt }: { fn: FunctionId; hunt: string }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const [record, setRecord] = useState(readProgress);
  useEffect(() => onProgress((change) => setRecord(change.record)), []);
  const checkpoint = CHECKPOINTS.find((c) => c.kind === 'hunt' && c.hunt === hunt);
  if (!checkpoint || !record.passed[checkpoint.id]) return null;
  return <CheckpointPassed fn={fn} checkpoint={checkpoint} title={checkpoint.title[locale]} t={t} />;
}
