/**
 * The Practice section's questions (questions/practice.json), asked before a run: the student predicts, presses
 * Start, and when the run is over each prediction is checked against that very run (its events and HTTP log),
 * provided it is the run the question is about (the model path, the approval).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { parseAnswer, sameValue, writeValue } from '../../predict/answer.ts';
import { CHECKPOINTS, PRACTICE_QUESTIONS } from '../../predict/bank.ts';
import { practiceFact, runMatches } from '../../predict/practiceFacts.ts';
import type { PracticeQuestion } from '../../predict/schema.ts';
import { useTextOf } from '../i18n/useText.ts';
import { usePractice } from '../practice/store.ts';
import { usePlayground } from '../state/playground.ts';
import { Choices, problemText } from './answerParts.tsx';
import { recordAnswer } from './progress.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

type Prediction = { value: unknown; text: string } | null;

export function PracticeQuestions() {
  const t = useTextOf(PREDICT_TEXT);
  return (
    <section className="predict practice-questions" data-testid="practice-questions" aria-label={t('question')}>
      <p>{t('practiceAsk')}</p>
      {PRACTICE_QUESTIONS.map((question) => (
        <PracticeQuestionForm key={question.id} question={question} />
      ))}
    </section>
  );
}

function PracticeQuestionForm({ question }: { question: PracticeQuestion }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const { status, events, http } = usePractice();
  const [text, setText] = useState('');
  const [prediction, setPrediction] = useState<Prediction>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const judged = useRef<unknown>(null);
  const run = { events, http };
  const finished = status === 'done';
  const matches = finished && runMatches(run, question.run);
  const observed = matches ? practiceFact(run, question.fact) : undefined;
  const right = prediction !== null && matches && sameValue(prediction.value, observed);
  // Each finished run that is the one asked about judges the prediction once, into the path's record.
  useEffect(() => {
    if (!matches || prediction === null || judged.current === events) return;
    judged.current = events;
    recordAnswer(CHECKPOINTS, question.id, { text: prediction.text, right, shown: false, seconds: 0 });
  }, [matches, prediction, events, right, question.id]);
  const predict = (value: unknown) => setPrediction({ value, text: writeValue(value) });
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
        predict(parsed.value);
      }}
    >
      <fieldset>
        <legend>
          {question.ask[locale]}{' '}
          <span className="predict-run">({t(`run_${question.run.model}_${question.run.approve}`)})</span>
        </legend>
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
            testId={(index) => `practice-predict-option-${index}`}
            checked={(index) => prediction !== null && sameValue(prediction.value, question.options?.[index]?.value)}
            onPick={(index) => predict(question.options?.[index]?.value)}
          />
        )}
        <p className="predict-feedback" id={`${id}-said`} data-testid="practice-predict-feedback" role="status">
          {problem ??
            (prediction === null || !finished
              ? ''
              : !matches
                ? t('practiceNotThisRun', { run: t(`run_${question.run.model}_${question.run.approve}`) })
                : right
                  ? `${t('right', { answer: writeValue(observed) })} ${question.why[locale]}`
                  : `${t('practiceWrong', { answer: prediction.text, shown: writeValue(observed) })} ${question.why[locale]}`)}
        </p>
      </fieldset>
    </form>
  );
}
