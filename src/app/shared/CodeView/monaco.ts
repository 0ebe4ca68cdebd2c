/**
 * Monaco, bundled locally and loaded only when a code view mounts: the editor
 * core, TypeScript and JavaScript colouring (Monarch, no language service),
 * and the editor's own worker. No CDN; no language worker unless a custom
 * scenario is edited (JSON, with the scenario schema).
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
// The one service the custom-scenario JSON editor's completion asks for, registered before the first editor:
// Monaco collects its services once, when the first editor is created (see custom/monacoJsonWorkers.ts).
import 'monaco-editor/editor/contrib/suggest/browser/suggestMemory';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { LINE_HEIGHT } from './types.ts';
import { CODE_FONT_FAMILY, CODE_FONT_SIZE } from './wrap.ts';

// The JSON worker starts only when a custom-scenario editor asks for JSON (lib/jsonEditor.ts).
(globalThis as { MonacoEnvironment?: { getWorker: (id: string, label: string) => Worker } }).MonacoEnvironment = {
  getWorker: (_id, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

export { monaco };

/**
 * What every editor of the page is made with (the read-only view, edit mode's editor and diff, the scenario's JSON
 * editor): the static view's font and rows, so swapping one for another moves nothing, the theme below, no minimap,
 * nothing past the last line, laid out again when its box changes. Each adds what it is for.
 */
export const EDITOR_BASE = {
  fontSize: CODE_FONT_SIZE,
  fontFamily: CODE_FONT_FAMILY,
  lineHeight: LINE_HEIGHT,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  automaticLayout: true,
  theme: 'playground-light',
} satisfies monaco.editor.IStandaloneEditorConstructionOptions;

/**
 * TypeScript's and JavaScript's colouring, loaded: Monaco imports each language's tokenizer on first use, after the
 * editor is made. An editor is ready (data-engine) once these are in, so a page left right after (a language
 * switch reloads it) has no import still on its way, which Firefox reports as a page error.
 */
export const languagesReady: Promise<unknown> = Promise.all(
  ['typescript', 'javascript'].map((language) => monaco.editor.colorize('', language, {})),
);

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
    // Bracket pairs (edit mode's editor colours them): the default green is 3.5:1 on the paused line's yellow; these
    // are at least 4.5:1 on it and on white (WCAG 1.4.3).
    'editorBracketHighlight.foreground1': '#0431fa',
    'editorBracketHighlight.foreground2': '#1f6b1f',
    'editorBracketHighlight.foreground3': '#7b3814',
  },
});
monaco.editor.setTheme('playground-light');
