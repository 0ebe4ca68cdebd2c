/**
 * What a debugger question and a Practice question share: the choices as radio buttons, and the words for a typed
 * answer that is not a value.
 */
import type { Ref } from 'react';
import type { AnswerProblem } from '../../predict/answer.ts';
import type { Localized } from '../../predict/schema.ts';
import type { useTextOf } from '../i18n/useText.ts';
import type { PREDICT_TEXT } from './text.ts';

type Words = ReturnType<typeof useTextOf<typeof PREDICT_TEXT>>;

/** Sentences said one after another: Chinese runs them together after its full stop, English puts a space. */
export const sentences = (locale: 'zh' | 'en', ...parts: string[]) => parts.join(locale === 'zh' ? '' : ' ');

/** Why the typed text is not a value, where it goes wrong (1-based, as a person counts). */
export const problemText = (t: Words, problem: AnswerProblem) =>
  t(`problem_${problem.code}`, { at: problem.at + 1, found: problem.found });

export function Choices({
  options,
  locale,
  name,
  testId,
  checked,
  onPick,
  first,
}: {
  options: readonly { id: string; value: unknown; label: Localized }[];
  locale: 'zh' | 'en';
  name: string;
  /** The radio's test id, from the option's id (docs/testids.md). */
  testId: (option: string) => string;
  checked: (index: number) => boolean;
  onPick: (index: number) => void;
  first?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="predict-options">
      {options.map((option, index) => (
        <label key={option.id} className="predict-option">
          <input
            ref={index === 0 ? first : undefined}
            type="radio"
            name={name}
            data-testid={testId(option.id)}
            checked={checked(index)}
            onChange={() => onPick(index)}
          />
          <span>{option.label[locale]}</span>
        </label>
      ))}
    </div>
  );
}
