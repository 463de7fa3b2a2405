import type { ComponentProps } from 'react';
import type { Notification } from '../../../../contract/notifications';
import { NotificationList } from '../../../components/notification-item';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useNotificationActions } from '../../../lib/notifications-calls';
import { markNotificationRead } from '../api/mark-notification-read';

type NotificationPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ComponentProps<'button'>;
  count: number;
  notifications: Notification[] | undefined;
  isPending: boolean;
};

/** NotificationBell once loaded: the dropdown of product §A2, 'Mark all read' only while unread exist. */
export function NotificationPopover({ open, onOpenChange, trigger, count, notifications, isPending }: NotificationPopoverProps) {
  const { markRead, markAll, remove } = useNotificationActions(markNotificationRead);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger {...trigger} />
      <PopoverContent className="flex max-h-[500px] w-80 max-w-[calc(100vw-1rem)] flex-col" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-1">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {count > 0 ? (
            <button
              type="button"
              className="min-h-11 cursor-pointer rounded-md px-2 text-sm font-medium text-primary hover:bg-accent"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </button>
          ) : null}
        </div>
        {isPending ? null : !notifications?.length ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <NotificationList notifications={notifications} onRead={markRead.mutate} onDelete={remove.mutate} onOpen={() => onOpenChange(false)} className="overflow-y-auto" />
        )}
      </PopoverContent>
    </Popover>
  );
}
