/**
 * A probe checkpoint's questions (questions/probes.json), on the lesson path: the lesson's limits no lesson scenario
 * reaches. The student predicts what the adapter does with an input built for it (a page of 24001 bytes, a cursor
 * of 121 characters, a result of 2000), then the page runs it on that input (the same harness as any scenario) and
 * judges the prediction against what it raised or returned; a wrong one is told with what to look at.
 */
import { useId, useRef, useState } from 'react';
import { sameValue, writeValue } from '../../predict/answer.ts';
import { CHECKPOINTS, probeQuestionById } from '../../predict/bank.ts';
import { ENTRY_NAMES, probeObserved, probeScenario } from '../../predict/probes.ts';
import type { Checkpoint, ProbeQuestion } from '../../predict/schema.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useArrival } from '../shared/arrival.ts';
import { recordAnswer, useRecord } from '../state/pathRecord.ts';
import { usePlayground } from '../state/playground.ts';
import { Choices, sentences } from './answerParts.tsx';
import { CheckpointPassed } from './CheckpointPassed.tsx';
import { PREDICT_TEXT } from './text.ts';

export function ProbeQuestions({ checkpoint }: { checkpoint: Extract<Checkpoint, { kind: 'probe' }> }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const record = useRecord();
  const root = useRef<HTMLElement>(null);
  useArrival(checkpoint.id, root);
  // One question at a time, in the path's order (at the limit, then one past it): what a later one asks, or what an
  // earlier one's answer told, is never on the screen with a question still open.
  const open = checkpoint.questions.findIndex((id) => record.questions[id]?.right !== true);
  const shown = open === -1 ? checkpoint.questions : checkpoint.questions.slice(0, open + 1);
  return (
    <section className="probe-questions" ref={root} tabIndex={-1} aria-label={checkpoint.title[locale]}>
      {shown.flatMap((id) => {
        const question = probeQuestionById(id);
        return question ? [<ProbeForm key={id} question={question} />] : [];
      })}
      {record.passed[checkpoint.id] ? (
        <CheckpointPassed fn={null} checkpoint={checkpoint} title={checkpoint.title[locale]} t={t} />
      ) : null}
    </section>
  );
}

type Outcome = { observed: unknown; output: string; right: boolean; label: string };

function ProbeForm({ question }: { question: ProbeQuestion }) {
  const t = useTextOf(PREDICT_TEXT);
  const locale = usePlayground((state) => state.locale);
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [since] = useState(() => Date.now());
  const check = async () => {
    const option = choice === null ? undefined : question.options?.[choice];
    if (!option) return;
    // The adapter itself on the built input, as Run runs a scenario.
    const [adapter, { runScenario }] = await Promise.all([
      import('../../adapter/index.ts'),
      import('../../scenarios/harness.ts'),
    ]);
    const result = await runScenario(probeScenario(question), adapter);
    const observed = probeObserved(question, result);
    const right = sameValue(option.value, observed);
    recordAnswer(CHECKPOINTS, question.id, {
      answer: { text: option.label[locale], option: option.id },
      right,
      shown: false,
      seconds: right ? (Date.now() - since) / 1000 : 0,
    });
    setOutcome({ observed, output: result.output, right, label: option.label[locale] });
  };
  const option = choice === null ? undefined : question.options?.[choice];
  return (
    <form
      className="predict probe"
      data-testid={`probe-${question.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <fieldset>
        <legend>
          <span className="predict-badge">{t('question')}</span> {question.scenario.label[locale]}
        </legend>
        <p className="predict-ask">{question.ask[locale]}</p>
        <Choices
          options={question.options ?? []}
          locale={locale}
          name={`${id}-choice`}
          testId={(option) => `probe-option-${option}`}
          checked={(index) => choice === index}
          onPick={(index) => {
            setChoice(index);
            setOutcome(null);
          }}
        />
        <div className="buttons">
          <button type="submit" className="primary" data-testid="probe-check" disabled={choice === null}>
            {t('probeCheck')}
          </button>
        </div>
        <div role="status" data-testid="probe-feedback" data-right={outcome ? outcome.right : undefined}>
          {outcome ? (
            <>
              <p className={outcome.right ? 'predict-feedback right' : 'predict-feedback'}>
                {outcome.right
                  ? t('rightOption', { label: outcome.label })
                  : sentences(locale, t('notOption', { label: outcome.label }), (option?.why ?? question.look)[locale])}
              </p>
              <p>
                {t('probeRan', {
                  entry: ENTRY_NAMES[question.scenario.function],
                  outcome: writeValue(outcome.observed),
                })}
              </p>
              {outcome.right ? <p>{question.why[locale]}</p> : null}
            </>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
