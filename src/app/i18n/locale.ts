/** The chosen language, remembered in localStorage (when the browser allows it). */
import { LOCALES, type Locale } from '../../adapter/locales.ts';
import { readStored, writeStored } from '../shared/storage.ts';

/** The language chosen: a key from before the one prefix, kept so a remembered choice survives (the first screen's inline check reads it too). */
export const LOCALE_KEY = 'mcp-tools-playground:lang';

export function storedLocale(): Locale | null {
  const value = readStored(LOCALE_KEY);
  return (LOCALES as readonly (string | null)[]).includes(value) ? (value as Locale) : null;
}

export function storeLocale(locale: Locale): void {
  writeStored(LOCALE_KEY, locale);
}
