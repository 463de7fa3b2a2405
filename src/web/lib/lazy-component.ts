import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyComponent(() => import('./x'), 'X')` loads ./x's chunk the first time X renders.
 * For what only a visitor's action shows (a dialog, a menu), so a screen's first download does not carry it (issue 17).
 * A failed preload (no signal) is left to the render, which loads again and shows the failure.
 */
export function lazyComponent<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  // `preload` starts the load before the first render, once: the browser fetches a module once, and React's own load
  // later gets the same module. A failed one may be started again.
  let preloading: Promise<unknown> | undefined;
  const preload = () => {
    preloading ??= load().catch(() => (preloading = undefined));
  };
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload },
  );
}
