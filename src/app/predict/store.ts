/**
 * Predict mode's state in each section: the question asked at this step (the run held there until it is
 * answered), the student's last wrong answer with what to look at, and what was told once it was answered. guard.ts
 * decides when to ask; the actions here judge an answer against what the trace shows and move on to where it shows.
 */
import { create } from 'zustand';
import { type AnswerProblem, parseAnswer, sameValue } from '../../predict/answer.ts';
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { DebugQuestion, Localized } from '../../predict/schema.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { type Answer, recordAnswer } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { setAsking, setPredictMark } from '../state/predictMode.ts';

export type Asking = {
  question: DebugQuestion;
  trace: Trace;
  stop: number;
  reveal: number;
  /** What the trace shows at the reveal: the student's answer is judged against this, not the stored one. */
  observed: unknown;
  attempts: number;
  /** The last answer that was not right (as given, with why it is wrong or where to look), or not a value at all. */
  wrong:
    | { kind: 'typed'; text: string; why: Localized }
    | { kind: 'option'; label: Localized; why: Localized }
    | { kind: 'problem'; problem: AnswerProblem }
    | null;
  /** Said again when a step forward was refused (the live region hears a change). */
  held: number;
  since: number;
};

/** What the student gave, as they gave it: a choice's label, or the text typed. */
export type Given = { kind: 'option'; label: Localized } | { kind: 'typed'; text: string };

export type Told = {
  question: DebugQuestion;
  trace: Trace;
  at: number;
  right: boolean;
  observed: unknown;
  /** Null: shown ("Show me"). */
  given: Given | null;
};

type PredictState = {
  asking: Partial<Record<FunctionId, Asking>>;
  told: Partial<Record<FunctionId, Told>>;
  /** The questions answered right in each section's current trace (a shown one is asked again when reached again). */
  done: Partial<Record<FunctionId, { trace: Trace; ids: string[] }>>;
};

const initial = (): PredictState => ({ asking: {}, told: {}, done: {} });

export const usePredict = create<PredictState>()(initial);

const set = (change: (state: PredictState) => Partial<PredictState>) => usePredict.setState(change);

export const answeredIn = (fn: FunctionId, trace: Trace): readonly string[] => {
  const done = usePredict.getState().done[fn];
  return done?.trace === trace ? done.ids : [];
};

const locale = () => usePlayground.getState().locale;

/** The answer as the record keeps it: the option's id and its label in the page's language, or the text typed. */
const recorded = (given: Given, option?: string): Answer =>
  given.kind === 'option' ? { text: given.label[locale()], ...(option ? { option } : {}) } : { text: given.text };

/** Ends the question: recorded, told, and the run moved to where the answer shows. */
function finish(fn: FunctionId, asking: Asking, given: Given | null, right: boolean, option?: string): void {
  const seconds = (Date.now() - asking.since) / 1000;
  recordAnswer(CHECKPOINTS, asking.question.id, {
    answer: given ? recorded(given, option) : null,
    right,
    shown: !right,
    seconds,
  });
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
        given,
      },
    },
    done: right
      ? { ...state.done, [fn]: { trace: asking.trace, ids: [...answeredIn(fn, asking.trace), asking.question.id] } }
      : state.done,
  }));
  setAsking(fn, null);
  const { question } = asking;
  const name = question.mark ?? ('path' in question.observe ? question.observe.path.split(/[.[]/)[0] : undefined);
  setPredictMark(fn, name ? { name, right, trace: asking.trace, at: asking.reveal } : null);
  debuggerActions.seek(fn, asking.reveal);
}

/** A wrong answer: recorded as given, and answered with why it is wrong, or where to look. */
function wrongly(fn: FunctionId, asking: Asking, wrong: NonNullable<Asking['wrong']>, answer: Answer): void {
  recordAnswer(CHECKPOINTS, asking.question.id, { answer, right: false, shown: false, seconds: 0 });
  set((state) => ({ asking: { ...state.asking, [fn]: { ...asking, attempts: asking.attempts + 1, wrong, held: 0 } } }));
}

export const predictActions = {
  ask(fn: FunctionId, asking: Omit<Asking, 'attempts' | 'wrong' | 'held' | 'since'>) {
    set((state) => ({
      asking: { ...state.asking, [fn]: { ...asking, attempts: 0, wrong: null, held: 0, since: Date.now() } },
    }));
    setAsking(fn, { trace: asking.trace, stop: asking.stop });
  },
  /** A step forward was refused: the question says so again, above what the last answer was told (kept). */
  hold(fn: FunctionId) {
    set((state) => {
      const asking = state.asking[fn];
      return asking ? { asking: { ...state.asking, [fn]: { ...asking, held: asking.held + 1 } } } : {};
    });
  },
  /** A typed value (parsed, never run): right ends the question, wrong says why or where to look. */
  answerTyped(fn: FunctionId, text: string) {
    const asking = usePredict.getState().asking[fn];
    if (!asking) return;
    const parsed = parseAnswer(text);
    if (!parsed.ok) {
      set((state) => ({
        asking: { ...state.asking, [fn]: { ...asking, wrong: { kind: 'problem', problem: parsed.problem } } },
      }));
      return;
    }
    const given: Given = { kind: 'typed', text: text.trim() };
    if (sameValue(parsed.value, asking.observed)) return finish(fn, asking, given, true);
    const anticipated = asking.question.wrong?.find((wrong) => sameValue(wrong.value, parsed.value));
    wrongly(
      fn,
      asking,
      { kind: 'typed', text: given.text, why: anticipated?.why ?? asking.question.look },
      {
        text: given.text,
      },
    );
  },
  /** A chosen option: right ends the question, wrong says why that option is wrong. */
  answerOption(fn: FunctionId, index: number) {
    const asking = usePredict.getState().asking[fn];
    const option = asking?.question.options?.[index];
    if (!asking || !option) return;
    const given: Given = { kind: 'option', label: option.label };
    if (sameValue(option.value, asking.observed)) return finish(fn, asking, given, true, option.id);
    wrongly(
      fn,
      asking,
      { kind: 'option', label: option.label, why: option.why ?? asking.question.look },
      {
        text: option.label[locale()],
        option: option.id,
      },
    );
  },
  /** "Show me": the answer is revealed without being got right; the question is asked again in a later run. */
  show(fn: FunctionId) {
    const asking = usePredict.getState().asking[fn];
    if (asking) finish(fn, asking, null, false);
  },
  /** A new recording or leaving Debug: nothing is asked of a trace that is gone. */
  forget(fn: FunctionId) {
    set((state) => ({ asking: { ...state.asking, [fn]: undefined }, told: { ...state.told, [fn]: undefined } }));
    setAsking(fn, null);
    setPredictMark(fn, null);
  },
  /** The path moved on (another checkpoint opened): what was told in every section has been read. */
  forgetTold() {
    set(() => ({ told: {} }));
  },
  destroy() {
    usePredict.setState(initial());
  },
};
