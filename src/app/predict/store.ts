/**
 * Predict mode's state in each section: the question asked at this step (the run held there until it is
 * answered), the student's last wrong answer, and what was told once it was answered. guard.ts decides when to
 * ask; the actions here judge an answer against what the trace shows and move on to where it shows.
 */
import { create } from 'zustand';
import { type AnswerProblem, parseAnswer, sameValue, writeValue } from '../../predict/answer.ts';
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { DebugQuestion } from '../../predict/schema.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { setPredictMark } from './enabled.tsx';
import { recordAnswer } from './progress.ts';

export type Asking = {
  question: DebugQuestion;
  trace: Trace;
  stop: number;
  reveal: number;
  /** What the trace shows at the reveal: the student's answer is judged against this, not the stored one. */
  observed: unknown;
  attempts: number;
  /** The last answer that was not right, or not a value at all. */
  wrong: { kind: 'value'; text: string } | { kind: 'problem'; problem: AnswerProblem } | null;
  /** Said again when a step forward was refused (the live region hears a change). */
  held: number;
  since: number;
};

export type Told = {
  question: DebugQuestion;
  trace: Trace;
  at: number;
  right: boolean;
  observed: unknown;
  answer: string | null;
};

type PredictState = {
  asking: Partial<Record<FunctionId, Asking>>;
  told: Partial<Record<FunctionId, Told>>;
  /** The questions already answered (or shown) in each section's current trace. */
  done: Partial<Record<FunctionId, { trace: Trace; ids: string[] }>>;
};

const initial = (): PredictState => ({ asking: {}, told: {}, done: {} });

export const usePredict = create<PredictState>()(initial);

const set = (change: (state: PredictState) => Partial<PredictState>) => usePredict.setState(change);

export const answeredIn = (fn: FunctionId, trace: Trace): readonly string[] => {
  const done = usePredict.getState().done[fn];
  return done?.trace === trace ? done.ids : [];
};

/** Ends the question: recorded, told, and the run moved to where the answer shows. */
function finish(fn: FunctionId, asking: Asking, answer: string | null, right: boolean): void {
  const seconds = (Date.now() - asking.since) / 1000;
  recordAnswer(CHECKPOINTS, asking.question.id, { text: answer, right, shown: !right, seconds });
  set((state) => ({
    asking: { ...state.asking, [fn]: undefined },
    told: {
      ...state.told,
      [fn]: {
        question: asking.question,
        trace: asking.trace,
        at: asking.reveal,
        right,
        observed: asking.observed,
        answer,
      },
    },
    done: {
      ...state.done,
      [fn]: { trace: asking.trace, ids: [...answeredIn(fn, asking.trace), asking.question.id] },
    },
  }));
  const { question } = asking;
  const name = question.mark ?? ('path' in question.observe ? question.observe.path.split(/[.[]/)[0] : undefined);
  setPredictMark(fn, name ? { name, right, trace: asking.trace, at: asking.reveal } : null);
  debuggerActions.seek(fn, asking.reveal);
}

export const predictActions = {
  ask(fn: FunctionId, asking: Omit<Asking, 'attempts' | 'wrong' | 'held' | 'since'>) {
    set((state) => ({
      asking: { ...state.asking, [fn]: { ...asking, attempts: 0, wrong: null, held: 0, since: Date.now() } },
    }));
  },
  /** A step forward was refused: the question says so again. */
  hold(fn: FunctionId) {
    set((state) => {
      const asking = state.asking[fn];
      return asking ? { asking: { ...state.asking, [fn]: { ...asking, held: asking.held + 1, wrong: null } } } : {};
    });
  },
  /** A typed value (parsed, never run) or a chosen option's value; right ends the question, wrong lets the student try again. */
  answer(fn: FunctionId, given: { text: string } | { option: number }) {
    const asking = usePredict.getState().asking[fn];
    if (!asking) return;
    let value: unknown;
    if ('text' in given) {
      const parsed = parseAnswer(given.text);
      if (!parsed.ok) {
        set((state) => ({
          asking: { ...state.asking, [fn]: { ...asking, wrong: { kind: 'problem', problem: parsed.problem } } },
        }));
        return;
      }
      value = parsed.value;
    } else {
      const option = asking.question.options?.[given.option];
      if (!option) return;
      value = option.value;
    }
    const text = writeValue(value);
    if (sameValue(value, asking.observed)) {
      finish(fn, asking, text, true);
      return;
    }
    recordAnswer(CHECKPOINTS, asking.question.id, { text, right: false, shown: false, seconds: 0 });
    set((state) => ({
      asking: { ...state.asking, [fn]: { ...asking, attempts: asking.attempts + 1, wrong: { kind: 'value', text } } },
    }));
  },
  /** "Show me": the answer is revealed without being got right (it may be asked again in a later run). */
  show(fn: FunctionId) {
    const asking = usePredict.getState().asking[fn];
    if (asking) finish(fn, asking, null, false);
  },
  /** A new recording or leaving Debug: nothing is asked of a trace that is gone. */
  forget(fn: FunctionId) {
    set((state) => ({ asking: { ...state.asking, [fn]: undefined }, told: { ...state.told, [fn]: undefined } }));
    setPredictMark(fn, null);
  },
  destroy() {
    usePredict.setState(initial());
  },
};
