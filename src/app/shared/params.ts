/**
 * Deep links: the URL holds the section (function), scenario, breakpoints,
 * step and language. Each parameter has a typed converter with an
 * allowlist; a bad value is reported and replaced by the default, never
 * thrown. Modelled on StackBlitz's embed params.
 */
import { LOCALES, type Locale } from '../../adapter/locales.ts';
import { FUNCTION_IDS, type FunctionId } from '../../scenarios/functions.ts';
import { type Problem, problem } from '../../validation/problem.ts';

export type LinkState = {
  fn: FunctionId | null;
  scenario: string | null;
  breakpoints: number[] | null;
  step: number | null;
  lang: Locale | null;
};

export type LinkCatalog = {
  scenarios: Record<FunctionId, readonly string[]>;
  stoppable: Record<FunctionId, readonly number[]>;
};

export type ParsedLink = { state: LinkState; problems: Problem[] };

/** Parameters the full page reads; anything else in a link is reported. */
export const PAGE_PARAMS = [
  'fn',
  'scenario',
  'bp',
  'step',
  'lang',
  'custom',
  'scenarioFile',
  'code',
  // A checkpoint of the lesson path to open (predict/linkedCheckpoint.ts checks the id once the path has loaded).
  'checkpoint',
] as const;

/** Parameters read elsewhere (a shared scenario, shared code): their own length rules apply. */
const LONG_PARAMS = new Set(['custom', 'code']);

/** No parameter value is longer than this; longer ones are refused whole. */
export const MAX_VALUE_LENGTH = 200;

/** Shows an untrusted value in a notice: clipped, so a hostile link cannot flood the page. */
export const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

type Converter<T> = (raw: string) => T | { problem: Problem };

/** A link's problem: no JSON path, the sentence names the parameter. */
const linkProblem = (code: Parameters<typeof problem>[1], values: Record<string, string | number>) =>
  problem('', code, values);

const oneOf =
  <T extends string>(name: string, allowed: readonly T[]): Converter<T> =>
  (raw) =>
    (allowed as readonly string[]).includes(raw)
      ? (raw as T)
      : { problem: linkProblem('link_value', { name, value: shown(raw), allowed: allowed.join(', ') }) };

const positiveInt =
  (name: string): Converter<number> =>
  (raw) =>
    /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : { problem: linkProblem('link_step', { name, value: shown(raw) }) };

const lineList =
  (allowed: readonly number[]): Converter<number[]> =>
  (raw) => {
    if (raw === '') return [];
    const parts = raw.split(',');
    const lines = parts.map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : Number.NaN));
    const bad = parts.filter((_, i) => !allowed.includes(lines[i] as number));
    if (bad.length > 0) {
      return { problem: linkProblem('link_lines', { value: shown(raw), bad: shown(bad.join(', ')) }) };
    }
    return [...new Set(lines)].sort((a, b) => a - b);
  };

function convert<T>(params: URLSearchParams, key: string, converter: Converter<T>, problems: Problem[]): T | null {
  const all = params.getAll(key);
  const raw = all[0] ?? null;
  if (raw === null) return null;
  if (all.length > 1) problems.push(linkProblem('link_repeated', { name: key, count: all.length }));
  if (raw.length > MAX_VALUE_LENGTH && !LONG_PARAMS.has(key)) {
    problems.push(linkProblem('link_too_long', { name: key, length: raw.length, limit: MAX_VALUE_LENGTH }));
    return null;
  }
  const value = converter(raw);
  if (typeof value === 'object' && value !== null && 'problem' in value) {
    problems.push(value.problem);
    return null;
  }
  return value as T;
}

/** Reads the link's state; `known` lists the parameters the caller reads, the others are reported as unknown. */
export function parseLink(search: string, catalog: LinkCatalog, known: readonly string[] = PAGE_PARAMS): ParsedLink {
  const params = new URLSearchParams(search);
  const problems: Problem[] = [];
  const unknown = [...new Set(params.keys())].filter((key) => !known.includes(key));
  if (unknown.length > 0) problems.push(linkProblem('link_unknown', { names: shown(unknown.join(', ')) }));
  const fn = convert(params, 'fn', oneOf('fn', FUNCTION_IDS), problems);
  const section = fn ?? FUNCTION_IDS[0];
  // A scenario or breakpoints only mean something within a known section.
  const scenario =
    fn || !params.has('fn')
      ? convert(params, 'scenario', oneOf('scenario', catalog.scenarios[section]), problems)
      : null;
  const breakpoints =
    fn || !params.has('fn') ? convert(params, 'bp', lineList(catalog.stoppable[section]), problems) : null;
  const step = convert(params, 'step', positiveInt('step'), problems);
  const lang = convert(params, 'lang', oneOf('lang', LOCALES), problems);
  return { state: { fn, scenario, breakpoints, step, lang }, problems };
}

export function linkSearch(state: {
  fn: FunctionId;
  scenario: string;
  /** A custom scenario's data: the packed text or the scenario file's path. */
  data?: { custom: string } | { scenarioFile: string };
  breakpoints: number[];
  step: number | null;
  lang: Locale;
}): string {
  const params = new URLSearchParams({ fn: state.fn, scenario: state.scenario });
  if (state.data && 'custom' in state.data) params.set('custom', state.data.custom);
  if (state.data && 'scenarioFile' in state.data) params.set('scenarioFile', state.data.scenarioFile);
  if (state.breakpoints.length > 0) params.set('bp', state.breakpoints.join(','));
  if (state.step !== null) params.set('step', String(state.step));
  params.set('lang', state.lang);
  return `?${params.toString().replaceAll('%2C', ',')}`;
}
