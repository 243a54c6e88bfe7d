// Reads across tickets for the CRM: per-customer figures, the overview, duplicates and a
// customer's tickets. Counts are cast to int so both drivers return numbers.
import type { CustomerDuplicateReason, TicketPriority, TicketStatus } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { idArray } from '../../db/id-array';
import { selectRows, type Executor } from '../../db/client';

const OPEN = sql.raw(`'PENDIENTE', 'EN_PROGRESO', 'ESCALADO'`);

/** Ids travel as one text parameter: one bind on both drivers, whatever the page size. */

export type CustomerStatsRow = {
  id: string;
  tickets_total: number;
  tickets_open: number;
  last_ticket_at: Date | string | null;
  contacts_count: number;
};

/**
 * Figures of a page of customers in one statement (not one per row): tickets, open tickets,
 * last ticket and contacts, each read through the per-customer indexes.
 */
export function findStatsOfCustomers(
  executor: Executor,
  ids: readonly string[],
): Promise<CustomerStatsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows<CustomerStatsRow>(
    executor,
    sql`SELECT c.id, s.tickets_total, s.tickets_open, s.last_ticket_at,
        (SELECT count(*)::int FROM customer_contacts cc WHERE cc.customer_id = c.id) AS contacts_count
      FROM unnest(${idArray(ids)}) AS c(id)
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS tickets_total,
          (count(*) FILTER (WHERE t.status IN (${OPEN})))::int AS tickets_open,
          max(t.created_at) AS last_ticket_at
        FROM tickets t WHERE t.customer_id = c.id
      ) s ON true`,
  );
}

export type CustomerTicketRow = {
  id: string;
  number: number | string;
  title: string;
  status: TicketStatus;
  priority: TicketPriority;
  department_name: string | null;
  contact_name: string | null;
  created_at: Date | string;
  total: number;
};

/**
 * A page of the customer's tickets, newest first, inside the caller's visibility (`scope`, the
 * tickets module's one rule, over the `tickets` table name) — with the total in the same read.
 */
export function findTicketsOfCustomer(
  executor: Executor,
  customerId: string,
  scope: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<CustomerTicketRow[]> {
  return selectRows<CustomerTicketRow>(
    executor,
    sql`SELECT tickets.id, tickets.number, tickets.title, tickets.status, tickets.priority,
        d.name AS department_name, tickets.contact_name, tickets.created_at,
        (count(*) OVER ())::int AS total
      FROM tickets LEFT JOIN departments d ON d.id = tickets.department_id
      WHERE tickets.customer_id = ${customerId} ${scope ? sql`AND ${scope}` : sql``}
      ORDER BY tickets.created_at DESC, tickets.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The period is the half-open range [since, until) (docs/conventions.md, "Periods"). */
export type OverviewFilters = { since: Date; until: Date; business?: string; chainName?: string };

/** `column` falls in the period. */
function inPeriod(column: SQL, filters: OverviewFilters): SQL {
  return sql`${column} >= ${filters.since} AND ${column} < ${filters.until}`;
}

function customerFilter(filters: OverviewFilters): SQL {
  const business = filters.business
    ? sql` AND c.name ILIKE ${`%${filters.business.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`
    : sql``;
  const chain = filters.chainName
    ? sql` AND lower(c.chain_name) = ${filters.chainName.toLowerCase()}`
    : sql``;
  return sql`true${business}${chain}`;
}

export async function findOverviewTotals(executor: Executor, filters: OverviewFilters) {
  const where = customerFilter(filters);
  const [row] = await selectRows<{
    total_customers: number;
    new_customers: number;
    active_customers: number;
    tickets: number;
  }>(
    executor,
    sql`SELECT
        (SELECT count(*)::int FROM customers c WHERE ${where}) AS total_customers,
        (SELECT count(*)::int FROM customers c WHERE ${where} AND ${inPeriod(sql`c.created_at`, filters)}) AS new_customers,
        count(DISTINCT t.customer_id)::int AS active_customers,
        count(t.id)::int AS tickets
      FROM tickets t JOIN customers c ON c.id = t.customer_id
      WHERE ${inPeriod(sql`t.created_at`, filters)} AND ${where}`,
  );
  return row!;
}

export function findTopCustomers(executor: Executor, filters: OverviewFilters, limit: number) {
  return selectRows<{ id: string; name: string; tickets: number; open_tickets: number }>(
    executor,
    sql`SELECT c.id, c.name, count(*)::int AS tickets,
        (count(*) FILTER (WHERE t.status IN (${OPEN})))::int AS open_tickets
      FROM tickets t JOIN customers c ON c.id = t.customer_id
      WHERE ${inPeriod(sql`t.created_at`, filters)} AND ${customerFilter(filters)}
      GROUP BY c.id, c.name
      ORDER BY tickets DESC, lower(c.name)
      LIMIT ${limit}`,
  );
}

export function findTicketsByChain(executor: Executor, filters: OverviewFilters) {
  return selectRows<{ name: string | null; tickets: number }>(
    executor,
    sql`SELECT min(c.chain_name) AS name, count(*)::int AS tickets
      FROM tickets t JOIN customers c ON c.id = t.customer_id
      WHERE ${inPeriod(sql`t.created_at`, filters)} AND ${customerFilter(filters)}
      GROUP BY lower(c.chain_name)
      ORDER BY tickets DESC, name NULLS LAST`,
  );
}

export type DuplicateRow = {
  reason: CustomerDuplicateReason;
  value: string;
  first_id: string;
  second_id: string;
};

/**
 * Pairs of customers sharing an e-mail (their own or a contact's, any case) or a phone (digits
 * only, Peru's +51 dropped). One row per pair, e-mail first; at most `limit` pairs.
 */
export function findDuplicatePairs(executor: Executor, limit: number): Promise<DuplicateRow[]> {
  const digits = (column: SQL) =>
    sql`regexp_replace(regexp_replace(${column}, '\\D', '', 'g'), '^51(\\d{9})$', '\\1')`;
  return selectRows<DuplicateRow>(
    executor,
    sql`WITH emails AS (
        SELECT id AS customer_id, lower(email) AS value FROM customers WHERE email IS NOT NULL
        UNION
        SELECT customer_id, lower(email) FROM customer_contacts WHERE email IS NOT NULL
      ), phones AS (
        SELECT customer_id, value FROM (
          SELECT id AS customer_id, ${digits(sql`phone`)} AS value FROM customers WHERE phone IS NOT NULL
          UNION
          SELECT customer_id, ${digits(sql`phone`)} FROM customer_contacts WHERE phone IS NOT NULL
        ) p WHERE length(value) >= 6
      ), pairs AS (
        SELECT 'EMAIL' AS reason, 1 AS rank, a.value, a.customer_id AS first_id, b.customer_id AS second_id
        FROM emails a JOIN emails b ON a.value = b.value AND a.customer_id < b.customer_id
        UNION ALL
        SELECT 'PHONE', 2, a.value, a.customer_id, b.customer_id
        FROM phones a JOIN phones b ON a.value = b.value AND a.customer_id < b.customer_id
      )
      SELECT reason, value, first_id, second_id FROM (
        SELECT DISTINCT ON (first_id, second_id) reason, rank, value, first_id, second_id
        FROM pairs ORDER BY first_id, second_id, rank, value
      ) best
      ORDER BY rank, value
      LIMIT ${limit}`,
  );
}

export function findTicketCounts(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows<{ id: string; tickets: number }>(
    executor,
    sql`SELECT c.id, (SELECT count(*)::int FROM tickets t WHERE t.customer_id = c.id) AS tickets
      FROM unnest(${idArray(ids)}) AS c(id)`,
  );
}
