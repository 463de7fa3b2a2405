import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { SkipLink } from '../../../components/skip-link';
import { buttonVariants } from '../../../components/ui/button';

/** The frame around a game a guest watches (product §G6): the logo home and a way to sign in, nothing of the app. */
export function GuestShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur-sm">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-6">
          <Link to="/" className="flex h-11 items-center gap-2 rounded-lg" aria-label="Dormie home">
            <LogoMark className="size-7 sm:size-8" />
            <span className="text-lg font-extrabold tracking-tight sm:text-xl">Dormie</span>
          </Link>
          <Link to="/login" className={buttonVariants({ variant: 'outline', }) + ' ml-auto'}>
            Sign In
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl px-4 pt-[calc(5rem+env(safe-area-inset-top))] pb-24 outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
