/**
 * The question Debug stopped at, as a form (a legend, the choices or a field, Check and Show me), and once it is
 * answered what the answer is and why, in the lesson's words. Feedback is a live region. Rendered under the
 * narration of the paused line; nothing when no question is asked or told at this step.
 */

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { writeValue } from '../../predict/answer.ts';
import { CHECKPOINTS, questionsFor } from '../../predict/bank.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useGuidanceNote } from '../debugger/guidanceNotes.ts';
import { useTextOf } from '../i18n/useText.ts';
import { sessionOf, usePlayground } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { Choices, problemText } from './answerParts.tsx';
import { openCheckpoint } from './openCheckpoint.ts';
import { readProgress } from './progress.ts';
import { type Asking, predictActions, usePredict } from './store.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

export function QuestionPanel({ fn }: { fn: FunctionId }) {
  const asking = usePredict((state) => state.asking[fn]);
  const told = usePredict((state) => state.told[fn]);
  const at = useSection(fn, (section) => {
    const session = sessionOf(section);
    return session ? { trace: session.trace, position: session.position } : null;
  });
  // An answer's reveal can be the next question's stop: what was told stays above the new question.
  const telling = told && at?.trace === told.trace && at.position === told.at;
  const askingHere = asking && at?.trace === asking.trace;
  return (
    <>
      {telling ? <Told fn={fn} /> : null}
      {askingHere ? <AskForm fn={fn} asking={asking} /> : null}
    </>
  );
}

function AskForm({ fn, asking }: { fn: FunctionId; asking: Asking }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const { question } = asking;
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<number | null>(null);
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Debug stopped here for this question: it is brought into view (the paused line was, before it came) and the
  // student's keys go to it (a screen reader hears the legend).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is the reason to run this again.
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
    first.current?.focus({ preventScroll: true });
  }, [question.id]);
  // While asking, the section's guidance hint (which may tell the answer) is hidden and says why, its place kept.
  useGuidanceNote(fn, 'predicting', t('hintHidden'));
  const all = questionsFor(fn, asking.trace.scenario);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.input === 'value') predictActions.answer(fn, { text });
    else if (choice !== null) predictActions.answer(fn, { option: choice });
  };
  const wrong = asking.wrong;
  const feedback = !wrong
    ? asking.held > 0
      ? t('held')
      : ''
    : wrong.kind === 'value'
      ? t('notQuite', { answer: wrong.text })
      : problemText(t, wrong.problem);
  return (
    <form ref={form} className="predict" data-testid="predict-form" data-question={question.id} onSubmit={submit}>
      <fieldset>
        <legend>
          <span className="predict-badge">{t('question')}</span>{' '}
          {t('questionOf', { n: all.findIndex((q) => q.id === question.id) + 1, of: all.length })}
        </legend>
        <p className="predict-ask" id={`${id}-ask`}>
          {question.ask[locale]}
        </p>
        {question.input === 'value' ? (
          <label className="predict-value">
            <span>{t('yourAnswer')}</span>
            <input
              ref={first}
              data-testid="predict-input"
              value={text}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${id}-ask ${id}-feedback`}
              aria-invalid={wrong !== null}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        ) : (
          <Choices
            options={question.options ?? []}
            locale={locale}
            name={`${id}-choice`}
            testId={(index) => `predict-option-${index}`}
            checked={(index) => choice === index}
            onPick={setChoice}
            first={first}
          />
        )}
        <div className="buttons">
          <button
            type="submit"
            className="primary"
            data-testid="predict-check"
            disabled={question.input === 'choice' && choice === null}
          >
            {t('check')}
          </button>
          <button type="button" data-testid="predict-show" onClick={() => predictActions.show(fn)}>
            {t('showMe')}
          </button>
        </div>
        <p className="predict-feedback" id={`${id}-feedback`} data-testid="predict-feedback" role="status">
          {feedback}
        </p>
      </fieldset>
    </form>
  );
}

function Told({ fn }: { fn: FunctionId }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const told = usePredict((state) => state.told[fn]);
  if (!told) return null;
  const answer = writeValue(told.observed);
  return (
    <div
      className={told.right ? 'predict told right' : 'predict told'}
      data-testid="predict-told"
      data-right={told.right}
    >
      <p role="status">{told.right ? t('right', { answer }) : t('shown', { answer })}</p>
      <p>{told.question.why[locale]}</p>
      <NextCheckpoint question={told.question.id} />
    </div>
  );
}

/** Once the question's checkpoint is passed: it says so, and offers the next checkpoint of the path. */
function NextCheckpoint({ question }: { question: string }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const index = CHECKPOINTS.findIndex((c) => c.kind !== 'hunt' && c.questions.includes(question));
  const checkpoint = CHECKPOINTS[index];
  if (!checkpoint || !readProgress().passed[checkpoint.id]) return null;
  const next = CHECKPOINTS[index + 1];
  return (
    <p className="predict-next" data-testid="predict-checkpoint-passed">
      {t('checkpointPassed', { title: checkpoint.title[locale] })}{' '}
      {next ? (
        <button type="button" className="primary" data-testid="predict-next" onClick={() => void openCheckpoint(next)}>
          {t('nextCheckpoint', { title: next.title[locale] })}
        </button>
      ) : null}
    </p>
  );
}
