/**
 * The entry files the student reads, as the very text that is bundled and
 * run, with the lines where the debugger can stop (the instrumenter's own
 * analysis), generated from the manifest by the trace plugin.
 */
import entrySources from 'virtual:trace-sources/entries';
import { ENTRY_FILES, sourceOf } from './manifest.ts';
import type { FunctionId, Scenario } from './schema.ts';
import { breakpointCandidates as candidatesIn, breakpointLine as lineIn } from './suggestedBreakpoint.ts';

export type SourceFile = { file: string; source: string; stoppable: number[] };
export type EntrySource = SourceFile & { name: string };

export const ENTRY_SOURCES = Object.fromEntries(
  Object.entries(ENTRY_FILES).map(([id, entry]) => [id, { ...sourceOf(entrySources, entry.file), name: entry.name }]),
) as Record<FunctionId, EntrySource>;

/** A scenario's suggested breakpoint lines in its entry's text (the lesson's unless another is given). */
export const breakpointCandidates = (
  scenario: Pick<Scenario, 'function' | 'breakpoint'>,
  source = ENTRY_SOURCES[scenario.function].source,
): number[] => candidatesIn(scenario, source);

/** The 1-based line of the scenario's suggested breakpoint in the source (the lesson's, or edited), or null when it has none. */
export const breakpointLine = (
  scenario: Pick<Scenario, 'function' | 'breakpoint'>,
  source = ENTRY_SOURCES[scenario.function].source,
): number | null => lineIn(scenario, source);
