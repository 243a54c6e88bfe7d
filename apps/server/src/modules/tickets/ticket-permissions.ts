import type { DepartmentStatus, TicketDetail, TicketStatus } from '@atiende/contracts';
import { allowedTransitions } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';

type TicketFacts = {
  status: TicketStatus;
  customStatusId: string | null;
  requesterId: string | null;
  assignedToId: string | null;
};

type CustomStatusFacts = Pick<
  DepartmentStatus,
  'id' | 'name' | 'baseStatus' | 'requiresResolutionNote'
> & { isActive: boolean };

/**
 * docs/product/tickets.md#closing: the client who filed the ticket answers "¿Se resolvió tu
 * problema?" while it is resolved; company colleagues who see it and staff do not.
 */
export function canClientClose(
  viewer: Viewer,
  ticket: Pick<TicketFacts, 'status' | 'requesterId'>,
) {
  return (
    viewer.role === 'CLIENT' && ticket.requesterId === viewer.userId && ticket.status === 'RESUELTO'
  );
}

/**
 * What the viewer may do to a ticket they can see (docs/tickets.md). `departmentStatuses` are
 * the custom statuses of the ticket's department; without them none is offered.
 */
export function permissionsFor(
  viewer: Viewer,
  ticket: TicketFacts,
  departmentStatuses: readonly CustomStatusFacts[] = [],
): TicketDetail['permissions'] {
  const staff = isStaff(viewer);
  const isLeadOrAdmin = viewer.role === 'ADMIN' || viewer.role === 'TECH_LEAD';
  const isRequester = ticket.requesterId === viewer.userId;
  // docs/product/tickets.md#closing: a client closes or reopens through "¿Se resolvió tu
  // problema?" (its own endpoints, a reopen needs a reason), not through the status menu.
  const transitions = staff
    ? allowedTransitions(ticket.status, { role: viewer.role, isRequester })
    : [];
  // A custom status follows the rules of its base; staff who may move the ticket at all may also
  // switch among the custom statuses of its current base, or back to the plain base.
  const canChangeWithinBase = staff && transitions.length > 0;
  return {
    allowedStatuses:
      canChangeWithinBase && ticket.customStatusId ? [ticket.status, ...transitions] : transitions,
    allowedCustomStatuses: staff
      ? departmentStatuses
          .filter(
            (status) =>
              status.isActive &&
              status.id !== ticket.customStatusId &&
              (transitions.includes(status.baseStatus) ||
                (canChangeWithinBase && status.baseStatus === ticket.status)),
          )
          .map(({ id, name, baseStatus, requiresResolutionNote }) => ({
            id,
            name,
            baseStatus,
            requiresResolutionNote,
          }))
      : [],
    // Clients may correct the title and description until someone works on the ticket.
    canEdit: staff || (isRequester && ticket.status === 'PENDIENTE'),
    canChangePriority: staff,
    canConfirmResolution: canClientClose(viewer, ticket),
    canAssign:
      isLeadOrAdmin ||
      (viewer.role === 'TECHNICIAN' && (ticket.assignedToId ?? viewer.userId) === viewer.userId),
    canReassign: isLeadOrAdmin || (staff && ticket.assignedToId === viewer.userId),
    canDelete: viewer.role === 'ADMIN',
    canAddInternalNote: staff,
  };
}
