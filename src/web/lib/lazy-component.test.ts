import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type LazyComponent, lazyComponent } from './lazy-component';

// A render that suspends shows the Suspense fallback, and React holds back what replaces a fallback until 300 ms after
// it was shown: code loaded ahead of time must draw without suspending (decision 051). renderToString draws a
// suspended component's fallback, so it tells the two apart.

const Part = ({ name }: { name: string }) => createElement('p', null, `part ${name}`);

function partLoader() {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ Part });
  };
  return { load, calls: () => calls };
}

const drawn = (Component: LazyComponent<{ name: string }>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Component, { name: 'A' })));

describe('lazyComponent', () => {
  it('draws at once, without suspending, once preloaded', async () => {
    const loader = partLoader();
    const Lazy = lazyComponent(loader.load, 'Part');
    expect(Lazy.loaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
    expect(drawn(Lazy)).toContain('part A');
  });

  it('suspends on a first render before its code is in, and loads it then', async () => {
    const loader = partLoader();
    const Lazy = lazyComponent(loader.load, 'Part');
    expect(drawn(Lazy)).toContain('loading');
    expect(loader.calls()).toBe(1);
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
  });

  it('loads once however often it is preloaded', async () => {
    const loader = partLoader();
    const Lazy = lazyComponent(loader.load, 'Part');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loader.calls()).toBe(1);
  });

  it('settles a failed preload without rejecting, and loads again when asked again', async () => {
    let fail = true;
    let calls = 0;
    const Lazy = lazyComponent(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('no signal')) : Promise.resolve({ Part });
    }, 'Part');
    await expect(Lazy.preload()).resolves.toBeUndefined();
    expect(Lazy.loaded()).toBe(false);
    fail = false;
    await Lazy.preload();
    expect(calls).toBe(2);
    expect(drawn(Lazy)).toContain('part A');
  });
});
