/**
 * The entry files as the page's shell knows them before their text has loaded: each file's name and the lines where
 * the debugger can stop (the instrumenter's own analysis, generated from the manifest by the trace plugin). The
 * text comes with sources.ts.
 */
import entryLines from 'virtual:trace-lines/entries';
import { ENTRY_FILES } from './manifest.ts';
import type { FunctionId } from './schema.ts';

export type SourceLines = { file: string; stoppable: number[] };
export type EntryLines = SourceLines & { name: string };

export const ENTRY_LINES = Object.fromEntries(
  Object.entries(ENTRY_FILES).map(([id, entry]) => {
    const found = entryLines.find((lines) => lines.file === entry.file);
    if (!found) throw new Error(`${entry.file} is not in its source group: see src/scenarios/manifest.ts`);
    return [id, { ...found, name: entry.name }];
  }),
) as Record<FunctionId, EntryLines>;
