/**
 * The files a student reads less often: the helpers a trace can step into
 * and the fakes. A module of its own, so the page loads them only when a
 * view needs them.
 */
import moreSources from 'virtual:trace-sources/more';
import { FAKES_FILE, HELPER_FILES, sourceOf } from './manifest.ts';
import { ENTRY_SOURCES, type SourceFile } from './sources.ts';

/** Every traced file by its project-relative name: entries and the helpers a student can step into. */
export const TRACED_SOURCES: Record<string, SourceFile> = Object.fromEntries([
  ...Object.values(ENTRY_SOURCES).map((entry) => [entry.file, entry]),
  ...HELPER_FILES.map((file) => [file, sourceOf(moreSources, file)]),
]);

/** The fakes, shown read-only beside the adapter. */
export const FAKES_SOURCE: SourceFile = sourceOf(moreSources, FAKES_FILE);
