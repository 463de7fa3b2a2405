import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyComponent(() => import('./x'), 'X')` loads ./x's chunk the first time X renders.
 * For what only a visitor's action shows (a dialog, a menu), so a screen's first download does not carry it (issue 17).
 */
export function lazyComponent<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
