import type { RefObject } from 'react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { cn } from '../../../lib/utils';
import { marketingNav } from '../content/site';

type MobileNavSheetProps = {
  path: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, outside the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The phone menu's slide-over: the header's page links, Login and Start Free Trial (spec 000 §2). */
export function MobileNavSheet({ path, open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <Logo />
        <nav aria-label="Mobile" className="mt-4">
          <ul className="flex flex-col gap-1">
            {marketingNav.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={item.to === path ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-3 text-lg font-medium transition-colors hover:bg-accent',
                    item.to === path ? 'bg-accent text-accent-foreground' : 'text-foreground',
                  )}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 pt-6">
          <Button asChild variant="outline" size="lg">
            <a href="/login">Login</a>
          </Button>
          <Button asChild size="lg">
            <a href="/login">Start Free Trial</a>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
