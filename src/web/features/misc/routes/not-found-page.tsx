import { ArrowLeftIcon, FlagOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';

/** The fallback page of product §A2; also what routes that later issues build show until they exist. */
export function NotFoundPage() {
  useDocumentMeta({
    title: '404 Page Not Found | Dormie',
    description: 'This page does not exist. Head back to Dormie, the golf scorekeeping and friendly-bets app.',
  });
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="px-4 py-2.5 sm:px-6">
        <Link to="/" className="inline-flex h-11 items-center rounded-lg" aria-label="Dormie">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-md flex-col items-center text-center">
          {/* An icon, not a big "404" over the heading that already says it (issue 12). */}
          <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
            <FlagOffIcon className="size-8" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">404 Page Not Found</h1>
          <p className="mt-3 text-muted-foreground">
            That shot landed out of bounds. The page you're looking for doesn't exist or has moved.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <ArrowLeftIcon aria-hidden />
              Back to Home
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
