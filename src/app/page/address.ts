/**
 * The query of the page's address as the page shows it: the one it opened with, then each it writes (link.ts) or
 * restores. A popstate that reaches another query is Back or Forward to a link the page restores (App.tsx); one that
 * keeps the query moved the fragment alone (the masthead's link to #lesson-path, or Back from it), and what the page
 * shows stays as it is: a restore there had put every section back to what the address says, edit mode and the other
 * sections' runs gone.
 */
let shown = typeof location === 'undefined' ? '' : location.search;
let heard: Event | null = null;
let moved = false;

/** Writes `search` into the address's entry (replaceState: stepping must not flood the history), keeping its fragment. */
export function writeSearch(search: string): void {
  shown = search;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * Whether `event` (a popstate) reached another query than the page showed; from then on the page shows that one.
 * Asked by each listener of the same event, it answers each alike.
 */
export function queryMoved(event: Event): boolean {
  if (event !== heard) {
    heard = event;
    moved = location.search !== shown;
    shown = location.search;
  }
  return moved;
}

/** The page shows the address's query now (an entry reached while it started, restored). */
export function queryShown(): void {
  shown = location.search;
}
