import { Outlet } from 'react-router';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import { MarketingThemeToggle } from './marketing-theme-toggle';

/** Frame of the five public pages (spec 000 §2): marketing header, page, footer and the bottom-left theme toggle. */
export function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <MarketingHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <MarketingFooter />
      <MarketingThemeToggle />
    </div>
  );
}
