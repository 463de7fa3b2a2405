import { MenuIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { OnceShown } from '../../../components/once-shown';
import { buttonVariants } from '../../../components/ui/button-variants';
import { lazyComponent } from '../../../lib/lazy-component';

// The slide-over brings the dialog primitive; it loads with the first tap on the menu button, so the prerendered pages'
// first script does not carry it (decision 019).
const MobileNavSheet = lazyComponent(() => import('./mobile-nav-sheet'), 'MobileNavSheet');

/** The phone menu's button, hidden from md up; the menu, every header link in a slide-over, loads on the first tap. */
export function MobileNav({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-6!" aria-hidden />
      </button>
      <OnceShown shown={open}>
        <MobileNavSheet path={path} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      </OnceShown>
    </>
  );
}
