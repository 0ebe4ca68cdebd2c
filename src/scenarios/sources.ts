/**
 * The source files the student reads, one per entry function, as the very
 * text that is bundled and run (Vite's ?raw import of the same file).
 */
import assembleSource from '../adapter/assembleToolPool.ts?raw';
import callSource from '../adapter/callExternal.ts?raw';
import discoverSource from '../adapter/discoverTools.ts?raw';
import type { FunctionId, Scenario } from './schema.ts';

export type EntrySource = { file: string; name: string; source: string };

export const ENTRY_SOURCES: Record<FunctionId, EntrySource> = {
  discover_tools: { file: 'src/adapter/discoverTools.ts', name: 'discoverTools', source: discoverSource },
  assemble_tool_pool: { file: 'src/adapter/assembleToolPool.ts', name: 'assembleToolPool', source: assembleSource },
  call_external: { file: 'src/adapter/callExternal.ts', name: 'callExternal', source: callSource },
};

/** The 1-based line holding the scenario's suggested breakpoint text, or null when the source no longer has it. */
export function breakpointLine(scenario: Scenario): number | null {
  const lines = ENTRY_SOURCES[scenario.function].source.split('\n');
  const index = lines.findIndex((line) => line.includes(scenario.breakpoint));
  return index === -1 ? null : index + 1;
}
