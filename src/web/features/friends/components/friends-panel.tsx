import { UsersIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OnceShown } from '../../../components/once-shown';
import { lazyComponent } from '../../../lib/lazy-component';
import { FRIENDS_PANEL_PARAM, FRIENDS_PANEL_TABS, type FriendsPanelTab } from '../../../lib/friends-panel-link';

// The slide-over, its tabs and the add-friend form load with the first tap, so the screens behind the button do not
// download them (issue 17).
const FriendsSheet = lazyComponent(() => import('./friends-sheet'), 'FriendsSheet');

/**
 * The Friends button and its right-side slide-over (product §A2). The button sits in the top bar beside the bell, the
 * same 44 px icon button (issue 34: nothing floats over a screen's controls).
 */
export function FriendsPanel() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [params, setParams] = useSearchParams();
  // A link may open the panel on a tab (a friend request's notification: ?friends=requests); the parameter is
  // dropped once read, so Back or a reload does not open it again.
  const asked = params.get(FRIENDS_PANEL_PARAM);
  const [tab, setTab] = useState<FriendsPanelTab>('friends');
  const askedTab = asked === null ? null : (FRIENDS_PANEL_TABS.find((name) => name === asked) ?? 'friends');
  if (askedTab !== null && !(open && tab === askedTab)) {
    setTab(askedTab);
    setOpen(true);
  }
  useEffect(() => {
    if (asked === null) return;
    setParams(
      (current) => {
        current.delete(FRIENDS_PANEL_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Friends"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setTab('friends');
          setOpen(true);
        }}
        className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:size-10"
      >
        <UsersIcon className="size-5" aria-hidden />
      </button>
      <OnceShown shown={open}>
        <FriendsSheet open={open} onOpenChange={setOpen} returnFocusTo={button} tab={tab} />
      </OnceShown>
    </>
  );
}
