import type { NotificationType, Role, TicketStatus } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { ticketViewersQuery } from '../tickets/index';
import type { TicketAudience } from './recipients';

/**
 * The two reads behind one event's notifications: the ticket with the people around it, then
 * the chosen recipients with their settings — only those the tickets' visibility rule lets see
 * the ticket (DESIGN §7), active ones.
 */

/** What the texts need besides the audience. */
export type TicketFacts = {
  number: number;
  title: string;
  departmentName: string | null;
  /** Name on the ticket (public form and e-mail requesters have no account). */
  contactName: string;
  actorName: string | null;
  assigneeName: string | null;
  commentBody: string | null;
};

type AudienceRow = {
  id: string;
  number: number | string;
  title: string;
  status: TicketStatus;
  requesterId: string | null;
  assignedToId: string | null;
  departmentId: string | null;
  contactName: string;
  departmentName: string | null;
  departmentLeadId: string | null;
  departmentMemberIds: string[];
  administratorIds: string[];
  actorName: string | null;
  assigneeName: string | null;
  commentBody: string | null;
};

const NONE = sql`'{}'::text[]`;

export async function findTicketAudience(
  executor: Executor,
  query: {
    ticketId: string;
    actorId: string | null;
    /** Whose name `assigneeName` is: the new assignee of an assignment, else the current one. */
    assigneeId?: string | null;
    commentId?: string | null;
    departmentMembers: boolean;
    administrators: boolean;
  },
): Promise<{ audience: TicketAudience; facts: TicketFacts } | null> {
  const members = query.departmentMembers
    ? sql`array(select m.user_id::text from department_members m
        join users u on u.id = m.user_id and u.is_active and u.role <> 'CLIENT'
        where m.department_id = t.department_id order by m.created_at)`
    : NONE;
  const administrators = query.administrators
    ? sql`array(select u.id::text from users u where u.role = 'ADMIN' and u.is_active
        order by u.created_at)`
    : NONE;
  const [row] = await selectRows<AudienceRow>(
    executor,
    sql`select t.id, t.number, t.title, t.status,
        t.requester_id as "requesterId", t.assigned_to_id as "assignedToId",
        t.department_id as "departmentId", t.contact_name as "contactName",
        d.name as "departmentName",
        (select u.id from users u
          where u.id = d.lead_id and u.is_active and u.role <> 'CLIENT') as "departmentLeadId",
        ${members} as "departmentMemberIds",
        ${administrators} as "administratorIds",
        (select u.name from users u where u.id = ${query.actorId}::uuid) as "actorName",
        (select u.name from users u
          where u.id = coalesce(${query.assigneeId ?? null}::uuid, t.assigned_to_id)) as "assigneeName",
        (select c.body from ticket_comments c
          where c.id = ${query.commentId ?? null}::uuid and c.ticket_id = t.id) as "commentBody"
      from tickets t left join departments d on d.id = t.department_id
      where t.id = ${query.ticketId}`,
  );
  if (!row) return null;
  return {
    audience: {
      ticket: {
        id: row.id,
        status: row.status,
        requesterId: row.requesterId,
        assignedToId: row.assignedToId,
        departmentId: row.departmentId,
      },
      departmentLeadId: row.departmentLeadId,
      departmentMemberIds: row.departmentMemberIds,
      administratorIds: row.administratorIds,
    },
    facts: {
      number: Number(row.number),
      title: row.title,
      departmentName: row.departmentName,
      contactName: row.contactName,
      actorName: row.actorName,
      assigneeName: row.assigneeName,
      commentBody: row.commentBody,
    },
  };
}

export type RecipientPerson = {
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** The stored switches, null where the user kept the default. */
  inAppPreference: boolean | null;
  emailPreference: boolean | null;
  pushPreference: boolean | null;
  hasPushSubscription: boolean;
};

/** The recipients who may see the ticket, with their switches for `type`. */
export function findVisibleRecipients(
  executor: Executor,
  ticketId: string,
  type: NotificationType,
  userIds: readonly string[],
): Promise<RecipientPerson[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectRows<RecipientPerson>(
    executor,
    sql`with viewers as (${ticketViewersQuery([ticketId], userIds)})
      select u.id as "userId", u.name, u.email, viewers.role,
        p.in_app as "inAppPreference", p.email as "emailPreference", p.push as "pushPreference",
        exists (select 1 from push_subscriptions s where s.user_id = u.id) as "hasPushSubscription"
      from viewers
      join users u on u.id = viewers."userId"
      left join notification_preferences p on p.user_id = u.id and p.type = ${type}`,
  );
}
