import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Island } from '../islands';
import { MarketingNav } from './marketing-nav';

/**
 * The shared marketing header (product §A2): Home, Features, Pricing, About, Contact, Login and
 * Start Free Trial, both of which lead to /login. Phones keep Login and Start Free Trial in view and move
 * the page links into a menu. `path` is the current page's, marked in the navigation.
 */
export function MarketingHeader({ path }: { path: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <a href="/" className="flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg" aria-label="Dormie">
          {/* The narrowest phones show the mark alone, so Login, Start Free Trial and the menu fit beside it. */}
          <Logo wordmarkClassName="max-[429px]:hidden" />
        </a>

        <MarketingNav
          label="Main"
          path={path}
          className="ml-6 hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground"
          current="text-foreground"
          other="text-muted-foreground"
        />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Both buttons stay in the bar at every width (product §A2); the page links move into the phone menu. */}
          <Button asChild variant="ghost" size="sm" className="px-2 md:h-10 md:px-4">
            <a href="/login">Login</a>
          </Button>
          <Button asChild size="sm" className="md:h-10 md:px-4">
            <a href="/login">Start Free Trial</a>
          </Button>
          <Island name="mobile-nav" path={path} />
        </div>
      </div>
    </header>
  );
}
