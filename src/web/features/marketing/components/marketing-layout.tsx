import type { ReactNode } from 'react';
import { SkipLink } from '../../../components/skip-link';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

/**
 * Frame of the five public pages (product §A2): marketing header, page, and the footer with the theme toggle.
 * `path` is the page's address, which the header marks as current; the build prerenders each page in this frame and
 * the single-page app renders it too (decision 019), so it takes no router: its links are plain links.
 */
export function MarketingLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink />
      <MarketingHeader path={path.replace(/\/+$/, '') || '/'} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
