/**
 * How the student reads the variables: the tree or the heap diagram. One
 * choice for every section, remembered in localStorage (when the browser
 * allows it), so a student who prefers the picture keeps it.
 */
import { create } from 'zustand';

export type VariablesView = 'tree' | 'diagram';

const KEY = 'mcp-tools-playground:variables-view';

function stored(): VariablesView {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'diagram' ? 'diagram' : 'tree';
  } catch {
    return 'tree';
  }
}

export const useVariablesView = create<{ view: VariablesView }>()(() => ({ view: stored() }));

export function setVariablesView(view: VariablesView): void {
  useVariablesView.setState({ view });
  try {
    globalThis.localStorage?.setItem(KEY, view);
  } catch {
    // Private modes may refuse storage; the choice then lasts for the visit.
  }
}
