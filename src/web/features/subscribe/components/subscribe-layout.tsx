import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

type SubscribeLayoutProps = {
  /** The step's heading, the page's h1. */
  title: string;
  description?: ReactNode;
  /** A status icon above the title (StepIcon). */
  icon: ReactNode;
  /** The step's content under the heading: the offer, the buttons. */
  children?: ReactNode;
};

/**
 * The frame of /subscribe: outside the app shell like the sign-in screens (a golfer whose trial ended must still
 * reach it), one centred card over the fairway stripes, the logo leading back into the app.
 */
export function SubscribeLayout({ title, description, icon, children }: SubscribeLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-linear-to-b from-hero-from to-hero-to text-foreground">
      <div className="fairway-stripes pointer-events-none absolute inset-x-0 top-0 h-96" aria-hidden />
      {/* A 4rem band like the other screens' top bars, under which toasts show; 44 px targets (issue 12). */}
      <header className="relative mx-auto flex w-full max-w-md items-center px-4 py-2.5">
        <Link to="/app" className="flex h-11 items-center rounded-lg" aria-label="Dormie">
          <Logo />
        </Link>
      </header>
      <main className="relative flex flex-1 justify-center px-4 pt-2 pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md self-start shadow-lg sm:self-center">
          <CardHeader className="items-center text-center">
            {icon}
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <CardDescription className="text-base text-pretty">{description}</CardDescription> : null}
          </CardHeader>
          {children ? <CardContent>{children}</CardContent> : null}
        </Card>
      </main>
    </div>
  );
}

/** A step's icon in a tinted circle. */
export function StepIcon({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'sand' }) {
  const colours = tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-sand/25 text-sand-foreground dark:text-sand';
  return <span className={cn('mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6', colours)}>{children}</span>;
}

/** The step's buttons, stacked full width: thumb-sized on a phone, one clear order on a desktop. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="grid gap-3">{children}</div>;
}
