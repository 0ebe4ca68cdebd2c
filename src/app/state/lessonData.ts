/**
 * The lesson's data beyond what the page's shell lists: the scenarios' hints and inputs, and the entry files'
 * text. The first screen's share comes with the HTML (state/seed.ts); all of it loads right after the page
 * is live.
 */
import { create } from 'zustand';
import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Scenario } from '../../scenarios/schema.ts';
import { firstScreen } from './seed.ts';

export type LessonData = {
  scenarios: readonly Scenario[];
  /** Entry file → its text. */
  sources: Readonly<Record<string, string>>;
  loaded: boolean;
};

export const useLessonData = create<LessonData>()(() => {
  const screen = firstScreen();
  return { scenarios: screen?.scenarios ?? [], sources: screen?.sources ?? {}, loaded: false };
});

let loading: Promise<LessonData> | null = null;

export function loadLessonData(): Promise<LessonData> {
  loading ??= Promise.all([import('../../scenarios/bundled.ts'), import('../../scenarios/sources.ts')]).then(
    ([{ bundled }, { ENTRY_SOURCES }]) => {
      const sources = Object.fromEntries(Object.values(ENTRY_SOURCES).map((entry) => [entry.file, entry.source]));
      useLessonData.setState({ scenarios: bundled.scenarios, sources, loaded: true });
      return useLessonData.getState();
    },
  );
  return loading;
}

const find = (scenarios: readonly Scenario[], fn: FunctionId, id: string) =>
  scenarios.find((scenario) => scenario.function === fn && scenario.id === id);

/** A lesson scenario's data once it is here (the first screen's at once), else undefined. */
export const useLessonScenario = (fn: FunctionId, id: string): Scenario | undefined =>
  useLessonData((state) => find(state.scenarios, fn, id));

/** A lesson scenario's data, loading it if need be. */
export const lessonScenario = async (fn: FunctionId, id: string): Promise<Scenario | undefined> =>
  find((await loadLessonData()).scenarios, fn, id);

/** The lesson scenarios of one function, loading them if need be. */
export const lessonScenarios = async (fn: FunctionId): Promise<Scenario[]> =>
  (await loadLessonData()).scenarios.filter((scenario) => scenario.function === fn);

/** An entry's text once it is here (the first screen's at once), else undefined. */
export const useEntryText = (fn: FunctionId): string | undefined =>
  useLessonData((state) => state.sources[ENTRY_LINES[fn].file]);

/** Whether all of it has loaded. */
export const useLessonDataLoaded = (): boolean => useLessonData((state) => state.loaded);
