/** The chosen language, remembered in localStorage (when the browser allows it). */
import { LOCALES, type Locale } from '../../adapter/messages.ts';

const KEY = 'mcp-tools-playground:lang';

export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(KEY);
    return (LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the visit.
  }
}
