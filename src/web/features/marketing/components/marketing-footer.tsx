import { Logo } from '../../../components/logo';
import { SUPPORT_EMAIL } from '../../../lib/support';
import { Island } from '../islands';

const columns = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/login', label: 'Login' },
      { to: '/signup', label: 'Sign up' },
    ],
  },
] as const;

export function MarketingFooter() {
  return (
    // The theme toggle is the footer's last line (issue 34), not a button floating over the page.
    <footer className="border-t bg-muted/40 pb-[calc(2rem+env(safe-area-inset-bottom))]">
      <div className="mx-auto grid max-w-6xl grid-cols-3 gap-x-6 gap-y-10 px-4 pt-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="col-span-3 md:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Live scores, handicaps and friendly bets for golfers who play with friends.
          </p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="text-sm font-semibold">{column.title}</p>
            {/* Each link is a 44 px tap target (issue 12); the rows replace the old 0.5rem gaps. */}
            <ul className="mt-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className="inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground transition-colors hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-10 max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-2 border-t pt-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Dormie. All rights reserved.</p>
          <p>No ads. Your data is never sold.</p>
          <Island name="theme-toggle" />
        </div>
      </div>
    </footer>
  );
}
