import { and, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { visibleTo, type Viewer } from './ticket-visibility';

const OPEN_STATUSES = ['PENDIENTE', 'EN_PROGRESO', 'ESCALADO'] as const;
/** How many tickets each list of the panel shows (docs/customers.md#customer-context). */
export const CONTEXT_LIST_LIMIT = 5;
/** Open tickets are counted up to here; a customer with more is shown "100". */
const OPEN_COUNT_CAP = 100;

const contextColumns = {
  id: tickets.id,
  number: tickets.number,
  title: tickets.title,
  status: tickets.status,
  priority: tickets.priority,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

export type ContextTicketRow = {
  id: string;
  number: number;
  title: string;
  status: (typeof tickets.$inferSelect)['status'];
  priority: (typeof tickets.$inferSelect)['priority'];
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The other tickets of a ticket's customer — the same company or the same requester's account —
 * that the viewer may see (the one visibility rule), this ticket left out: the open ones (newest
 * change first, and how many), and the latest ones no longer open. Each walks the per-customer
 * or per-requester index in updated order.
 */
export async function findCustomerTickets(
  executor: Executor,
  viewer: Viewer,
  ticket: { id: string; customerId: string | null; requesterId: string | null },
) {
  const sameCustomer = or(
    ticket.customerId ? eq(tickets.customerId, ticket.customerId) : undefined,
    ticket.requesterId ? eq(tickets.requesterId, ticket.requesterId) : undefined,
  );
  if (!sameCustomer) return { open: [], openCount: 0, recent: [] };
  const others = and(sameCustomer, ne(tickets.id, ticket.id), visibleTo(viewer));
  const isOpen = inArray(tickets.status, [...OPEN_STATUSES]);
  const newestFirst = [desc(tickets.updatedAt), desc(tickets.id)];
  const [open, recent, counted] = await Promise.all([
    executor
      .select(contextColumns)
      .from(tickets)
      .where(and(others, isOpen))
      .orderBy(...newestFirst)
      .limit(CONTEXT_LIST_LIMIT),
    executor
      .select(contextColumns)
      .from(tickets)
      .where(and(others, notInArray(tickets.status, [...OPEN_STATUSES])))
      .orderBy(...newestFirst)
      .limit(CONTEXT_LIST_LIMIT),
    executor.select({ total: sql<number>`count(*)::int` }).from(
      executor
        .select({ one: sql`1` })
        .from(tickets)
        .where(and(others, isOpen))
        .limit(OPEN_COUNT_CAP)
        .as('capped'),
    ),
  ]);
  return { open, openCount: Number(counted[0]?.total ?? 0), recent };
}
