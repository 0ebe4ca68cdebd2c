/**
 * Under the paused line's narration: the checkpoint's instruction while the student steps towards its first
 * question; the question Debug stopped at, as a form (a legend, the choices or a field, Check and Show me), each new
 * question starting with nothing chosen; feedback that names what the student chose and says why it is wrong or where
 * to look; and once answered, the answer and why, in the lesson's words (folded to one line below 900 px). Feedback
 * is a live region.
 */

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { writeValue } from '../../predict/answer.ts';
import { checkpointById, questionsFor } from '../../predict/bank.ts';
import type { Checkpoint } from '../../predict/schema.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { useGuidanceNote } from '../debugger/guidanceNotes.ts';
import { revealArea } from '../debugger/reveal.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useArrival } from '../shared/arrival.ts';
import { useRecord } from '../state/pathRecord.ts';
import { cursorOf, usePlayground } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { Choices, problemText, sentences } from './answerParts.tsx';
import { NextCheckpoint } from './CheckpointPassed.tsx';
import { type Asking, predictActions, type Told, usePredict } from './store.ts';
import { PREDICT_TEXT } from './text.ts';
import './predict.css';

export function QuestionPanel({ fn }: { fn: FunctionId }) {
  const asking = usePredict((state) => state.asking[fn]);
  const told = usePredict((state) => state.told[fn]);
  const at = useSection(fn, (section) => {
    const cursor = cursorOf(section);
    return cursor ? { trace: cursor.trace, position: cursor.position } : null;
  });
  // An answer's reveal can be the next question's stop: what was told stays above the new question.
  const telling = told && at?.trace === told.trace && at.position === told.at;
  const askingHere = asking && at?.trace === asking.trace;
  return (
    <>
      {!askingHere && !telling ? <Approach fn={fn} /> : null}
      {telling ? <ToldBox fn={fn} told={told} folded={Boolean(askingHere)} /> : null}
      {askingHere ? <AskForm key={`${asking.question.id}:${asking.stop}`} fn={fn} asking={asking} /> : null}
    </>
  );
}

/**
 * Before Debug, in a course page's frame opened on a checkpoint: which checkpoint this is and how it starts, so the
 * frame never sits idle without saying what it asks of the student.
 */
export function CheckpointIntro({ fn }: { fn: FunctionId }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const checkpoint = useOpenCheckpoint(fn);
  if (!checkpoint) return null;
  return (
    <div className="predict approach" data-testid="predict-intro" data-checkpoint={checkpoint.id}>
      <p>
        <span className="predict-badge">{t('checkpointBadge')}</span> {checkpoint.title[locale]}
      </p>
      <p>{sentences(locale, t('introStart'), checkpoint.approach.say[locale])}</p>
    </div>
  );
}

/** The checkpoint the student opened from the path, while it is not passed: its title and its one instruction. */
function useOpenCheckpoint(fn: FunctionId): Extract<Checkpoint, { kind: 'debug' }> | null {
  const scenario = usePlayground((state) => state.sections[fn].scenarioId);
  const record = useRecord();
  const checkpoint = checkpointById(record.last);
  if (checkpoint?.kind !== 'debug' || checkpoint.function !== fn || checkpoint.scenario !== scenario) return null;
  return record.passed[checkpoint.id] ? null : checkpoint;
}

function Approach({ fn }: { fn: FunctionId }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const checkpoint = useOpenCheckpoint(fn);
  const root = useRef<HTMLDivElement>(null);
  // Opened just now: the keyboard's focus comes here, to what to do (Debug's reveal has brought the code into view).
  useArrival(checkpoint?.id ?? null, root, false);
  if (!checkpoint) return null;
  return (
    <div
      className="predict approach"
      data-testid="predict-approach"
      data-checkpoint={checkpoint.id}
      ref={root}
      tabIndex={-1}
    >
      <p>
        <span className="predict-badge">{t('checkpointBadge')}</span> {checkpoint.title[locale]}
      </p>
      <p>{checkpoint.approach.say[locale]}</p>
    </div>
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
  // Debug stopped here for this question: it is brought into view with the code it asks about (the page's one-screen
  // area to the window's top, which a single step does not scroll to; else the form itself) and the student's keys
  // go to it (a screen reader hears the legend).
  useEffect(() => {
    if (!revealArea(fn)) form.current?.scrollIntoView({ block: 'nearest' });
    first.current?.focus({ preventScroll: true });
  }, [fn]);
  // While asking, the section's guidance hint (which may tell the answer) is hidden and says why, its place kept.
  useGuidanceNote(fn, 'predicting', t('hintHidden'));
  const all = questionsFor(fn, asking.trace.scenario);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.input === 'value') predictActions.answerTyped(fn, text);
    else if (choice !== null) predictActions.answerOption(fn, choice);
  };
  const wrong = asking.wrong;
  // A step refused after a wrong answer says so, and the explanation stays: it is what to do now.
  const refused = asking.held > 0 ? t('held') : '';
  const explained = !wrong
    ? ''
    : wrong.kind === 'problem'
      ? problemText(t, wrong.problem)
      : sentences(
          locale,
          wrong.kind === 'option'
            ? t('notOption', { label: wrong.label[locale] })
            : t('notTyped', { answer: wrong.text }),
          wrong.why[locale],
        );
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
          <label className="predict-value" htmlFor={`${id}-value`}>
            <span>{t('yourAnswer')}</span>
          </label>
        ) : null}
        {/* A typed answer and its buttons share a row: below 900 px every row here is a row less of code. */}
        <div className="predict-answer">
          {question.input === 'value' ? (
            <input
              id={`${id}-value`}
              ref={first}
              data-testid="predict-input"
              value={text}
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${id}-ask ${id}-feedback`}
              aria-invalid={wrong !== null}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <Choices
              options={question.options ?? []}
              locale={locale}
              name={`${id}-choice`}
              testId={(option) => `predict-option-${option}`}
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
        </div>
        <p
          className="predict-feedback"
          id={`${id}-feedback`}
          data-testid="predict-feedback"
          data-wrong={wrong ? wrong.kind : undefined}
          role="status"
        >
          {sentences(locale, ...[refused, explained].filter(Boolean))}
        </p>
      </fieldset>
    </form>
  );
}

/**
 * What was told: the answer as the student gave it (or as the run shows it), and why; folded while a next question is
 * asked. The form the student answered in has gone, so the keyboard's focus comes here (to the checkpoint's Next
 * once it is passed), never left on the page's body: a screen reader reads the answer with its reason.
 */
function ToldBox({ fn, told, folded }: { fn: FunctionId; told: Told; folded: boolean }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const option = told.question.options?.find((o) => writeValue(o.value) === writeValue(told.observed));
  const answer = option ? `“${option.label[locale]}”` : writeValue(told.observed);
  const said = told.given
    ? told.given.kind === 'option'
      ? t('rightOption', { label: told.given.label[locale] })
      : t('rightTyped', { answer: told.given.text })
    : t('shown', { answer });
  useEffect(() => {
    const box = root.current;
    const active = document.activeElement;
    // Only where the focus was lost with the form (or never placed): a student who moved on keeps where they are.
    if (!box || (active !== null && active !== document.body)) return;
    const next = box.querySelector<HTMLElement>('[data-testid="predict-next"], [data-testid="predict-summary-open"]');
    (next ?? box).focus({ preventScroll: true });
    (next ?? box).scrollIntoView({ block: 'nearest' });
  }, []);
  const againNote = <p data-testid="predict-ask-again">{t('shownAgain')}</p>;
  return (
    <div
      className={told.right ? 'predict told right' : 'predict told'}
      data-testid="predict-told"
      data-right={told.right}
      ref={root}
      tabIndex={-1}
      // Focused, a screen reader reads the answer and its reason.
      aria-describedby={`${id}-said ${id}-why`}
    >
      {folded ? (
        // Under a next question, what was said is the fold's one line, the why one click away: the question and the
        // code under it keep the window.
        <details className="told-why">
          <summary>
            <span role="status" id={`${id}-said`}>
              {said}
            </span>
          </summary>
          <p id={`${id}-why`}>{told.question.why[locale]}</p>
          {!told.given ? againNote : null}
        </details>
      ) : (
        // The answer and its reason in one announcement, in the open: not only a closed "Why" to find.
        <div role="status">
          <p id={`${id}-said`}>{said}</p>
          <p className="told-reason" id={`${id}-why`}>
            {told.question.why[locale]}
          </p>
        </div>
      )}
      {!told.given && !folded ? againNote : null}
      <NextCheckpoint fn={fn} question={told.question.id} describedBy={`${id}-said ${id}-why`} />
    </div>
  );
}
