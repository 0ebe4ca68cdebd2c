/**
 * The entry files as the page's shell knows them before their text has loaded: each file's name and the lines where
 * the debugger can stop (the instrumenter's own analysis, generated from the manifest by the trace plugin). The
 * text comes with sources.ts.
 */
import entryLines from 'virtual:trace-lines/entries';
import { ENTRY_FILES, sourceOf } from './manifest.ts';
import type { FunctionId } from './schema.ts';

export type SourceLines = { file: string; stoppable: number[] };
export type EntryLines = SourceLines & { name: string };

export const ENTRY_LINES = Object.fromEntries(
  Object.entries(ENTRY_FILES).map(([id, entry]) => [id, { ...sourceOf(entryLines, entry.file), name: entry.name }]),
) as Record<FunctionId, EntryLines>;
