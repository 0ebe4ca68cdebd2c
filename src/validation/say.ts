/** A problem's sentence in a language: the words of messages.ts, with the problem's values filled in. */
import { PROBLEM_TEXT, TYPE_NAMES } from './messages.ts';
import type { Problem, ProblemValues } from './problem.ts';

type Locale = 'zh' | 'en';

function fill(template: string, values: ProblemValues, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = String(values[key]);
    // Type names are words: said in the reader's language.
    return key === 'expected' ? (TYPE_NAMES[locale][value] ?? value) : value;
  });
}

/** The problem's sentence, without its path. */
export function problemText(p: Problem, locale: Locale): string {
  const templates = Object.hasOwn(PROBLEM_TEXT, p.code) ? PROBLEM_TEXT[p.code] : PROBLEM_TEXT.invalid;
  return fill(templates[locale], p.values, locale);
}

/** `path: sentence`, as a list item or a log line shows it. */
export function describeProblem(p: Problem, locale: Locale): string {
  return p.path === '' ? problemText(p, locale) : `${p.path}: ${problemText(p, locale)}`;
}
