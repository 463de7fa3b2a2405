import { type ComponentType, lazy, type LazyExoticComponent, useEffect, useState } from 'react';

/** A component whose code loads the first time it renders, or earlier when asked (`preload`). */
export type LazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts loading the code, once; settles when it is in or failed (never rejects): a failed load (no signal) is left
   * to the render, which loads again and shows the failure. A failed one may be started again.
   */
  preload: () => Promise<void>;
  /** Whether the code is in: a render now draws the component without suspending. */
  loaded: () => boolean;
};

/** What a lazy component's code is, apart from what it draws: to load ahead of time and to wait for (useCodeIn). */
export type LazyCode = Pick<LazyComponent<object>, 'preload' | 'loaded'>;

/**
 * React.lazy for a named export: `lazyComponent(() => import('./x'), 'X')` loads ./x's chunk the first time X renders.
 * For what only a visitor's action shows (a dialog, a menu), so a screen's first download does not carry it (issue 17).
 *
 * Once the code is in (`preload`, or an earlier render), a first render of the component draws it at once instead of
 * suspending for a microtask: React.lazy reads a thenable that has already called back as loaded. A suspension shows the
 * nearest Suspense fallback, and React then holds back the content that replaces any fallback until 300 ms after it
 * was shown, so code fetched ahead of time would still cost a screen 300 ms (decision 051).
 */
export function lazyComponent<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadComponent = async () => {
    component = (await load())[name];
    return { default: component };
  };
  const preload = () =>
    (loading ??= loadComponent().then(
      () => undefined,
      () => {
        loading = undefined;
      },
    ));
  const Lazy = lazy(() => (component ? loadedThenable({ default: component }) : loadComponent()));
  return Object.assign(Lazy, { preload, loaded: () => component !== undefined });
}

/**
 * A thenable that calls back at once, inside `then`: React.lazy finds the module loaded before its first render
 * returns, where a resolved Promise would call back only after a microtask, once the render has suspended. (React.lazy
 * does not read what `then` returns; a caller that chains on it gets a real promise.)
 */
function loadedThenable<T>(value: T): Promise<T> {
  const thenable = { then: (onLoaded: (loaded: T) => unknown) => Promise.resolve(onLoaded(value)) };
  return thenable as unknown as Promise<T>;
}

/**
 * Whether the code of every one of `parts` is in, asking for it when it is not and drawing again once it has settled.
 * A screen that must not draw without some parts waits for them here, in its state, rather than under a Suspense
 * fallback, which React keeps on show for at least 300 ms (decision 051). Once true, it stays true: a
 * part needed later renders under the nearest Suspense boundary. A part whose code failed (no signal) counts as in:
 * its render loads again and shows the failure.
 */
export function useCodeIn(parts: readonly LazyCode[]): boolean {
  const inNow = parts.every((part) => part.loaded());
  const [wasIn, setWasIn] = useState(inNow);
  if (inNow && !wasIn) setWasIn(true);
  useEffect(() => {
    if (wasIn || inNow) return;
    let current = true;
    void Promise.all(parts.map((part) => part.preload())).then(() => {
      if (current) setWasIn(true);
    });
    return () => {
      current = false;
    };
  });
  return wasIn || inNow;
}
