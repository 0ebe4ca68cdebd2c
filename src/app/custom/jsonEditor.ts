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
