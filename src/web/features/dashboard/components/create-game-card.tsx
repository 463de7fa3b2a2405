import { ArrowRightIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';

/**
 * The dashboard's second most used way in, after a round in play (issue 12): starting a game. It is the filled card
 * at the top when no round is live, and an outlined one under the live round's card otherwise, so one thing leads.
 */
export function CreateGameCard({ leading }: { leading: boolean }) {
  return (
    <Link
      to="/app/create-game"
      className={cn(
        'group flex items-center gap-4 rounded-2xl p-5 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-6',
        leading ? 'bg-primary text-primary-foreground shadow-md hover:bg-primary/90' : 'border bg-card hover:border-primary/50 hover:bg-accent/40',
      )}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6',
          leading ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
        )}
      >
        <PlusIcon aria-hidden />
      </span>
      <span className="grid flex-1 gap-1">
        <span className="text-xl font-bold tracking-tight">Create Game</span>
        <span className={cn('text-sm', leading ? 'opacity-90' : 'text-muted-foreground')}>Pick a course, a format and the bet, then add your group.</span>
      </span>
      <ArrowRightIcon className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden />
    </Link>
  );
}
