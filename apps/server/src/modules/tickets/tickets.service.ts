import {
  auditMessages,
  ticketMessages,
  type CreateTicketInput,
  type TicketDetail,
  type TicketListQuery,
  type TicketListResponse,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordEvents, type EventBus, type RecordedEvents } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import type { StoredUpload } from '../../platform/uploads';
import { auditEntityChange, type AuditContext } from '../audit/index';
import {
  findActiveDepartmentById,
  findActiveProductsOfDepartment,
  findStatusesOfDepartments,
} from '../departments/index';
import { toTicketDetail, toTicketSummary } from './ticket-mappers';
import type { SystemAssignment } from './ticket-system-assignment';
import { permissionsFor } from './ticket-permissions';
import { isStaff, type Viewer } from './ticket-visibility';
import { findTicketPage } from './ticket-list.repository';
import * as comments from './comments.repository';
import * as repository from './tickets.repository';

/**
 * docs/schedules.md#asignación-automática: run right after a new ticket's creation commits, before
 * its events leave and the request answers; gives it to someone of its department when the
 * department assigns automatically (null: it stays waiting). Never throws: a failure leaves the
 * ticket to the waiting queue's job.
 */
export type NewTicketAssigner = (ticket: {
  ticketId: string;
  departmentId: string;
}) => Promise<SystemAssignment | null>;

export type TicketsDeps = {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  /** Absent in scripts (the demo seed): their tickets are not assigned automatically. */
  assignNewTicket?: NewTicketAssigner;
};

/** The automatic assignment of a ticket just created, when there is one to run. */
export function assignNewTicket(
  deps: Pick<TicketsDeps, 'assignNewTicket'>,
  ticketId: string,
  departmentId: string,
): Promise<SystemAssignment | null> {
  return deps.assignNewTicket
    ? deps.assignNewTicket({ ticketId, departmentId })
    : Promise.resolve(null);
}

const v = ticketMessages.validation;

/** The department must be active and every product must belong to it (400 with field messages). */
export async function checkDepartmentAndProducts(
  executor: Executor,
  departmentId: string,
  productIds: string[],
) {
  const department = await findActiveDepartmentById(executor, departmentId);
  if (!department) {
    throw new AppError(
      'VALIDATION_FAILED',
      [{ field: 'departmentId', message: v.departmentUnknown }],
      {
        message: v.departmentUnknown,
      },
    );
  }
  const unique = [...new Set(productIds)];
  const found = await findActiveProductsOfDepartment(executor, unique, departmentId);
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', [{ field: 'productIds', message: v.productUnknown }], {
      message: v.productUnknown,
    });
  }
  return { department, productIds: unique };
}

export async function listTickets(
  { db }: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  query: TicketListQuery,
): Promise<TicketListResponse> {
  const page = await findTicketPage(db, viewer, query);
  const { rows, total, totalIsEstimate } = page;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  return {
    tickets: rows.map(toTicketSummary),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: page.hasMore ? Math.max(pages, query.page + 1) : pages,
      ...(totalIsEstimate ? { totalIsEstimate } : {}),
    },
  };
}

/**
 * 404 for a ticket that does not exist and for one the viewer may not see alike; `ref` is its id
 * or its number.
 */
export async function getTicket(
  { db }: Pick<TicketsDeps, 'db'>,
  viewer: Viewer,
  ref: string,
  executor: Executor = db,
): Promise<TicketDetail> {
  const row = await repository.findVisibleTicket(executor, viewer, ref);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  // The department's custom statuses only matter to staff: clients never choose one.
  const [products, statuses] = await Promise.all([
    repository.findTicketProducts(executor, row.id),
    isStaff(viewer) && row.departmentId
      ? findStatusesOfDepartments(executor, [row.departmentId], { includeInactive: false })
      : [],
  ]);
  return toTicketDetail(row, products, permissionsFor(viewer, row, statuses));
}

/**
 * Source and chat fields of a new ticket: raised from the assistant's chat (a session id, or
 * `aiGenerated`) it is a CHAT ticket that remembers its session (docs/assistant.md#sessions);
 * otherwise WEB.
 */
function chatFieldsOf(input: CreateTicketInput, viewer: Viewer) {
  const fromChat = input.ragSessionId !== undefined || input.aiGenerated === true;
  // docs/api-keys.md#what-a-key-acts-as: a key's tickets say so, and carry the key.
  if (viewer.apiKey) {
    return {
      source: 'API' as const,
      ragSessionId: null,
      aiGenerated: false,
      apiKeyId: viewer.apiKey.id,
    };
  }
  return {
    source: fromChat ? ('CHAT' as const) : ('WEB' as const),
    ragSessionId: input.ragSessionId ?? null,
    aiGenerated: input.aiGenerated === true,
  };
}

/** After commit: the chat's conversation records the ticket (the assistant module listens). */
function announceChatTicket(
  events: EventBus,
  viewer: Viewer,
  input: CreateTicketInput,
  ticket: { id: string; number: number },
) {
  if (input.ragSessionId === undefined) return;
  events.publish('chat.ticket_created', {
    ticketId: ticket.id,
    number: ticket.number,
    userId: viewer.userId,
    ragSessionId: input.ragSessionId,
  });
}

/**
 * A signed-in user's ticket (source WEB, or CHAT from the assistant's chat). A client always files it for themselves. One statement
 * does the checks, the inserts and the read-back (docs/conventions.md#quality-bars-and-budgets: ≥
 * 1,000 creations/s); when it inserts nothing, the checks run again to say which field was wrong.
 */
export async function createTicket(
  deps: TicketsDeps,
  viewer: Viewer,
  input: CreateTicketInput,
  files: StoredUpload[] = [],
): Promise<TicketDetail> {
  if (files.length > 0) return createTicketWithFiles(deps, viewer, input, files);
  const { db, events } = deps;
  const isClient = viewer.role === 'CLIENT';
  const productIds = [...new Set(input.productIds)];
  // Staff see the department's custom statuses on the answer, as on the detail page; read
  // beside the insert, not after it.
  const [created, statuses] = await Promise.all([
    repository.insertTicketWithHistory(
      db,
      {
        title: input.title,
        description: input.description,
        priority: input.priority,
        departmentId: input.departmentId,
        ...chatFieldsOf(input, viewer),
        requesterId: isClient ? viewer.userId : null,
        contactName: viewer.name,
        contactEmail: viewer.email,
        customerId: isClient ? viewer.customerId : null,
        createdById: viewer.userId,
      },
      productIds,
    ),
    isStaff(viewer)
      ? findStatusesOfDepartments(db, [input.departmentId], { includeInactive: false })
      : [],
  ]);
  if (!created) {
    await checkDepartmentAndProducts(db, input.departmentId, productIds);
    // The department or a product changed between the statement and the check.
    throw new AppError('VALIDATION_FAILED', [], { message: v.departmentUnknown });
  }
  const { products, outboxId } = created;
  const assignment = await assignNewTicket(deps, created.row.id, input.departmentId);
  const row = assignment ? { ...created.row, ...assignment } : created.row;
  announceChatTicket(events, viewer, input, row);
  events.publish(
    'ticket.created',
    {
      ticketId: row.id,
      number: row.number,
      actorId: viewer.userId,
      departmentId: input.departmentId,
    },
    { outboxId },
  );
  return toTicketDetail(row, products, permissionsFor(viewer, row, statuses));
}

/**
 * A signed-in user's ticket with files (docs/tickets.md#creating-a-ticket): the ticket, its
 * products, its files' rows and its history in one transaction, as the public form writes them
 * (docs/conventions.md#reliability); any failure removes the stored files, so nothing is left
 * half-written. Off the one-statement hot path: files are rare and already cost more.
 */
async function createTicketWithFiles(
  deps: TicketsDeps,
  viewer: Viewer,
  input: CreateTicketInput,
  files: StoredUpload[],
): Promise<TicketDetail> {
  const { db, events, storage } = deps;
  const isClient = viewer.role === 'CLIENT';
  let ticketId: string;
  let recorded: RecordedEvents = [];
  try {
    ({ id: ticketId } = await db.transaction(async (tx) => {
      const { productIds } = await checkDepartmentAndProducts(
        tx,
        input.departmentId,
        input.productIds,
      );
      const ticket = await repository.insertTicket(tx, {
        title: input.title,
        description: input.description,
        priority: input.priority,
        departmentId: input.departmentId,
        ...chatFieldsOf(input, viewer),
        requesterId: isClient ? viewer.userId : null,
        contactName: viewer.name,
        contactEmail: viewer.email,
        customerId: isClient ? viewer.customerId : null,
        createdById: viewer.userId,
      });
      await repository.insertTicketProducts(tx, ticket.id, productIds);
      await comments.insertAttachments(
        tx,
        files.map((file) => ({ ...file, ticketId: ticket.id, uploadedById: viewer.userId })),
      );
      await repository.insertTicketEvents(tx, [
        { ticketId: ticket.id, actorId: viewer.userId, type: 'created' },
      ]);
      recorded = await recordEvents(tx, [
        [
          'ticket.created',
          {
            ticketId: ticket.id,
            number: ticket.number,
            actorId: viewer.userId,
            departmentId: input.departmentId,
          },
        ],
      ]);
      return ticket;
    }));
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.storageKey)));
    throw error;
  }
  await assignNewTicket(deps, ticketId, input.departmentId);
  events.publishRecorded(recorded);
  const ticket = await getTicket(deps, viewer, ticketId);
  announceChatTicket(events, viewer, input, ticket);
  return ticket;
}

/** Administrators only (the route checks the role); files go after the rows are gone. */
export async function removeTicket(
  { db, storage }: Pick<TicketsDeps, 'db' | 'storage'>,
  viewer: Viewer,
  id: string,
  audit?: AuditContext,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const ticket = await repository.lockVisibleTicket(tx, viewer, id);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    await auditEntityChange(tx, audit, 'TICKET', id, {
      action: 'TICKET_DELETED',
      before: {
        number: ticket.number,
        title: ticket.title,
        status: ticket.status,
        priority: ticket.priority,
        departmentId: ticket.departmentId,
        assignedToId: ticket.assignedToId,
        createdAt: ticket.createdAt,
      },
      severity: 'WARNING',
      message: auditMessages.entries.ticketDeleted(ticket.number),
    });
    return repository.deleteTicket(tx, id);
  });
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** Tickets themselves: the list, the detail, creation by a signed-in user, deletion. */
export function createTicketsService(deps: TicketsDeps) {
  return {
    list: (viewer: Viewer, query: TicketListQuery) => listTickets(deps, viewer, query),
    get: (viewer: Viewer, id: string, executor?: Executor) => getTicket(deps, viewer, id, executor),
    create: (viewer: Viewer, input: CreateTicketInput, files?: StoredUpload[]) =>
      createTicket(deps, viewer, input, files),
    remove: (viewer: Viewer, id: string, audit?: AuditContext) =>
      removeTicket(deps, viewer, id, audit),
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
