/**
 * Two independent xAPI statement validators, as the tests run them: LearningLocker's @learninglocker/xapi-validation,
 * and Rustici's tin-can-json-schema (xAPI 1.0.1, JSON Schema draft-04, its formats registered) under tv4. Each
 * returns its complaints; none means valid.
 */
import * as learningLocker from '@learninglocker/xapi-validation';
import schema from 'tin-can-json-schema/1.0.1.json' with { type: 'json' };
import formats from 'tin-can-json-schema/formats.json' with { type: 'json' };
import tv4 from 'tv4';

// A CommonJS module whose default export is `exports.default`: Vitest and Playwright's loader unwrap it differently.
type Validate = (data: unknown) => { constructor: { name: string }; path: (string | number)[] }[];
const loaded = learningLocker as unknown as { default: Validate | { default: Validate } };
const validate: Validate = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;

const tinCan = tv4.freshApi();
tinCan.addSchema('tcapi:1.0.1', schema);
for (const [name, pattern] of Object.entries(formats as Record<string, string>)) {
  const regex = new RegExp(pattern);
  tinCan.addFormat(name, (data) => (typeof data !== 'string' || regex.test(data) ? null : `not ${name}`));
}

export function learningLockerWarnings(statement: unknown): string[] {
  return validate(statement).map((warning) => `${warning.constructor.name} at ${warning.path.join('.')}`);
}

export function tinCanErrors(statement: unknown): string[] {
  const result = tinCan.validateMultiple(statement, tinCan.getSchema('tcapi:1.0.1#statement'));
  return [
    ...result.errors.map((error) => `${error.dataPath}: ${error.message}`),
    ...result.missing.map((m) => `missing ${m}`),
  ];
}
