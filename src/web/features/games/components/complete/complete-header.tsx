import { HouseIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';

/** The results screen's header (product §G2): 'Game Complete!' with a home link to /app, then the game's name. */
export function CompleteHeader({ gameName, completedAt }: { gameName: string; completedAt: string | null }) {
  return (
    <header className="flex items-start gap-3">
      <span className="mt-0.5 hidden size-11 shrink-0 sm:flex items-center justify-center rounded-full bg-sand/25 text-sand-foreground dark:text-sand">
        <TrophyIcon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">Game Complete!</h1>
        <p className="mt-1 text-muted-foreground">
          <span className="font-medium text-foreground">{gameName}</span>
          {completedAt ? <> · {completedOn(completedAt)}</> : null}
        </p>
      </div>
      <Button asChild variant="outline" size="icon" className="size-11 shrink-0">
        <Link to="/app" aria-label="Home">
          <HouseIcon aria-hidden />
        </Link>
      </Button>
    </header>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function completedOn(iso: string): string {
  return dateFormat.format(new Date(iso));
}
