import { sql, type SQL } from 'drizzle-orm';
import { ticketSla, tickets } from '../../db/schema/index';

/**
 * The ticket list's SLA facts (docs/tickets.md#sla-in-the-list), read from the SLA module's
 * `ticket_sla` inside the list's own statement (docs/decisions/0007-cross-module-reads.md): one
 * primary-key lookup per row of the page instead of a call per ticket. Only instants are read;
 * the clock's rules stay in modules/sla.
 *
 * The "next target" is the first response until it is given, then the resolution.
 */
const nextTarget = (firstResponse: SQL, resolution: SQL) =>
  sql`(CASE WHEN ${ticketSla.firstResponseAt} IS NULL THEN ${firstResponse} ELSE ${resolution} END)`;

/** The next target's warning instant: the expression `ticket_sla_next_warn_idx` indexes. */
const nextWarnAt = nextTarget(
  sql`${ticketSla.firstResponseWarnAt}`,
  sql`${ticketSla.resolutionWarnAt}`,
);
export const nextDueAt = nextTarget(
  sql`${ticketSla.firstResponseDueAt}`,
  sql`${ticketSla.resolutionDueAt}`,
);

const isoOf = (instant: SQL) =>
  sql`to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The summary's `sla` (JSON: `target`, `dueAt`, `warnAt`, `isPaused`), null without a clock or
 * once it is over (resolved or closed). A scalar subquery like the names beside it: it runs
 * only for the rows of the page.
 */
export const slaSummaryColumn = sql<
  string | Record<string, unknown> | null
>`(SELECT json_build_object(
    'target', CASE WHEN ${ticketSla.firstResponseAt} IS NULL THEN 'FIRST_RESPONSE' ELSE 'RESOLUTION' END,
    'dueAt', ${isoOf(nextDueAt)},
    'warnAt', ${isoOf(nextWarnAt)},
    'isPaused', ${ticketSla.pausedSince} IS NOT NULL)
  FROM ${ticketSla} WHERE ${ticketSla.ticketId} = ${tickets.id} AND NOT ${ticketSla.isCompleted})`;

/**
 * The sort "Próximo vencimiento" as one per-row key: the running clock's next due instant, none
 * (last in either direction) for paused, finished and clockless tickets. Used only behind a
 * search for a number (that ticket first); other lists read the order in two index-walking
 * parts (ticket-sla-page.ts).
 */
export const slaDueSortKey = sql`(SELECT ${nextDueAt} FROM ${ticketSla}
  WHERE ${ticketSla.ticketId} = ${tickets.id} AND ${ticketSla.pausedSince} IS NULL)`;

/**
 * "Por vencer" (`sla=atRisk`): a running clock whose next target is past its warning — in
 * warning or already breached. Walks `ticket_sla_next_warn_idx` (migration 0023).
 */
export const slaAtRiskCondition = sql`${tickets.id} IN (SELECT ${ticketSla.ticketId} FROM ${ticketSla}
  WHERE ${ticketSla.pausedSince} IS NULL AND ${nextWarnAt} <= now())`;

/**
 * The "Por vencer" page sorted by due time reads `ticket_sla` joined (running clocks only,
 * `runningClockJoin`) and walks `ticket_sla_next_due_idx` in due order, stopping at the page's
 * end: with the semi-join above and a per-row sort key, 55,000 overdue open tickets were sorted
 * whole on every page (0.7–1.2 s at 1,000,000 tickets, docs/performance.md).
 */
export const runningClockJoin = sql`${ticketSla.ticketId} = ${tickets.id} AND ${ticketSla.pausedSince} IS NULL`;
export const joinedAtRiskCondition = sql`${nextWarnAt} <= now()`;
