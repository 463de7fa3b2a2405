import { NavLink } from 'react-router';
import { cn } from '../../../lib/utils';
import { appNavItemsFor } from './app-nav-items';

/**
 * The phone's way around the app (issue 12): a bar fixed to the bottom below lg (phones and tablets), clear of the home indicator
 * (safe-area inset). NavLink marks the current item with aria-current="page". The shell's bottom padding keeps the
 * screen's last line above it (app-shell.tsx).
 */
export function AppBottomNav({ user }: { user: { id: string } }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] backdrop-blur-sm lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch">
        {appNavItemsFor(user).map((item) => (
          <li key={item.to} className="flex flex-1">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  // Labels on one line at the foot of each cell; New Game's larger button rises above the bar's edge.
                  'flex flex-1 flex-col items-center justify-end gap-0.5 pb-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <span
                className={cn(
                  'flex items-center justify-center rounded-full',
                  item.prominent
                    ? 'size-12 bg-primary text-primary-foreground shadow-md ring-4 ring-background [&_svg]:size-6'
                    : 'size-7 [&_svg]:size-5',
                )}
              >
                {item.icon}
              </span>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
