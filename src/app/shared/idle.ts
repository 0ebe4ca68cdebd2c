/**
 * Runs `work` at the page's next quiet moment (requestIdleCallback, or a short
 * timer where the browser lacks it), at the latest after `timeout` ms.
 * Returns the cancel function, ready to be an effect's cleanup.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in globalThis) {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}
