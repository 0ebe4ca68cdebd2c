/**
 * A view whose scenario was chosen by the page that shows it (a course page's frame: its author picked it), so
 * nothing waits for the student's first choice there (state/playground.ts's `chosen`). A context rather than state:
 * the embed view is prerendered with it, and hydrates with the same answer.
 */
import { createContext, useContext } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import { usePlayground } from '../state/playground.ts';

export const ChosenByPage = createContext(false);

/** Whether the section shows what waits for a choice: its hint unfolded, its first run's output and fakes. */
export function useChosen(fn: FunctionId): boolean {
  const byPage = useContext(ChosenByPage);
  const chosen = usePlayground((state) => state.sections[fn].chosen);
  return byPage || chosen;
}
