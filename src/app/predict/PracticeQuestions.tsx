/**
 * The Practice section's questions (questions/practice.json), asked before a run: the student predicts, sets up the
 * run each asks about (one click: model path, the server's mode, the approval), runs it, and each prediction is
 * checked against that very run (its events, its HTTP log, or the four paths' table). Questions are grouped by their
 * checkpoint; the one the path opened comes first. A wrong prediction is told with what to look at.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { parseAnswer, sameValue, writeValue } from '../../predict/answer.ts';
import { CHECKPOINTS, practiceQuestionById } from '../../predict/bank.ts';
import { type PracticeRun, practiceFact, runMatches } from '../../predict/practiceFacts.ts';
import type { Checkpoint, Localized, PracticeQuestion, PracticeRunSpec } from '../../predict/schema.ts';
import { useTextOf } from '../i18n/useText.ts';
import { type Answer, homeOf, recordAnswer, useRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { usePractice } from '../state/practice.ts';
import { Choices, problemText, sentences } from './answerParts.tsx';
import { CheckpointPassed } from './CheckpointPassed.tsx';
import { setUpRun } from './practiceRun.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

type PracticeCheckpoint = Extract<Checkpoint, { kind: 'practice' }>;
const PRACTICE_CHECKPOINTS = CHECKPOINTS.filter((c): c is PracticeCheckpoint => c.kind === 'practice');

/**
 * A prediction as the student made it: the value, the answer the record keeps (a label and option id, or the text
 * typed), and the run on screen when it was made (not one it can be judged by).
 */
type Prediction = { value: unknown; answer: Answer; given: string; seen: PracticeRun | null };
/** What the run judged of a prediction. */
type Verdict = { prediction: Prediction; observed: unknown; right: boolean };

/** The run a question is judged on: the last run of the loop as it was set up, or the four paths' table. */
function useRun(spec: PracticeRunSpec): PracticeRun | null {
  const { status, events, http, ran, paths } = usePractice();
  // One object per finished run: the form judges a run once, by identity (a new object each render would be judged,
  // and recorded, at every render).
  const loop = useMemo<PracticeRun | null>(
    () => (status === 'done' && ran ? { kind: 'loop', model: ran.model, mode: ran.mode, events, http } : null),
    [status, ran, events, http],
  );
  const table = useMemo<PracticeRun | null>(
    () => (paths.status === 'done' ? { kind: 'paths', rows: paths.rows } : null),
    [paths],
  );
  return spec.kind === 'paths' ? table : loop;
}

export function PracticeQuestions() {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const record = useRecord();
  const open = PRACTICE_CHECKPOINTS.find((c) => c.id === record.last);
  const ordered = open ? [open, ...PRACTICE_CHECKPOINTS.filter((c) => c !== open)] : PRACTICE_CHECKPOINTS;
  return (
    <section className="predict practice-questions" data-testid="practice-questions" aria-label={t('question')}>
      <p>{t('practiceAsk')}</p>
      {ordered.map((checkpoint) => (
        <details
          key={checkpoint.id}
          className="practice-checkpoint"
          data-testid={`practice-checkpoint-${checkpoint.id}`}
          open={checkpoint === (open ?? ordered[0])}
        >
          <summary>
            {record.passed[checkpoint.id] ? '✔ ' : ''}
            {checkpoint.title[locale]}
          </summary>
          {checkpoint.questions.flatMap((id) => {
            const question = practiceQuestionById(id);
            return question ? [<PracticeQuestionForm key={id} question={question} />] : [];
          })}
          {record.passed[checkpoint.id] ? (
            <CheckpointPassed fn={null} checkpoint={checkpoint} title={checkpoint.title[locale]} t={t} />
          ) : null}
        </details>
      ))}
    </section>
  );
}

function runText(t: ReturnType<typeof useTextOf<typeof PREDICT_TEXT>>, spec: PracticeRunSpec): string {
  if (spec.kind === 'paths') return t('run_paths');
  return t('run_loop', {
    model: t(`run_model_${spec.model}`),
    decision: t(spec.approve ? 'run_allow' : 'run_deny'),
    mode: t(`run_mode_${spec.mode}`),
  });
}

function PracticeQuestionForm({ question }: { question: PracticeQuestion }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const [text, setText] = useState('');
  const [prediction, setPrediction] = useState<Prediction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const run = useRun(question.run);
  const matches = run !== null && runMatches(run, question.run);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const feedback = useRef<HTMLParagraphElement>(null);
  const [since] = useState(() => Date.now());
  // A prediction is judged by the first run asked about that finishes after it was made, once, into the path's
  // record (a run already on screen when it was made is not one it predicted).
  useEffect(() => {
    if (!matches || prediction === null || run === prediction.seen || verdict?.prediction === prediction) return;
    const observed = practiceFact(run, question.fact);
    const right = sameValue(prediction.value, observed);
    setVerdict({ prediction, observed, right });
    // The time from the question shown to the prediction judged right (as a probe counts it).
    const seconds = right ? (Date.now() - since) / 1000 : 0;
    recordAnswer(CHECKPOINTS, question.id, { answer: prediction.answer, right, shown: false, seconds });
    // Start is below the questions: on a phone the verdicts landed above the window. The checkpoint's first verdict
    // comes into view (the others follow it on the screen), with the keyboard's focus where the student pressed
    // Start, unless they have moved on.
    // Two frames on, once what the same answer changes elsewhere is laid out: the last checkpoint's answer opens the
    // path's summary above, and a scroll in the frame of that growth is not anchored (the verdict ended 1,900 px
    // below the window, in the English walk at 1440 px).
    const home = homeOf(CHECKPOINTS, question.id);
    if (home?.kind === 'practice' && home.questions[0] === question.id) {
      const box = feedback.current;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          box?.scrollIntoView({ block: 'center' });
          const start = document.activeElement;
          if (
            start === document.body ||
            (start instanceof HTMLElement && start.dataset.testid?.startsWith('practice-'))
          )
            box?.focus({ preventScroll: true });
        }),
      );
    }
  }, [matches, prediction, run, verdict, question.id, question.fact, since]);
  const said = (): { text: string; right: boolean } | null => {
    if (problem) return { text: problem, right: false };
    if (prediction === null) return null;
    if (verdict?.prediction !== prediction) {
      if (run !== null && run !== prediction.seen && !matches)
        return { text: t('practiceNotThisRun', { run: runText(t, question.run) }), right: false };
      return null;
    }
    if (verdict.right)
      return {
        text: sentences(locale, t('rightTyped', { answer: prediction.given }), question.why[locale]),
        right: true,
      };
    const option = question.options?.find((o) => sameValue(o.value, prediction.value));
    const anticipated = question.wrong?.find((w) => sameValue(w.value, prediction.value));
    const why: Localized = option?.why ?? anticipated?.why ?? question.look;
    const shown = question.options?.find((o) => sameValue(o.value, verdict.observed));
    return {
      text: sentences(
        locale,
        t('practiceWrong', {
          answer: prediction.given,
          shown: shown ? `“${shown.label[locale]}”` : writeValue(verdict.observed),
        }),
        why[locale],
        question.why[locale],
      ),
      right: false,
    };
  };
  const told = said();
  return (
    <form
      className="practice-question"
      data-testid={`practice-question-${question.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseAnswer(text);
        if (!parsed.ok) {
          setProblem(problemText(t, parsed.problem));
          return;
        }
        setProblem(null);
        setPrediction({ value: parsed.value, answer: { text: text.trim() }, given: text.trim(), seen: run });
      }}
    >
      <fieldset>
        <legend>{question.ask[locale]}</legend>
        <p className="predict-run">
          {runText(t, question.run)}{' '}
          {question.run.kind === 'loop' ? (
            <button type="button" data-testid={`practice-setup-${question.id}`} onClick={() => setUpRun(question.run)}>
              {t('practiceSetUp')}
            </button>
          ) : null}
        </p>
        {question.input === 'value' ? (
          <label className="predict-value">
            <span>{t('yourAnswer')}</span>
            <input
              data-testid="practice-predict-input"
              value={text}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${id}-said`}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit">{t('check')}</button>
          </label>
        ) : (
          <Choices
            options={question.options ?? []}
            locale={locale}
            name={`${id}-choice`}
            testId={(option) => `practice-predict-option-${option}`}
            checked={(index) => prediction !== null && sameValue(prediction.value, question.options?.[index]?.value)}
            onPick={(index) => {
              const option = question.options?.[index];
              if (!option) return;
              setPrediction({
                value: option.value,
                answer: { text: option.label[locale], option: option.id },
                given: `“${option.label[locale]}”`,
                seen: run,
              });
            }}
          />
        )}
        <p
          className={told?.right ? 'predict-feedback right' : 'predict-feedback'}
          id={`${id}-said`}
          ref={feedback}
          tabIndex={-1}
          data-testid="practice-predict-feedback"
          data-right={told ? told.right : undefined}
          role="status"
        >
          {told?.text ?? (prediction === null ? '' : t('practicePredicted', { answer: prediction.given }))}
        </p>
      </fieldset>
    </form>
  );
}
