import { Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AppLoadingScreen } from '../components/spinner';
import { AppProviders } from './providers';
import { routes, startRouteLoads } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}

/**
 * The screen of the current path. The spinner shows while the first screen's code arrives; a navigation is a
 * transition (BrowserRouter's), so the screen on show stays until the next one's code is in. A render error shows the
 * error screen until the path changes.
 */
function AppRoutes() {
  const location = useLocation();
  // Every lazy row the path matches starts loading now, together with the data its screen asks for first: a layout, its
  // screen and their answers arrive in parallel, not one after the other as each renders. Here in render, not in an
  // effect, because a navigation that waits for code commits nothing until it has arrived. The browser fetches each
  // module once however often it is asked, and React Query reads each answer once while it is fresh.
  void startRouteLoads(location, { data: true });
  // The routes read the router's own location: given one as an argument, useRoutes would tell every screen inside that
  // each navigation was a POP (its LocationContext), and the scroll restoration could not tell a link from Back.
  const screen = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<AppLoadingScreen />}>{screen}</Suspense>
    </ErrorBoundary>
  );
}
