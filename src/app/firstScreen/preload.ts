/**
 * The code a first click needs (Run's and Debug's: runs.ts, the adapter, the harness, the recorder and the traced
 * adapter, the panels of a paused section) and the lesson's data the page loads once live, named in the built index.html as low-priority
 * `<link rel="modulepreload">`s: the browser fetches and compiles them while the page starts, and none of it runs
 * until it is asked for. The shell's budget is unchanged (scripts/sizes.ts counts what runs before hydration).
 * The plugin that writes the links is build/firstClickPreload.ts.
 */
import { ENTRY_FILES } from '../../scenarios/manifest.ts';

/** What the first click runs and the lesson's data the page loads once live: preloaded, and budgeted together (scripts/sizes.ts). */
export const FIRST_CLICK_SOURCES: readonly string[] = [
  'src/app/debugger/runs.ts',
  'src/app/debugger/reveal.ts',
  'src/adapter/index.ts',
  'src/scenarios/harness.ts',
  'src/scenarios/record.ts',
  'src/scenarios/traced.ts',
  // The instrumented entries (traced.ts loads them); their helpers come with them.
  ...Object.values(ENTRY_FILES).map(({ file }) => `${file}?trace`),
  'src/scenarios/bundled.ts',
  'src/scenarios/sources.ts',
  // What the paused section shows that the first screen does not: the variables, the files bar, values on hover.
  // Loaded by the click, they came in waves, one after another (the lesson's Python beside the paused line, 14 KiB,
  // still comes with the click: the paused step shows without it).
  'src/app/debugger/VariablesPanel.tsx',
  'src/app/page/FunctionSection/FilesBar.tsx',
  'src/app/debugger/hoverValue.ts',
];

/** What the page puts before a built file's name: the entry script's address less its file name (relative, or the deploy's base). */
export function entryPrefix(page: string, entryFile: string): string {
  // Its script tag, or (once the tags have moved for after the first paint: build/afterFirstPaint.ts) its data block.
  const src = page.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1] ?? page.match(/"entry":"([^"]+)"/)?.[1];
  if (!src?.endsWith(entryFile)) throw new Error(`index.html: no script for ${entryFile}`);
  return src.slice(0, -entryFile.length);
}
