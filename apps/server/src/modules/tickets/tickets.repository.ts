import type { TicketListQuery, TicketStatus } from '@atiende/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  customers,
  departmentStatuses,
  departments,
  products,
  ticketAttachments,
  ticketEvents,
  ticketProducts,
  tickets,
  users,
} from '../../db/schema/index';
import { visibleTo, type Viewer } from './ticket-visibility';

const assignee = alias(users, 'assignee');

/**
 * DESIGN §4: counting stops here; beyond it the total is marked as an estimate. Measured at
 * 1M tickets, counting to 10,000 cost more than the page itself (docs/performance.md).
 */
export const COUNT_CAP = 1_000;

const summaryColumns = {
  id: tickets.id,
  number: tickets.number,
  title: tickets.title,
  status: tickets.status,
  priority: tickets.priority,
  source: tickets.source,
  customStatusId: tickets.customStatusId,
  customStatusName: departmentStatuses.name,
  departmentId: tickets.departmentId,
  departmentName: departments.name,
  assignedToId: tickets.assignedToId,
  assignedToName: assignee.name,
  requesterId: tickets.requesterId,
  contactName: tickets.contactName,
  contactEmail: tickets.contactEmail,
  contactBusiness: tickets.contactBusiness,
  customerId: tickets.customerId,
  customerName: customers.name,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  firstResponseAt: tickets.firstResponseAt,
  resolvedAt: tickets.resolvedAt,
  closedAt: tickets.closedAt,
};

const SORT_COLUMNS = {
  number: tickets.number,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  priority: tickets.priority,
  status: tickets.status,
  title: tickets.title,
} as const;

/**
 * `search` as full text (accent-insensitive Spanish) over title, description and public
 * comments — one condition on the expression `tickets_search_idx` indexes — or a number.
 */
function searchCondition(search: string): SQL {
  const query = sql`websearch_to_tsquery('atiende_es', ${search})`;
  const number = /^#?(\d{1,15})$/.exec(search.trim());
  const fullText = sql`(${tickets.searchVector} || coalesce(${tickets.commentsSearchVector}, ''::tsvector)) @@ ${query}`;
  return number ? or(eq(tickets.number, Number(number[1])), fullText)! : fullText;
}

export function listConditions(viewer: Viewer, query: TicketListQuery): SQL | undefined {
  const statuses: TicketStatus[] | undefined =
    query.view === 'completed'
      ? (query.status ?? ['RESUELTO', 'CERRADO']).filter((s) => s === 'RESUELTO' || s === 'CERRADO')
      : query.view === 'open'
        ? (query.status ?? ['PENDIENTE', 'EN_PROGRESO', 'ESCALADO']).filter(
            (s) => s !== 'RESUELTO' && s !== 'CERRADO',
          )
        : query.status;
  const assigned =
    query.assignedToId === 'me' || query.mine
      ? eq(tickets.assignedToId, viewer.userId)
      : query.assignedToId === 'none' || query.unassigned
        ? isNull(tickets.assignedToId)
        : query.assignedToId
          ? eq(tickets.assignedToId, query.assignedToId)
          : undefined;
  return and(
    visibleTo(viewer),
    statuses ? (statuses.length > 0 ? inArray(tickets.status, statuses) : sql`false`) : undefined,
    query.priority ? inArray(tickets.priority, query.priority) : undefined,
    query.source ? inArray(tickets.source, query.source) : undefined,
    query.departmentId ? eq(tickets.departmentId, query.departmentId) : undefined,
    query.customerId ? eq(tickets.customerId, query.customerId) : undefined,
    assigned,
    // Dates are calendar days in America/Lima (DESIGN §4).
    query.from
      ? gte(tickets.createdAt, sql`(${query.from}::date)::timestamp AT TIME ZONE 'America/Lima'`)
      : undefined,
    query.to
      ? lt(tickets.createdAt, sql`((${query.to}::date + 1)::timestamp) AT TIME ZONE 'America/Lima'`)
      : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
}

export async function findTicketPage(executor: Executor, viewer: Viewer, query: TicketListQuery) {
  const where = listConditions(viewer, query);
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending ? [desc(column), desc(tickets.id)] : [asc(column), asc(tickets.id)];
  const rows = await executor
    .select(summaryColumns)
    .from(tickets)
    .leftJoin(departments, eq(departments.id, tickets.departmentId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedToId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(departmentStatuses, eq(departmentStatuses.id, tickets.customStatusId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await executor.select({ total: sql<number>`count(*)::int` }).from(
    sql`(${executor
      .select({ one: sql`1` })
      .from(tickets)
      .where(where)
      .limit(COUNT_CAP + 1)}) AS capped`,
  );
  const total = counted?.total ?? 0;
  return { rows, total: Math.min(total, COUNT_CAP), totalIsEstimate: total > COUNT_CAP };
}

export type TicketSummaryRow = Awaited<ReturnType<typeof findTicketPage>>['rows'][number];

/** One ticket the viewer may see, with what its detail page shows. */
export async function findVisibleTicket(executor: Executor, viewer: Viewer, id: string) {
  const [row] = await executor
    .select({
      ...summaryColumns,
      description: tickets.description,
      contactPhone: tickets.contactPhone,
      contactCargo: tickets.contactCargo,
      resolution: tickets.resolution,
      version: tickets.version,
      departmentLeadId: departments.leadId,
    })
    .from(tickets)
    .leftJoin(departments, eq(departments.id, tickets.departmentId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedToId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(departmentStatuses, eq(departmentStatuses.id, tickets.customStatusId))
    .where(and(eq(tickets.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

export type TicketDetailRow = NonNullable<Awaited<ReturnType<typeof findVisibleTicket>>>;

/** Locks the ticket row for a change, if the viewer may see it. */
export function lockVisibleTicket(executor: Executor, viewer: Viewer, id: string) {
  return executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTo(viewer)))
    .limit(1)
    .for('update', { of: tickets })
    .then((rows) => rows[0]);
}

export type TicketRow = typeof tickets.$inferSelect;

export function findTicketProducts(executor: Executor, ticketId: string) {
  return executor
    .select({ id: products.id, name: products.name, price: products.price })
    .from(ticketProducts)
    .innerJoin(products, eq(products.id, ticketProducts.productId))
    .where(eq(ticketProducts.ticketId, ticketId))
    .orderBy(products.name);
}

export async function insertTicket(executor: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await executor
    .insert(tickets)
    .values(values)
    .returning({ id: tickets.id, number: tickets.number });
  return row!;
}

/** Saves a change to the ticket itself: a new `version`, so stale edits get 409. */
export async function updateTicket(
  executor: Executor,
  id: string,
  values: TicketChanges,
): Promise<void> {
  await executor
    .update(tickets)
    .set({ ...values, updatedAt: new Date(), version: sql`${tickets.version} + 1` })
    .where(eq(tickets.id, id));
}

/** Adds a public comment's words to the ticket's search (never an internal note's). */
export function appendToSearch(body: string): TicketChanges {
  return {
    commentsSearchVector: sql`coalesce(${tickets.commentsSearchVector}, ''::tsvector) || to_tsvector('atiende_es', ${body})`,
  };
}

/** Column values, or SQL expressions, to set on a ticket. */
export type TicketChanges = PgUpdateSetSource<typeof tickets>;

/** Marks activity (a comment, a file) without a new version: it does not conflict with edits. */
export async function touchTicket(
  executor: Executor,
  id: string,
  values: TicketChanges = {},
): Promise<void> {
  await executor
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id));
}

export async function insertTicketProducts(
  executor: Executor,
  ticketId: string,
  productIds: string[],
) {
  if (productIds.length > 0) {
    await executor
      .insert(ticketProducts)
      .values(productIds.map((productId) => ({ ticketId, productId })));
  }
}

export async function replaceTicketProducts(
  executor: Executor,
  ticketId: string,
  productIds: string[],
) {
  await executor.delete(ticketProducts).where(eq(ticketProducts.ticketId, ticketId));
  if (productIds.length > 0) {
    await executor
      .insert(ticketProducts)
      .values(productIds.map((productId) => ({ ticketId, productId })));
  }
}

export async function deleteTicket(executor: Executor, id: string): Promise<string[]> {
  const files = await executor
    .select({ key: ticketAttachments.storageKey })
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, id));
  await executor.delete(tickets).where(eq(tickets.id, id));
  return files.map((file) => file.key);
}

export type NewTicketEvent = {
  ticketId: string;
  actorId: string | null;
  type: string;
  fromValue?: string | null;
  toValue?: string | null;
  note?: string | null;
};

export async function insertTicketEvents(
  executor: Executor,
  events: NewTicketEvent[],
): Promise<void> {
  if (events.length > 0) await executor.insert(ticketEvents).values(events);
}

export function findTicketEvents(executor: Executor, ticketId: string, types?: string[]) {
  return executor
    .select({
      id: ticketEvents.id,
      type: ticketEvents.type,
      actorId: ticketEvents.actorId,
      actorName: users.name,
      fromValue: ticketEvents.fromValue,
      toValue: ticketEvents.toValue,
      note: ticketEvents.note,
      createdAt: ticketEvents.createdAt,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .where(
      and(
        eq(ticketEvents.ticketId, ticketId),
        types ? inArray(ticketEvents.type, types) : undefined,
      ),
    )
    .orderBy(asc(ticketEvents.id));
}
