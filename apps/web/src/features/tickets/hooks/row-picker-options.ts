import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type TicketDetail,
  type TicketPriority,
  type TechnicianOption,
  type TicketStatus,
} from '@atiende/contracts';
import { assigneeOptionOf } from './assignee-load';
import type { TicketViewer } from './ticket-viewer';

/** One change to one ticket from the list's row shortcuts (a, i, s, p). */
export type RowChange =
  | { kind: 'assign'; assignedToId: string; name: string }
  | { kind: 'status'; status: TicketStatus }
  | { kind: 'priority'; priority: TicketPriority };

export interface PickerOption {
  id: string;
  label: string;
  change: RowChange;
}

/** The priorities a ticket may change to: every one but its own (the row picker, the page's menu). */
export function priorityChoices(current: TicketPriority): TicketPriority[] {
  return TICKET_PRIORITIES.filter((priority) => priority !== current);
}

/** What of a ticket's detail the choices depend on. */
export type PickerTicket = Pick<TicketDetail, 'status' | 'priority' | 'assignedTo'> & {
  permissions: Pick<TicketDetail['permissions'], 'allowedStatuses' | 'canEdit' | 'canAssign'>;
};

/**
 * The choices of a row picker: only what the server's permissions for this ticket allow
 * (docs/tickets.md): a técnico may only take a free ticket (Asignarme); leads and
 * administrators assign to the staff given (the ticket's department's, with their load, as the
 * ticket's Asignar dialog: "Ana Torres (8/10)"); statuses are the allowed transitions.
 */
export function pickerOptions(
  kind: RowChange['kind'],
  ticket: PickerTicket,
  viewer: TicketViewer,
  technicians: readonly TechnicianOption[],
): PickerOption[] {
  const { permissions } = ticket;
  if (kind === 'assign') {
    if (!permissions.canAssign) return [];
    const options: PickerOption[] = [];
    if (ticket.assignedTo?.id !== viewer.id) {
      options.push({
        id: viewer.id,
        label: ticketWorkspaceMessages.rowActions.assignToMe(viewer.name),
        change: { kind: 'assign', assignedToId: viewer.id, name: viewer.name },
      });
    }
    if (viewer.role === 'TECHNICIAN') return options;
    for (const person of technicians) {
      if (person.id === viewer.id || person.id === ticket.assignedTo?.id) continue;
      options.push({
        id: person.id,
        label: assigneeOptionOf(person).label,
        change: { kind: 'assign', assignedToId: person.id, name: person.name },
      });
    }
    return options;
  }
  if (kind === 'status') {
    return permissions.allowedStatuses
      .filter((status) => status !== ticket.status)
      .map((status) => ({
        id: status,
        label: TICKET_STATUS_LABELS[status],
        change: { kind: 'status', status },
      }));
  }
  if (!permissions.canEdit) return [];
  return priorityChoices(ticket.priority).map((priority) => ({
    id: priority,
    label: TICKET_PRIORITY_LABELS[priority],
    change: { kind: 'priority', priority },
  }));
}

/**
 * Who a bulk selection may go to: the staff of every selected ticket's department (each list from
 * GET /api/users/technicians?departmentId=), once each, by name, without the viewer (they have
 * "Asignarme"); labelled with their load like the ticket's Asignar dialog.
 */
export function bulkAssigneeOptions(
  staffLists: readonly (readonly TechnicianOption[])[],
  viewerId: string,
): { value: string; label: string }[] {
  const people = new Map<string, TechnicianOption>();
  for (const person of staffLists.flat()) {
    if (person.id !== viewerId && !people.has(person.id)) people.set(person.id, person);
  }
  return [...people.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'es'))
    .map(assigneeOptionOf);
}

/** Lower case without accents, so "maria" finds "María" and "en progreso" finds "En progreso". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function filterOptions(options: readonly PickerOption[], query: string): PickerOption[] {
  const wanted = folded(query);
  if (!wanted) return [...options];
  return options.filter((option) => folded(option.label).includes(wanted));
}
