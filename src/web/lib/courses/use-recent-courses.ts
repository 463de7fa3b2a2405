import { useSyncExternalStore } from 'react';
import { addRecentCourse, parseRecentCourses, RECENT_COURSES_STORAGE_KEY } from './course-picker-logic';

// The last courses chosen, kept in local storage (product §G9) and shared by every picker on the page and in
// other tabs (the 'storage' event). Storage can be unavailable (private modes, quotas): then the list is empty.

const listeners = new Set<() => void>();
let cached: { raw: string | null; names: string[] } = { raw: null, names: [] };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENT_COURSES_STORAGE_KEY);
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same array until the stored text changes, or it renders forever.
function snapshot(): string[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, names: parseRecentCourses(raw) };
  return cached.names;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function remember(courseName: string): void {
  try {
    window.localStorage.setItem(RECENT_COURSES_STORAGE_KEY, JSON.stringify(addRecentCourse(snapshot(), courseName)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** The recent courses, newest first, and a function that records a chosen course. */
export function useRecentCourses(): { recentCourses: string[]; rememberCourse: (courseName: string) => void } {
  return { recentCourses: useSyncExternalStore(subscribe, snapshot), rememberCourse: remember };
}
