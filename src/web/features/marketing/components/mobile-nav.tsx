import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { cn } from '../../../lib/utils';
import { marketingNav } from '../content/site';

/** The phone menu: every header link in a slide-over with large tap targets. Hidden from md up. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon className="size-6!" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <Logo />
        <nav aria-label="Mobile" className="mt-4">
          <ul className="flex flex-col gap-1">
            {marketingNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-3 text-lg font-medium transition-colors hover:bg-accent',
                      isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 pt-6">
          <Button asChild variant="outline" size="lg">
            <Link to="/login" onClick={close}>
              Login
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link to="/login" onClick={close}>
              Start Free Trial
            </Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
