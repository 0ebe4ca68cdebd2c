import { useCallback } from 'react';
import { usePlayground } from '../state/playground.ts';
import { format, TEXT, type TextKey } from './catalog.ts';

/** The current language's text for a key, with {placeholders} filled. */
export function useText() {
  const locale = usePlayground((state) => state.locale);
  return useCallback(
    (key: TextKey, values: Record<string, string | number> = {}) => format(TEXT[key][locale], values),
    [locale],
  );
}
