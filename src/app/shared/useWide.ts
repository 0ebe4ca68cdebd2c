/**
 * The window's measures the layout follows. Whether the page is laid out wide (over 900 px: the code beside the panels), as the stylesheets' breakpoint is:
 * a few parts say less below it (a question takes the narration's place, a told answer folds its reason).
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 901px)';

const subscribe = (changed: () => void) => {
  const media = matchMedia(QUERY);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
};

export const useWide = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => true,
  );

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/** The window's height, kept as it resizes (a part sized to the window: the editor of edit mode). */
export const useWindowHeight = (): number =>
  useSyncExternalStore(
    onResize,
    () => window.innerHeight,
    () => 900,
  );
