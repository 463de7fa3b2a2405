import { Outlet } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';
import { ThemeSync } from './theme-sync';

/** Wraps every route: applies the right theme and starts each new page at the top. */
export function RootLayout() {
  return (
    <>
      <ThemeSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
