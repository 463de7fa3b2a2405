import type { RefObject } from 'react';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { MarketingNav } from './marketing-nav';
import { focusOnClose } from '../../../components/once-shown';

type MobileNavSheetProps = {
  path: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, outside the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The phone menu's slide-over: the header's page links, Login and Start Free Trial (product §A2). */
export function MobileNavSheet({ path, open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <Logo />
        <MarketingNav
          label="Mobile"
          path={path}
          className="mt-4"
          listClassName="flex flex-col gap-1"
          linkClassName="block rounded-lg px-3 py-3 text-lg font-medium transition-colors hover:bg-accent"
          current="bg-accent text-accent-foreground"
          other="text-foreground"
        />
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
