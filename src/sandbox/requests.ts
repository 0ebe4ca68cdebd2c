/**
 * What the sandbox's workers accept from the page, checked without zod (each worker is a bundle of its own, and
 * zod would be in both): only the page holds the port, and it sends what protocol.ts's types say; a message of
 * another shape is dropped. The page checks everything a worker says against protocol.ts's schemas.
 */
import { FUNCTION_IDS } from '../scenarios/functions.ts';
import type { CompileRequest, JudgeMessage, WarmMessage } from './protocol.ts';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTexts = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((text) => typeof text === 'string');
const isFunction = (value: unknown) => (FUNCTION_IDS as readonly unknown[]).includes(value);
const isScripts = (value: unknown) =>
  isObject(value) &&
  Object.values(value).every(
    (script) =>
      isObject(script) &&
      typeof script.code === 'string' &&
      Array.isArray(script.imports) &&
      script.imports.every((name) => typeof name === 'string'),
  );

export function isCompileRequest(data: unknown): data is CompileRequest {
  return (
    isObject(data) &&
    data.kind === 'compile' &&
    Number.isInteger(data.id) &&
    isFunction(data.fn) &&
    isTexts(data.sources)
  );
}

function isCompiledRequest(data: Data): boolean {
  return (
    isFunction(data.fn) &&
    isScripts(data.scripts) &&
    typeof data.entrySource === 'string' &&
    Array.isArray(data.scenarios)
  );
}

export const isWarmMessage = (data: unknown): data is WarmMessage =>
  isObject(data) && data.kind === 'warm' && isCompiledRequest(data);

export const isJudgeMessage = (data: unknown): data is JudgeMessage =>
  isObject(data) &&
  data.kind === 'judge' &&
  isCompiledRequest(data) &&
  (data.trace === undefined || typeof data.trace === 'string');
