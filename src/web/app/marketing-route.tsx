import { useLocation } from 'react-router';
import { MarketingLayout } from '../features/marketing/components/marketing-layout';
import { marketingPages } from '../features/marketing/pages';
import { MARKETING_PATHS } from '../lib/theme';

/**
 * The public pages inside the single-page app, reached by a link from the app (the 404 page's Back to Home, say).
 * A first visit gets them prerendered from the server instead (decision 019); both render the same components.
 */
export function MarketingRoute() {
  const { pathname } = useLocation();
  const path = MARKETING_PATHS.find((candidate) => candidate === (pathname.replace(/\/+$/, '') || '/'));
  if (!path) return null;
  const Page = marketingPages[path];
  return (
    <MarketingLayout path={path}>
      <Page />
    </MarketingLayout>
  );
}
