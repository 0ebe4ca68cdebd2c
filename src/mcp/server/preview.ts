/**
 * A bounded copy of what a client sent, for the request log. The log must never throw: arguments nested a few
 * thousand levels make JSON.stringify overflow the stack, and a log line must not grow with what a client sends.
 */

const MAX_DEPTH = 6;
const MAX_ENTRIES = 20;
const MAX_STRING = 200;
/** Stands for what was left out. */
export const CUT = '…';

/** A JSON-safe copy of `value`, at most MAX_DEPTH levels deep, MAX_ENTRIES entries a level, MAX_STRING characters a string. */
export function boundedPreview(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}${CUT}` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return String(value);
  if (depth >= MAX_DEPTH) return CUT;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ENTRIES).map((item) => boundedPreview(item, depth + 1));
    return value.length > MAX_ENTRIES ? [...items, CUT] : items;
  }
  const entries = Object.entries(value);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, MAX_ENTRIES)) copy[key] = boundedPreview(item, depth + 1);
  if (entries.length > MAX_ENTRIES) copy[CUT] = entries.length - MAX_ENTRIES;
  return copy;
}
