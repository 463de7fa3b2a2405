import { Outlet } from 'react-router';
import { SkipLink } from '../../../components/skip-link';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import { MarketingThemeToggle } from './marketing-theme-toggle';

/** Frame of the five public pages (spec 000 §2): marketing header, page, footer and the bottom-left theme toggle. */
export function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink />
      <MarketingHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <MarketingFooter />
      <MarketingThemeToggle />
    </div>
  );
}
