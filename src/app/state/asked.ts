/**
 * Whether a question is asked at the step a section shows: the narration then says nothing of the line (it would
 * answer it), and the section's one-screen layout gives the code more of a narrow window (page.css, data-asking).
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { cursorOf } from './playground.ts';
import { useAskingAt } from './predictMode.ts';
import { useSection } from './selectors.ts';

export function useAsked(fn: FunctionId): boolean {
  const at = useAskingAt((state) => state[fn]);
  return useSection(fn, (section) => {
    const cursor = cursorOf(section);
    return Boolean(at && cursor && cursor.trace === at.trace && cursor.position === at.stop);
  });
}
