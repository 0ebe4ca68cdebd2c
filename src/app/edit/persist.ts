/**
 * What edit mode keeps in the browser: the student's own edit per function, the hunt a function is on, and each
 * hunt's text apart, so a hunt never overwrites the own edit. The lesson's text is never kept.
 */
import type { FunctionId } from '../../scenarios/schema.ts';
import { readStored, writeStored } from '../shared/storage.ts';
import { huntById, huntText } from '../state/hunts.ts';
import { lessonText } from './store.ts';

const OWN_KEY = (fn: FunctionId) => `mcp-playground:edit:${fn}`;
const HUNT_KEY = (fn: FunctionId) => `mcp-playground:edit-hunt:${fn}`;
const HUNT_TEXT_KEY = (hunt: string) => `mcp-playground:edit-hunt-text:${hunt}`;

/** The student's own edit, kept whatever hunt is on; null when it is the lesson's. */
export const ownText = (fn: FunctionId) => readStored(OWN_KEY(fn));

/** The hunt the function was left on, if it is still one of the hunts. */
export const savedHunt = (fn: FunctionId) => huntById(readStored(HUNT_KEY(fn)))?.id ?? null;

/** A hunt's text as the student left it, or null. */
export const keptHuntText = (hunt: string) => readStored(HUNT_TEXT_KEY(hunt));

/** The text the student left last time: the hunt's when one is on, else their own, else the lesson's. */
export function savedText(fn: FunctionId): string {
  const hunt = huntById(savedHunt(fn));
  if (hunt) return keptHuntText(hunt.id) ?? huntText(hunt);
  return ownText(fn) ?? lessonText(fn);
}

/** Keeps the text where it belongs: the hunt's while one is on, else the own edit. */
export function saveText(fn: FunctionId, hunt: string | null, text: string): void {
  if (hunt) writeStored(HUNT_TEXT_KEY(hunt), text);
  else writeStored(OWN_KEY(fn), text === lessonText(fn) ? null : text);
}

/** The function is on this hunt now (null: on none). */
export const saveHunt = (fn: FunctionId, hunt: string | null) => writeStored(HUNT_KEY(fn), hunt);

/** A hunt's text is forgotten (it ended, or another began). */
export const forgetHuntText = (hunt: string) => writeStored(HUNT_TEXT_KEY(hunt), null);
