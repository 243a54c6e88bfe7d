import { useSearchParams } from 'react-router';
import { BellOff, CheckCheck, SearchX } from 'lucide-react';
import { notificationMessages, type Notification } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/page-header';
import { MessagePanel } from '../../../components/ui/message-panel';
import { formatCount } from '../../../lib/money';
import { useNotificationsPage } from '../api/get-notifications';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-mutations';
import {
  hasActiveFilters,
  notificationFiltersToParams,
  parseNotificationFilters,
  type NotificationFilters,
} from '../lib/notification-filters';
import { NotificationFiltersBar } from './notification-filters';
import { NotificationRow } from './notification-row';

const text = notificationMessages.page;

/** /notifications: everything that happened, filtered (Todas / Sin leer, Tipo) and paged. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseNotificationFilters(params);
  const query = useNotificationsPage(filters);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  const apply = (next: NotificationFilters) => setParams(notificationFiltersToParams(next));
  const change = (changes: Partial<NotificationFilters>) =>
    apply({ ...filters, ...changes, page: 1 });
  const clear = () => apply({ page: 1, limit: filters.limit, isUnreadOnly: false });
  const notifications = query.data?.notifications ?? [];
  const pagination = query.data?.pagination;
  const unreadCount = query.data?.unreadCount ?? 0;
  const isFiltered = hasActiveFilters(filters);
  const openTicket = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification);
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <PageHeader
        title={text.title}
        description={text.description}
        actions={
          <Button
            variant="secondary"
            onClick={() => markAllRead.mutate()}
            disabled={unreadCount === 0 || markAllRead.isPending}
            className="max-md:min-h-11"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {notificationMessages.bell.markAllRead}
          </Button>
        }
      />

      <NotificationFiltersBar filters={filters} onChange={change} />

      {query.isError ? (
        <LoadFailed
          message={text.loadError}
          retryLabel={text.retry}
          onRetry={() => query.refetch()}
        />
      ) : null}

      {query.isPending ? (
        <DeferredLoader />
      ) : query.isSuccess && notifications.length === 0 ? (
        isFiltered || filters.page > 1 ? (
          <MessagePanel
            icon={SearchX}
            heading={text.emptyTitle}
            headingLevel={2}
            actions={
              <Button variant="secondary" onClick={clear}>
                {text.clearFilters}
              </Button>
            }
          >
            <p>{text.empty}</p>
          </MessagePanel>
        ) : (
          <MessagePanel icon={BellOff} heading={text.emptyAll} headingLevel={2}>
            <p>{notificationMessages.bell.emptyHint}</p>
          </MessagePanel>
        )
      ) : notifications.length > 0 ? (
        <section
          aria-label={text.listLabel}
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'opacity-70' : undefined}
        >
          {pagination ? (
            <p className="mb-2 text-muted tabular-nums">{text.count(pagination.total)}</p>
          ) : null}
          <ul className="overflow-hidden rounded-lg border border-line bg-white">
            {notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpenTicket={() => openTicket(notification)}
                onMarkRead={() => markRead.mutate(notification)}
                onDelete={() => remove.mutate(notification)}
                isPlaceholder={query.isPlaceholderData}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {pagination && notifications.length > 0 ? (
        <nav
          aria-label={text.paginationLabel}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-muted tabular-nums">
            {text.showing(
              formatCount((pagination.page - 1) * pagination.limit + 1),
              formatCount((pagination.page - 1) * pagination.limit + notifications.length),
              formatCount(pagination.total),
            )}
          </p>
          <PagerButtons
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={(page) => apply({ ...filters, page })}
            previousLabel={text.previous}
            nextLabel={text.next}
          />
        </nav>
      ) : null}
    </div>
  );
}
