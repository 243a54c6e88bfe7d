import { Link } from 'react-router';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { NotificationActions } from './notification-actions';
import { NotificationTime, NotificationTypeIcon } from './notification-type-icon';

const text = notificationMessages;

/** One row of /notifications: type, title, message, time, the ticket link and its actions. */
export function NotificationRow({
  notification,
  onOpenTicket,
  onMarkRead,
  onDelete,
  isPlaceholder = false,
}: {
  notification: Notification;
  onOpenTicket: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
  /**
   * The row belongs to the previous filter's list, shown while this one's answer is on its way:
   * its actions wait for that answer.
   */
  isPlaceholder?: boolean;
}) {
  const isUnread = !notification.isRead;
  return (
    <li
      className={cn(
        'flex flex-col gap-2 border-b border-line p-3 last:border-b-0 md:flex-row md:items-start md:gap-4 md:p-4',
        isUnread && 'bg-brand-tint',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <NotificationTypeIcon
          type={notification.type}
          className="mt-0.5 size-5 shrink-0 text-muted"
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span>{text.typeLabels[notification.type]}</span>
            <span aria-hidden="true">·</span>
            <NotificationTime value={notification.createdAt} />
            {isUnread ? (
              <span className="flex items-center gap-1 font-semibold text-brand">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
                {text.bell.unreadDot}
              </span>
            ) : null}
          </p>
          <h2 className={cn('mt-1 text-ink', isUnread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </h2>
          <p className="mt-0.5 text-muted">{notification.message}</p>
          {notification.ticket ? (
            <Link
              to={`/tickets/${notification.ticket.number}`}
              onClick={onOpenTicket}
              className="mt-1 inline-flex min-h-11 items-center font-medium text-brand underline hover:text-brand-hover md:min-h-6"
            >
              {text.page.openTicket(notification.ticket.number)}
              <span className="sr-only">: {notification.ticket.title}</span>
            </Link>
          ) : null}
        </div>
      </div>
      <NotificationActions
        notification={notification}
        onMarkRead={onMarkRead}
        onDelete={onDelete}
        look="labelled"
        className="flex shrink-0 flex-wrap gap-1 pl-6 md:pl-0"
        disabled={isPlaceholder}
      />
    </li>
  );
}
