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

/**
 * The default light theme with colours that reach WCAG AA contrast (4.5:1)
 * on white: line numbers and a few token colours are darkened.
 */
monaco.editor.defineTheme('playground-light', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '1f6b1f' },
    { token: 'type', foreground: '1d6173' },
    { token: 'type.identifier', foreground: '1d6173' },
    { token: 'regexp', foreground: '7a3e00' },
    { token: 'number', foreground: '0b6b4f' },
    { token: 'keyword', foreground: '0000cc' },
  ],
  colors: {
    'editorLineNumber.foreground': '#5c6370',
    'editorLineNumber.dimmedForeground': '#5c6370',
    'editorLineNumber.activeForeground': '#1d2433',
  },
});
monaco.editor.setTheme('playground-light');
