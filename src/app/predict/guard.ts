/**
 * Predict mode's hold on the debugger: its move guard (debugger/seams.ts), fetched with Debug while "Predict" is on. Debug and each step forward stop at the next unanswered question's step of the lesson's
 * scenario being debugged, and go no further until it is answered or shown. A trace of the student's own code, an
 * imported one, or Predict off: no question is asked.
 */
import { questionsFor } from '../../predict/bank.ts';
import { judgeOf } from '../../predict/observe.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import type { Trace } from '../../tracer/format.ts';
import { editedCode } from '../debugger/editedCode.ts';
import type { MoveGuard } from '../debugger/seams.ts';
import { readProgress } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { predictOn } from '../state/predictMode.ts';
import { answeredIn, predictActions, usePredict } from './store.ts';

/** Whether the questions apply: the lesson's own code, recorded here (not imported), with Predict on. */
function asks(fn: FunctionId, trace: Trace): boolean {
  const debug = usePlayground.getState().sections[fn].debug;
  const imported = debug.status === 'ready' && debug.cursor.trace === trace && debug.imported === true;
  return predictOn() && !imported && editedCode(fn) === null && trace.source.file === ENTRY_SOURCES[fn].file;
}

/**
 * The questions of this trace not yet answered right (in this run, or ever on the path's record: Resume goes on from
 * the first one left), where they stop, in order. A shown answer is asked again when the run reaches it again.
 */
export function pendingQuestions(fn: FunctionId, trace: Trace) {
  const record = readProgress();
  const done = [...answeredIn(fn, trace), ...Object.keys(record.questions).filter((id) => record.questions[id]?.right)];
  const source = ENTRY_SOURCES[fn].source;
  return questionsFor(fn, trace.scenario)
    .filter((question) => !done.includes(question.id))
    .flatMap((question) => {
      const judged = judgeOf(trace, source, question);
      return judged ? [{ question, ...judged }] : [];
    })
    .sort((a, b) => a.stop - b.stop);
}

/** Predict mode's move guard (debugger/seams.ts), plugged in by the shell and fetched once Debug runs with Predict on. */
export const land: MoveGuard = (fn, trace, from, to) => {
  if (to <= from) return to;
  const asking = usePredict.getState().asking[fn];
  if (asking && asking.trace !== trace) predictActions.forget(fn);
  if (!asks(fn, trace)) return to;
  if (asking && asking.trace === trace) {
    if (to <= asking.stop) return to;
    if (from >= asking.stop) predictActions.hold(fn);
    return asking.stop;
  }
  const next = pendingQuestions(fn, trace).find((pending) => pending.stop > from && pending.stop <= to);
  if (!next) return to;
  predictActions.ask(fn, {
    question: next.question,
    trace,
    stop: next.stop,
    reveal: next.reveal,
    observed: next.observed,
  });
  return next.stop;
};
