import { useEffect, useRef } from 'react';

/**
 * The panel closes as a popup does: Escape (the focus back on its Embed button) or a press outside it and its
 * button. It covers the code at a desk's width.
 */
export function useClosing(box: { current: HTMLElement | null }, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = () =>
      box.current?.closest('.embed-panel')?.querySelector<HTMLButtonElement>('[data-testid="embed-open"]');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = opener();
      close.current();
      button?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const panel = box.current?.closest('.embed-panel');
      if (panel && event.target instanceof Node && !panel.contains(event.target)) close.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [box]);
}
