import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import {
  notificationMessages,
  type Notification,
  type NotificationListResponse,
} from '@atiende/contracts';
import { InlineAlert } from '../../../components/ui/inline-alert';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-mutations';
import { NotificationBellItem } from './notification-bell-item';

const text = notificationMessages.bell;

const footerLinkClasses =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 font-medium text-brand hover:bg-surface-2 md:min-h-10';

/** Up/Down (and Home/End) move between the notifications, as in a menu. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-bell-item]')];
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.findIndex((item) =>
    item.closest('li')?.contains(document.activeElement ?? null),
  );
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(items.length - 1, current + 1)
          : Math.max(0, current - 1);
  items[next]?.focus();
}

/** "Marcar todas como leídas", in the title row of the bell's panel. */
export function MarkAllReadButton({ unreadCount }: { unreadCount: number }) {
  const markAllRead = useMarkAllNotificationsRead();
  return (
    <button
      type="button"
      onClick={() => markAllRead.mutate()}
      disabled={unreadCount === 0 || markAllRead.isPending}
      className="flex min-h-11 items-center gap-1 rounded-md px-2 font-medium text-brand hover:bg-surface-2 disabled:cursor-not-allowed disabled:text-subtle md:min-h-8"
    >
      <CheckCheck aria-hidden="true" className="size-4" />
      {text.markAllRead}
    </button>
  );
}

/** The bell's panel below its title row: the list, "Ver todas" and "Configurar". */
export function NotificationBellPanel({
  query,
  onClose,
}: {
  query: UseQueryResult<NotificationListResponse>;
  onClose: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const notifications = query.data?.notifications ?? [];

  const open = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification);
    if (notification.ticket) onClose();
  };

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <p role="status" className="p-4 text-muted">
            {text.loading}
          </p>
        ) : query.isError && !query.data ? (
          <div className="p-4">
            <InlineAlert>
              <p>{text.loadError}</p>
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="mt-1 min-h-6 font-medium underline"
              >
                {text.retry}
              </button>
            </InlineAlert>
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
            <BellOff aria-hidden="true" className="size-6 text-muted" />
            <p className="font-medium text-ink">{text.empty}</p>
            <p className="text-muted">{text.emptyHint}</p>
          </div>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys only move focus between the links inside
          <ul aria-label={text.listLabel} onKeyDown={moveFocus}>
            {notifications.map((notification) => (
              <NotificationBellItem
                key={notification.id}
                notification={notification}
                onOpen={() => open(notification)}
                onMarkRead={() => markRead.mutate(notification)}
                onDelete={() => remove.mutate(notification)}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="flex gap-1 border-t border-line p-1">
        <Link to="/notifications" onClick={onClose} className={footerLinkClasses}>
          {text.seeAll}
        </Link>
        <Link to="/settings/notifications" onClick={onClose} className={footerLinkClasses}>
          <Settings aria-hidden="true" className="size-4" />
          {text.settings}
        </Link>
      </div>
    </>
  );
}
