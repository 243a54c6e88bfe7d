import type { TicketDetail, TicketStatus } from '@atiende/contracts';
import { allowedTransitions } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';

type TicketFacts = {
  status: TicketStatus;
  requesterId: string | null;
  assignedToId: string | null;
};

/** What the viewer may do to a ticket they can see (docs/tickets.md). */
export function permissionsFor(viewer: Viewer, ticket: TicketFacts): TicketDetail['permissions'] {
  const staff = isStaff(viewer);
  const isLeadOrAdmin = viewer.role === 'ADMIN' || viewer.role === 'TECH_LEAD';
  const isRequester = ticket.requesterId === viewer.userId;
  return {
    allowedStatuses: allowedTransitions(ticket.status, { role: viewer.role, isRequester }),
    // Clients may correct the title and description until someone works on the ticket.
    canEdit: staff || (isRequester && ticket.status === 'PENDIENTE'),
    canAssign:
      isLeadOrAdmin ||
      (viewer.role === 'TECHNICIAN' && (ticket.assignedToId ?? viewer.userId) === viewer.userId),
    canReassign: isLeadOrAdmin || (staff && ticket.assignedToId === viewer.userId),
    canDelete: viewer.role === 'ADMIN',
    canAddInternalNote: staff,
  };
}
