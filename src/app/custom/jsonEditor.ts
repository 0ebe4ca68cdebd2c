/**
 * JSON editing for custom scenarios: Monaco's JSON language service with the
 * scenario schema, so the editor completes fields and marks errors inline.
 * Loaded only when a student opens a custom scenario.
 */
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { scenarioJsonSchema } from '../../scenarios/jsonSchema.ts';
import { monaco } from '../shared/CodeView/monaco.ts';

jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [
    { uri: 'inmemory://schemas/scenario.schema.json', fileMatch: ['custom-*.json'], schema: scenarioJsonSchema() },
  ],
});

export { monaco };

/** The custom editor's model for a section's file name (one per section, kept while the page lives). */
export const customModelUri = (name: string) => monaco.Uri.parse(`inmemory://custom/${name}`);

/** Puts the cursor of the editor showing `name` at `offset` of its text, in view, and gives it the focus. */
export function revealAt(name: string, offset: number, focus = true): void {
  const uri = customModelUri(name).toString();
  const editor = monaco.editor.getEditors().find((e) => e.getModel()?.uri.toString() === uri);
  const model = editor?.getModel();
  if (!editor || !model) return;
  const position = model.getPositionAt(offset);
  editor.setPosition(position);
  editor.revealLineNearTop(position.lineNumber);
  if (focus) editor.focus();
}
