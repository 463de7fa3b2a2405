import { formatDistanceToNow } from 'date-fns';
import { Trash2Icon } from 'lucide-react';
import type { Notification } from '../../contract/notifications';
import { cn } from '../lib/utils';

/** Notifications newest first, as the bell's dropdown and the profile's tab list them; `className` frames the list. */
export function NotificationList({ notifications, onRead, onDelete, className }: { notifications: readonly Notification[]; onRead: (id: number) => void; onDelete: (id: number) => void; className?: string }) {
  return (
    <ul className={className} aria-label="Notification list">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onRead={() => onRead(notification.id)} onDelete={() => onDelete(notification.id)} />
      ))}
    </ul>
  );
}

/**
 * One notification: title, message, relative time and a delete button; an unread one is highlighted with a dot, and
 * clicking it marks it read (an already-read one does nothing, product §A4).
 */
export function NotificationItem({ notification, onRead, onDelete }: { notification: Notification; onRead: () => void; onDelete: () => void }) {
  const unread = !notification.isRead;
  return (
    <li className={cn('flex items-start gap-1 border-b last:border-b-0', unread && 'bg-primary/5')} data-unread={unread} data-testid="notification-item">
      <button
        type="button"
        className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-start gap-2 px-3 py-2 text-left hover:bg-accent/60"
        onClick={() => {
          if (unread) onRead();
        }}
      >
        <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} aria-hidden />
        <span className="min-w-0">
          <span className={cn('block text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {notification.metadata?.emoji ? `${notification.metadata.emoji} ` : ''}
            {notification.title}
          </span>
          <span className="block text-sm text-muted-foreground">{notification.message}</span>
          <span className="block text-xs text-muted-foreground">{`${formatDistanceToNow(notification.createdAt)} ago`}</span>
          {unread ? <span className="sr-only">Unread</span> : null}
        </span>
      </button>
      <button
        type="button"
        className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Delete ${notification.title}`}
        onClick={onDelete}
      >
        <Trash2Icon className="size-4" aria-hidden />
      </button>
    </li>
  );
}
