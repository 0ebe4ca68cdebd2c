import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../adapter/messages.ts';
import { sourceFiles } from '../../testing/sourceFiles.ts';
import { PROBLEM_TEXT } from '../../validation/messages.ts';
import { CUSTOM_TEXT } from '../custom/text.ts';
import { OUTPUT_TEXT, PYTHON_TEXT, VARIABLES_TEXT } from '../debugger/text.ts';
import { EDIT_TEXT, PROBLEM_REASON_TEXT } from '../edit/text.ts';
import { EMBED_TEXT } from '../embed/text.ts';
import { LMS_TEXT } from '../lms/text.ts';
import { OFFLINE_TEXT } from '../offline/text.ts';
import { PRACTICE_TEXT } from '../practice/text.ts';
import { PREDICT_SWITCH_TEXT } from '../predict/PredictToggle.tsx';
import { PREDICT_TEXT } from '../predict/text.ts';
import { REPORT_TEXT } from '../report/text.ts';
import { REAL_SERVER_TEXT } from '../shared/RealServer/realServer.ts';
import { TRACE_FILES_TEXT } from '../traceFiles/text.ts';
import { YOUR_SERVER_TEXT } from '../yourServer/text.ts';
import { SECTIONS_EN, TEXT_EN } from './catalog.en.ts';
import { SECTIONS_ZH, TEXT_ZH } from './catalog.ts';

/** The page's catalog as pairs, like the features' own: its two languages live in two files. */
const TEXT = Object.fromEntries(
  Object.entries(TEXT_ZH).map(([key, zh]) => [key, { zh, en: TEXT_EN[key as keyof typeof TEXT_ZH] }]),
);
const SECTIONS = Object.fromEntries(
  Object.entries(SECTIONS_ZH).map(([fn, zh]) => [
    fn,
    {
      title: { zh: zh.title, en: SECTIONS_EN[fn as keyof typeof SECTIONS_ZH].title },
      about: { zh: zh.about, en: SECTIONS_EN[fn as keyof typeof SECTIONS_ZH].about },
    },
  ]),
);

const CJK = /[\u3400-\u9fff]/;
const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Entries whose Chinese is deliberately not Chinese: the language toggle names the other language. */
const NOT_CHINESE = new Set(['language']);

const catalogs: [string, Record<string, { zh: string; en: string }>][] = [
  ['page', TEXT],
  ['practice', PRACTICE_TEXT],
  ['your server', YOUR_SERVER_TEXT],
  ['real server', REAL_SERVER_TEXT],
  ['embed', EMBED_TEXT],
  ['course platform launch', LMS_TEXT],
  ['class report', REPORT_TEXT],
  ['update notice', OFFLINE_TEXT],
  ['custom scenarios', CUSTOM_TEXT],
  ['trace files', TRACE_FILES_TEXT],
  ['variables', VARIABLES_TEXT],
  ['python view', PYTHON_TEXT],
  ['output notes', OUTPUT_TEXT],
  ['edit mode', EDIT_TEXT],
  ['edit mode problems', PROBLEM_REASON_TEXT],
  ['predict mode and the lesson path', PREDICT_TEXT],
  ['the predict switch', PREDICT_SWITCH_TEXT],
  ['adapter', MESSAGES],
  ['problems', PROBLEM_TEXT],
  ['section titles', Object.fromEntries(Object.entries(SECTIONS).map(([fn, copy]) => [fn, copy.title]))],
  ['section texts', Object.fromEntries(Object.entries(SECTIONS).map(([fn, copy]) => [fn, copy.about]))],
];

it('the list below names every catalog the source exports (a new one cannot be left out of these checks)', () => {
  const root = join(import.meta.dirname, '../..');
  const exported = sourceFiles(root, { tests: false }).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/export const (\w+_TEXT|MESSAGES)\b/g)].map((m) => m[1] as string),
  );
  expect(exported.length).toBeGreaterThan(10);
  const listed = readFileSync(new URL(import.meta.url), 'utf8');
  expect(exported.filter((name) => !new RegExp(`\\[\\s*'[^']+',\\s*${name}\\s*\\]`).test(listed))).toEqual([]);
});

describe('every word a person sees is in both languages', () => {
  it.each(catalogs)(
    'the %s catalog: no entry missing, empty, equal to its key, or with other placeholders',
    (_, catalog) => {
      for (const [key, text] of Object.entries(catalog)) {
        for (const locale of ['zh', 'en'] as const) {
          expect(typeof text[locale], `${key}.${locale}`).toBe('string');
          expect(text[locale].trim(), `${key}.${locale}`).not.toBe('');
          expect(text[locale], `${key}.${locale}`).not.toBe(key);
        }
        expect(holes(text.zh), key).toEqual(holes(text.en));
        if (!NOT_CHINESE.has(key)) expect(text.zh, `${key}.zh`).toMatch(CJK);
        if (key !== 'language') expect(text.en, `${key}.en`).not.toMatch(CJK);
      }
    },
  );

  it('every key is looked up by the app: a text function called with it, a label, or a looked-up prefix', () => {
    const code = sourceFiles(join(import.meta.dirname, '..'), { tests: false })
      .filter((file) => !['catalog.ts', 'catalog.en.ts', 'text.ts'].includes(basename(file)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Only where a key is looked up counts, not the same word anywhere (`'run'` is also a command's id): inside the
    // parentheses of a catalog's text function (t, tp, te, c, say, …: `t('key'`, `tv(right ? 'key' : 'other')`),
    // `label: 'key'`, `shortcutHelp: 'key'`, a notice's `key: 'key'`, or a key built from a prefix there,
    // `t(`event_${…}`)`, `key: `traceRefused_${…}``.
    const call = String.raw`\b(?:t|t[a-z]|c|say|text)\([^()]*?`;
    const prefixes = [...code.matchAll(new RegExp(`(?:${call}|\\bkey:\\s*)\`(\\w+_)\\$\\{`, 'g'))].map((m) => m[1]);
    // Looked up by a value that is also the key: VerdictLine.tsx's `te(verdict.kind, …)` for the sandbox's two failures.
    const byValue = new Set(['unavailable', 'crashed']);
    const looksUp = (key: string) =>
      byValue.has(key) ||
      new RegExp(`${call}'${key}'|\\b(?:label|shortcutHelp|key)\\s*:\\s*'${key}'`).test(code) ||
      prefixes.some((prefix) => prefix !== undefined && key.startsWith(prefix));
    const keys = [
      TEXT,
      PRACTICE_TEXT,
      EMBED_TEXT,
      OFFLINE_TEXT,
      CUSTOM_TEXT,
      TRACE_FILES_TEXT,
      VARIABLES_TEXT,
      PYTHON_TEXT,
      EDIT_TEXT,
    ].flatMap((c) => Object.keys(c));
    expect(keys.filter((key) => !looksUp(key))).toEqual([]);
    expect(prefixes.length, 'the prefixes are found').toBeGreaterThan(3);
    expect(code, 'the lookup byValue stands for').toContain('te(verdict.kind');
  });
});
