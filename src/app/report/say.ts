/** The report page's words in a language, with {placeholders} filled. */
import { REPORT_TEXT, type ReportKey } from './text.ts';

export type Lang = 'zh' | 'en';
export const say = (lang: Lang, key: ReportKey, values: Record<string, string | number> = {}) =>
  REPORT_TEXT[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
