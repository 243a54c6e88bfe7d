import type { Role } from '@atiende/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { idArray } from '../../db/id-array';
import { tickets } from '../../db/schema/index';
import { AppError } from '../../platform/errors';

/** Who is looking, with what the visibility rule needs (resolved once per request). */
export type Viewer = {
  userId: string;
  role: Role;
  name: string;
  email: string;
  /** Departments the staff member works (member or lead). */
  departmentIds: string[];
  /** The client's company, when linked. */
  customerId: string | null;
  /**
   * The API key of the request (docs/api-keys.md#what-a-key-acts-as): tickets it creates carry
   * its id, and a key without `tickets:read:all` sees only those.
   */
  apiKey?: { id: string; ownTicketsOnly: boolean };
};

export const isStaff = (viewer: Viewer) => viewer.role !== 'CLIENT';

/**
 * docs/product/overview.md#roles-and-permissions, docs/conventions.md#security: the one visibility
 * rule for tickets, applied inside every query (list, detail, comments, attachments, search, bulk):
 * administrators see everything; técnicos and leads the tickets of their departments and those
 * assigned to them; clients their own and, when linked, their company's. `undefined` means no
 * restriction.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.apiKey?.ownTicketsOnly) return eq(tickets.apiKeyId, viewer.apiKey.id);
  switch (viewer.role) {
    case 'ADMIN':
      return undefined;
    case 'TECH_LEAD':
    case 'TECHNICIAN':
      return viewer.departmentIds.length > 0
        ? or(
            eq(tickets.assignedToId, viewer.userId),
            inArray(tickets.departmentId, viewer.departmentIds),
          )
        : eq(tickets.assignedToId, viewer.userId);
    case 'CLIENT':
      return viewer.customerId
        ? or(eq(tickets.requesterId, viewer.userId), eq(tickets.customerId, viewer.customerId))
        : eq(tickets.requesterId, viewer.userId);
    default:
      return sql`false`;
  }
}

const STAFF_ROLES_SQL = sql.raw(`'TECH_LEAD', 'TECHNICIAN'`);

/**
 * The rule of `visibleTo` seen from the tickets' side, for the socket
 * (docs/conventions.md#security: the WebSocket applies the REST filter): the pairs (ticket, user)
 * among `ticketIds` × `userIds` where the user sees the ticket. Set-based, so one statement serves
 * every socket of an instance; each branch is one case of `visibleTo`, and
 * ticket-live-updates.routes.test.ts proves the two agree per role. Inactive users see nothing
 * (resolveViewer refuses them). Ids travel as one text parameter each, so thousands of connected
 * users are one bind, on both drivers.
 */
export function ticketViewersQuery(ticketIds: readonly string[], userIds: readonly string[]): SQL {
  return sql`
    WITH t AS (
      SELECT id, department_id, assigned_to_id, requester_id, customer_id FROM tickets
      WHERE id = ANY(string_to_array(${ticketIds.join(',')}, ',')::uuid[])
    ), v AS (
      SELECT id, role, customer_id FROM users
      WHERE id = ANY(string_to_array(${userIds.join(',')}, ',')::uuid[]) AND is_active
    )
    SELECT t.id AS "ticketId", v.id AS "userId", v.role AS "role"
      FROM t JOIN v ON v.role = 'ADMIN'
    UNION
    SELECT t.id, v.id, v.role
      FROM t JOIN v ON v.role IN (${STAFF_ROLES_SQL}) AND v.id = t.assigned_to_id
    UNION
    SELECT t.id, v.id, v.role
      FROM t JOIN department_members m ON m.department_id = t.department_id
      JOIN v ON v.id = m.user_id AND v.role IN (${STAFF_ROLES_SQL})
    UNION
    SELECT t.id, v.id, v.role
      FROM t JOIN departments d ON d.id = t.department_id
      JOIN v ON v.id = d.lead_id AND v.role IN (${STAFF_ROLES_SQL})
    UNION
    SELECT t.id, v.id, v.role
      FROM t JOIN v ON v.role = 'CLIENT' AND v.id = t.requester_id
    UNION
    SELECT t.id, v.id, v.role
      FROM t JOIN v ON v.role = 'CLIENT' AND v.customer_id = t.customer_id`;
}

/**
 * docs/dashboards.md#scoping: what a team panel (the overview, the SLA dashboard) shows. Only
 * administrators and leads; an administrator sees every department or the one asked for, a lead
 * their departments or one of them (another is refused). `departmentIds` is null for "every
 * department"; `tickets` is the visibility rule narrowed to those departments, so a lead's ticket
 * assigned to them elsewhere stays out of their departments' figures.
 */
export function teamPanelScope(
  viewer: Viewer,
  departmentId: string | undefined,
  messages: { roleForbidden: string; departmentForbidden: string },
): { departmentIds: string[] | null; tickets: SQL } {
  const forbidden = (message: string) => new AppError('FORBIDDEN', undefined, { message });
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD')
    throw forbidden(messages.roleForbidden);
  if (departmentId && viewer.role === 'TECH_LEAD' && !viewer.departmentIds.includes(departmentId))
    throw forbidden(messages.departmentForbidden);
  const departmentIds = departmentId
    ? [departmentId]
    : viewer.role === 'ADMIN'
      ? null
      : viewer.departmentIds;
  const tickets =
    and(
      visibleTo(viewer),
      departmentIds ? sql`tickets.department_id = ANY(${idArray(departmentIds)})` : undefined,
    ) ?? sql`TRUE`;
  return { departmentIds, tickets };
}
