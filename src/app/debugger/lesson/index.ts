/**
 * The lesson beside the code: each line's narration and the lesson's Python
 * with its line mapping. One chunk for both (they share the narration data),
 * loaded with the first pause or the Python tab, never with the page.
 */
export { NarrationLine } from './NarrationLine.tsx';
export { PythonView } from './PythonView.tsx';
