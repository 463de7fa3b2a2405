import { type ComponentProps, type ReactNode, Suspense, useState } from 'react';

type DeferredPopupProps = {
  /** The button: its label, classes and content, the same before and after the primitive has loaded. */
  trigger: ComponentProps<'button'>;
  haspopup: 'menu' | 'dialog';
  /** The loaded menu or popover, rendered open, with `trigger` as its own trigger's props. */
  children: (trigger: ComponentProps<'button'>) => ReactNode;
  /** Called with the first press, for a popup whose open state its owner keeps. */
  onFirstOpen?: () => void;
};

/**
 * A menu or popover of the app's header whose primitive (and positioning library) loads with the first press of its
 * button, so the screens do not download it at first (issue 17). Until then the button is a plain one that looks the
 * same; the press renders `children`, a lazily loaded component opened from the start, in its place, and from then
 * on that component's own trigger does the work.
 */
export function DeferredPopup({ trigger, haspopup, children, onFirstOpen }: DeferredPopupProps) {
  const [wanted, setWanted] = useState(false);
  const stub = (onClick?: () => void) => <button type="button" aria-haspopup={haspopup} aria-expanded={false} {...trigger} onClick={onClick} />;
  if (!wanted) {
    return stub(() => {
      setWanted(true);
      onFirstOpen?.();
    });
  }
  return <Suspense fallback={stub()}>{children(trigger)}</Suspense>;
}
