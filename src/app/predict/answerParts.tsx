/**
 * What a debugger question and a Practice question share: the choices as radio buttons, and the words for a typed
 * answer that is not a value.
 */
import type { Ref } from 'react';
import { type AnswerProblem, writeValue } from '../../predict/answer.ts';
import type { Localized } from '../../predict/schema.ts';
import type { useTextOf } from '../i18n/useText.ts';
import type { PREDICT_TEXT } from './text.ts';

type Words = ReturnType<typeof useTextOf<typeof PREDICT_TEXT>>;

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
  options: readonly { value: unknown; label: Localized }[];
  locale: 'zh' | 'en';
  name: string;
  testId: (index: number) => string;
  checked: (index: number) => boolean;
  onPick: (index: number) => void;
  first?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="predict-options">
      {options.map((option, index) => (
        <label key={writeValue(option.value)} className="predict-option">
          <input
            ref={index === 0 ? first : undefined}
            type="radio"
            name={name}
            data-testid={testId(index)}
            checked={checked(index)}
            onChange={() => onPick(index)}
          />
          <span>{option.label[locale]}</span>
        </label>
      ))}
    </div>
  );
}
