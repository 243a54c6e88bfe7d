import type { TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { preparedRows, type Db, type Executor } from '../../db/client';
import {
  departments,
  products,
  ticketAttachments,
  ticketEvents,
  ticketProducts,
  tickets,
  users,
} from '../../db/schema/index';
import { summaryColumns } from './ticket-summary-columns';
import { visibleTo, type Viewer } from './ticket-visibility';

/**
 * A ticket named by its id or, all digits, by its number (`/tickets/8`, docs/tickets.md#ticket-numbers);
 * a UUID is never all digits.
 */
export function ticketRefCondition(ref: string) {
  return /^\d{1,15}$/.test(ref) ? eq(tickets.number, Number(ref)) : eq(tickets.id, ref);
}

/** One ticket the viewer may see (by id or number), with what its detail page shows. */
export async function findVisibleTicket(executor: Executor, viewer: Viewer, ref: string) {
  const [row] = await executor
    .select({
      ...summaryColumns,
      description: tickets.description,
      contactPhone: tickets.contactPhone,
      contactCargo: tickets.contactCargo,
      // Staff-only (docs/customers.md#company-suggestions): the detail's response schema drops it.
      suggestedCustomerId: tickets.suggestedCustomerId,
      resolution: tickets.resolution,
      version: tickets.version,
      departmentLeadId: sql<
        string | null
      >`(SELECT ${departments.leadId} FROM ${departments} WHERE ${departments.id} = ${tickets.departmentId})`,
    })
    .from(tickets)
    .where(and(ticketRefCondition(ref), visibleTo(viewer)))
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

/** Any ticket, locked for this transaction: for changes Atiende makes itself (no viewer). */
export function lockTicketById(executor: Executor, id: string) {
  return executor
    .select()
    .from(tickets)
    .where(eq(tickets.id, id))
    .limit(1)
    .for('update')
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
  /** Raised from the assistant's chat (docs/assistant.md#sessions). */
  ragSessionId?: string | null;
  aiGenerated?: boolean;
  /** Created through this API key (docs/api-keys.md#what-a-key-acts-as). */
  apiKeyId?: string | null;
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
  outbox_id: string | number;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The creation budget of docs/conventions.md#quality-bars-and-budgets: the whole creation is one
 * statement, so one round trip and atomic by itself — the department must be active, every product
 * active and of that department, then the ticket, its products and its `created` history event are
 * inserted, and the row comes back with what the detail answer shows. `undefined` when a check
 * failed (the caller finds out which, off the hot path).
 */
export async function insertTicketWithHistory(
  db: Db,
  values: NewTicket,
  productIds: string[],
): Promise<{ row: TicketDetailRow; products: TicketProductRow[]; outboxId: number } | undefined> {
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
          contact_name, contact_email, customer_id, created_by_id, rag_session_id, ai_generated,
          api_key_id)
        SELECT ${values.title}, ${values.description}, ${values.priority}, dept.id, ${values.source},
          ${values.requesterId}, ${values.contactName}, ${values.contactEmail}, ${values.customerId},
          ${values.createdById}, ${values.ragSessionId ?? null}, ${values.aiGenerated ?? false},
          ${values.apiKeyId ?? null}::uuid
        FROM dept WHERE (SELECT count(*) FROM chosen) = ${productIds.length}
        RETURNING id, number, status, contact_phone, contact_business, contact_cargo, customer_id,
          created_at, updated_at, version
      ), linked AS (
        INSERT INTO ticket_products (ticket_id, product_id)
        SELECT inserted.id, chosen.id FROM inserted CROSS JOIN chosen
      ), logged AS (
        INSERT INTO ticket_events (ticket_id, actor_id, type)
        SELECT inserted.id, ${values.createdById}, 'created' FROM inserted
      ), announced AS (
        -- The durable ticket.created event, in the same statement (docs/jobs.md#event-outbox).
        INSERT INTO event_outbox (name, payload)
        SELECT 'ticket.created', jsonb_build_object('ticketId', inserted.id, 'number',
          inserted.number, 'actorId', ${values.createdById}::text, 'departmentId', dept.id)
        FROM inserted CROSS JOIN dept
        RETURNING id
      )
      SELECT inserted.*, dept.name AS department_name, dept.lead_id AS department_lead_id,
        customers.name AS customer_name, (SELECT id FROM announced) AS outbox_id,
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
      // The clock starts after the ticket.created event (docs/sla.md#clock).
      sla: null,
      description: values.description,
      contactPhone: created.contact_phone,
      contactCargo: created.contact_cargo,
      suggestedCustomerId: null,
      resolution: null,
      version: created.version,
      departmentLeadId: created.department_lead_id,
    },
    products: ((chosen ?? []) as Array<{ id: string; name: string; price: number | string }>).map(
      (product) => ({ ...product, price: Number(product.price) }),
    ),
    outboxId: Number(created.outbox_id),
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

/** A ticket's version and last change, read back after a change in the same transaction. */
export function findVersionOf(executor: Executor, id: string) {
  return executor
    .select({ version: tickets.version, updatedAt: tickets.updatedAt })
    .from(tickets)
    .where(eq(tickets.id, id))
    .then((rows) => rows[0]!);
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
