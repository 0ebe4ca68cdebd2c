/**
 * What one response to a question means, the way the page itself judged it: a choice is found by its option id, or
 * by its label in either language (what a platform's report holds); a typed answer is read by the page's own
 * parser and compared as a value (src/predict/answer.ts), never as display text. A wrong answer the question
 * anticipated (a wrong option with its why, or a `wrong` entry) is a misconception, with the words the student saw.
 */
import { parseAnswer, sameValue, writeValue } from '../predict/answer.ts';
import { anyQuestion } from '../predict/bank.ts';
import type { Localized } from '../predict/schema.ts';

type Option = { id: string; value: unknown; label: Localized; why?: Localized };
/** A question as the page judges it: its answer, its options, its anticipated wrong answers. */
export type Judged = {
  answer: unknown;
  options?: readonly Option[];
  wrong?: readonly { value: unknown; why: Localized }[];
};

export type Meaning =
  | { kind: 'right' }
  /** `answer`: the option's id, or the anticipated wrong value (the JSON's `misconceptions[].answer`). */
  | { kind: 'anticipated'; answer: unknown; key: string; why: Localized }
  /** Wrong and not anticipated: grouped by `value` (the value as TypeScript writes it, or the text as given). */
  | { kind: 'other'; value: string };

/** Whitespace as a report keeps it: collapsed, trimmed (a platform's export may wrap or pad a label). */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The question as the page asks it, or null for an id the path does not have. */
export function judgedQuestion(id: string): Judged | null {
  return (anyQuestion(id)?.question as Judged | undefined) ?? null;
}

/** A response the student gave: the text as shown or typed, and the option's id when the format keeps it. */
export type Response = { text: string; option?: string };

export function classify(question: Judged, response: Response): Meaning {
  if (question.options) {
    const text = plain(response.text);
    const option =
      question.options.find((o) => o.id === response.option) ??
      question.options.find((o) => plain(o.label.zh) === text || plain(o.label.en) === text || o.id === text);
    if (!option) return { kind: 'other', value: text };
    if (sameValue(option.value, question.answer)) return { kind: 'right' };
    if (option.why) return { kind: 'anticipated', answer: option.id, key: `option:${option.id}`, why: option.why };
    return { kind: 'other', value: option.label.en };
  }
  const parsed = parseAnswer(response.text);
  if (!parsed.ok) return { kind: 'other', value: plain(response.text) };
  if (sameValue(parsed.value, question.answer)) return { kind: 'right' };
  const anticipated = question.wrong?.find((w) => sameValue(w.value, parsed.value));
  if (anticipated)
    return {
      kind: 'anticipated',
      answer: anticipated.value,
      key: `value:${JSON.stringify(anticipated.value)}`,
      why: anticipated.why,
    };
  return { kind: 'other', value: writeValue(parsed.value) };
}
