/** The chosen language, remembered in localStorage (when the browser allows it). */
import { LOCALES, type Locale } from '../../adapter/locales.ts';

export const LOCALE_KEY = 'mcp-tools-playground:lang';

export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_KEY);
    return (LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the visit.
  }
}
