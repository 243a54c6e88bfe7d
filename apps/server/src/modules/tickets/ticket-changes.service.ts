import {
  AUTO_ASSIGNMENT_NOTE,
  auditMessages,
  ticketMessages,
  type BulkTicketInput,
  type BulkTicketResponse,
  type UpdateTicketInput,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit, type AuditContext } from '../audit/index';
import { findUserById } from '../users/index';
import { lockForChange, runChange, type Pending } from './ticket-change-steps';
import { permissionsFor } from './ticket-permissions';
import { updateTicket } from './ticket-update';
import type { Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';
import type { TicketsDeps } from './tickets.service';

async function checkAssignee(tx: Executor, assignedToId: string) {
  const user = await findUserById(tx, assignedToId);
  if (!user || !user.isActive || user.role === 'CLIENT') {
    throw new AppError('ASSIGNEE_INVALID', [
      { field: 'assignedToId', message: ticketMessages.errors.ASSIGNEE_INVALID },
    ]);
  }
}

/** Who makes an assignment: a person, or the department's automatic assignment (no actor). */
export type AssignmentActor =
  { actorId: string; reason: string | null } | { actorId: null; reason: null; isAutomatic: true };

/**
 * The one assignment step, for a person's and the automatic assignment alike: the assignee
 * checked, the ticket's new assignee and version, one history row and the durable
 * `ticket.assigned` (notifications, live lists). The caller holds the ticket's row lock.
 * docs/schedules.md#asignación-automática: an automatic one has no actor and its history row
 * says so (`AUTO_ASSIGNMENT_NOTE`).
 */
export async function applyAssignment(
  tx: Executor,
  pending: Pending,
  ticket: Pick<repository.TicketRow, 'id' | 'number' | 'assignedToId'>,
  assignedToId: string,
  actor: AssignmentActor,
): Promise<void> {
  await checkAssignee(tx, assignedToId);
  await repository.updateTicket(tx, ticket.id, { assignedToId });
  const isReassign = actor.reason !== null;
  await repository.insertTicketEvents(tx, [
    {
      ticketId: ticket.id,
      actorId: actor.actorId,
      type: isReassign ? 'reassigned' : 'assigned',
      fromValue: ticket.assignedToId,
      toValue: assignedToId,
      note: 'isAutomatic' in actor ? AUTO_ASSIGNMENT_NOTE : actor.reason,
    },
  ]);
  pending.push([
    'ticket.assigned',
    {
      ticketId: ticket.id,
      number: ticket.number,
      actorId: actor.actorId,
      assignedToId,
      previousAssigneeId: ticket.assignedToId,
      reason: actor.reason,
    },
  ]);
}

/** Assign: leads and administrators to anyone on staff; a técnico takes a free ticket. */
export async function assignTicket(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  id: string,
  assignedToId: string,
  reason: string | null = null,
) {
  await runChange(deps, async (tx, pending) => {
    const ticket = await lockForChange(tx, viewer, id);
    const permissions = permissionsFor(viewer, ticket);
    const isReassign = reason !== null;
    const allowed = isReassign
      ? permissions.canReassign
      : permissions.canAssign && (viewer.role !== 'TECHNICIAN' || assignedToId === viewer.userId);
    if (!allowed) throw new AppError('FORBIDDEN');
    if (ticket.assignedToId === assignedToId) return;
    await applyAssignment(tx, pending, ticket, assignedToId, { actorId: viewer.userId, reason });
  });
}

/**
 * docs/product/tickets.md#ticket-list bulk bar: each ticket is checked and recorded as a single
 * change would be.
 */
export async function bulkUpdateTickets(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  input: BulkTicketInput,
  audit?: AuditContext,
): Promise<BulkTicketResponse> {
  const result: BulkTicketResponse = { updated: [], failed: [] };
  for (const id of [...new Set(input.ticketIds)]) {
    const current = await repository.findVisibleTicket(deps.db, viewer, id);
    try {
      if (!current) throw new AppError('TICKET_NOT_FOUND');
      if (input.action === 'assign') await assignTicket(deps, viewer, id, input.assignedToId);
      else if (input.action === 'priority')
        await updateTicket(deps, viewer, id, {
          version: current.version,
          priority: input.priority,
        });
      else
        await updateTicket(deps, viewer, id, {
          version: current.version,
          status: input.status,
          resolution: input.resolution,
        });
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, number: current?.number ?? null, message: error.message });
    }
  }
  if (audit) {
    // One entry for the whole action; each ticket's own history records its change.
    const { ticketIds: _ticketIds, ...change } = input;
    await recordAudit(deps.db, {
      context: audit,
      action: 'TICKETS_BULK_UPDATED',
      entityType: 'TICKET',
      after: { ...change, updated: result.updated },
      details: { failed: result.failed },
      message: auditMessages.entries.ticketsBulkUpdated(
        result.updated.length,
        result.failed.length,
      ),
    });
  }
  return result;
}

/**
 * Changes to a ticket: edit, status (through the state machine), assignment. Each runs in one
 * transaction on the locked row, checks `version`, writes one history event per changed field,
 * and publishes domain events after commit.
 */
export function createTicketChangesService(deps: TicketsDeps) {
  return {
    update: (viewer: Viewer, id: string, input: UpdateTicketInput) =>
      updateTicket(deps, viewer, id, input),
    assign: (viewer: Viewer, id: string, assignedToId: string, reason?: string | null) =>
      assignTicket(deps, viewer, id, assignedToId, reason),
    bulk: (viewer: Viewer, input: BulkTicketInput, audit?: AuditContext) =>
      bulkUpdateTickets(deps, viewer, input, audit),
  };
}

export type TicketChangesService = ReturnType<typeof createTicketChangesService>;
