import { expect } from 'vitest';
import { AdapterError } from '../errors.ts';
import type { ErrorCode } from '../messages.ts';

/** Asserts that running `action` throws (or rejects with) an AdapterError of this code. */
export async function expectCode(action: () => unknown, code: ErrorCode): Promise<void> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${code}`).toBeInstanceOf(AdapterError);
  expect((caught as AdapterError).code).toBe(code);
}
