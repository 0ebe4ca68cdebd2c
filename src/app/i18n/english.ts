/**
 * The page's English (catalog.en.ts), loaded the first time a page shows English. The language only changes once
 * its words are here (state/playground.ts setLocale), so a page never shows a mix, or Chinese for a moment.
 */
import { create } from 'zustand';

export type English = typeof import('./catalog.en.ts');

export const useEnglish = create<{ english: English | null }>()(() => ({ english: null }));

let loading: Promise<English> | null = null;

export function loadEnglish(): Promise<English> {
  loading ??= import('./catalog.en.ts').then((english) => {
    useEnglish.setState({ english });
    return english;
  });
  return loading;
}
