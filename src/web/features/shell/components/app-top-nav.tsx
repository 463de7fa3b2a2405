import { NavLink } from 'react-router';
import { cn } from '../../../lib/utils';
import { appNavItemsFor } from './app-nav-items';

/** The same places as the phone's bottom bar, in the top bar from lg up, where it fits beside the account status (issue 12); the current one has aria-current. */
export function AppTopNav({ user }: { user: { id: string } }) {
  return (
    <nav aria-label="Main" className="ml-4 hidden lg:block">
      <ul className="flex items-center gap-1">
        {appNavItemsFor(user).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4',
                  item.prominent
                    ? 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90'
                    : isActive
                      ? 'bg-accent text-accent-foreground'
                      : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                  item.prominent && isActive && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
                )
              }
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
