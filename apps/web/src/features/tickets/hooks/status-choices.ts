import { TICKET_STATUS_LABELS, type TicketDetail, type TicketStatus } from '@atiende/contracts';

/** One entry of the detail page's status menu: a base status, or a department's custom one. */
export type StatusChoice = {
  status: TicketStatus;
  customStatus: { id: string; name: string; requiresResolutionNote: boolean } | null;
};

/** The order a ticket usually moves in, so the menu reads like the workflow. */
const WORKFLOW: readonly TicketStatus[] = [
  'PENDIENTE',
  'EN_PROGRESO',
  'ESCALADO',
  'RESUELTO',
  'CERRADO',
];

/**
 * What the status menu offers, from what the server allows: each base status followed by the
 * custom statuses that count as it. The ticket's own status is left out, unless it is on a
 * custom status and may go back to the plain base.
 */
export function statusChoices(ticket: TicketDetail): StatusChoice[] {
  const { allowedStatuses, allowedCustomStatuses } = ticket.permissions;
  return WORKFLOW.flatMap((status) => {
    const isCurrent = status === ticket.status && ticket.customStatus === null;
    const base: StatusChoice[] =
      allowedStatuses.includes(status) && !isCurrent ? [{ status, customStatus: null }] : [];
    const custom = allowedCustomStatuses
      .filter((option) => option.baseStatus === status && option.id !== ticket.customStatus?.id)
      .map(({ id, name, requiresResolutionNote }) => ({
        status,
        customStatus: { id, name, requiresResolutionNote },
      }));
    return [...base, ...custom];
  });
}

/**
 * docs/product/tickets.md: Resuelto asks how it was resolved; so does a custom status that requires
 * a note.
 */
export function needsResolution(choice: StatusChoice): boolean {
  return choice.status === 'RESUELTO' || Boolean(choice.customStatus?.requiresResolutionNote);
}

/** The fields a PUT sends for a choice: a custom status carries its base along. */
export function statusPatch(choice: StatusChoice): {
  status: TicketStatus;
  customStatusId?: string;
} {
  return choice.customStatus
    ? { status: choice.status, customStatusId: choice.customStatus.id }
    : { status: choice.status };
}

/** How a choice reads: the custom status's name, else the base label. */
export function choiceLabel(choice: StatusChoice): string {
  return choice.customStatus?.name ?? TICKET_STATUS_LABELS[choice.status];
}
