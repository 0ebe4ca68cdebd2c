/**
 * Edit mode's pane, loaded through this small chunk: the list of its ~20 dependencies to preload lives here rather
 * than in the page's shell (every lazy import of the shell carries its list), which keeps the shell in its budget.
 * The cost is one small request before the pane's on the first ✎ Edit.
 */
export const loadEditPane = () => import('./EditPane.tsx');
