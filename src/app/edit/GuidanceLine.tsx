import type { FunctionId } from '../../scenarios/schema.ts';
import { breakpointLine } from '../../scenarios/suggestedBreakpoint.ts';
import { useGuidanceNote } from '../debugger/guidanceNotes.ts';
import { useTextOf } from '../i18n/useText.ts';
import { useLessonScenario } from '../state/lessonData.ts';
import { CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { EDIT_TEXT } from './text.ts';

/**
 * In edit mode the guidance finds its hint's line in the student's text; when an edit has removed that line, its
 * panel says so (a guidance note), rather than a button that stops nowhere in particular. Draws nothing itself.
 */
export function GuidanceLine({ fn, text }: { fn: FunctionId; text: string }) {
  const te = useTextOf(EDIT_TEXT);
  const { id, custom } = useSection(fn, (section) => ({ id: section.scenarioId, custom: section.custom?.scenario }));
  const lesson = useLessonScenario(fn, id);
  const scenario = id === CUSTOM ? custom : lesson;
  const gone =
    scenario && breakpointLine(scenario, text) === null ? te('hintLineGone', { code: scenario.breakpoint }) : null;
  useGuidanceNote(fn, 'lineGone', gone);
  return null;
}
