import { CircleUserRoundIcon, HouseIcon, ListIcon, PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AppNavItem = {
  to: string;
  label: string;
  icon: ReactNode;
  /** Marked current only on this exact path (the dashboard is the parent of every /app path). */
  end?: boolean;
  /** The action a golfer takes most after resuming a round: drawn as the filled button of the bar. */
  prominent?: boolean;
};

/**
 * The app's own places (issue 12), in the order of the phone's bottom bar: Home, New Game by the thumb, Games, and the
 * golfer's own Profile (issue 14: its stats, past games, achievements, notifications and settings). The friends panel
 * is not a place but a slide-over, opened from the top bar's Friends button on every screen (issues 13 and 34).
 */
export function appNavItemsFor(user: { id: string }): readonly AppNavItem[] {
  return [
    { to: '/app', label: 'Home', icon: <HouseIcon aria-hidden />, end: true },
    { to: '/app/create-game', label: 'New Game', icon: <PlusIcon aria-hidden />, prominent: true },
    { to: '/app/view-games', label: 'Games', icon: <ListIcon aria-hidden /> },
    { to: `/app/profile/${user.id}`, label: 'Profile', icon: <CircleUserRoundIcon aria-hidden /> },
  ];
}
