/**
 * The checkpoint the student just opened (Start, Resume, Next, the path's Open): the part of the page that shows it
 * brings itself into view and takes the keyboard's focus, once, when it is on the page (a probe's questions render a
 * frame after the click that opened them: scrolling then found nothing new, and the student saw no change).
 */
import { type RefObject, useEffect } from 'react';

let arriving: string | null = null;

export function arrive(checkpoint: string): void {
  arriving = checkpoint;
}

/** Once `checkpoint` was just opened and `ref` is on the page: into view (unless the opener scrolls), then focus. */
export function useArrival(checkpoint: string | null, ref: RefObject<HTMLElement | null>, scroll = true): void {
  useEffect(() => {
    const element = ref.current;
    if (checkpoint === null || arriving !== checkpoint || !element) return;
    arriving = null;
    if (scroll) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  });
}
