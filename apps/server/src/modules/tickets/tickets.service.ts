import {
  ticketMessages,
  type CreateTicketInput,
  type TicketDetail,
  type TicketListQuery,
  type TicketListResponse,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import { findActiveDepartmentById, findActiveProductsOfDepartment } from '../departments/index';
import { toTicketDetail, toTicketSummary } from './ticket-mappers';
import { permissionsFor } from './ticket-permissions';
import type { Viewer } from './ticket-visibility';
import * as repository from './tickets.repository';

export type TicketsDeps = { db: Db; events: EventBus; storage: FileStorage };

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

export function createTicketsService({ db, events, storage }: TicketsDeps) {
  async function list(viewer: Viewer, query: TicketListQuery): Promise<TicketListResponse> {
    const { rows, total, totalIsEstimate } = await repository.findTicketPage(db, viewer, query);
    return {
      tickets: rows.map(toTicketSummary),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
      },
    };
  }

  /** 404 for a ticket that does not exist and for one the viewer may not see alike. */
  async function get(viewer: Viewer, id: string, executor: Executor = db): Promise<TicketDetail> {
    const row = await repository.findVisibleTicket(executor, viewer, id);
    if (!row) throw new AppError('TICKET_NOT_FOUND');
    const products = await repository.findTicketProducts(executor, id);
    return toTicketDetail(row, products, permissionsFor(viewer, row));
  }

  /** A signed-in user's ticket (source WEB). A client always files it for themselves. */
  async function create(viewer: Viewer, input: CreateTicketInput): Promise<TicketDetail> {
    const created = await db.transaction(async (tx) => {
      const { productIds } = await checkDepartmentAndProducts(
        tx,
        input.departmentId,
        input.productIds,
      );
      const isClient = viewer.role === 'CLIENT';
      const ticket = await repository.insertTicket(tx, {
        title: input.title,
        description: input.description,
        priority: input.priority,
        departmentId: input.departmentId,
        source: 'WEB',
        requesterId: isClient ? viewer.userId : null,
        contactName: viewer.name,
        contactEmail: viewer.email,
        customerId: isClient ? viewer.customerId : null,
        createdById: viewer.userId,
      });
      await repository.insertTicketProducts(tx, ticket.id, productIds);
      await repository.insertTicketEvents(tx, [
        { ticketId: ticket.id, actorId: viewer.userId, type: 'created' },
      ]);
      return ticket;
    });
    events.publish('ticket.created', {
      ticketId: created.id,
      number: created.number,
      actorId: viewer.userId,
      departmentId: input.departmentId,
    });
    return get(viewer, created.id);
  }

  /** Administrators only (the route checks the role); files go after the rows are gone. */
  async function remove(viewer: Viewer, id: string): Promise<void> {
    const keys = await db.transaction(async (tx) => {
      const ticket = await repository.lockVisibleTicket(tx, viewer, id);
      if (!ticket) throw new AppError('TICKET_NOT_FOUND');
      return repository.deleteTicket(tx, id);
    });
    await Promise.all(keys.map((key) => storage.remove(key)));
  }

  return { list, get, create, remove };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
