import {
  ticketMessages,
  type TicketPriority,
  type TicketStatus,
  type UpdateTicketInput,
} from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findActiveDepartmentById, findDepartmentStatusById } from '../departments/index';
import { fieldError, lockForChange, runChange, type Pending } from './ticket-change-steps';
import { permissionsFor } from './ticket-permissions';
import { canTransition, requiresResolution, timestampsFor } from './ticket-status';
import { isStaff, type Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';
import { checkDepartmentAndProducts, type TicketsDeps } from './tickets.service';

const v = ticketMessages.validation;

type LockedTicket = Awaited<ReturnType<typeof lockForChange>>;

/** What one update gathers while it runs: the row's changes, its history and its events. */
type UpdateDraft = {
  tx: Executor;
  viewer: Viewer;
  ticket: LockedTicket;
  pending: Pending;
  changes: Partial<repository.TicketRow>;
  history: repository.NewTicketEvent[];
};

/** The status an update asks for, after resolving a custom status to its base one. */
type StatusTarget = {
  status: TicketStatus | undefined;
  customStatusId: string | null | undefined;
  isResolutionRequired: boolean;
};

function note(
  draft: UpdateDraft,
  type: string,
  fromValue: string | null,
  toValue: string | null,
  text?: string | null,
) {
  draft.history.push({
    ticketId: draft.ticket.id,
    actorId: draft.viewer.userId,
    type,
    fromValue,
    toValue,
    note: text ?? null,
  });
}

/** Writable fields are allow-listed per role (docs/conventions.md#security). */
function checkWritableFields(draft: UpdateDraft, input: UpdateTicketInput) {
  const permissions = permissionsFor(draft.viewer, draft.ticket);
  const wantsEdit = input.title !== undefined || input.description !== undefined;
  // docs/product/tickets.md#closing: a client sets the priority when filing, then says why in a
  // comment; the message tells them so.
  if (input.priority !== undefined && !permissions.canChangePriority)
    throw new AppError('PRIORITY_LOCKED');
  const wantsStaffFields =
    input.departmentId !== undefined ||
    input.productIds !== undefined ||
    input.customStatusId !== undefined;
  if ((wantsEdit && !permissions.canEdit) || (wantsStaffFields && !isStaff(draft.viewer)))
    throw new AppError('FORBIDDEN');
}

function applyTextAndPriority(draft: UpdateDraft, input: UpdateTicketInput) {
  const { ticket, changes } = draft;
  if (input.title !== undefined && input.title !== ticket.title) {
    changes.title = input.title;
    note(draft, 'updated', null, null, 'title');
  }
  if (input.description !== undefined && input.description !== ticket.description) {
    changes.description = input.description;
    note(draft, 'updated', null, null, 'description');
  }
  if (input.priority !== undefined && input.priority !== ticket.priority) {
    changes.priority = input.priority;
    note(draft, 'priority_changed', ticket.priority, input.priority);
    draft.pending.push([
      'ticket.priority_changed',
      {
        ticketId: ticket.id,
        number: ticket.number,
        actorId: draft.viewer.userId,
        from: ticket.priority,
        to: input.priority as TicketPriority,
      },
    ]);
  }
}

/** Moves the ticket to another department and re-checks its products; returns the department. */
async function applyDepartmentAndProducts(draft: UpdateDraft, input: UpdateTicketInput) {
  const { tx, ticket, changes } = draft;
  let departmentId = ticket.departmentId;
  if (input.departmentId !== undefined && input.departmentId !== ticket.departmentId) {
    if (!(await findActiveDepartmentById(tx, input.departmentId)))
      throw fieldError('departmentId', v.departmentUnknown);
    departmentId = input.departmentId;
    changes.departmentId = input.departmentId;
    changes.customStatusId = null; // custom statuses belong to a department
    note(draft, 'department_changed', ticket.departmentId, input.departmentId);
  }
  if (input.productIds !== undefined || changes.departmentId) {
    const productIds =
      input.productIds ?? (await repository.findTicketProducts(tx, ticket.id)).map((p) => p.id);
    if (!departmentId) throw fieldError('departmentId', v.departmentRequired);
    const checked = await checkDepartmentAndProducts(tx, departmentId, productIds);
    await repository.replaceTicketProducts(tx, ticket.id, checked.productIds);
  }
  return departmentId;
}

/**
 * A custom status sets its base status; choosing a base status (or null) leaves any custom
 * one. `undefined`: the request does not touch the custom status.
 */
async function resolveStatusTarget(
  draft: UpdateDraft,
  input: UpdateTicketInput,
  departmentId: string | null,
): Promise<StatusTarget> {
  const target: StatusTarget = {
    status: input.status,
    customStatusId: undefined,
    isResolutionRequired: false,
  };
  if (input.customStatusId) {
    const custom = await findDepartmentStatusById(draft.tx, input.customStatusId);
    if (!custom || custom.departmentId !== departmentId)
      throw fieldError('customStatusId', v.statusInvalid);
    target.customStatusId = custom.id;
    target.status = custom.baseStatus;
    target.isResolutionRequired = custom.requiresResolutionNote;
  } else if (input.customStatusId === null || input.status !== undefined) {
    target.customStatusId = null;
    target.status ??= draft.ticket.status;
  }
  return target;
}

/** Applies the status change through the state machine; returns whether the base status moved. */
function applyStatus(draft: UpdateDraft, input: UpdateTicketInput, target: StatusTarget): boolean {
  const { ticket, viewer, changes } = draft;
  const targetStatus = target.status;
  const isBaseChange = targetStatus !== undefined && targetStatus !== ticket.status;
  const isCustomChange =
    target.customStatusId !== undefined && target.customStatusId !== ticket.customStatusId;
  if (targetStatus !== undefined && (isBaseChange || isCustomChange)) {
    const context = { role: viewer.role, isRequester: ticket.requesterId === viewer.userId };
    // Within the same base: staff who may move the ticket at all (ticket-permissions.ts).
    // docs/product/tickets.md#closing: clients close and reopen through their own endpoints.
    const isAllowed = isBaseChange
      ? isStaff(viewer) && canTransition(ticket.status, targetStatus, context)
      : isStaff(viewer) &&
        permissionsFor(viewer, ticket).allowedStatuses.some((status) => status !== ticket.status);
    if (!isAllowed) throw new AppError('TRANSITION_NOT_ALLOWED');
    if ((requiresResolution(targetStatus) || target.isResolutionRequired) && !input.resolution) {
      throw fieldError('resolution', v.resolutionRequired);
    }
    changes.status = targetStatus;
    changes.customStatusId = target.customStatusId ?? null;
    if (isBaseChange) Object.assign(changes, timestampsFor(targetStatus, new Date()));
    if (input.resolution) changes.resolution = input.resolution;
    // History names the custom status when there is one (its id; the history resolves names).
    note(
      draft,
      'status_changed',
      ticket.customStatusId ?? ticket.status,
      target.customStatusId ?? targetStatus,
      input.resolution ?? null,
    );
  } else if (
    input.resolution !== undefined &&
    isStaff(viewer) &&
    input.resolution !== ticket.resolution
  ) {
    changes.resolution = input.resolution;
    note(draft, 'updated', null, null, 'resolution');
  }
  return isBaseChange;
}

/** A base status change is announced; escalation also names the department's lead. */
async function announceStatusChange(
  draft: UpdateDraft,
  targetStatus: TicketStatus,
  departmentId: string | null,
) {
  const { ticket, viewer } = draft;
  draft.pending.push([
    'ticket.status_changed',
    {
      ticketId: ticket.id,
      number: ticket.number,
      actorId: viewer.userId,
      from: ticket.status,
      to: targetStatus,
    },
  ]);
  if (targetStatus !== 'ESCALADO') return;
  const department = departmentId
    ? await findActiveDepartmentById(draft.tx, departmentId)
    : undefined;
  note(draft, 'escalated', null, department?.leadId ?? null);
  draft.pending.push([
    'ticket.escalated',
    {
      ticketId: ticket.id,
      number: ticket.number,
      actorId: viewer.userId,
      departmentLeadId: department?.leadId ?? null,
    },
  ]);
}

/** Writes the row and its history when anything changed, and announces the changed fields. */
async function saveUpdate(draft: UpdateDraft, input: UpdateTicketInput) {
  const { tx, ticket, changes, history } = draft;
  if (history.length === 0 && input.productIds === undefined) return;
  await repository.updateTicket(tx, ticket.id, changes);
  await repository.insertTicketEvents(tx, history);
  const fields = Object.keys(changes);
  if (fields.length > 0) {
    draft.pending.push([
      'ticket.updated',
      { ticketId: ticket.id, number: ticket.number, actorId: draft.viewer.userId, fields },
    ]);
  }
}

/**
 * Edit a ticket: fields allowed to the caller's role, department and products, status through
 * the state machine. One transaction on the locked row, checked against `version`, one history
 * event per changed field, domain events after commit.
 */
export async function updateTicket(
  deps: Pick<TicketsDeps, 'db' | 'events'>,
  viewer: Viewer,
  id: string,
  input: UpdateTicketInput,
): Promise<void> {
  await runChange(deps, async (tx, pending) => {
    const ticket = await lockForChange(tx, viewer, id, input.version);
    const draft: UpdateDraft = { tx, viewer, ticket, pending, changes: {}, history: [] };
    checkWritableFields(draft, input);
    applyTextAndPriority(draft, input);
    const departmentId = await applyDepartmentAndProducts(draft, input);
    const target = await resolveStatusTarget(draft, input, departmentId);
    const isBaseChange = applyStatus(draft, input, target);
    if (isBaseChange && target.status !== undefined) {
      await announceStatusChange(draft, target.status, departmentId);
    }
    await saveUpdate(draft, input);
  });
}
