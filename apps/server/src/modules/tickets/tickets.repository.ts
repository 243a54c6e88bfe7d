import type {
  TicketListQuery,
  TicketPriority,
  TicketSource,
  TicketStatus,
} from '@atiende/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { preparedRows, selectFast, type Db, type Executor } from '../../db/client';
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
import { countKey, isKnownOverCap, rememberOverCap } from './list-count-cache';
import { visibleTo, type Viewer } from './ticket-visibility';

/**
 * A name from a small table, as a scalar subquery rather than a join: with four joins the
 * planner spent ~0.9 ms per list request choosing a join order (the page itself runs in
 * 0.15 ms); four subqueries plan in ~0.15 ms and run only for the rows of the page.
 */
function nameOf(
  table: typeof departments | typeof users | typeof customers | typeof departmentStatuses,
  id: SQL,
) {
  return sql<
    string | null
  >`(SELECT ${sql.identifier('name')} FROM ${table} WHERE ${table.id} = ${id})`;
}

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
  customStatusName: nameOf(departmentStatuses, sql`${tickets.customStatusId}`),
  departmentId: tickets.departmentId,
  departmentName: nameOf(departments, sql`${tickets.departmentId}`),
  assignedToId: tickets.assignedToId,
  assignedToName: nameOf(users, sql`${tickets.assignedToId}`),
  requesterId: tickets.requesterId,
  contactName: tickets.contactName,
  contactEmail: tickets.contactEmail,
  contactBusiness: tickets.contactBusiness,
  customerId: tickets.customerId,
  customerName: nameOf(customers, sql`${tickets.customerId}`),
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
  // A staff member's own tickets are visible by definition: without the visibility OR, "my
  // open tickets" is counted from the assignee index alone.
  const isOwnQueue =
    viewer.role !== 'CLIENT' &&
    (query.assignedToId === 'me' || query.mine || query.assignedToId === viewer.userId);
  return and(
    isOwnQueue ? undefined : visibleTo(viewer),
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

/**
 * One page of the list, and its total: exact when the page is the last one (one row more than
 * the page is read to know), counted up to COUNT_CAP otherwise, and for a full-text search a
 * lower bound (`totalIsEstimate`) — counting a frequent word's matches costs more than the page
 * itself (docs/performance.md).
 */
export async function findTicketPage(executor: Db, viewer: Viewer, query: TicketListQuery) {
  const where = listConditions(viewer, query);
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending ? [desc(column), desc(tickets.id)] : [asc(column), asc(tickets.id)];
  const offset = (query.page - 1) * query.limit;
  const key = countKey(viewer, query);
  const knownOverCap = isKnownOverCap(key);
  const countStatement = () =>
    executor
      .select({ one: sql`1` })
      .from(tickets)
      .where(where)
      .limit(COUNT_CAP + 1);
  // The capped count rides along in the page's statement (an InitPlan: run once, one round
  // trip) unless it is not wanted: a search reports a lower bound, and a list known to be over
  // the cap is not counted again.
  const countAlong = !query.search && !knownOverCap;
  const page = executor
    .select({
      ...summaryColumns,
      capped: countAlong
        ? sql<number | null>`(SELECT count(*)::int FROM (${countStatement()}) AS capped)`
        : sql<number | null>`NULL::int`,
    })
    .from(tickets)
    .where(where)
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(offset);
  const fetched = await selectFast<ListRow<Awaited<typeof page>[number]>>(executor, page, {
    bigints: ['number'],
    timestamps: TIMESTAMP_KEYS,
  });
  const hasMore = fetched.length > query.limit;
  const rows = hasMore ? fetched.slice(0, query.limit) : fetched;
  const seen = offset + rows.length;
  if (!hasMore && (rows.length > 0 || offset === 0)) {
    return { rows, hasMore, total: seen, totalIsEstimate: false };
  }
  if (hasMore && query.search) return { rows, hasMore, total: seen, totalIsEstimate: true };
  if (rows.length > 0 && knownOverCap) {
    return { rows, hasMore, total: Math.max(COUNT_CAP, seen), totalIsEstimate: true };
  }
  // Past the last page no row carried the count: count on its own.
  const capped =
    rows[0]?.capped ??
    (
      await executor
        .select({ total: sql<number>`count(*)::int` })
        .from(sql`(${countStatement()}) AS capped`)
    )[0]?.total ??
    0;
  if (capped > COUNT_CAP) rememberOverCap(key);
  return {
    rows,
    hasMore,
    // Past the last page nothing was seen: the count alone says how many there are.
    total:
      rows.length > 0 ? Math.max(Math.min(capped, COUNT_CAP), seen) : Math.min(capped, COUNT_CAP),
    totalIsEstimate: capped > COUNT_CAP || (hasMore && seen >= COUNT_CAP),
  };
}

const TIMESTAMP_KEYS = [
  'createdAt',
  'updatedAt',
  'firstResponseAt',
  'resolvedAt',
  'closedAt',
] as const;
type TimestampKey = (typeof TIMESTAMP_KEYS)[number];
/** A list row: its timestamps already ISO strings (selectFast). */
type ListRow<Row extends Record<TimestampKey, Date | null>> = Omit<Row, TimestampKey> & {
  [Key in TimestampKey]: Row[Key] extends Date ? string : string | null;
};

/** A ticket row for the summary mapper: from a list (ISO strings) or from a detail (Date). */
export type TicketSummaryRow = Omit<
  Awaited<ReturnType<typeof findTicketPage>>['rows'][number],
  'capped' | TimestampKey
> & {
  createdAt: Date | string;
  updatedAt: Date | string;
  firstResponseAt: Date | string | null;
  resolvedAt: Date | string | null;
  closedAt: Date | string | null;
};

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
      departmentLeadId: sql<
        string | null
      >`(SELECT ${departments.leadId} FROM ${departments} WHERE ${departments.id} = ${tickets.departmentId})`,
    })
    .from(tickets)
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

export type NewTicket = {
  title: string;
  description: string;
  priority: TicketPriority;
  departmentId: string;
  source: TicketSource;
  requesterId: string | null;
  contactName: string;
  contactEmail: string | null;
  customerId: string | null;
  createdById: string;
};

type CreatedTicketRow = {
  id: string;
  number: string | number;
  status: TicketStatus;
  department_name: string;
  department_lead_id: string | null;
  customer_name: string | null;
  contact_phone: string | null;
  contact_business: string | null;
  contact_cargo: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  products: Array<{ id: string; name: string; price: number | string }> | string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * DESIGN §9's creation budget: the whole creation is one statement, so one round trip and
 * atomic by itself — the department must be active, every product active and of that
 * department, then the ticket, its products and its `created` history event are inserted, and
 * the row comes back with what the detail answer shows. `undefined` when a check failed (the
 * caller finds out which, off the hot path).
 */
export async function insertTicketWithHistory(
  db: Db,
  values: NewTicket,
  productIds: string[],
): Promise<{ row: TicketDetailRow; products: TicketProductRow[] } | undefined> {
  const ids = sql`${`{${productIds.join(',')}}`}::uuid[]`;
  const [created] = await preparedRows<CreatedTicketRow>(
    db,
    'tickets_create',
    sql`WITH dept AS (
        SELECT id, name, lead_id FROM departments WHERE id = ${values.departmentId} AND is_active
      ), chosen AS (
        SELECT id, name, price FROM products
        WHERE id = ANY(${ids}) AND department_id = ${values.departmentId} AND is_active
      ), inserted AS (
        INSERT INTO tickets (title, description, priority, department_id, source, requester_id,
          contact_name, contact_email, customer_id, created_by_id)
        SELECT ${values.title}, ${values.description}, ${values.priority}, dept.id, ${values.source},
          ${values.requesterId}, ${values.contactName}, ${values.contactEmail}, ${values.customerId},
          ${values.createdById}
        FROM dept WHERE (SELECT count(*) FROM chosen) = ${productIds.length}
        RETURNING id, number, status, contact_phone, contact_business, contact_cargo, customer_id,
          created_at, updated_at, version
      ), linked AS (
        INSERT INTO ticket_products (ticket_id, product_id)
        SELECT inserted.id, chosen.id FROM inserted CROSS JOIN chosen
      ), logged AS (
        INSERT INTO ticket_events (ticket_id, actor_id, type)
        SELECT inserted.id, ${values.createdById}, 'created' FROM inserted
      )
      SELECT inserted.*, dept.name AS department_name, dept.lead_id AS department_lead_id,
        customers.name AS customer_name,
        (SELECT json_agg(json_build_object('id', id, 'name', name, 'price', price) ORDER BY name)
           FROM chosen) AS products
      FROM inserted
      CROSS JOIN dept
      LEFT JOIN customers ON customers.id = inserted.customer_id`,
  );
  if (!created) return undefined;
  const chosen =
    typeof created.products === 'string' ? JSON.parse(created.products) : created.products;
  const createdAt = asDate(created.created_at);
  return {
    row: {
      id: created.id,
      number: Number(created.number),
      title: values.title,
      status: created.status,
      priority: values.priority,
      source: values.source,
      customStatusId: null,
      customStatusName: null,
      departmentId: values.departmentId,
      departmentName: created.department_name,
      assignedToId: null,
      assignedToName: null,
      requesterId: values.requesterId,
      contactName: values.contactName,
      contactEmail: values.contactEmail,
      contactBusiness: created.contact_business,
      customerId: values.customerId,
      customerName: created.customer_name,
      createdAt,
      updatedAt: asDate(created.updated_at),
      firstResponseAt: null,
      resolvedAt: null,
      closedAt: null,
      description: values.description,
      contactPhone: created.contact_phone,
      contactCargo: created.contact_cargo,
      resolution: null,
      version: created.version,
      departmentLeadId: created.department_lead_id,
    },
    products: ((chosen ?? []) as Array<{ id: string; name: string; price: number | string }>).map(
      (product) => ({ ...product, price: Number(product.price) }),
    ),
  };
}

export type TicketProductRow = Awaited<ReturnType<typeof findTicketProducts>>[number];

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
