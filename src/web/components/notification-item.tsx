import { formatDistanceToNow } from 'date-fns';
import { Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../contract/notifications';
import { useSignedInUser } from '../lib/auth';
import { notificationLink } from '../lib/notification-link';
import { cn } from '../lib/utils';

type NotificationListProps = {
  notifications: readonly Notification[];
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
  /** Told when a notification opens its subject (the bell's dropdown closes then). */
  onOpen?: () => void;
  className?: string;
};

/** Notifications newest first, as the bell's dropdown and the profile's tab list them; `className` frames the list. */
export function NotificationList({ notifications, onRead, onDelete, onOpen, className }: NotificationListProps) {
  const me = useSignedInUser().id;
  return (
    <ul className={className} aria-label="Notification list">
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          link={notificationLink(notification, me)}
          onRead={() => onRead(notification.id)}
          onDelete={() => onDelete(notification.id)}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}

const rowClass = 'flex min-h-11 min-w-0 flex-1 cursor-pointer items-start gap-2 px-3 py-2 text-left hover:bg-accent/60';

type NotificationItemProps = { notification: Notification; link: string | null; onRead: () => void; onDelete: () => void; onOpen?: () => void };

/**
 * One notification: title, message, relative time and a delete button; an unread one is highlighted with a dot.
 * Tapping it marks it read (product §A4) and, when it has a subject (lib/notification-link.ts), opens it: the game,
 * its results, the friend requests, the group, the profile's achievements (issue 34). One without stays put.
 */
export function NotificationItem({ notification, link, onRead, onDelete, onOpen }: NotificationItemProps) {
  const unread = !notification.isRead;
  const markRead = () => {
    if (unread) onRead();
  };
  const content: ReactNode = (
    <>
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
    </>
  );
  return (
    <li className={cn('flex items-start gap-1 border-b last:border-b-0', unread && 'bg-primary/5')} data-unread={unread} data-testid="notification-item">
      {link === null ? (
        <button type="button" className={rowClass} onClick={markRead}>
          {content}
        </button>
      ) : (
        <Link
          to={link}
          className={rowClass}
          onClick={() => {
            markRead();
            onOpen?.();
          }}
        >
          {content}
        </Link>
      )}
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
