/**
 * Keeps the address bar in step with the focused section (function,
 * scenario and a custom scenario's data, breakpoints, paused step,
 * language), and restores that state from a link when the page opens.
 */

import type { Locale } from '../../adapter/locales.ts';
import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import { FUNCTION_IDS, type FunctionId } from '../../scenarios/functions.ts';
import { listed } from '../../scenarios/listed.ts';
import type { Problem } from '../../validation/problem.ts';
import { revealPausedLine } from '../debugger/reveal.ts';
import { debug, run } from '../debugger/runs.ts';
import { debuggerActions } from '../debugger/transitions.ts';
import { storedLocale, storeLocale } from '../i18n/locale.ts';
import { type LinkCatalog, type LinkState, linkSearch, parseLink } from '../shared/params.ts';
import { actions, CUSTOM, usePlayground } from '../state/playground.ts';
import { queryMoved, writeSearch } from './address.ts';

export const LINK_CATALOG: LinkCatalog = {
  // A link may name the student's own scenario too: a share link and a scenario file arrive as scenario=custom.
  scenarios: Object.fromEntries(
    FUNCTION_IDS.map((fn) => [fn, [...listed.scenarios.filter((s) => s.function === fn).map((s) => s.id), CUSTOM]]),
  ) as Record<FunctionId, string[]>,
  stoppable: Object.fromEntries(FUNCTION_IDS.map((fn) => [fn, ENTRY_LINES[fn].stoppable])) as Record<
    FunctionId,
    number[]
  >,
};

/**
 * Applies a parsed link (and the remembered language); sections other than the linked one show their output at once.
 * Resolves once the linked section shows what the link asks (its paused step, its own scenario or code).
 */
export function applyLink(
  state: LinkState,
  problems: Problem[],
  sections: readonly FunctionId[],
  search: string,
): Promise<void> {
  // A link that names no language takes the remembered one, unless one was asked for already: the student's click
  // on the prerendered page's toggle while this module loaded stands (a busy run saw that click undone).
  if (state.lang) actions.setLocale(state.lang);
  else if (!actions.localeAsked()) actions.setLocale(storedLocale() ?? 'zh');
  const fn = state.fn ?? sections[0] ?? FUNCTION_IDS[0];
  if (state.fn) actions.focus(state.fn);
  // The scenario shown already keeps its output (a prerendered embed view hydrating with its own scenario named).
  const shown = usePlayground.getState().sections[fn].scenarioId;
  if (state.scenario && state.scenario !== CUSTOM && state.scenario !== shown)
    actions.selectScenario(fn, state.scenario);
  // A link that names a scenario or a step chose it: its output is what the link is for.
  if (state.scenario !== null || state.step !== null) actions.choose(fn);
  const params = new URLSearchParams(search);
  const shared = params.get('custom');
  const file = params.get('scenarioFile');
  const linked: Promise<unknown>[] = [];
  if (shared !== null) linked.push(import('../custom/custom.ts').then((m) => m.openShared(fn, shared, state.step)));
  else if (file !== null)
    linked.push(import('../custom/custom.ts').then((m) => m.openScenarioFile(fn, file, state.step)));
  // scenario=custom without data opens the editor, prefilled with the section's first scenario.
  else if (state.scenario === CUSTOM) linked.push(import('../custom/custom.ts').then((m) => m.openCustom(fn)));
  // Shared code opens edit mode (its own chunk), where it runs only in the sandbox.
  const code = params.get('code');
  if (code !== null) linked.push(import('../edit/sharedCode.ts').then((m) => m.openSharedCode(fn, code)));
  const ownData = shared !== null || file !== null || state.scenario === CUSTOM || code !== null;
  if (state.breakpoints) debuggerActions.setBreakpoints(fn, state.breakpoints);
  for (const section of sections) {
    // The student's own scenario (shared, from a file, or opened empty) runs itself once it has validated.
    if (section === fn && ownData) continue;
    if (section === fn && state.step !== null) linked.push(debug(fn, state.step).then(() => revealPausedLine(fn)));
    // The prerendered first screen came with the output (firstScreen/): nothing to run again.
    else if (usePlayground.getState().sections[section].run.status !== 'done') void run(section);
  }
  if (problems.length > 0) {
    actions.setPageNotice({ key: 'badLink', problems });
  }
  return Promise.allSettled(linked).then(() => undefined);
}

/**
 * Applies the page's link: `fn` is the section to scroll to, if the link named one; `restored` resolves once that
 * section shows what the link asks.
 */
export function restoreFromLink(search: string): { fn: FunctionId | null; restored: Promise<void> } {
  const { state, problems } = parseLink(search, LINK_CATALOG);
  return { fn: state.fn, restored: applyLink(state, problems, FUNCTION_IDS, search) };
}

/**
 * Mirrors the state into the URL (replaceState: stepping must not flood the history) and remembers the
 * language. The first change after a quiet moment is written at once (a reload right after picking a scenario
 * must reopen it: a reload takes the address as it is when asked, before the page hears of it); the rest of a burst
 * is written once it settles, since replaceState costs a few milliseconds in Chromium and a key held down steps many
 * times a second. Started once the page shows what the link asks, its step
 * and its language (before, the state is on its way to what the address already says: writing it would drop the
 * step a link asked for, or say Chinese while English loads), it writes the state as it is at once.
 */
export function syncLink(delay = 150): () => void {
  let last = '';
  /** The language remembered (what the page opens in without a link's). */
  let locale: Locale = storedLocale() ?? 'zh';
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A change came during the burst, after its first (already written) one. */
  let pending = false;
  const write = () => {
    const state = usePlayground.getState();
    const section = state.sections[state.focus];
    const cursor = section.debug.status === 'ready' ? section.debug.cursor : null;
    // The student's own scenario travels with the address, so a reload or a bookmark opens the same data.
    const data = section.scenarioId === CUSTOM ? (section.custom?.link ?? undefined) : undefined;
    const search = linkSearch({
      fn: state.focus,
      scenario: section.scenarioId,
      data,
      breakpoints: section.breakpoints,
      step: cursor ? cursor.position + 1 : null,
      lang: state.locale,
    });
    if (search !== last) {
      last = search;
      writeSearch(search);
    }
  };
  const settle = () => {
    timer = null;
    if (pending) {
      pending = false;
      write();
    }
  };
  const flush = () => {
    if (!pending) return;
    pending = false;
    write();
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const remember = (now: Locale) => {
    if (now === locale) return;
    locale = now;
    storeLocale(now);
  };
  const unsubscribe = usePlayground.subscribe((state) => {
    remember(state.locale);
    // The first change of a burst at once; the others once it settles: each puts the write off again, so a key held
    // down writes once more, at the end.
    if (timer) {
      pending = true;
      clearTimeout(timer);
    } else {
      write();
    }
    timer = setTimeout(settle, delay);
  });
  // Called twice when Back or Forward comes (by the event, then by the page's cleanup): each step is safe to repeat.
  const stop = () => {
    unsubscribe();
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', hidden);
    document.removeEventListener('click', beforeFragment, true);
    removeEventListener('popstate', left);
    // A write still pending holds the state of the link just left, and would overwrite the address reached.
    if (timer) clearTimeout(timer);
  };
  // A link to a fragment of this page (the masthead's "Lesson path") adds an entry that copies the address as it is.
  // A write still settling then landed on that new entry, so Back reached the older query and restored it: the pause
  // a step back, edit mode gone (5 runs in 114 of links.spec.ts beside two CPU hogs). The click comes before the move.
  const beforeFragment = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href^="#"]')) flush();
  };
  // A move of the fragment alone keeps the page's state, and its sync.
  const left = (event: Event) => {
    if (queryMoved(event)) stop();
  };
  // Leaving the page, or hiding it (a phone may discard a hidden tab), writes a burst still settling.
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  document.addEventListener('click', beforeFragment, true);
  // Back or Forward reached another entry: the address is that entry's from this moment, so syncing stops now, in
  // the event itself, not when the page gets round to restoring the entry (a pending write could land first).
  addEventListener('popstate', left);
  // The language the page shows now is remembered now, not at the next change of anything: a click on the
  // prerendered toggle, made before this started, was otherwise forgotten by a reload right after it.
  remember(usePlayground.getState().locale);
  write();
  return stop;
}
