/**
 * Monaco, bundled locally and loaded only when a code view mounts: the editor
 * core, TypeScript and JavaScript colouring (Monarch, no language service),
 * and the editor's own worker. No CDN, no language workers.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

(globalThis as { MonacoEnvironment?: { getWorker: () => Worker } }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export { monaco };
