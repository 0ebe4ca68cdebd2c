import { useCallback, useEffect, useState } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Problem } from '../../validation/problem.ts';
import { type Notice, usePlayground } from '../state/playground.ts';
import { type Catalog, format, SECTIONS_ZH, type SectionCopy, TEXT_ZH, type TextKey } from './catalog.ts';
import { useEnglish } from './english.ts';

/** The page's words in the current language (English is here whenever the locale is English: english.ts). */
function useWords() {
  const locale = usePlayground((state) => state.locale);
  const english = useEnglish((state) => state.english);
  return locale === 'en' && english
    ? { text: english.TEXT_EN, sections: english.SECTIONS_EN }
    : { text: TEXT_ZH, sections: SECTIONS_ZH };
}

/** The current language's text for a key, with {placeholders} filled. */
export function useText() {
  const { text } = useWords();
  return useCallback((key: TextKey, values: Record<string, string | number> = {}) => format(text[key], values), [text]);
}

/** What a section says about its function, in the current language. */
export function useSectionCopy(fn: FunctionId): SectionCopy {
  return useWords().sections[fn];
}

/** The current language's text from a feature's own catalog (practice/text.ts, embed/text.ts). */
export function useTextOf<C extends Catalog>(catalog: C) {
  const locale = usePlayground((state) => state.locale);
  return useCallback(
    (key: keyof C & string, values: Record<string, string | number> = {}) =>
      format((catalog[key] as Record<'zh' | 'en', string>)[locale], values),
    [catalog, locale],
  );
}

type Say = typeof import('../../validation/say.ts');
let said: Say | null = null;
let saying: Promise<Say> | null = null;
/** Problems are rare: their words load the first time one is shown, not with the page. */
const loadSay = () => {
  saying ??= import('../../validation/say.ts').then((module) => {
    said = module;
    return module;
  });
  return saying;
};

/** A validation problem (`path: sentence`) in the current language; the words load once `active` (a problem is shown). */
export function useProblemText(active: boolean) {
  const locale = usePlayground((state) => state.locale);
  const [say, setSay] = useState(said);
  useEffect(() => {
    if (active && !say) void loadSay().then(setSay);
  }, [active, say]);
  return useCallback(
    (problem: Problem) => (say ? say.describeProblem(problem, locale) : problem.path ? `${problem.path}: …` : '…'),
    [say, locale],
  );
}

/** A notice's sentence; its problems, if any, fill {detail}, worded in the language shown now. */
export function useNoticeText(notice: Notice | null): string {
  const t = useText();
  const sayProblem = useProblemText(Boolean(notice?.problems));
  if (!notice) return '';
  return t(notice.key, {
    ...notice.values,
    ...(notice.problems ? { detail: notice.problems.map(sayProblem).join('; ') } : {}),
  });
}

/** The document says the language it shows, on the full page and in an embed alike (screen readers read by it). */
export function useDocumentLanguage(): void {
  const locale = usePlayground((state) => state.locale);
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
}
