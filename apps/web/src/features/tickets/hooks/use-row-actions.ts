import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketQueueMessages,
  ticketWorkspaceMessages,
} from '@atiende/contracts';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { addComment } from '../api/add-comment';
import { useBulkUpdateTickets, type BulkInput } from '../api/bulk-update-tickets';
import { ticketQueryOptions } from '../api/get-ticket';
import { ticketKeys } from '../api/ticket-keys';
import { patchListRows } from './optimistic-rows';
import type { RowChange } from './row-picker-options';
import type { TicketViewer } from './ticket-viewer';
import type { SelectedTicket } from './use-row-selection';

const text = ticketWorkspaceMessages.rowActions;

/** What a row change needs of its ticket. */
type RowTicket = Pick<SelectedTicket, 'id' | 'number'>;

/** What a status change may need on top: the resolution (Resuelto) or the reason (Escalado). */
export interface ChangeDetails {
  resolution?: string;
  escalationReason?: string;
}

function toBulkInput(ticketId: string, change: RowChange, details: ChangeDetails): BulkInput {
  const ticketIds = [ticketId];
  if (change.kind === 'assign')
    return { action: 'assign', ticketIds, assignedToId: change.assignedToId };
  if (change.kind === 'priority')
    return { action: 'priority', ticketIds, priority: change.priority };
  return { action: 'status', ticketIds, status: change.status, resolution: details.resolution };
}

function successMessage(number: number, change: RowChange, viewerId: string): string {
  if (change.kind === 'assign')
    return change.assignedToId === viewerId
      ? text.assignedToYou(number)
      : text.assigned(number, change.name);
  if (change.kind === 'priority')
    return text.priorityChanged(number, TICKET_PRIORITY_LABELS[change.priority]);
  if (change.status === 'ESCALADO') return text.escalated(number);
  return text.statusChanged(number, TICKET_STATUS_LABELS[change.status]);
}

/**
 * The list's row shortcuts (a, i, s, p) change one ticket through the bulk endpoint the bulk bar
 * uses: the server checks each ticket as a single change and reads its current version, so a
 * stale row cannot cause a conflict. One toast per action; the list and the ticket refresh.
 */
export function useRowActions(viewer: TicketViewer) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useBulkUpdateTickets();

  /** Rejects with the Spanish message (already toasted) so a dialog can show it inline too. */
  const apply = useCallback(
    async (ticket: RowTicket, change: RowChange, details: ChangeDetails = {}) => {
      const fail = (message: string) => {
        notify.error(message);
        return new Error(message);
      };
      // docs/tickets.md#optimistic-changes: the row changes at once and is put back on a refusal.
      await queryClient.cancelQueries({ queryKey: ticketKeys.lists() });
      const undo = patchListRows(queryClient, ticket.id, change);
      let failure: string | undefined;
      try {
        const result = await mutateAsync(toBulkInput(ticket.id, change, details));
        failure = result.failed[0]?.message;
      } catch (error) {
        undo();
        const message = messageOf(error, ticketWorkspaceMessages.bulk.failed);
        throw fail(ticketQueueMessages.rolledBack(ticket.number, message));
      }
      if (failure !== undefined) {
        undo();
        throw fail(ticketQueueMessages.rolledBack(ticket.number, failure));
      }
      if (details.escalationReason) {
        // Like the ticket's "Escalar": the reason stays as an internal note
        // (docs/product/tickets.md).
        try {
          await addComment(ticket.id, {
            body: ticketWorkspaceMessages.dialogs.escalationNote(details.escalationReason),
            isInternal: true,
            files: [],
          });
        } catch (error) {
          throw fail(messageOf(error, ticketWorkspaceMessages.detail.saveFailed));
        } finally {
          void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticket.id) });
        }
      }
      notify.success(successMessage(ticket.number, change, viewer.id));
    },
    [mutateAsync, queryClient, viewer.id],
  );

  /** `i`: Asignarme, when the server allows it for this ticket (docs/tickets.md). */
  const assignToMe = useCallback(
    async (ticket: RowTicket) => {
      let detail;
      try {
        detail = await queryClient.fetchQuery(ticketQueryOptions(ticket.id));
      } catch (error) {
        notify.error(messageOf(error, ticketWorkspaceMessages.detail.loadFailed));
        return;
      }
      if (detail.assignedTo?.id === viewer.id) {
        notify.info(text.alreadyYours(ticket.number));
        return;
      }
      if (!detail.permissions.canAssign) {
        notify.error(text.cannotAssign(ticket.number));
        return;
      }
      const change = { kind: 'assign', assignedToId: viewer.id, name: viewer.name } as const;
      await apply(ticket, change).catch(() => undefined);
    },
    [apply, queryClient, viewer.id, viewer.name],
  );

  return { apply, assignToMe };
}
