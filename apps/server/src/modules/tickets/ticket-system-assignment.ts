import { OPEN_STATUSES } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { runChange } from './ticket-change-steps';
import { applyAssignment } from './ticket-changes.service';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

/** The ticket an automatic assignment chooses for: open, without assignee, in a department. */
export type WaitingTicket = { id: string; number: number; departmentId: string };

/** Whom the chooser picked; null leaves the ticket waiting. */
export type ChosenAssignee = { userId: string; name: string } | null;

/** What the new ticket's answer needs after an automatic assignment. */
export type SystemAssignment = {
  assignedToId: string;
  assignedToName: string;
  version: number;
  updatedAt: Date;
};

/**
 * docs/schedules.md#asignación-automática: a ticket given to someone by its department's
 * automatic assignment, not by a person. The ticket's row is locked first, then `choose` runs
 * in the same transaction (it takes the department's lock and picks the técnico), then the same
 * assignment step as a person's (`applyAssignment`: history, version, durable
 * `ticket.assigned`) with no actor. A ticket already assigned, completed, without department or
 * gone is left as it is (null): the caller may run twice for one ticket.
 */
export async function assignTicketBySystem(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  ticketId: string,
  choose: (tx: Executor, ticket: WaitingTicket) => Promise<ChosenAssignee>,
): Promise<SystemAssignment | null> {
  let assignment: SystemAssignment | null = null;
  await runChange(deps, async (tx, pending) => {
    const ticket = await repository.lockTicketById(tx, ticketId);
    if (!ticket || ticket.assignedToId !== null || ticket.departmentId === null) return;
    if (!OPEN_STATUSES.includes(ticket.status)) return;
    const chosen = await choose(tx, {
      id: ticket.id,
      number: ticket.number,
      departmentId: ticket.departmentId,
    });
    if (!chosen) return;
    await applyAssignment(tx, pending, ticket, chosen.userId, {
      actorId: null,
      reason: null,
      isAutomatic: true,
    });
    const saved = await repository.findVersionOf(tx, ticket.id);
    assignment = {
      assignedToId: chosen.userId,
      assignedToName: chosen.name,
      version: saved.version,
      updatedAt: saved.updatedAt,
    };
  });
  return assignment;
}
