// The customers' reports' statements (docs/reports.md#customers): the tickets of the scope
// created in the period that belong to a company, followed to now — how many are still open,
// how many were resolved (`resolved_at` set: resolved, or resolved then closed) and how long
// their resolution took. Tickets without a company are not counted (docs/customers.md, "Stats
// definitions").
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/client';
import type { ReportScope } from '../report-definition';
import { inPeriod, minutesBetween, OPEN } from './people-sql';

export type CompanyRow = {
  id: string | null;
  name: string | null;
  /** `row`: a company; `shown`: the sums of the companies listed; `all`: every company's. */
  kind: 'row' | 'shown' | 'all';
  created: number;
  open: number;
  resolved: number;
  resolvedShare: number | null;
  median: number | null;
  /** Companies with tickets in the period (on the `all` row). */
  companies: number;
};

/** The period's tickets with a company: the scope, the period, the priority when given. */
const periodTickets = (scope: ReportScope, priority: string | undefined) =>
  sql`${inPeriod(sql`tickets.created_at`, scope)} AND tickets.customer_id IS NOT NULL
  AND ${scope.tickets} ${priority ? sql`AND tickets.priority = ${priority}` : sql``}`;

/** Their figures per company and in all (one pass over the creation index, `GROUPING SETS`). */
const perCompany = (scope: ReportScope, priority: string | undefined) => sql`SELECT
  tickets.customer_id AS id, GROUPING(tickets.customer_id) = 1 AS is_total,
  count(*)::int AS created,
  (count(*) FILTER (WHERE tickets.status IN ${OPEN}))::int AS open,
  count(tickets.resolved_at)::int AS resolved
FROM tickets
WHERE ${periodTickets(scope, priority)}
GROUP BY GROUPING SETS ((tickets.customer_id), ())`;

const share = (resolved: string, created: string) =>
  sql.raw(`CASE WHEN ${created} > 0 THEN round(100.0 * ${resolved} / ${created}, 1)::float8 END`);

/**
 * The `limit` companies with most tickets created in the period (then by name), the sums of
 * those listed, and every company's figures with their number. `withMedian`: the median
 * resolution of each listed company's resolved tickets, computed for those companies only (a
 * median needs every duration, sorted).
 */
export function selectCompanies(
  executor: Executor,
  scope: ReportScope,
  options: { limit: number; priority?: string; withMedian: boolean },
): Promise<CompanyRow[]> {
  const minutes = minutesBetween(sql`tickets.created_at`, sql`tickets.resolved_at`);
  const medians = options.withMedian
    ? sql`SELECT tickets.customer_id AS id,
    (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${minutes}))::float8 AS median
  FROM tickets
  WHERE ${periodTickets(scope, options.priority)} AND tickets.resolved_at IS NOT NULL
    AND tickets.customer_id IN (SELECT id FROM listed)
  GROUP BY tickets.customer_id`
    : sql`SELECT NULL::uuid AS id, NULL::float8 AS median WHERE false`;
  return selectRows<CompanyRow>(
    executor,
    sql`WITH g AS (${perCompany(scope, options.priority)}),
listed AS (
  SELECT g.*, c.name,
    row_number() OVER (ORDER BY g.created DESC, lower(unaccent(c.name)), c.name, c.id) AS position
  FROM g JOIN customers c ON c.id = g.id
  WHERE NOT g.is_total
  ORDER BY position
  LIMIT ${options.limit}
),
m AS (${medians})
SELECT * FROM (
  SELECT l.id, l.name, 'row' AS kind, l.created, l.open, l.resolved,
    ${share('l.resolved', 'l.created')} AS "resolvedShare", m.median, 0 AS companies, l.position
  FROM listed l LEFT JOIN m ON m.id = l.id
  UNION ALL
  SELECT NULL, NULL, 'shown', coalesce(sum(l.created), 0)::int, coalesce(sum(l.open), 0)::int,
    coalesce(sum(l.resolved), 0)::int,
    ${share('sum(l.resolved)', 'sum(l.created)')}, NULL, 0, ${options.limit + 1}
  FROM listed l
  UNION ALL
  SELECT NULL, NULL, 'all', g.created, g.open, g.resolved, ${share('g.resolved', 'g.created')},
    NULL, (SELECT count(*)::int FROM g WHERE NOT g.is_total), ${options.limit + 2}
  FROM g WHERE g.is_total
) r
ORDER BY r.position`,
  );
}

export type ChainRow = {
  name: string | null;
  isTotal: boolean;
  companies: number;
  created: number;
  open: number;
  resolved: number;
};

/**
 * Per chain (`customers.chain_name`, any case, blank as none): the companies with tickets in
 * the period and their tickets' figures; the companies without a chain together, last; the
 * totals after them.
 */
export function selectChains(executor: Executor, scope: ReportScope): Promise<ChainRow[]> {
  const chain = sql`lower(nullif(btrim(c.chain_name), ''))`;
  return selectRows<ChainRow>(
    executor,
    sql`WITH g AS (${perCompany(scope, undefined)})
SELECT min(nullif(btrim(c.chain_name), '')) AS name, GROUPING(${chain}) = 1 AS "isTotal",
  count(*)::int AS companies, coalesce(sum(g.created), 0)::int AS created,
  coalesce(sum(g.open), 0)::int AS open, coalesce(sum(g.resolved), 0)::int AS resolved
FROM g JOIN customers c ON c.id = g.id
WHERE NOT g.is_total
GROUP BY GROUPING SETS ((${chain}), ())
ORDER BY GROUPING(${chain}), ${chain} IS NULL, sum(g.created) DESC, ${chain}`,
  );
}
