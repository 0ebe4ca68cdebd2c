/**
 * The parts of predict mode the debugger's own chunks read, so they do not carry predict mode with them: whether
 * Debug asks before it shows ("Predict": the student's choice, remembered in this browser; on while the lesson path
 * is followed), and the mark an answered question leaves on the variable it was about, at the step where the answer
 * shows (the Variables panel reads it); and the switch itself, with its two words.
 */
import { create } from 'zustand';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import type { Catalog } from '../i18n/catalog.ts';
import { useTextOf } from '../i18n/useText.ts';
import { readStored, writeStored } from '../shared/storage.ts';

const KEY = 'mcp-playground:predict';

export const usePredictOn = create<{ on: boolean }>()(() => ({ on: readStored(KEY) === 'on' }));

export const predictOn = () => usePredictOn.getState().on;

export function setPredictOn(on: boolean): void {
  writeStored(KEY, on ? 'on' : null);
  usePredictOn.setState({ on });
}

/**
 * Where each section is asked a question now (its trace and step), for the paused view's own chunks: the narration
 * says nothing of the line while it is asked, and on a narrow screen the question takes its place.
 */
export const useAskingAt = create<Partial<Record<FunctionId, { trace: Trace; stop: number }>>>(() => ({}));

export function setAsking(fn: FunctionId, at: { trace: Trace; stop: number } | null): void {
  useAskingAt.setState({ [fn]: at ?? undefined });
}

export type PredictMark = { name: string; right: boolean; trace: Trace; at: number };

export const usePredictMarks = create<{ marks: Partial<Record<FunctionId, PredictMark>> }>()(() => ({ marks: {} }));

export function setPredictMark(fn: FunctionId, mark: PredictMark | null): void {
  usePredictMarks.setState((state) => ({ marks: { ...state.marks, [fn]: mark ?? undefined } }));
}

/** The switch's words (the rest of predict mode's are in text.ts, which loads with it). */
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
          if (event.target.checked) void import('./guard.ts');
        }}
      />{' '}
      {t('predict')}
    </label>
  );
}
