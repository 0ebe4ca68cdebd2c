/**
 * localStorage as a page may find it: absent (a worker, a test), or refusing
 * (private mode, full). Reading gives null then, writing does nothing: what was
 * to be kept lasts for the visit only.
 */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the value, or forgets the key when it is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Refused: kept for this visit only.
  }
}
