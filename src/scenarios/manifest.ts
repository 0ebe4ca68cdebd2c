/**
 * The one list of the files the playground shows and traces. vite.config.ts
 * (which files the trace plugin may instrument), the source views (sources.ts,
 * moreSources.ts) and the traced-module loader (traced.ts) all derive from it,
 * so adding a file to the lesson is one edit here. Plain data: Node and the
 * page both import it.
 */
import type { FunctionId } from './functions.ts';

/** The entry a scenario exercises: its file and the exported function's name. */
export const ENTRY_FILES = {
  discover_tools: { file: 'src/adapter/discoverTools.ts', name: 'discoverTools' },
  assemble_tool_pool: { file: 'src/adapter/assembleToolPool.ts', name: 'assembleToolPool' },
  call_external: { file: 'src/adapter/callExternal.ts', name: 'callExternal' },
} as const satisfies Record<FunctionId, { file: string; name: string }>;

/** The helpers an entry calls, which a student can step into. */
export const HELPER_FILES = ['src/adapter/checkedTool.ts', 'src/adapter/resultText.ts'] as const;

/** The lesson's name for a traced file's function, as its Python file: discoverTools.ts → discover_tools.py. */
export function pythonNameOf(file: string): string {
  const name = file.split('/').at(-1) ?? file;
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/\.ts$/, '.py');
}

/**
 * The fakes a scenario runs against: shown read-only beside the adapter, never instrumented (harness.ts, which
 * wires them to the entry, is not shown: infrastructure, not the lesson).
 */
export const FAKES_FILE = 'src/scenarios/fakes.ts';

const entryFiles = () => Object.values(ENTRY_FILES).map((entry) => entry.file);

// Marked pure: a bundle that does not use them (the page's shell) drops them rather than computing them unused.
/** Every file the trace plugin instruments for the lesson. */
export const TRACED_FILES: readonly string[] = /* @__PURE__ */ (() => [...entryFiles(), ...HELPER_FILES])();

/**
 * The groups of source text the page loads, each a module of its own: the
 * entries come with the page, the rest only when a view needs them.
 */
export const SOURCE_GROUPS = /* @__PURE__ */ (() => ({
  entries: entryFiles(),
  more: [...HELPER_FILES, FAKES_FILE],
}))();

/** A file of a generated source group, by name; a missing one is a build mistake, said at once. */
export function sourceOf<T extends { file: string }>(group: readonly T[], file: string): T {
  const found = group.find((source) => source.file === file);
  if (!found) throw new Error(`${file} is not in its source group: see src/scenarios/manifest.ts`);
  return found;
}
