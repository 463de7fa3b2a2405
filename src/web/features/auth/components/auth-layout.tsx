import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

type AuthLayoutProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title (a status icon). */
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card (Sign up, back to sign in). */
  footer?: ReactNode;
  /** The header's 'Back to home' link; off when the card's own button is the way home, so there is one. */
  homeLink?: boolean;
};

/** The frame of the visitor screens (login, signup, forgot password, invitation): one card, logo and a way home. */
export function AuthLayout({ title, description, icon, children, footer, homeLink = true }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-linear-to-b from-hero-from to-hero-to text-foreground">
      <div className="fairway-stripes pointer-events-none absolute inset-x-0 top-0 h-96" aria-hidden />
      {/* 44 px targets (issue 12) in a 4rem band, the height of the other screens' top bars, under which toasts show. */}
      <header className="relative mx-auto flex w-full max-w-md items-center justify-between px-4 py-2.5">
        <Link to="/" className="flex h-11 items-center rounded-lg" aria-label="Dormie">
          <Logo />
        </Link>
        {homeLink ? (
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeftIcon className="size-4" aria-hidden />
            Back to home
          </Link>
        ) : null}
      </header>
      <main className="relative flex flex-1 justify-center px-4 pt-2 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <Card className="shadow-lg">
            <CardHeader className="items-center text-center">
              {icon}
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              {description ? <CardDescription className="text-base text-pretty">{description}</CardDescription> : null}
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
          {/* Every link down here is a 44 px tap target (issue 12), in a sentence or alone on its line. */}
          {footer ? <div className="mt-4 grid text-center text-sm text-muted-foreground [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

/** A status icon in a tinted circle, for the card header. */
export function AuthIcon({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'destructive' }) {
  const colours = tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive';
  return <span className={`mb-2 flex size-12 items-center justify-center rounded-full ${colours} [&_svg]:size-6`}>{children}</span>;
}

/** An inline text link in the footers of the visitor screens. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
