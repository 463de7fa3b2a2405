import { useQuery } from '@tanstack/react-query';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { friendRequestsQuery } from '../api/get-friend-requests';
import { friendsQuery } from '../api/get-friends';
import { AddFriendForm } from './add-friend-form';
import { FriendRequests } from './friend-requests';
import { FriendsList } from './friends-list';

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground" aria-label={label}>
      {count}
    </span>
  );
}

/** The panel's three tabs; mounted only while the panel is open, so its calls run then (spec 000 §7 "panel open"). */
function FriendsTabs() {
  const { data: friends } = useQuery(friendsQuery);
  const { data: requests } = useQuery(friendRequestsQuery);
  const friendCount = friends?.length;
  const incomingCount = requests?.incoming.length;
  return (
    <Tabs defaultValue="friends">
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

/**
 * The floating Friends button and its right-side slide-over (spec 000 §2). Below lg it floats bottom right above the
 * bottom bar, opposite the round Home button (bottom left, decision 013); from lg up in the bottom right corner.
 */
export function FriendsPanel() {
  return (
    <Sheet>
      <Tooltip>
        <TooltipTrigger asChild>
          <SheetTrigger
            aria-label="Friends"
            className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-12 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:bottom-[calc(1rem+env(safe-area-inset-bottom))]"
          >
            <UsersIcon className="size-5" aria-hidden />
          </SheetTrigger>
        </TooltipTrigger>
        <TooltipContent side="left">Friends</TooltipContent>
      </Tooltip>
      <SheetContent side="right">
        <SheetTitle>Friends</SheetTitle>
        <SheetDescription className="sr-only">
          Your friends, friend requests and adding a friend by Player ID.
        </SheetDescription>
        <FriendsTabs />
      </SheetContent>
    </Sheet>
  );
}
