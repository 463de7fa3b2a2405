import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Where each visited entry of the tab's history was left, kept across reloads for the tab's session. */
const positions = new Map<string, number>(readPositions());

/**
 * The router names each entry it makes by a key in history.state, but the entry a page load starts on has none and is
 * called 'default': every page load of the tab (a typed address, a link from outside, a sign-in's redirect) would
 * share one saved position and open where another page was left (issue 34). Before the router reads the state (this
 * module loads with the route table, before BrowserRouter renders), that entry gets a key of its own, kept by a
 * reload and by Back to it. The router keeps what it finds there (its own state is `usr`, `key` and `idx`).
 */
function keyTheFirstEntry(): void {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
keyTheFirstEntry();

function readPositions(): [string, number][] {
  try {
    return Object.entries(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>);
  } catch {
    return [];
  }
}

function savePositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage blocked or full: positions are kept for this page view only.
  }
}

/**
 * The router's scroll handling: a screen reached forward (PUSH, or a REPLACE to another path) starts at the top (or at
 * its #target), and only Back, Forward or a reload (POP) returns to where that entry was left (issue 34). A REPLACE on
 * the same path is the screen keeping its own address up to date (a tab, a search, a page of a list), not a new screen:
 * the screen stays where it is. Issue 17 swapped the data router and its ScrollRestoration for the smaller declarative
 * one; this does the same work.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(location.pathname);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useLayoutEffect(() => {
    const samePath = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType === NavigationType.Push || (navigationType === NavigationType.Replace && !samePath)) window.scrollTo(0, 0);
    // Recorded as the visitor scrolls, so the position is this entry's, never one the next page's height changed.
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);

  return null;
}
