import { COMPLETED_STATUSES } from '@atiende/contracts';
import { findActiveDepartmentById } from '../departments/index';
import { runChange } from './ticket-change-steps';
import { canTransition, timestampsFor } from './ticket-status';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

/**
 * A change made by Atiende itself, not by a person (docs/sla.md#automatic-escalation): the SLA
 * check escalates a ticket whose policy says so when a target is breached. There is no user
 * behind it, so the history rows and the events carry no actor (`actorId: null`, which the
 * history shows as "El sistema" and the notifications as "Atiende"); everything else is what a
 * person's escalation does — the state machine's graph, the timestamps, one history row for the
 * status and one for the lead told, the same durable events (live lists, the clock, the
 * notifications), all in one transaction on the locked row.
 *
 * Returns whether the ticket moved: a ticket already escalated, resolved or closed (or gone)
 * stays as it is.
 */
export async function escalateTicketBySystem(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  ticketId: string,
  reason: string,
): Promise<boolean> {
  let isEscalated = false;
  await runChange(deps, async (tx, pending) => {
    const ticket = await repository.lockTicketById(tx, ticketId);
    if (!ticket || COMPLETED_STATUSES.includes(ticket.status)) return;
    // The graph, as for staff: PENDIENTE and EN_PROGRESO may go to ESCALADO.
    if (!canTransition(ticket.status, 'ESCALADO', { role: 'ADMIN', isRequester: false })) return;
    const department = ticket.departmentId
      ? await findActiveDepartmentById(tx, ticket.departmentId)
      : undefined;
    const leadId = department?.leadId ?? null;
    const changes = {
      status: 'ESCALADO' as const,
      customStatusId: null,
      ...timestampsFor('ESCALADO', new Date()),
    };
    await repository.updateTicket(tx, ticket.id, changes);
    await repository.insertTicketEvents(tx, [
      {
        ticketId: ticket.id,
        actorId: null,
        type: 'status_changed',
        fromValue: ticket.customStatusId ?? ticket.status,
        toValue: 'ESCALADO',
        note: reason,
      },
      { ticketId: ticket.id, actorId: null, type: 'escalated', fromValue: null, toValue: leadId },
    ]);
    const base = { ticketId: ticket.id, number: ticket.number, actorId: null };
    pending.push(
      ['ticket.status_changed', { ...base, from: ticket.status, to: 'ESCALADO' }],
      ['ticket.escalated', { ...base, departmentLeadId: leadId }],
      ['ticket.updated', { ...base, fields: Object.keys(changes) }],
    );
    isEscalated = true;
  });
  return isEscalated;
}
