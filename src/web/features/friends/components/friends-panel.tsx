import { UsersIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { OnceShown } from '../../../components/once-shown';
import { HoverTooltip } from '../../../components/ui/hover-tooltip';
import { lazyComponent } from '../../../lib/lazy-component';

// The slide-over, its tabs and the add-friend form load with the first tap, so the screens behind the button do not
// download them (issue 17).
const FriendsSheet = lazyComponent(() => import('./friends-sheet'), 'FriendsSheet');

/**
 * The floating Friends button and its right-side slide-over (product §A2). Below lg it floats bottom right above the
 * bottom bar, opposite the round Home button (bottom left, decision 013); from lg up in the bottom right corner.
 */
export function FriendsPanel() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Friends"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="group fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:bottom-[calc(1rem+env(safe-area-inset-bottom))]"
      >
        <UsersIcon className="size-5" aria-hidden />
        <HoverTooltip side="left">Friends</HoverTooltip>
      </button>
      <OnceShown shown={open}>
        <FriendsSheet open={open} onOpenChange={setOpen} returnFocusTo={button} />
      </OnceShown>
    </>
  );
}
