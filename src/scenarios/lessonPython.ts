/**
 * The lesson's Python reference, function by function, as the lesson prints
 * it (src/adapter/lesson/*.py, copied verbatim; lessonPython.test.ts checks
 * them against the lesson when it is beside the checkout). The page loads it
 * with the Python view and the narration, never with the first screen.
 */
import assembleToolPool from '../adapter/lesson/assemble_tool_pool.py?raw';
import callExternal from '../adapter/lesson/call_external.py?raw';
import checkedTool from '../adapter/lesson/checked_tool.py?raw';
import discoverTools from '../adapter/lesson/discover_tools.py?raw';
import resultText from '../adapter/lesson/result_text.py?raw';

/** Keyed by the Python file's path, as the narration files name it. */
export const LESSON_PYTHON: Readonly<Record<string, string>> = {
  'src/adapter/lesson/discover_tools.py': discoverTools,
  'src/adapter/lesson/assemble_tool_pool.py': assembleToolPool,
  'src/adapter/lesson/call_external.py': callExternal,
  'src/adapter/lesson/checked_tool.py': checkedTool,
  'src/adapter/lesson/result_text.py': resultText,
};
