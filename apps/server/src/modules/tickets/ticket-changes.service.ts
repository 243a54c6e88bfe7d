import {
  auditMessages,
  ticketMessages,
  type BulkTicketInput,
  type BulkTicketResponse,
  type TicketPriority,
  type TicketStatus,
  type UpdateTicketInput,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { DomainEvents } from '../../platform/events';
import { findActiveDepartmentById, findDepartmentStatusById } from '../departments/index';
import { recordAudit, type AuditContext } from '../audit/index';
import { findUserById } from '../users/index';
import { permissionsFor } from './ticket-permissions';
import { canTransition, requiresResolution, timestampsFor } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';
import { checkDepartmentAndProducts, type TicketsDeps } from './tickets.service';

const v = ticketMessages.validation;
type Pending = Array<{ [E in keyof DomainEvents]: [E, DomainEvents[E]] }[keyof DomainEvents]>;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

/**
 * Changes to a ticket: edit, status (through the state machine), assignment. Each runs in one
 * transaction on the locked row, checks `version`, writes one history event per changed field,
 * and publishes domain events after commit.
 */
export function createTicketChangesService({ db, events }: TicketsDeps) {
  async function lockForChange(tx: Executor, viewer: Viewer, id: string, version?: number) {
    const ticket = await repository.lockVisibleTicket(tx, viewer, id);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    if (version !== undefined && ticket.version !== version) {
      throw new AppError(
        'VERSION_CONFLICT',
        { currentVersion: ticket.version },
        {
          message: ticketMessages.notices.versionConflict,
        },
      );
    }
    return ticket;
  }

  async function run(work: (tx: Executor, pending: Pending) => Promise<void>): Promise<void> {
    const pending: Pending = [];
    await db.transaction((tx) => work(tx, pending));
    for (const [name, payload] of pending) events.publish(name as never, payload as never);
  }

  async function update(viewer: Viewer, id: string, input: UpdateTicketInput): Promise<void> {
    await run(async (tx, pending) => {
      const ticket = await lockForChange(tx, viewer, id, input.version);
      const permissions = permissionsFor(viewer, ticket);
      const staff = isStaff(viewer);
      const changes: Partial<repository.TicketRow> = {};
      const history: repository.NewTicketEvent[] = [];
      const note = (
        type: string,
        fromValue: string | null,
        toValue: string | null,
        text?: string | null,
      ) =>
        history.push({
          ticketId: id,
          actorId: viewer.userId,
          type,
          fromValue,
          toValue,
          note: text ?? null,
        });

      // Writable fields are allow-listed per role (DESIGN §7).
      const wantsEdit = input.title !== undefined || input.description !== undefined;
      const wantsStaffFields =
        input.priority !== undefined ||
        input.departmentId !== undefined ||
        input.productIds !== undefined ||
        input.customStatusId !== undefined;
      if ((wantsEdit && !permissions.canEdit) || (wantsStaffFields && !staff))
        throw new AppError('FORBIDDEN');

      if (input.title !== undefined && input.title !== ticket.title) {
        changes.title = input.title;
        note('updated', null, null, 'title');
      }
      if (input.description !== undefined && input.description !== ticket.description) {
        changes.description = input.description;
        note('updated', null, null, 'description');
      }
      if (input.priority !== undefined && input.priority !== ticket.priority) {
        changes.priority = input.priority;
        note('priority_changed', ticket.priority, input.priority);
        pending.push([
          'ticket.priority_changed',
          {
            ticketId: id,
            number: ticket.number,
            actorId: viewer.userId,
            from: ticket.priority,
            to: input.priority as TicketPriority,
          },
        ]);
      }
      let departmentId = ticket.departmentId;
      if (input.departmentId !== undefined && input.departmentId !== ticket.departmentId) {
        if (!(await findActiveDepartmentById(tx, input.departmentId)))
          throw fieldError('departmentId', v.departmentUnknown);
        departmentId = input.departmentId;
        changes.departmentId = input.departmentId;
        changes.customStatusId = null; // custom statuses belong to a department
        note('department_changed', ticket.departmentId, input.departmentId);
      }
      if (input.productIds !== undefined || changes.departmentId) {
        const productIds =
          input.productIds ?? (await repository.findTicketProducts(tx, id)).map((p) => p.id);
        if (!departmentId) throw fieldError('departmentId', v.departmentRequired);
        const checked = await checkDepartmentAndProducts(tx, departmentId, productIds);
        await repository.replaceTicketProducts(tx, id, checked.productIds);
      }

      // A custom status sets its base status; choosing a base status (or null) leaves any custom
      // one. `undefined`: the request does not touch the custom status.
      let targetStatus: TicketStatus | undefined = input.status;
      let targetCustomStatusId: string | null | undefined;
      let resolutionRequired = false;
      if (input.customStatusId) {
        const custom = await findDepartmentStatusById(tx, input.customStatusId);
        if (!custom || custom.departmentId !== departmentId)
          throw fieldError('customStatusId', v.statusInvalid);
        targetCustomStatusId = custom.id;
        targetStatus = custom.baseStatus;
        resolutionRequired = custom.requiresResolutionNote;
      } else if (input.customStatusId === null || input.status !== undefined) {
        targetCustomStatusId = null;
        targetStatus ??= ticket.status;
      }
      const isBaseChange = targetStatus !== undefined && targetStatus !== ticket.status;
      const isCustomChange =
        targetCustomStatusId !== undefined && targetCustomStatusId !== ticket.customStatusId;
      if (targetStatus !== undefined && (isBaseChange || isCustomChange)) {
        const context = { role: viewer.role, isRequester: ticket.requesterId === viewer.userId };
        // Within the same base: staff who may move the ticket at all (ticket-permissions.ts).
        const isAllowed = isBaseChange
          ? canTransition(ticket.status, targetStatus, context)
          : staff && permissions.allowedStatuses.some((status) => status !== ticket.status);
        if (!isAllowed) throw new AppError('TRANSITION_NOT_ALLOWED');
        if ((requiresResolution(targetStatus) || resolutionRequired) && !input.resolution) {
          throw fieldError('resolution', v.resolutionRequired);
        }
        changes.status = targetStatus;
        changes.customStatusId = targetCustomStatusId ?? null;
        if (isBaseChange) Object.assign(changes, timestampsFor(targetStatus, new Date()));
        if (input.resolution) changes.resolution = input.resolution;
        // History names the custom status when there is one (its id; the history resolves names).
        note(
          'status_changed',
          ticket.customStatusId ?? ticket.status,
          targetCustomStatusId ?? targetStatus,
          input.resolution ?? null,
        );
      } else if (
        input.resolution !== undefined &&
        staff &&
        input.resolution !== ticket.resolution
      ) {
        changes.resolution = input.resolution;
        note('updated', null, null, 'resolution');
      }
      if (isBaseChange && targetStatus !== undefined) {
        pending.push([
          'ticket.status_changed',
          {
            ticketId: id,
            number: ticket.number,
            actorId: viewer.userId,
            from: ticket.status,
            to: targetStatus,
          },
        ]);
        if (targetStatus === 'ESCALADO') {
          const department = departmentId
            ? await findActiveDepartmentById(tx, departmentId)
            : undefined;
          note('escalated', null, department?.leadId ?? null);
          pending.push([
            'ticket.escalated',
            {
              ticketId: id,
              number: ticket.number,
              actorId: viewer.userId,
              departmentLeadId: department?.leadId ?? null,
            },
          ]);
        }
      }

      if (history.length === 0 && input.productIds === undefined) return;
      await repository.updateTicket(tx, id, changes);
      await repository.insertTicketEvents(tx, history);
      const fields = Object.keys(changes);
      if (fields.length > 0) {
        pending.push([
          'ticket.updated',
          { ticketId: id, number: ticket.number, actorId: viewer.userId, fields },
        ]);
      }
    });
  }

  async function checkAssignee(tx: Executor, assignedToId: string) {
    const user = await findUserById(tx, assignedToId);
    if (!user || !user.isActive || user.role === 'CLIENT') {
      throw new AppError('ASSIGNEE_INVALID', [
        { field: 'assignedToId', message: ticketMessages.errors.ASSIGNEE_INVALID },
      ]);
    }
  }

  /** Assign: leads and administrators to anyone on staff; a técnico takes a free ticket. */
  async function assign(
    viewer: Viewer,
    id: string,
    assignedToId: string,
    reason: string | null = null,
  ) {
    await run(async (tx, pending) => {
      const ticket = await lockForChange(tx, viewer, id);
      const permissions = permissionsFor(viewer, ticket);
      const isReassign = reason !== null;
      const allowed = isReassign
        ? permissions.canReassign
        : permissions.canAssign && (viewer.role !== 'TECHNICIAN' || assignedToId === viewer.userId);
      if (!allowed) throw new AppError('FORBIDDEN');
      if (ticket.assignedToId === assignedToId) return;
      await checkAssignee(tx, assignedToId);
      await repository.updateTicket(tx, id, { assignedToId });
      await repository.insertTicketEvents(tx, [
        {
          ticketId: id,
          actorId: viewer.userId,
          type: isReassign ? 'reassigned' : 'assigned',
          fromValue: ticket.assignedToId,
          toValue: assignedToId,
          note: reason,
        },
      ]);
      pending.push([
        'ticket.assigned',
        {
          ticketId: id,
          number: ticket.number,
          actorId: viewer.userId,
          assignedToId,
          previousAssigneeId: ticket.assignedToId,
          reason,
        },
      ]);
    });
  }

  /** UX.md §2.1 bulk bar: each ticket is checked and recorded as a single change would be. */
  async function bulk(
    viewer: Viewer,
    input: BulkTicketInput,
    audit?: AuditContext,
  ): Promise<BulkTicketResponse> {
    const result: BulkTicketResponse = { updated: [], failed: [] };
    for (const id of [...new Set(input.ticketIds)]) {
      const current = await repository.findVisibleTicket(db, viewer, id);
      try {
        if (!current) throw new AppError('TICKET_NOT_FOUND');
        if (input.action === 'assign') await assign(viewer, id, input.assignedToId);
        else if (input.action === 'priority')
          await update(viewer, id, { version: current.version, priority: input.priority });
        else
          await update(viewer, id, {
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
      await recordAudit(db, {
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

  return { update, assign, bulk };
}

export type TicketChangesService = ReturnType<typeof createTicketChangesService>;
