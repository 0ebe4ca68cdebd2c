/**
 * localStorage (or this tab's sessionStorage) as a page may find it: absent (a
 * worker, a test), or refusing (private mode, full, a frame whose storage is
 * blocked). Reading gives null then, writing does nothing: what was to be kept
 * lasts for the visit only.
 */
type Area = 'localStorage' | 'sessionStorage';

/**
 * A course platform's launch (app/lms/start.ts): a lab's shared browser keeps nothing of one student for the next.
 * Every key but the listed preferences lives in this tab's memory from then on; nothing of the browser's is read.
 */
let memory: { kept: ReadonlySet<string>; values: Map<string, string> } | null = null;
export function keepInMemory(preferences: readonly string[]): void {
  memory = { kept: new Set(preferences), values: new Map() };
}
const inMemory = (key: string, area: Area) => (memory && !memory.kept.has(key) ? `${area}:${key}` : null);

export function readStored(key: string, area: Area = 'localStorage'): string | null {
  const held = inMemory(key, area);
  if (held !== null) return memory?.values.get(held) ?? null;
  try {
    return globalThis[area]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the value, or forgets the key when it is null. */
export function writeStored(key: string, value: string | null, area: Area = 'localStorage'): void {
  const held = inMemory(key, area);
  if (held !== null) {
    if (value === null) memory?.values.delete(held);
    else memory?.values.set(held, value);
    return;
  }
  try {
    if (value === null) globalThis[area]?.removeItem(key);
    else globalThis[area]?.setItem(key, value);
  } catch {
    // Refused: kept for this visit only.
  }
}
