import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NotificationSocket } from '../features/notifications/components/notification-socket';
import { PushKeeper } from '../features/notifications/components/push-keeper';
import { invalidateTicketQueries } from '../features/tickets/api/invalidate-ticket-queries';

/**
 * The signed-in user's real-time connection (spec §4), once per session: notifications reach
 * the bell and ticket changes refresh the open ticket screens, while open lists only fetch a
 * pending page behind "N nuevos tickets — Mostrar" (UX.md §2.3, invalidate-ticket-queries.ts);
 * web push follows the user on this browser. Composed here because a feature never imports
 * another (STYLE rule 1).
 */
export function RealtimeConnection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const onTicketsChanged = useCallback(
    (ticketIds: string[]) => invalidateTicketQueries(queryClient, ticketIds),
    [queryClient],
  );
  // A new user gets a new socket (and a new ticket): the key remounts it.
  return (
    <>
      <NotificationSocket key={userId} onTicketsChanged={onTicketsChanged} />
      <PushKeeper userId={userId} />
    </>
  );
}
