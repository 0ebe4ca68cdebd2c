import { type ComponentType, lazy } from 'react';

/**
 * A component in a chunk of its own, fetched at its first render (React's `lazy`), taken from its module's named
 * export: the app's modules export by name only (scripts/layers.test.ts), so a component is imported the same way
 * whether it is split off or not. (preloadable.tsx is the one for a chunk fetched ahead.)
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` takes any component type, whatever its props.
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
