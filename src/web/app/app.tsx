import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  // Created once per mount rather than at import time, so importing the route table has no side effects.
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
