import { useCallback, useSyncExternalStore } from 'react';

/**
 * Two themes are stored apart (product §A2-§A3): the application's under 'theme' (defaults to the system
 * preference) and the public site's under 'marketing-theme' (defaults to dark). Which one shows depends on
 * the path; ThemeSync (app/theme-sync.tsx) applies it as a `dark` class on <html>. A visitor keeps the public
 * site's theme on the way in (sign-in, signup, password reset, invitation), so the site does not switch from
 * dark to light at the login button (issue 12); the app's theme starts inside the app.
 * public/theme-init.js repeats these keys and paths so the first paint is right; keep the two in step.
 */
export type Theme = 'light' | 'dark';
export type ThemeScope = 'app' | 'marketing';

export const THEME_STORAGE_KEY: Record<ThemeScope, string> = {
  app: 'theme',
  marketing: 'marketing-theme',
};

/** The five public pages that carry the marketing header and the marketing theme (product §A2). */
export const MARKETING_PATHS = ['/', '/features', '/pricing', '/about', '/contact'] as const;
export type MarketingPath = (typeof MARKETING_PATHS)[number];

/** The visitor screens on the way in, which share the marketing theme: these paths, and /invite/{code} below them. */
export const VISITOR_PATHS = ['/login', '/signup', '/forgot-password', '/invite'] as const;

export function themeScopeForPath(pathname: string): ThemeScope {
  const path = pathname.replace(/\/+$/, '') || '/';
  const visitor = VISITOR_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return visitor || (MARKETING_PATHS as readonly string[]).includes(path) ? 'marketing' : 'app';
}

const darkQuery = '(prefers-color-scheme: dark)';

function isTheme(value: string | null): value is Theme {
  return value === 'light' || value === 'dark';
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy modes); the default theme still works.
    return null;
  }
}

/** The stored theme of a scope, or its default: dark for marketing, the system preference for the app. */
export function readTheme(scope: ThemeScope): Theme {
  const stored = readStored(THEME_STORAGE_KEY[scope]);
  if (isTheme(stored)) return stored;
  switch (scope) {
    case 'marketing':
      return 'dark';
    case 'app':
      return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
    default: {
      const unhandled: never = scope;
      throw new Error(`Unknown theme scope ${String(unhandled)}`);
    }
  }
}

/**
 * The theme a page is prerendered with (decision 019): the build knows no stored choice, so the marketing default,
 * dark. Hydration starts from it and then re-renders with the stored theme; theme-init.js has painted that already.
 */
function prerenderedTheme(): Theme {
  return 'dark';
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores a scope's theme and re-renders everything reading it. */
export function storeTheme(scope: ThemeScope, theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY[scope], theme);
  } catch {
    // Not persisted, but the choice still applies for this page view.
  }
  notify();
}

/** Puts the theme on <html>; the `dark` variant in styles.css keys off this class. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing a theme, or the system preference changing, re-reads the stored value.
  const media = window.matchMedia(darkQuery);
  window.addEventListener('storage', listener);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    media.removeEventListener('change', listener);
  };
}

/**
 * Applies a scope's theme now and again whenever it changes (stored from this tab or another, or the system's
 * preference), for a page without ThemeSync: the prerendered marketing pages. Returns the unsubscribe.
 */
export function followTheme(scope: ThemeScope): () => void {
  const apply = () => applyTheme(readTheme(scope));
  apply();
  return subscribe(apply);
}

/** The current theme of a scope, with a setter and a toggle that store it. */
export function useTheme(scope: ThemeScope): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, () => readTheme(scope), prerenderedTheme);
  const setTheme = useCallback((next: Theme) => storeTheme(scope, next), [scope]);
  const toggleTheme = useCallback(() => storeTheme(scope, readTheme(scope) === 'dark' ? 'light' : 'dark'), [scope]);
  return { theme, setTheme, toggleTheme };
}
