/**
 * The source files the student reads, as the very text that is bundled and
 * run (Vite's ?raw import of the same file), with the lines where the
 * debugger can stop (?lines: the instrumenter's own analysis).
 */
import assembleLines from '../adapter/assembleToolPool.ts?lines';
import assembleSource from '../adapter/assembleToolPool.ts?raw';
import callLines from '../adapter/callExternal.ts?lines';
import callSource from '../adapter/callExternal.ts?raw';
import discoverLines from '../adapter/discoverTools.ts?lines';
import discoverSource from '../adapter/discoverTools.ts?raw';
import type { FunctionId, Scenario } from './schema.ts';

export type SourceFile = { file: string; source: string; stoppable: number[] };
export type EntrySource = SourceFile & { name: string };

export const ENTRY_SOURCES: Record<FunctionId, EntrySource> = {
  discover_tools: {
    file: 'src/adapter/discoverTools.ts',
    name: 'discoverTools',
    source: discoverSource,
    stoppable: discoverLines,
  },
  assemble_tool_pool: {
    file: 'src/adapter/assembleToolPool.ts',
    name: 'assembleToolPool',
    source: assembleSource,
    stoppable: assembleLines,
  },
  call_external: {
    file: 'src/adapter/callExternal.ts',
    name: 'callExternal',
    source: callSource,
    stoppable: callLines,
  },
};

/**
 * The lines matching a scenario's breakpoint text: the line that is exactly
 * that text when there is one (so "if (" names a lone multi-line if), or else
 * every line containing it.
 */
export function breakpointCandidates(scenario: Scenario): number[] {
  const lines = ENTRY_SOURCES[scenario.function].source.split('\n');
  const numbered = lines.map((text, index) => ({ text, line: index + 1 }));
  const exact = numbered.filter(({ text }) => text.trim() === scenario.breakpoint);
  return (exact.length > 0 ? exact : numbered.filter(({ text }) => text.includes(scenario.breakpoint))).map(
    ({ line }) => line,
  );
}

/** The 1-based line of the scenario's suggested breakpoint, or null when the source no longer has it. */
export function breakpointLine(scenario: Scenario): number | null {
  return breakpointCandidates(scenario)[0] ?? null;
}
