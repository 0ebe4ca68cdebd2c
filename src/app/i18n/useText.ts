import { useCallback } from 'react';
import { describeProblem, type Problem } from '../../validation/problem.ts';
import { type Notice, usePlayground } from '../state/playground.ts';
import { format, TEXT, type TextKey } from './catalog.ts';

/** The current language's text for a key, with {placeholders} filled. */
export function useText() {
  const locale = usePlayground((state) => state.locale);
  return useCallback(
    (key: TextKey, values: Record<string, string | number> = {}) => format(TEXT[key][locale], values),
    [locale],
  );
}

/** A validation problem (`path: sentence`) in the current language. */
export function useProblemText() {
  const locale = usePlayground((state) => state.locale);
  return useCallback((problem: Problem) => describeProblem(problem, locale), [locale]);
}

/** A notice's sentence; its problems, if any, fill {detail}, worded in the language shown now. */
export function useNoticeText() {
  const t = useText();
  const describe = useProblemText();
  return useCallback(
    (notice: Notice) =>
      t(notice.key, {
        ...notice.values,
        ...(notice.problems ? { detail: notice.problems.map(describe).join('; ') } : {}),
      }),
    [t, describe],
  );
}
