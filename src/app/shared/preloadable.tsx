import { type ComponentType, useState } from 'react';
import { lazyComponent } from './lazyComponent.ts';

/**
 * A component in its own chunk that can be fetched ahead of its first use. React's `lazy` alone suspends on its
 * first render even when the chunk is already here, so the panel it stands for appears a frame late and moves
 * what is below it (a click aimed at a button under it lands where the button was). Once preloaded, the component
 * renders in the same commit as whatever shows it; before that, it falls back to `lazy` and its Suspense.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline, a new deployment) is tried again at the next use.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazyComponent(preload);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at a module's top level, never in a render.
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  /** Fetches the chunk now; a failure is left for the first render to show (its error boundary). */
  const warm = () => void preload().catch(() => undefined);
  return { Component: Preloaded, warm };
}
