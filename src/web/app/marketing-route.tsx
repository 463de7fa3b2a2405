import { Outlet, useLocation } from 'react-router';
import { MarketingLayout } from '../features/marketing/components/marketing-layout';

/**
 * The public pages inside the single-page app, reached by a link from the app (the 404 page's Back to Home, say).
 * A first visit gets them prerendered from the server instead (decision 019); both render the same components.
 */
export function MarketingRoute() {
  const { pathname } = useLocation();
  return (
    <MarketingLayout path={pathname}>
      <Outlet />
    </MarketingLayout>
  );
}
