import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Where each visited entry of the tab's history was left, kept across reloads for the tab's session. */
const positions = new Map<string, number>(readPositions());

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
 * The router's scroll handling: a new page starts at the top (or at its #target), and Back, Forward or a reload
 * returns to where that entry was left. Issue 17 swapped the data router and its ScrollRestoration for the smaller
 * declarative one; this does the same work.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    // Recorded as the visitor scrolls, so the position is this entry's, never one the next page's height changed.
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);

  return null;
}
