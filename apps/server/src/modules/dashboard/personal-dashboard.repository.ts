import type { NotificationType, TicketPriority } from '@atiende/contracts';
import type { DashboardTicket } from '@atiende/contracts/dashboard';
import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from '../../db/client';

/**
 * The técnico's and the client's dashboards (docs/dashboards.md), each one SQL statement: every
 * figure and list is a scalar subquery answering JSON, so a dashboard costs one round trip and
 * nothing is counted in JavaScript. The statements are prepared per pooled connection: planning
 * them cost about as much as running them (docs/performance.md). Reads tickets, comments, users, departments, statuses,
 * customers and notifications directly (docs/decisions/0007-cross-module-reads.md).
 */

const OPEN = sql.raw(`('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`);
/** Open, plus Resuelto: waiting for the client's "¿Se resolvió tu problema?". */
const OPEN_OR_AWAITING_CLIENT = sql.raw(`('PENDIENTE', 'EN_PROGRESO', 'ESCALADO', 'RESUELTO')`);

/** docs/dashboards.md: the notification types that ask something of the técnico. */
export const MENTION_TYPES = [
  'TICKET_ASSIGNED',
  'COMMENT_ADDED',
  'TICKET_ESCALATED',
  'ESCALATION_ALERT',
] as const satisfies readonly NotificationType[];
const MENTION_TYPES_SQL = sql.raw(`(${MENTION_TYPES.map((type) => `'${type}'`).join(', ')})`);

/**
 * docs/dashboards.md#due-soon: the public form's promise of a first answer within 24 hours, for
 * a ticket without an SLA clock yet.
 */
const RESPONSE_PROMISE = sql.raw(`interval '24 hours'`);
/** The rows each list answers at most (the contract's limits). */
const DUE_SOON_LIMIT = sql.raw('8');
const REPLIES_LIMIT = sql.raw('8');
const MENTIONS_LIMIT = sql.raw('8');
const MY_OPEN_LIMIT = sql.raw('10');
const COMPANY_LIMIT = sql.raw('10');
/**
 * Every comment touches its ticket (`updated_at`) in the same transaction, a few microseconds
 * before the comment's own clock stamp: a ticket whose last change is older than the window,
 * less this margin, has no comment inside it.
 */
const TOUCH_MARGIN = sql.raw(`interval '1 minute'`);

const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;
/** An instant as the API writes it: ISO 8601, UTC, milliseconds (`Date.toISOString`). */
const iso = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** `{ id, name }` of a row of a small table, or null. */
const idName = (table: string, id: SQL) =>
  sql`(SELECT json_build_object('id', x.id, 'name', x.name) FROM ${sql.raw(table)} x WHERE x.id = ${id})`;

/** The columns ticketJson reads, for a subquery that picks tickets first and builds them after. */
const TICKET_COLUMNS = sql.raw(`id, number, title, status, custom_status_id, priority,
  department_id, assigned_to_id, contact_name, customer_id, created_at, updated_at`);

/** A ticket as the dashboards list it (dashboardTicketSchema), from a row of TICKET_COLUMNS. */
function ticketJson(t: SQL, extra: SQL = sql``): SQL {
  return sql`json_build_object(
    'id', ${t}.id, 'number', ${t}.number, 'title', ${t}.title, 'status', ${t}.status,
    'customStatus', ${idName('department_statuses', sql`${t}.custom_status_id`)},
    'priority', ${t}.priority,
    'department', ${idName('departments', sql`${t}.department_id`)},
    'assignedTo', ${idName('users', sql`${t}.assigned_to_id`)},
    'requesterName', coalesce((SELECT c.name FROM customers c WHERE c.id = ${t}.customer_id), ${t}.contact_name),
    'createdAt', ${iso(sql`${t}.created_at`)}, 'updatedAt', ${iso(sql`${t}.updated_at`)}${extra})`;
}

/**
 * The newest public comments on `tickets` (a condition on the unaliased `tickets` table) whose
 * author has (or has not) the CLIENT role, since `since`: the tickets touched in the window are
 * walked (the assignee's or requester's index on updated_at), each gives its newest comments from
 * the public comments' index alone (`ticket_comments_ticket_public_idx` carries author and id);
 * only the kept rows read their ticket and body.
 */
function repliesJson(tickets: SQL, byClient: boolean, since: Date): SQL {
  const author = byClient ? sql`u.role = 'CLIENT'` : sql`u.role <> 'CLIENT'`;
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'ticket', json_build_object('id', tk.id, 'number', tk.number, 'title', tk.title),
      'author', b.author_name, 'body', left(b.body, 600), 'createdAt', ${iso(sql`r.created_at`)})
      ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
    FROM (
      SELECT c.id, c.ticket_id, c.created_at
      FROM tickets
      CROSS JOIN LATERAL (
        SELECT cm.id, cm.ticket_id, cm.created_at
        FROM ticket_comments cm JOIN users u ON u.id = cm.author_id
        WHERE cm.ticket_id = tickets.id AND NOT cm.is_internal AND ${author}
          AND cm.created_at >= ${ts(since)}
        ORDER BY cm.created_at DESC LIMIT ${REPLIES_LIMIT}
      ) c
      WHERE ${tickets} AND tickets.updated_at >= ${ts(since)} - ${TOUCH_MARGIN}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${REPLIES_LIMIT}
    ) r
    JOIN ticket_comments b ON b.id = r.id
    JOIN tickets tk ON tk.id = r.ticket_id)`;
}

/** Median and 90th percentile (interpolated, minutes) and count of the rows matching `where`. */
function durationJson(where: SQL): SQL {
  const percentile = (fraction: number) =>
    sql`percentile_cont(${sql.raw(String(fraction))}) WITHIN GROUP (ORDER BY minutes)
      FILTER (WHERE ${where})`;
  return sql`json_build_object('medianMinutes', ${percentile(0.5)}, 'p90Minutes', ${percentile(0.9)},
    'count', (count(*) FILTER (WHERE ${where}))::int)`;
}

type Count = { today: number; week: number };
type FigureJson = { medianMinutes: number | null; p90Minutes: number | null; count: number };
export type ReplyRow = {
  ticket: { id: string; number: number; title: string };
  author: string;
  body: string;
  createdAt: string;
};

export type TechnicianDashboardRow = {
  open: number;
  byPriority: Array<{ priority: TicketPriority; count: number }>;
  maxOpenTickets: number | null;
  dueSoon: Array<DashboardTicket & { dueAt: string }>;
  resolved: Count;
  replies: Count;
  firstResponse: { today: FigureJson; week: FigureJson };
  clientReplies: ReplyRow[];
  mentions: Array<{
    id: string;
    type: NotificationType;
    title: string;
    message: string;
    ticketId: string | null;
    isRead: boolean;
    createdAt: string;
  }>;
};

/**
 * The técnico's own work: `mine` (my open tickets) feeds the queue and what is due; my public
 * comments of the week feed the replies and the first answers. Week ⊇ today, so one scan each.
 */
export async function selectTechnicianDashboard(
  db: Db,
  params: { userId: string; todayStart: Date; weekStart: Date; dayEnd: Date; repliesSince: Date },
): Promise<TechnicianDashboardRow> {
  const { userId: me, todayStart, weekStart } = params;
  // Both ends of each range: the prepared statement's generic plan then expects a few rows (an
  // open-ended range would be planned as a third of the table, with parallel workers).
  const thisWeek = (column: SQL) =>
    sql`${column} >= ${ts(weekStart)} AND ${column} < ${ts(params.dayEnd)}`;
  const [row] = await preparedRows<TechnicianDashboardRow>(
    db,
    'dashboard_technician',
    sql`WITH mine AS MATERIALIZED (
  SELECT ${TICKET_COLUMNS}, first_response_at FROM tickets
  WHERE assigned_to_id = ${me} AND status IN ${OPEN}
), owed AS MATERIALIZED (
  -- docs/dashboards.md#due-soon: a running SLA clock is due at its next target (the first
  -- response until given, then the resolution); a paused one owes nothing while it stands.
  SELECT m.*, CASE WHEN s.first_response_at IS NULL THEN s.first_response_due_at
    ELSE s.resolution_due_at END AS due_at
  FROM mine m JOIN ticket_sla s ON s.ticket_id = m.id
  WHERE s.paused_since IS NULL
  UNION ALL
  -- A ticket without a clock yet (an import, docs/sla.md#clock) keeps the public form's promise:
  -- no first answer yet, or the client spoke last.
  SELECT m.*, CASE WHEN m.first_response_at IS NULL THEN m.created_at ELSE latest.created_at END
    + ${RESPONSE_PROMISE} AS due_at
  FROM mine m
  LEFT JOIN LATERAL (
    SELECT c.created_at, u.role FROM ticket_comments c LEFT JOIN users u ON u.id = c.author_id
    WHERE m.first_response_at IS NOT NULL AND c.ticket_id = m.id AND NOT c.is_internal
    ORDER BY c.created_at DESC LIMIT 1
  ) latest ON true
  WHERE NOT EXISTS (SELECT 1 FROM ticket_sla s WHERE s.ticket_id = m.id)
    AND (m.first_response_at IS NULL OR latest.role = 'CLIENT')
), my_replies AS MATERIALIZED (
  SELECT c.ticket_id, c.created_at FROM ticket_comments c
  WHERE c.author_id = ${me} AND NOT c.is_internal AND ${thisWeek(sql`c.created_at`)}
), first_answers AS MATERIALIZED (
  -- Tickets first answered this week whose first public reply by staff is mine.
  SELECT t.first_response_at AS answered_at,
    (extract(epoch FROM t.first_response_at - t.created_at) / 60)::float8 AS minutes
  FROM tickets t
  WHERE t.id IN (SELECT ticket_id FROM my_replies) AND ${thisWeek(sql`t.first_response_at`)}
    AND (SELECT f.author_id FROM ticket_comments f JOIN users fu ON fu.id = f.author_id
         WHERE f.ticket_id = t.id AND NOT f.is_internal AND fu.role <> 'CLIENT'
         ORDER BY f.created_at LIMIT 1) = ${me}
)
SELECT
  (SELECT count(*)::int FROM mine) AS open,
  (SELECT json_agg(json_build_object('priority', p.priority,
      'count', (SELECT count(*)::int FROM mine m WHERE m.priority = p.priority)) ORDER BY p.ord DESC)
    FROM unnest(enum_range(NULL::ticket_priority)) WITH ORDINALITY AS p(priority, ord)
  ) AS "byPriority",
  (SELECT max_open_tickets FROM users WHERE id = ${me}) AS "maxOpenTickets",
  (SELECT coalesce(json_agg(${ticketJson(sql`o`, sql`, 'dueAt', ${iso(sql`o.due_at`)}`)}
      ORDER BY o.due_at, o.priority DESC, o.number), '[]'::json)
    FROM (SELECT * FROM owed ORDER BY due_at, priority DESC, number LIMIT ${DUE_SOON_LIMIT}) o
  ) AS "dueSoon",
  (SELECT json_build_object('today', (count(*) FILTER (WHERE resolved_at >= ${ts(todayStart)}))::int,
      'week', count(*)::int)
    FROM tickets WHERE assigned_to_id = ${me} AND ${thisWeek(sql`resolved_at`)}
  ) AS resolved,
  (SELECT json_build_object('today', (count(*) FILTER (WHERE created_at >= ${ts(todayStart)}))::int,
      'week', count(*)::int)
    FROM my_replies
  ) AS replies,
  (SELECT json_build_object('today', ${durationJson(sql`answered_at >= ${ts(todayStart)}`)},
      'week', ${durationJson(sql`true`)})
    FROM first_answers
  ) AS "firstResponse",
  ${repliesJson(sql`tickets.assigned_to_id = ${me}`, true, params.repliesSince)} AS "clientReplies",
  (SELECT coalesce(json_agg(json_build_object('id', n.id, 'type', n.type, 'title', n.title,
      'message', n.message, 'ticketId', n.ticket_id, 'isRead', n.is_read,
      'createdAt', ${iso(sql`n.created_at`)}) ORDER BY n.created_at DESC, n.id DESC), '[]'::json)
    FROM (SELECT * FROM notifications WHERE user_id = ${me} AND type IN ${MENTION_TYPES_SQL}
      ORDER BY created_at DESC, id DESC LIMIT ${MENTIONS_LIMIT}) n
  ) AS mentions`,
  );
  return row!;
}

export type ClientDashboardRow = {
  myCounts: Array<{ status: DashboardTicket['status']; count: number }>;
  myOpen: DashboardTicket[];
  recentReplies: ReplyRow[];
  company: {
    customer: { id: string; name: string };
    open: number;
    tickets: DashboardTicket[];
  } | null;
};

/**
 * The client's own tickets (requester) and, when linked, the company's open ones. `visible` is
 * the caller's ticket visibility rule (on the unaliased `tickets` table): a company ticket is
 * listed only through it.
 */
export async function selectClientDashboard(
  db: Db,
  params: { userId: string; customerId: string | null; visible: SQL; repliesSince: Date },
): Promise<ClientDashboardRow> {
  const { userId: me, customerId, visible } = params;
  const newest = sql`ORDER BY t.updated_at DESC, t.id DESC`;
  const company = customerId
    ? sql`(SELECT json_build_object('customer', json_build_object('id', cu.id, 'name', cu.name),
        'open', (SELECT count(*)::int FROM tickets
          WHERE customer_id = cu.id AND status IN ${OPEN} AND ${visible}),
        'tickets', (SELECT coalesce(json_agg(${ticketJson(sql`t`)} ${newest}), '[]'::json)
          FROM (SELECT ${TICKET_COLUMNS} FROM tickets
            WHERE customer_id = cu.id AND status IN ${OPEN} AND requester_id IS DISTINCT FROM ${me}
              AND ${visible}
            ORDER BY updated_at DESC, id DESC LIMIT ${COMPANY_LIMIT}) t))
      FROM customers cu WHERE cu.id = ${customerId})`
    : sql`NULL::json`;
  const [row] = await preparedRows<ClientDashboardRow>(
    db,
    // One statement text per shape: with the company's part, or without it.
    customerId ? 'dashboard_client_company' : 'dashboard_client',
    sql`SELECT
  (SELECT json_agg(json_build_object('status', s.status, 'count', coalesce(c.count, 0)) ORDER BY s.ord)
    FROM unnest(enum_range(NULL::ticket_status)) WITH ORDINALITY AS s(status, ord)
    LEFT JOIN (SELECT status, count(*)::int AS count FROM tickets WHERE requester_id = ${me}
      GROUP BY status) c ON c.status = s.status
  ) AS "myCounts",
  (SELECT coalesce(json_agg(${ticketJson(sql`t`)} ${newest}), '[]'::json)
    FROM (SELECT ${TICKET_COLUMNS} FROM tickets
      WHERE requester_id = ${me} AND status IN ${OPEN_OR_AWAITING_CLIENT}
      ORDER BY updated_at DESC, id DESC LIMIT ${MY_OPEN_LIMIT}) t
  ) AS "myOpen",
  ${repliesJson(sql`tickets.requester_id = ${me}`, false, params.repliesSince)} AS "recentReplies",
  ${company} AS company`,
  );
  return row!;
}
