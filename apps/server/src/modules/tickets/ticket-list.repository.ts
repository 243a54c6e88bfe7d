import { OPEN_STATUSES, type TicketListQuery, type TicketStatus } from '@atiende/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { selectFast, type Db, type Executor } from '../../db/client';
import { customers, ticketSla, tickets } from '../../db/schema/index';
import { countKey, isKnownOverCap, rememberOverCap } from './list-count-cache';
import {
  joinedAtRiskCondition,
  nextDueAt,
  runningClockJoin,
  slaAtRiskCondition,
  slaDueSortKey,
} from './ticket-sla-columns';
import { readBySlaDue, type PagePart } from './ticket-sla-page';
import { summaryColumns } from './ticket-summary-columns';
import { visibleTo, type Viewer } from './ticket-visibility';

const OPEN_LIST = sql.raw(`(${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** The start of a Lima day (docs/conventions.md#api: dates are calendar days in America/Lima). */
const limaDayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'America/Lima'`;

/**
 * docs/tickets.md#list-filters: tickets with a history event since a Lima day — escalated, or
 * reopened (a status change from Resuelto or Cerrado, or a custom status based on them, to an open
 * one: the dashboards' "Reabiertos", docs/dashboards.md). Read from the events' type-and-time
 * index, then matched to the tickets.
 */
function hadEventSince(day: string, kind: 'escalated' | 'reopened'): SQL {
  if (kind === 'escalated') {
    return sql`${tickets.id} IN (SELECT e.ticket_id FROM ticket_events e
      WHERE e.type = 'escalated' AND e.created_at >= ${limaDayStart(day)})`;
  }
  return sql`${tickets.id} IN (SELECT e.ticket_id FROM ticket_events e
    LEFT JOIN department_statuses fs ON fs.id::text = e.from_value
    LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
    WHERE e.type = 'status_changed' AND e.created_at >= ${limaDayStart(day)}
      AND coalesce(fs.base_status::text, e.from_value) IN ('RESUELTO', 'CERRADO')
      AND coalesce(ts.base_status::text, e.to_value) IN ${OPEN_LIST})`;
}

/**
 * docs/conventions.md#api: counting stops here; beyond it the total is marked as an estimate.
 * Measured at 1M tickets, counting to 10,000 cost more than the page itself (docs/performance.md).
 */
export const COUNT_CAP = 1_000;

const SORT_COLUMNS = {
  number: tickets.number,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  priority: tickets.priority,
  status: tickets.status,
  title: tickets.title,
} as const;

/**
 * At most this many companies are named in the tickets' statement; a word so common that more
 * companies match is looked up inside the statement instead (docs/tickets.md#search).
 */
const COMPANY_MATCH_LIMIT = 200;

const searchQuery = (search: string) => sql`websearch_to_tsquery('atiende_es', ${search})`;

/**
 * The companies whose name matches a search, looked up before the tickets' statement
 * (docs/tickets.md#search): given their ids, the planner sees how few tickets they have, and a
 * search no company matches is the bare full-text condition on `tickets_search_idx`. Left in the
 * statement (an InitPlan), an unknown list made PostgreSQL walk the newest-first index over every
 * ticket for a word nothing matched (5.6 s at 1,000,000 tickets, docs/performance.md). `null`:
 * more than COMPANY_MATCH_LIMIT match, so the statement looks them up itself.
 */
export async function companiesMatching(
  executor: Executor,
  search: string | undefined,
): Promise<string[] | null> {
  if (!search?.trim()) return [];
  const rows = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(sql`to_tsvector('atiende_es', ${customers.name}) @@ ${searchQuery(search)}`)
    .limit(COMPANY_MATCH_LIMIT + 1);
  return rows.length > COMPANY_MATCH_LIMIT ? null : rows.map((row) => row.id);
}

/**
 * `search` (docs/tickets.md#search) as full text (accent-insensitive Spanish) over title,
 * description, who asked (name, business, e-mail) and public comments — one condition on the
 * expression `tickets_search_idx` indexes —, or the company's name (`companyIds`, from
 * `companiesMatching`; `null`: looked up in the statement through `customers_name_search_idx`),
 * or a number.
 */
function searchCondition(search: string, companyIds: readonly string[] | null): SQL {
  const query = searchQuery(search);
  const number = searchedNumber(search);
  const fullText = sql`(${tickets.searchVector} || coalesce(${tickets.commentsSearchVector}, ''::tsvector)) @@ ${query}`;
  const company =
    companyIds === null
      ? sql`${tickets.customerId} = ANY(ARRAY(SELECT ${customers.id} FROM ${customers} WHERE to_tsvector('atiende_es', ${customers.name}) @@ ${query}))`
      : companyIds.length > 0
        ? inArray(tickets.customerId, [...companyIds])
        : undefined;
  return or(number ? eq(tickets.number, number) : undefined, fullText, company)!;
}

/** `8` or `#8`: the ticket number a search names, if any. */
function searchedNumber(search: string | undefined): number | null {
  const match = search ? /^#?(\d{1,15})$/.exec(search.trim()) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The list's conditions. A search needs its matching companies first (`companiesMatching`);
 * without them (`null`) the statement looks them up itself.
 */
export function listConditions(
  viewer: Viewer,
  query: TicketListQuery,
  companyIds: readonly string[] | null = null,
): SQL | undefined {
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
    !viewer.apiKey?.ownTicketsOnly &&
    (query.assignedToId === 'me' || query.mine || query.assignedToId === viewer.userId);
  return and(
    isOwnQueue ? undefined : visibleTo(viewer),
    statuses ? (statuses.length > 0 ? inArray(tickets.status, statuses) : sql`false`) : undefined,
    query.priority ? inArray(tickets.priority, query.priority) : undefined,
    query.source ? inArray(tickets.source, query.source) : undefined,
    query.departmentId === 'none'
      ? isNull(tickets.departmentId)
      : query.departmentId
        ? eq(tickets.departmentId, query.departmentId)
        : undefined,
    query.customerId ? eq(tickets.customerId, query.customerId) : undefined,
    assigned,
    // Dates are calendar days in America/Lima (docs/conventions.md#api).
    query.from
      ? gte(tickets.createdAt, sql`(${query.from}::date)::timestamp AT TIME ZONE 'America/Lima'`)
      : undefined,
    query.to
      ? lt(tickets.createdAt, sql`((${query.to}::date + 1)::timestamp) AT TIME ZONE 'America/Lima'`)
      : undefined,
    query.resolvedFrom
      ? gte(
          tickets.resolvedAt,
          sql`(${query.resolvedFrom}::date)::timestamp AT TIME ZONE 'America/Lima'`,
        )
      : undefined,
    query.resolvedTo
      ? lt(
          tickets.resolvedAt,
          sql`((${query.resolvedTo}::date + 1)::timestamp) AT TIME ZONE 'America/Lima'`,
        )
      : undefined,
    query.escalatedFrom ? hadEventSince(query.escalatedFrom, 'escalated') : undefined,
    query.reopenedFrom ? hadEventSince(query.reopenedFrom, 'reopened') : undefined,
    query.search ? searchCondition(query.search, companyIds) : undefined,
    query.sla === 'atRisk' ? slaAtRiskCondition : undefined,
  );
}

/**
 * The list's order. "Próximo vencimiento" (`slaDue`, docs/tickets.md#sla-in-the-list) puts
 * tickets without a running clock last in either direction, by number.
 */
function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  if (field === 'slaDue') {
    return descending
      ? [sql`${slaDueSortKey} DESC NULLS LAST`, desc(tickets.number)]
      : [sql`${slaDueSortKey} ASC NULLS LAST`, asc(tickets.number)];
  }
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS];
  return descending ? [desc(column), desc(tickets.id)] : [asc(column), asc(tickets.id)];
}

/**
 * One page of the list, and its total: exact when the page is the last one (one row more than
 * the page is read to know), counted up to COUNT_CAP otherwise, and for a full-text search a
 * lower bound (`totalIsEstimate`) — counting a frequent word's matches costs more than the page
 * itself (docs/performance.md).
 */
export async function findTicketPage(executor: Db, viewer: Viewer, query: TicketListQuery) {
  const companyIds = await companiesMatching(executor, query.search);
  const where = listConditions(viewer, query, companyIds);
  // "Por vencer" by due time: every row has a running clock, so the page joins it and walks the
  // next-due index instead of sorting every at-risk ticket (docs/tickets.md#sla-in-the-list).
  const isAtRiskByDue = query.sla === 'atRisk' && query.sort.replace(/^-/, '') === 'slaDue';
  const pageWhere = isAtRiskByDue
    ? and(listConditions(viewer, { ...query, sla: undefined }, companyIds), joinedAtRiskCondition)
    : where;
  const sorted = isAtRiskByDue
    ? query.sort.startsWith('-')
      ? [sql`${nextDueAt} DESC`, desc(tickets.number)]
      : [sql`${nextDueAt} ASC`, asc(tickets.number)]
    : orderOf(query.sort);
  // A search for a number lists that ticket first, then the text matches in the chosen order.
  const number = searchedNumber(query.search);
  const order = number === null ? sorted : [sql`(${tickets.number} = ${number}) DESC`, ...sorted];
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
  // A builder per statement: Drizzle's builders change in place (a join would stay).
  const selected = () =>
    executor
      .select({
        ...summaryColumns,
        capped: countAlong
          ? sql<number | null>`(SELECT count(*)::int FROM (${countStatement()}) AS capped)`
          : sql<number | null>`NULL::int`,
      })
      .from(tickets);
  const pageOf = (part: PagePart) =>
    (part.isJoined ? selected().innerJoin(ticketSla, runningClockJoin) : selected())
      .where(part.where)
      .orderBy(...part.order)
      .limit(part.limit)
      .offset(part.offset);
  type Row = ListRow<Awaited<ReturnType<typeof pageOf>>[number]>;
  const read = (part: PagePart) =>
    selectFast<Row>(executor, pageOf(part), { bigints: ['number'], timestamps: TIMESTAMP_KEYS });
  const pageWindow = { limit: query.limit + 1, offset };
  // "Próximo vencimiento" over any list but Por vencer: running clocks first, then the rest
  // (ticket-sla-page.ts); a search for a number keeps the one-statement order below.
  const isBySlaDue = !isAtRiskByDue && number === null && query.sort.replace(/^-/, '') === 'slaDue';
  const fetched = isBySlaDue
    ? await readBySlaDue(
        read,
        async () =>
          (
            await executor
              .select({ total: sql<number>`count(*)::int` })
              .from(tickets)
              .innerJoin(ticketSla, runningClockJoin)
              .where(where)
          )[0]?.total ?? 0,
        where,
        query.sort.startsWith('-'),
        pageWindow.limit,
        pageWindow.offset,
      )
    : await read({ isJoined: isAtRiskByDue, where: pageWhere, order, ...pageWindow });
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
