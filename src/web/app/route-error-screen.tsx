import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { NotFoundPage } from '../features/misc/routes/not-found-page';

/** The router's errorElement: a thrown 404 response shows the 404 page, anything else the generic error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen />;
}
