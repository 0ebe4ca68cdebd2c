import { useMemo } from 'react';
import { alignLines, IDENTITY, type LineMap } from '../../../scenarios/lineMap.ts';
import type { FunctionId } from '../../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../../scenarios/sources.ts';
import { useSection } from '../../state/selectors.ts';
import { editedCode } from '../editedCode.ts';

/**
 * How the shown file's lines relate to the lesson's, for the narration and the Python view (both keyed by the
 * lesson's lines): the same lines, unless edit mode runs the student's text of the entry file. Helpers are never
 * edited, so they keep their own numbers.
 */
export function useLessonLines(fn: FunctionId, file: string): LineMap {
  // A change of text resets the section's run (editing.ts), so this re-reads the source when it matters.
  const source = useSection(fn, (section) => (section.editing ? (editedCode(fn)?.source ?? null) : null));
  const entry = ENTRY_SOURCES[fn];
  return useMemo(
    () => (source !== null && file === entry.file ? alignLines(entry.source, source) : IDENTITY),
    [source, file, entry],
  );
}
