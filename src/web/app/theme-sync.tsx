import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyTheme, themeScopeForPath, useTheme } from '../lib/theme';

/**
 * Keeps the `dark` class on <html> equal to the theme of the current path's scope: the marketing theme on
 * the five public pages, the app theme everywhere else. Re-runs when either the path or the stored theme
 * changes; layout effect so a navigation never paints a frame in the other scope's theme.
 */
export function ThemeSync() {
  const { pathname } = useLocation();
  const { theme } = useTheme(themeScopeForPath(pathname));
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
