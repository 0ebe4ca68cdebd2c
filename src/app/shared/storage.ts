/**
 * localStorage (or this tab's sessionStorage) as a page may find it: absent (a
 * worker, a test), or refusing (private mode, full, a frame whose storage is
 * blocked). Reading gives null then, writing does nothing: what was to be kept
 * lasts for the visit only.
 */
type Area = 'localStorage' | 'sessionStorage';

export function readStored(key: string, area: Area = 'localStorage'): string | null {
  try {
    return globalThis[area]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the value, or forgets the key when it is null. */
export function writeStored(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) globalThis[area]?.removeItem(key);
    else globalThis[area]?.setItem(key, value);
  } catch {
    // Refused: kept for this visit only.
  }
}
