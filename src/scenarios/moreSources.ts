/**
 * The files a student reads less often: the helpers a trace can step into
 * and the harness. A module of its own, so the page loads them only when a
 * view needs them.
 */
import checkedLines from '../adapter/checkedTool.ts?lines';
import checkedSource from '../adapter/checkedTool.ts?raw';
import resultLines from '../adapter/resultText.ts?lines';
import resultSource from '../adapter/resultText.ts?raw';
import harnessSource from './harness.ts?raw';
import { ENTRY_SOURCES, type SourceFile } from './sources.ts';

/** Every traced file by its project-relative name: entries and the helpers a student can step into. */
export const TRACED_SOURCES: Record<string, SourceFile> = {
  ...Object.fromEntries(Object.values(ENTRY_SOURCES).map((entry) => [entry.file, entry])),
  'src/adapter/checkedTool.ts': { file: 'src/adapter/checkedTool.ts', source: checkedSource, stoppable: checkedLines },
  'src/adapter/resultText.ts': { file: 'src/adapter/resultText.ts', source: resultSource, stoppable: resultLines },
};

/** The harness: the fakes and the entry, shown read-only beside the adapter. */
export const HARNESS_SOURCE: SourceFile = { file: 'src/scenarios/harness.ts', source: harnessSource, stoppable: [] };
