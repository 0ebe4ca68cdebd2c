/**
 * The embed's message protocol (docs/embed.md). Messages are plain objects
 * tagged with `type`; anything that does not fit is rejected here, without
 * throwing, whatever it is.
 */

import { SIMPLE_COMMANDS } from '../debugger/commandNames.ts';
import type { HuntSolve } from '../debugger/huntEvents.ts';

export const COMMAND = 'mcp-playground:command';
export const HELLO = 'mcp-playground:hello';
export const EVENT = 'mcp-playground:event';

export type Command =
  | { command: 'select-scenario'; scenario: string }
  | { command: (typeof SIMPLE_COMMANDS)[number] }
  | { command: 'set-breakpoints'; lines: number[] };

export type Incoming = { kind: 'hello' } | { kind: 'command'; command: Command };

export type EmbedEvent =
  | { event: 'ready'; fn: string; scenario: string }
  | { event: 'height'; height: number }
  | { event: 'stepped'; step: number; of: number; line: number | null }
  | { event: 'finished'; output: string }
  | ({ event: 'exerciseSolved' } & HuntSolve)
  /** The lesson path's record changed: how many checkpoints are done, of how many, and the one worked on. */
  | { event: 'progress'; done: number; total: number; checkpoint: string | null }
  /** A checkpoint passed in this frame: every question answered right (or its bug hunt solved). */
  | { event: 'checkpointPassed'; checkpoint: string; attempts: number; shown: number; seconds: number };

const SIMPLE: ReadonlySet<string> = new Set(SIMPLE_COMMANDS);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Exactly these keys, no others: a message with anything extra is not one of ours. */
const hasKeys = (data: Record<string, unknown>, keys: string[]) =>
  Object.keys(data).length === keys.length && keys.every((key) => Object.hasOwn(data, key));

/** The message as a hello or a command, or null when it is neither (never throws). */
export function parseIncoming(data: unknown): Incoming | null {
  try {
    if (!isObject(data)) return null;
    if (data.type === HELLO) return hasKeys(data, ['type']) ? { kind: 'hello' } : null;
    if (data.type !== COMMAND || typeof data.command !== 'string') return null;
    const name = data.command;
    if (SIMPLE.has(name))
      return hasKeys(data, ['type', 'command']) ? { kind: 'command', command: { command: name } as Command } : null;
    if (
      name === 'select-scenario' &&
      hasKeys(data, ['type', 'command', 'scenario']) &&
      typeof data.scenario === 'string' &&
      data.scenario.length <= 64
    ) {
      return { kind: 'command', command: { command: name, scenario: data.scenario } };
    }
    if (
      name === 'set-breakpoints' &&
      hasKeys(data, ['type', 'command', 'lines']) &&
      Array.isArray(data.lines) &&
      data.lines.length <= 64
    ) {
      const lines = data.lines;
      if (lines.every((line) => Number.isInteger(line) && line >= 1 && line <= 9999)) {
        return { kind: 'command', command: { command: name, lines: lines as number[] } };
      }
    }
    return null;
  } catch {
    // A proxy or getter in a structured clone cannot reach here, but nothing a page sends may throw.
    return null;
  }
}
