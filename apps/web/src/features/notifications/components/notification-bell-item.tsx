import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { NotificationActions } from './notification-actions';
import { NotificationTime, NotificationTypeIcon } from './notification-type-icon';

const text = notificationMessages.bell;

/** Title, message and time; the unread state is a dot, bold text and words for screen readers. */
function ItemBody({ notification }: { notification: Notification }) {
  const isUnread = !notification.isRead;
  return (
    <>
      <NotificationTypeIcon
        type={notification.type}
        className="mt-0.5 size-4 shrink-0 text-muted"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          {isUnread ? <span className="sr-only">{text.unreadDot}:</span> : null}
          <span className={cn('truncate text-ink', isUnread && 'font-semibold')}>
            {notification.title}
          </span>
          {isUnread ? (
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand" />
          ) : null}
        </span>
        <span className="line-clamp-2 text-muted">{notification.message}</span>
        <NotificationTime value={notification.createdAt} className="text-xs text-muted" />
      </span>
    </>
  );
}

/**
 * One notification of the bell. The row's main control opens the ticket (and marks it read);
 * "mark read" and "delete" are separate buttons beside it, never nested inside the link.
 */
export function NotificationBellItem({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const rowRef = useRef<HTMLLIElement>(null);
  // The button pressed goes away (read) or the whole row does (deleted): keep the keyboard user
  // in the list instead of dropping focus on the page.
  const focusAfter = (target: 'self' | 'neighbour') => {
    const row = rowRef.current;
    const next =
      target === 'self' ? row : (row?.nextElementSibling ?? row?.previousElementSibling ?? null);
    requestAnimationFrame(() => next?.querySelector<HTMLElement>('[data-bell-item]')?.focus());
  };
  const mainClasses =
    'flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md px-2 py-2 text-left hover:bg-surface-2';
  let main: ReactNode;
  if (notification.ticket) {
    main = (
      <Link
        to={`/tickets/${notification.ticket.number}`}
        onClick={onOpen}
        data-bell-item=""
        className={mainClasses}
      >
        <ItemBody notification={notification} />
      </Link>
    );
  } else {
    main = (
      <button type="button" onClick={onOpen} data-bell-item="" className={mainClasses}>
        <ItemBody notification={notification} />
      </button>
    );
  }
  return (
    <li
      ref={rowRef}
      className={cn(
        'flex items-start gap-1 border-b border-line px-2 py-1 last:border-b-0',
        !notification.isRead && 'bg-brand-tint',
      )}
    >
      {main}
      <NotificationActions
        notification={notification}
        onMarkRead={() => {
          onMarkRead();
          focusAfter('self');
        }}
        onDelete={() => {
          onDelete();
          focusAfter('neighbour');
        }}
        look="icon"
        className="flex shrink-0 flex-col items-center md:flex-row"
      />
    </li>
  );
}
