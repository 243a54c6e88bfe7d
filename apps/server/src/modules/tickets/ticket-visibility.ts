import type { Role } from '@atiende/contracts';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { tickets } from '../../db/schema/index';

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
};

export const isStaff = (viewer: Viewer) => viewer.role !== 'CLIENT';

/**
 * DESIGN §6–7: the one visibility rule for tickets, applied inside every query (list, detail,
 * comments, attachments, search, bulk): administrators see everything; técnicos and leads the
 * tickets of their departments and those assigned to them; clients their own and, when linked,
 * their company's. `undefined` means no restriction.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
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
