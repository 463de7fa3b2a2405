import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { friendRequestsQuery } from '../api/get-friend-requests';
import { friendsQuery } from '../api/get-friends';
import { AddFriendForm } from './add-friend-form';
import { FriendRequests } from './friend-requests';
import { FriendsList } from './friends-list';
import { focusOnClose } from '../../../components/once-shown';
import type { FriendsPanelTab } from '../../../lib/friends-panel-link';

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground" aria-label={label}>
      {count}
    </span>
  );
}

/** The panel's three tabs; mounted only while the panel is open, so its calls run then (product §A7 "panel open"). */
function FriendsTabs({ tab }: { tab: FriendsPanelTab }) {
  const { data: friends } = useQuery(friendsQuery);
  const { data: requests } = useQuery(friendRequestsQuery);
  const friendCount = friends?.length;
  const incomingCount = requests?.incoming.length;
  return (
    <Tabs defaultValue={tab}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="friends">
          Friends
          <CountBadge count={friendCount} label={`${String(friendCount)} friends`} />
        </TabsTrigger>
        <TabsTrigger value="requests">
          Requests
          <CountBadge count={incomingCount} label={`${String(incomingCount)} incoming`} />
        </TabsTrigger>
        <TabsTrigger value="add" aria-label="Add">
          <PlusIcon className="size-4" aria-hidden />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="friends">
        <FriendsList />
      </TabsContent>
      <TabsContent value="requests">
        <FriendRequests />
      </TabsContent>
      <TabsContent value="add">
        <AddFriendForm />
      </TabsContent>
    </Tabs>
  );
}

type FriendsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Friends button, outside the sheet: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The tab it opens on (a link may ask for Requests). */
  tab: FriendsPanelTab;
};

/** The Friends panel's right-side slide-over with its tabs (product §A2). */
export function FriendsSheet({ open, onOpenChange, returnFocusTo, tab }: FriendsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        <SheetTitle>Friends</SheetTitle>
        <SheetDescription className="sr-only">
          Your friends, friend requests and adding a friend by Player ID.
        </SheetDescription>
        <FriendsTabs key={tab} tab={tab} />
      </SheetContent>
    </Sheet>
  );
}
