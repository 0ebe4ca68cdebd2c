/**
 * How the student reads the variables: the tree or the heap diagram. One
 * choice for every section, remembered in localStorage (when the browser
 * allows it), so a student who prefers the picture keeps it.
 */
import { create } from 'zustand';
import { readStored, writeStored } from '../shared/storage.ts';

export type VariablesView = 'tree' | 'diagram';

/** A key from before the one prefix (shared/storageKeys.test.ts keeps every key to it but this and the language's). */
export const VARIABLES_VIEW_KEY = 'mcp-tools-playground:variables-view';

function stored(): VariablesView {
  return readStored(VARIABLES_VIEW_KEY) === 'diagram' ? 'diagram' : 'tree';
}

export const useVariablesView = create<{ view: VariablesView }>()(() => ({ view: stored() }));

export function setVariablesView(view: VariablesView): void {
  useVariablesView.setState({ view });
  writeStored(VARIABLES_VIEW_KEY, view);
}
