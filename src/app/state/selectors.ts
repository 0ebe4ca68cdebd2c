/**
 * Reading the store: a section's slice, compared shallowly, so a change
 * re-renders only the views whose content changes. A selector that derives
 * an array or object memoizes it on its inputs (see debugger/selectors.ts),
 * so equal content keeps its identity.
 */
import { useShallow } from 'zustand/react/shallow';
import type { FunctionId } from '../../scenarios/schema.ts';
import { type PlaygroundState, type SectionState, usePlayground } from './playground.ts';

export function useSection<T>(fn: FunctionId, pick: (section: SectionState, state: PlaygroundState) => T): T {
  return usePlayground(useShallow((state) => pick(state.sections[fn], state)));
}
