// The lists of the administrator's and tech lead's dashboard (docs/dashboards.md#server): the
// oldest and unassigned open tickets, the companies with the most open tickets, the departments
// shown. Cross-module reads allowed by docs/decisions/0007-cross-module-reads.md.
import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { OPEN, type OverviewScope } from './dashboard-overview.repository';

export type OverviewTicketRow = {
  kind: 'oldest' | 'unassigned';
  id: string;
  number: number;
  title: string;
  status: TicketStatus;
  customStatusId: string | null;
  customStatusName: string | null;
  priority: TicketPriority;
  departmentId: string | null;
  departmentName: string | null;
  assignedToId: string | null;
  assignedToName: string | null;
  requesterName: string;
  createdAtMs: number;
  updatedAtMs: number;
};

export const TICKETS_SHOWN = 5;

const ticketColumns = sql`tickets.id, tickets.number::int AS number, tickets.title, tickets.status,
  tickets.custom_status_id AS "customStatusId",
  (SELECT s.name FROM department_statuses s WHERE s.id = tickets.custom_status_id) AS "customStatusName",
  tickets.priority, tickets.department_id AS "departmentId",
  (SELECT d.name FROM departments d WHERE d.id = tickets.department_id) AS "departmentName",
  tickets.assigned_to_id AS "assignedToId",
  (SELECT u.name FROM users u WHERE u.id = tickets.assigned_to_id) AS "assignedToName",
  coalesce((SELECT c.name FROM customers c WHERE c.id = tickets.customer_id), tickets.contact_name)
    AS "requesterName",
  (date_part('epoch', tickets.created_at) * 1000)::float8 AS "createdAtMs",
  (date_part('epoch', tickets.updated_at) * 1000)::float8 AS "updatedAtMs"`;

/** The oldest open tickets, and the oldest of them without an assignee: five of each. */
export function selectOldestTickets(
  executor: Executor,
  scope: OverviewScope,
): Promise<OverviewTicketRow[]> {
  const oldest = (extra: SQL) => sql`SELECT ${ticketColumns} FROM tickets
  WHERE tickets.status IN ${OPEN} AND ${scope.tickets} ${extra}
  ORDER BY tickets.created_at, tickets.id LIMIT ${TICKETS_SHOWN}`;
  return selectRows<OverviewTicketRow>(
    executor,
    sql`SELECT 'oldest' AS kind, o.* FROM (${oldest(sql``)}) o
UNION ALL
SELECT 'unassigned' AS kind, u.* FROM (${oldest(sql`AND tickets.assigned_to_id IS NULL`)}) u
ORDER BY 1, "createdAtMs", 2`,
  );
}

export type TopCustomerRow = { id: string; name: string; open: number };

/** The companies with the most open tickets (ties by name). */
export function selectTopCustomers(
  executor: Executor,
  scope: OverviewScope,
): Promise<TopCustomerRow[]> {
  return selectRows<TopCustomerRow>(
    executor,
    sql`SELECT top.id, c.name, top.open FROM (
  SELECT tickets.customer_id AS id, count(*)::int AS open FROM tickets
  WHERE tickets.status IN ${OPEN} AND tickets.customer_id IS NOT NULL AND ${scope.tickets}
  GROUP BY tickets.customer_id
) top JOIN customers c ON c.id = top.id
ORDER BY top.open DESC, lower(c.name), top.id
LIMIT ${TICKETS_SHOWN}`,
  );
}
