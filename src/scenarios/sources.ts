/**
 * The entry files the student reads, as the very text that is bundled and
 * run, with the lines where the debugger can stop (the instrumenter's own
 * analysis), generated from the manifest by the trace plugin.
 */
import entrySources from 'virtual:trace-sources/entries';
import { ENTRY_FILES } from './manifest.ts';
import type { FunctionId, Scenario } from './schema.ts';

export type SourceFile = { file: string; source: string; stoppable: number[] };
export type EntrySource = SourceFile & { name: string };

/** A file of a generated source group, by name; a missing one is a build mistake, said at once. */
export function sourceOf(group: readonly SourceFile[], file: string): SourceFile {
  const found = group.find((source) => source.file === file);
  if (!found) throw new Error(`${file} is not in its source group: see src/scenarios/manifest.ts`);
  return found;
}

export const ENTRY_SOURCES = Object.fromEntries(
  Object.entries(ENTRY_FILES).map(([id, entry]) => [id, { ...sourceOf(entrySources, entry.file), name: entry.name }]),
) as Record<FunctionId, EntrySource>;

/**
 * The lines matching a scenario's breakpoint text: the line that is exactly
 * that text when there is one (so "if (" names a lone multi-line if), or else
 * every line containing it.
 */
export function breakpointCandidates(scenario: Scenario, source = ENTRY_SOURCES[scenario.function].source): number[] {
  const lines = source.split('\n');
  const numbered = lines.map((text, index) => ({ text, line: index + 1 }));
  const exact = numbered.filter(({ text }) => text.trim() === scenario.breakpoint);
  return (exact.length > 0 ? exact : numbered.filter(({ text }) => text.includes(scenario.breakpoint))).map(
    ({ line }) => line,
  );
}

/** The 1-based line of the scenario's suggested breakpoint in the source (the lesson's, or edited), or null when it has none. */
export function breakpointLine(scenario: Scenario, source?: string): number | null {
  return breakpointCandidates(scenario, source)[0] ?? null;
}
