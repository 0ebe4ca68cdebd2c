/**
 * A solved bug hunt that is a checkpoint of the lesson path: "Checkpoint done", and the next checkpoint (loaded with
 * the solve, from the edit pane: the path's data is not edit mode's).
 */
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { CheckpointPassed } from './CheckpointPassed.tsx';
import { PREDICT_TEXT } from './text.ts';

export function HuntNext({ fn, hunt }: { fn: FunctionId; hunt: string }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const record = useRecord();
  const checkpoint = CHECKPOINTS.find((c) => c.kind === 'hunt' && c.hunt === hunt);
  if (!checkpoint || !record.passed[checkpoint.id]) return null;
  return <CheckpointPassed fn={fn} checkpoint={checkpoint} title={checkpoint.title[locale]} t={t} />;
}
