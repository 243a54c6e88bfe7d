import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../lib/realtime/use-realtime-message';
import { invalidateTicketQueries } from '../api/invalidate-ticket-queries';
import { createTicketChangeBatcher } from './ticket-change-batcher';

/**
 * The tickets' part of the real-time socket (docs/realtime.md): each `ticket_changed` is
 * gathered for a moment, then the changed tickets refetch and the lists on screen fetch their
 * pending page (invalidate-ticket-queries.ts). Mount it once in the signed-in layout.
 */
export function useTicketLiveUpdates(): void {
  const queryClient = useQueryClient();
  const [batcher] = useState(() =>
    createTicketChangeBatcher((ticketIds) => invalidateTicketQueries(queryClient, ticketIds)),
  );
  useEffect(() => batcher.cancel, [batcher]);
  useRealtimeMessage('ticket_changed', ({ data }) => batcher.add(data.ticketId));
}
