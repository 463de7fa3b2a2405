import { ChevronRightIcon, ListIcon, ShieldCheckIcon, UploadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type EntryPoint = { to: string; title: string; description: string; icon: ReactNode };

/**
 * Links to the screens that exist today, after the live round and Create Game (their own cards); each later screen
 * adds its row here when it ships, so the dashboard never offers a button that leads nowhere.
 */
function entryPointsFor(isAdmin: boolean): EntryPoint[] {
  const points: EntryPoint[] = [
    {
      to: '/app/view-games',
      title: 'View Games',
      description: 'Your games, open games to join, and any game by its ID or code.',
      icon: <ListIcon aria-hidden />,
    },
    {
      to: '/app/upload-course',
      title: 'Upload a course',
      description: "Add your course's scorecard from a CSV file: par, yardage and stroke index for every tee.",
      icon: <UploadIcon aria-hidden />,
    },
  ];
  if (isAdmin) {
    points.push({ to: '/admin', title: 'Admin panel', description: 'Users, invitations and the dev outbox.', icon: <ShieldCheckIcon aria-hidden /> });
  }
  return points;
}

export function EntryPoints({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {entryPointsFor(isAdmin).map((point) => (
        <li key={point.to}>
          <Link
            to={point.to}
            className="group flex h-full items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">{point.icon}</span>
            <span className="grid flex-1 gap-1">
              <span className="font-semibold">{point.title}</span>
              <span className="text-sm text-muted-foreground">{point.description}</span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
