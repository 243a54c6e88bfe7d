import type { NotificationType, Role, TicketStatus } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { ticketViewersQuery } from '../tickets/index';
import type { TicketAudience } from './recipients';

/**
 * The two reads behind a batch of events' notifications: the tickets with the people around
 * them, then the chosen recipients with their settings — only those the tickets' visibility rule
 * lets see their ticket (docs/conventions.md#security), active ones.
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
  /** "¿Cómo se resolvió?": told to the client when the ticket is resolved. */
  resolution: string | null;
};

type AudienceRow = {
  index: number;
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
  resolution: string | null;
};

export type AudienceQuery = {
  ticketId: string;
  actorId: string | null;
  /** Whose name `assigneeName` is: the new assignee of an assignment, else the current one. */
  assigneeId?: string | null;
  commentId?: string | null;
  departmentMembers: boolean;
  administrators: boolean;
};

export type LoadedAudience = { audience: TicketAudience; facts: TicketFacts };

const NONE = sql`'{}'::text[]`;

/** A list as one text parameter (`string_to_array(…, ',', '')`: an empty item is null). */
const list = (values: readonly (string | null | undefined)[]) =>
  values.map((value) => value ?? '').join(',');
const flags = (values: readonly boolean[]) => values.map((value) => (value ? 't' : 'f')).join(',');

/**
 * The tickets of a batch of events with the people around them, in one query: result `i` is
 * query `i`'s (undefined when its ticket is gone). The administrators' list is one InitPlan
 * however many events ask for it.
 */
export async function findTicketAudiences(
  executor: Executor,
  queries: readonly AudienceQuery[],
): Promise<(LoadedAudience | undefined)[]> {
  if (queries.length === 0) return [];
  const rows = await selectRows<AudienceRow>(
    executor,
    sql`with q as (
        select * from unnest(
          string_to_array(${list(queries.map((_, index) => String(index)))}, ',')::int[],
          string_to_array(${list(queries.map((query) => query.ticketId))}, ',')::uuid[],
          string_to_array(${list(queries.map((query) => query.actorId))}, ',', '')::uuid[],
          string_to_array(${list(queries.map((query) => query.assigneeId))}, ',', '')::uuid[],
          string_to_array(${list(queries.map((query) => query.commentId))}, ',', '')::uuid[],
          string_to_array(${flags(queries.map((query) => query.departmentMembers))}, ',')::boolean[],
          string_to_array(${flags(queries.map((query) => query.administrators))}, ',')::boolean[]
        ) as q(i, ticket_id, actor_id, assignee_id, comment_id, members, admins)
      )
      select q.i as "index", t.id, t.number, t.title, t.status,
        t.requester_id as "requesterId", t.assigned_to_id as "assignedToId",
        t.department_id as "departmentId", t.contact_name as "contactName",
        t.resolution as "resolution",
        d.name as "departmentName",
        (select u.id from users u
          where u.id = d.lead_id and u.is_active and u.role <> 'CLIENT') as "departmentLeadId",
        case when q.members then array(select m.user_id::text from department_members m
            join users u on u.id = m.user_id and u.is_active and u.role <> 'CLIENT'
            where m.department_id = t.department_id order by m.created_at)
          else ${NONE} end as "departmentMemberIds",
        case when q.admins then array(select u.id::text from users u
            where u.role = 'ADMIN' and u.is_active order by u.created_at)
          else ${NONE} end as "administratorIds",
        -- Without an account, a comment's author is the name it was written in (an accepted
        -- e-mail from someone outside the ticket: docs/email.md#held-messages).
        coalesce((select u.name from users u where u.id = q.actor_id),
          (select c.author_name from ticket_comments c
            where c.id = q.comment_id and c.ticket_id = t.id and c.author_id is null))
          as "actorName",
        (select u.name from users u
          where u.id = coalesce(q.assignee_id, t.assigned_to_id)) as "assigneeName",
        (select c.body from ticket_comments c
          where c.id = q.comment_id and c.ticket_id = t.id) as "commentBody"
      from q join tickets t on t.id = q.ticket_id
      left join departments d on d.id = t.department_id`,
  );
  const loaded: (LoadedAudience | undefined)[] = new Array(queries.length);
  for (const row of rows) {
    loaded[Number(row.index)] = {
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
        resolution: row.resolution,
      },
    };
  }
  return loaded;
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

/** One (ticket, person, type) a batch of events would tell. */
export type WantedRecipient = { ticketId: string; userId: string; type: NotificationType };

/**
 * Of the wanted recipients, those who may see their ticket (the tickets' one visibility rule,
 * active users only), with their switches for the type: one query for a whole batch.
 */
export function findVisibleRecipients(
  executor: Executor,
  wanted: readonly WantedRecipient[],
): Promise<(RecipientPerson & { ticketId: string; type: NotificationType })[]> {
  if (wanted.length === 0) return Promise.resolve([]);
  const ticketIds = [...new Set(wanted.map((entry) => entry.ticketId))];
  const userIds = [...new Set(wanted.map((entry) => entry.userId))];
  return selectRows(
    executor,
    sql`with viewers as (${ticketViewersQuery(ticketIds, userIds)}),
      wanted as (
        select * from unnest(
          string_to_array(${list(wanted.map((entry) => entry.ticketId))}, ',')::uuid[],
          string_to_array(${list(wanted.map((entry) => entry.userId))}, ',')::uuid[],
          string_to_array(${list(wanted.map((entry) => entry.type))}, ',')::notification_type[]
        ) as w(ticket_id, user_id, type)
      )
      select w.ticket_id as "ticketId", w.type, u.id as "userId", u.name, u.email, viewers.role,
        p.in_app as "inAppPreference", p.email as "emailPreference", p.push as "pushPreference",
        exists (select 1 from push_subscriptions s where s.user_id = u.id) as "hasPushSubscription"
      from wanted w
      join viewers on viewers."ticketId" = w.ticket_id and viewers."userId" = w.user_id
      join users u on u.id = w.user_id
      left join notification_preferences p on p.user_id = u.id and p.type = w.type`,
  );
}
