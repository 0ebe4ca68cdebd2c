/**
 * Line narration: for every line the debugger can stop on in the traced
 * files, a sentence or two in zh and en saying what the line does and which
 * rule of the lesson it enforces. The text is data beside the adapter
 * (src/adapter/narration/*.narration.json); each entry keeps a hash of its
 * line, so narration.test.ts fails when a line changes until its narration
 * has been read again. Placeholders (`{cursor}`, `{tools.length}`,
 * `{route.remote}`) are filled with the paused step's values. Each entry
 * also names its counterpart in the lesson's Python (`py`: line numbers in
 * the file `python` names), for a student who reads the lesson beside it.
 */
import type { Locale } from '../adapter/messages.ts';
import assembleToolPool from '../adapter/narration/assembleToolPool.narration.json';
import callExternal from '../adapter/narration/callExternal.narration.json';
import checkedTool from '../adapter/narration/checkedTool.narration.json';
import discoverTools from '../adapter/narration/discoverTools.narration.json';
import resultText from '../adapter/narration/resultText.narration.json';
import { type Frame, type HeapObject, refOf, type Step, type Value } from '../tracer/format.ts';
import { renderValue } from '../tracer/render.ts';

/** What a line says when the step is not the line about to run but an event there: an exception raised, a return. */
export type EventNarration = { zh: string; en: string };
export type LineNarration = {
  line: number;
  hash: string;
  code: string;
  py: number[];
  zh: string;
  en: string;
  exception?: EventNarration;
  return?: EventNarration;
};
/** The step's event and what it carries, for `{error.code}`, `{error.name}` and `{returned}`. */
export type NarratedEvent = Pick<Step, 'event' | 'error' | 'value'>;
export type FileNarration = { file: string; python: string; lines: LineNarration[] };

export const NARRATIONS: readonly FileNarration[] = [
  discoverTools,
  assembleToolPool,
  callExternal,
  checkedTool,
  resultText,
];

const byFile = new Map(NARRATIONS.map((entry) => [entry.file, new Map(entry.lines.map((n) => [n.line, n]))]));

/** FNV-1a (32 bit) of the line's trimmed UTF-8 text, as 8 hex digits: indentation may change, the code may not. */
export function lineHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text.trim())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function narrationOf(file: string, line: number): LineNarration | undefined {
  return byFile.get(file)?.get(line);
}

/** The lesson's Python file beside a traced file. */
export function pythonFileOf(file: string): string | undefined {
  return NARRATIONS.find((entry) => entry.file === file)?.python;
}

/** The lines of the lesson's Python that do what this line of the traced file does. */
export function pythonLinesOf(file: string, line: number | null): readonly number[] {
  return line === null ? [] : (narrationOf(file, line)?.py ?? []);
}

/** The traced file's lines whose counterpart includes this line of the lesson's Python, in order. */
export function tracedLinesOf(file: string, pyLine: number): number[] {
  const lines = byFile.get(file);
  return lines ? [...lines.values()].filter((entry) => entry.py.includes(pyLine)).map((entry) => entry.line) : [];
}

/** Placeholders in a narration: `{name}` or `{name.key}` … with `.length` / `.size` counting entries. */
export const PLACEHOLDER = /\{([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\}/g;

function countOf(object: HeapObject | undefined): number | null {
  if (!object) return null;
  if (object[0] === 'LIST' || object[0] === 'SET' || object[0] === 'DICT' || object[0] === 'MAP')
    return object.length - 1;
  return null;
}

/** The value a placeholder's path names in the frame (or the event), as text; null when it does not have it. */
function resolve(path: string, frame: Frame, heap: Step['heap'], event?: NarratedEvent): string | null {
  if (path === 'returned') return event?.event === 'return' ? renderValue(event.value ?? null, heap, SHORT) : null;
  if (path === 'error.code' || path === 'error.name') {
    const value = event?.event === 'exception' ? event.error?.[path === 'error.code' ? 'code' : 'name'] : undefined;
    return value ?? null;
  }
  const [name, ...keys] = path.split('.');
  if (name === undefined || !Object.hasOwn(frame.locals, name)) return null;
  let value: Value | undefined = frame.locals[name];
  for (const [index, key] of keys.entries()) {
    const object: HeapObject | undefined = heap[String(refOf(value))];
    if ((key === 'length' || key === 'size') && countOf(object) !== null) return String(countOf(object));
    if (object?.[0] !== 'DICT' && object?.[0] !== 'INSTANCE') return null;
    const entries = (object[0] === 'DICT' ? object.slice(1) : object.slice(2)) as [string, Value][];
    const found = entries.find(([k]) => k === key);
    // A key the object lacks reads as JavaScript reads it (a page without nextCursor: undefined, as get() returns).
    if (!found) return index === keys.length - 1 ? 'undefined' : null;
    value = found[1];
  }
  return renderValue(value, heap, SHORT);
}

const SHORT = { maxLength: 60, showIds: false };

/** The text for this step: the event's own where the line has one (a raise, a return), else the line's. */
function textOf(entry: LineNarration, locale: Locale, event?: NarratedEvent): string {
  const variant = event?.event === 'exception' || event?.event === 'return' ? entry[event.event] : undefined;
  return (variant ?? entry)[locale];
}

/**
 * The narration of the frame's line in the language asked, its placeholders filled from this step. A value
 * the frame does not hold yet (a local assigned by this very line) reads as `…`.
 */
export function narrate(
  file: string,
  frame: Frame,
  heap: Step['heap'],
  locale: Locale,
  event?: NarratedEvent,
): string | null {
  const entry = narrationOf(file, frame.line);
  if (!entry) return null;
  return textOf(entry, locale, event).replace(
    PLACEHOLDER,
    (_, path: string) => resolve(path, frame, heap, event) ?? '…',
  );
}

/**
 * Each placeholder of the text this step shows, with the value it is filled with (null: the step has none, shown as
 * `…`). For the test that a line about to run never names a value the line itself is about to change.
 */
export function filledValues(
  file: string,
  frame: Frame,
  heap: Step['heap'],
  event?: NarratedEvent,
): { path: string; value: string | null }[] {
  const entry = narrationOf(file, frame.line);
  if (!entry) return [];
  return [...`${textOf(entry, 'zh', event)} ${textOf(entry, 'en', event)}`.matchAll(PLACEHOLDER)].map((match) => ({
    path: match[1] as string,
    value: resolve(match[1] as string, frame, heap, event),
  }));
}

/** The placeholders the step cannot fill (for the test that every narrated step reads whole). */
export function unfilled(file: string, frame: Frame, heap: Step['heap'], event?: NarratedEvent): string[] {
  const entry = narrationOf(file, frame.line);
  if (!entry) return [];
  return [...`${textOf(entry, 'zh', event)} ${textOf(entry, 'en', event)}`.matchAll(PLACEHOLDER)]
    .map((match) => match[1] as string)
    .filter((path) => resolve(path, frame, heap, event) === null);
}

/** Whether a step of the lesson's functions has words of its own (for the test that every raise and return does). */
export function narratesEvent(file: string, line: number, event: Step['event']): boolean {
  const entry = narrationOf(file, line);
  return event !== 'exception' && event !== 'return' ? entry !== undefined : entry?.[event] !== undefined;
}
