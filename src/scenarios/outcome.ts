/**
 * What a run came to, in the reference's terms (value, error with its code,
 * or a tool_result envelope), so a page, a test or CI can compare runs
 * without reading the whole observed value.
 */
import { ERROR_CODES, type ErrorCode, message } from '../adapter/messages.ts';
import { isDict } from '../adapter/python.ts';
import type { Scenario } from './schema.ts';

export type Outcome =
  | { kind: 'value' }
  | { kind: 'error'; error_code?: ErrorCode; error_name: string }
  | { kind: 'envelope'; is_error: boolean; tool_use_id: string; error_code?: ErrorCode; error_name?: string };

export function outcomeOf(scenario: Scenario, observed: unknown): Outcome {
  if (isDict(observed) && isDict(observed.error)) {
    const { code, name } = observed.error;
    return {
      kind: 'error',
      error_name: String(name),
      ...(ERROR_CODES.includes(code as ErrorCode) ? { error_code: code as ErrorCode } : {}),
    };
  }
  if (scenario.function !== 'call_external' || !isDict(observed)) return { kind: 'value' };
  const envelope = observed as { is_error: boolean; tool_use_id: string; content: string };
  const outcome: Outcome = { kind: 'envelope', is_error: envelope.is_error, tool_use_id: envelope.tool_use_id };
  if (envelope.content === message('not_approved')) return { ...outcome, error_code: 'not_approved' };
  const prefix = message('call_not_confirmed');
  if (!envelope.is_error || !envelope.content.startsWith(prefix)) return outcome;
  // The envelope names the failure as "<name>: <message, at most 180 code points>".
  const rest = envelope.content.slice(prefix.length);
  const name = rest.slice(0, rest.indexOf(': '));
  const code = ERROR_CODES.find((c) => rest === `${name}: ${message(c)}`);
  return { ...outcome, error_name: name, ...(code ? { error_code: code } : {}) };
}
