import type { NotificationType, TicketStatus } from '@atiende/contracts';
import type { TicketEvents } from '../../platform/events';

/**
 * Who is told what (docs/notifications.md has the same table in prose). Pure: the caller loads
 * the ticket's people, and afterwards keeps only those who may see the ticket under its one
 * visibility rule and are active; these rules only choose among them.
 *
 * - Nobody is told about their own action.
 * - Clients hear only of their own tickets (as requester), never of internal notes, priority,
 *   department or custom-status changes, reassignments or escalations.
 * - Administrators are the fallback: told when nobody in the department would be.
 */

/** The SLA's alert (ESCALATION_ALERT): raised by the SLA checker, not by a person. */
export type EscalationAlert = {
  ticketId: string;
  level: 'at_risk' | 'breached';
  /** When the SLA target falls (or fell) due, for the message. */
  dueAt: Date | null;
};

export type NotificationEvents = TicketEvents & { 'sla.escalation_alert': EscalationAlert };
export type NotificationEventName = keyof NotificationEvents;

/** Why someone is told: picks the wording of the template. */
export type RecipientReason =
  | 'requester'
  | 'assignee'
  | 'previousAssignee'
  | 'departmentStaff'
  | 'departmentLead'
  | 'administrator';

export type Recipient = { userId: string; type: NotificationType; reason: RecipientReason };

/** The ticket and the people around it, as they are now (active users only). */
export type TicketAudience = {
  ticket: {
    id: string;
    status: TicketStatus;
    requesterId: string | null;
    assignedToId: string | null;
    departmentId: string | null;
  };
  departmentLeadId: string | null;
  /** Members of the ticket's department (the lead is separate); loaded when a rule needs them. */
  departmentMemberIds: string[];
  /** Active administrators; loaded when a rule needs them. */
  administratorIds: string[];
};

/** What each event's rules need loaded beyond the ticket, its lead and its assignee. */
export const AUDIENCE_NEEDS: Record<
  NotificationEventName,
  { departmentMembers: boolean; administrators: boolean }
> = {
  'ticket.created': { departmentMembers: true, administrators: true },
  'ticket.updated': { departmentMembers: true, administrators: false },
  'ticket.status_changed': { departmentMembers: false, administrators: false },
  'ticket.priority_changed': { departmentMembers: false, administrators: false },
  'ticket.assigned': { departmentMembers: false, administrators: false },
  'ticket.escalated': { departmentMembers: false, administrators: true },
  'ticket.comment_added': { departmentMembers: true, administrators: false },
  'sla.escalation_alert': { departmentMembers: false, administrators: true },
};

/** Fields a client sees on their ticket; other edits are internal. */
const CLIENT_VISIBLE_FIELDS = new Set(['title', 'description', 'resolution']);
/** Fields whose change is worth a TICKET_UPDATED (status, priority, assignment have their own). */
const NOTABLE_FIELDS = new Set([
  'title',
  'description',
  'resolution',
  'departmentId',
  'customStatusId',
]);

/** The notable fields of a `ticket.updated`; those riding on a status change go with it. */
export function notableFields(fields: readonly string[]): string[] {
  const withStatus = fields.includes('status');
  return fields.filter(
    (field) =>
      NOTABLE_FIELDS.has(field) &&
      !(withStatus && (field === 'resolution' || field === 'customStatusId')),
  );
}

/** Collects recipients in priority order: one notification per person, never the actor. */
class RecipientList {
  private readonly seen = new Set<string>();
  readonly items: Recipient[] = [];

  constructor(private readonly actorId: string | null) {}

  add(userId: string | null | undefined, type: NotificationType, reason: RecipientReason): void {
    if (!userId || userId === this.actorId || this.seen.has(userId)) return;
    this.seen.add(userId);
    this.items.push({ userId, type, reason });
  }

  addAll(userIds: readonly string[], type: NotificationType, reason: RecipientReason): void {
    for (const userId of userIds) this.add(userId, type, reason);
  }
}

function departmentStaff(audience: TicketAudience): string[] {
  const lead = audience.departmentLeadId ? [audience.departmentLeadId] : [];
  return [...lead, ...audience.departmentMemberIds];
}

type Rule<E extends NotificationEventName> = (
  payload: NotificationEvents[E],
  audience: TicketAudience,
  list: RecipientList,
) => void;

/** One small rule per event (docs/conventions.md#events). */
const RULES: { [E in NotificationEventName]: Rule<E> } = {
  'ticket.created'(_payload, audience, list) {
    const { ticket } = audience;
    // Opened on a client's behalf by someone else: the client learns it exists.
    list.add(ticket.requesterId, 'TICKET_CREATED', 'requester');
    if (ticket.assignedToId) return;
    const staff = departmentStaff(audience);
    list.addAll(staff, 'TICKET_CREATED', 'departmentStaff');
    // A department without anyone (or no department): someone must pick it up.
    if (staff.length === 0)
      list.addAll(audience.administratorIds, 'TICKET_CREATED', 'administrator');
  },

  'ticket.updated'(payload, audience, list) {
    const fields = notableFields(payload.fields);
    if (fields.length === 0) return;
    const { ticket } = audience;
    if (fields.some((field) => CLIENT_VISIBLE_FIELDS.has(field))) {
      list.add(ticket.requesterId, 'TICKET_UPDATED', 'requester');
    }
    list.add(ticket.assignedToId, 'TICKET_UPDATED', 'assignee');
    // Moved into a department with nobody on it yet: that department's queue learns of it.
    if (fields.includes('departmentId') && !ticket.assignedToId) {
      list.addAll(departmentStaff(audience), 'TICKET_UPDATED', 'departmentStaff');
    }
  },

  'ticket.status_changed'(payload, audience, list) {
    const { ticket } = audience;
    list.add(ticket.requesterId, 'STATUS_CHANGED', 'requester');
    // An escalation reaches the lead as TICKET_ESCALATED: no second notification for it.
    const isLeadTold =
      payload.to === 'ESCALADO' && ticket.assignedToId === audience.departmentLeadId;
    if (!isLeadTold) list.add(ticket.assignedToId, 'STATUS_CHANGED', 'assignee');
  },

  'ticket.priority_changed'(_payload, audience, list) {
    // Triage is internal: the assignee only.
    list.add(audience.ticket.assignedToId, 'PRIORITY_CHANGED', 'assignee');
  },

  'ticket.assigned'(payload, audience, list) {
    list.add(payload.assignedToId, 'TICKET_ASSIGNED', 'assignee');
    list.add(payload.previousAssigneeId, 'TICKET_ASSIGNED', 'previousAssignee');
    // The client hears that someone took their ticket, not of hand-overs between técnicos.
    if (!payload.previousAssigneeId) {
      list.add(audience.ticket.requesterId, 'TICKET_ASSIGNED', 'requester');
    }
  },

  'ticket.escalated'(payload, audience, list) {
    const lead = audience.departmentLeadId;
    if (lead && lead !== payload.actorId) list.add(lead, 'TICKET_ESCALATED', 'departmentLead');
    // No lead to escalate to (none, inactive, or the lead escalated it): the administrators.
    else list.addAll(audience.administratorIds, 'TICKET_ESCALATED', 'administrator');
  },

  'ticket.comment_added'(payload, audience, list) {
    const { ticket } = audience;
    // docs/product/overview.md#roles-and-permissions, docs/conventions.md#security: internal notes
    // never reach a client.
    if (!payload.isInternal) list.add(ticket.requesterId, 'COMMENT_ADDED', 'requester');
    list.add(ticket.assignedToId, 'COMMENT_ADDED', 'assignee');
    // The requester writes on a ticket nobody has taken: the department's queue.
    const isFromRequester = payload.actorId === null || payload.actorId === ticket.requesterId;
    if (!payload.isInternal && !ticket.assignedToId && isFromRequester) {
      list.addAll(departmentStaff(audience), 'COMMENT_ADDED', 'departmentStaff');
    }
  },

  'sla.escalation_alert'(payload, audience, list) {
    list.add(audience.ticket.assignedToId, 'ESCALATION_ALERT', 'assignee');
    list.add(audience.departmentLeadId, 'ESCALATION_ALERT', 'departmentLead');
    // docs/sla.md#alerts: every breach reaches the administrators too; a warning only when
    // the department has no lead to act on it.
    if (payload.level === 'breached' || !audience.departmentLeadId) {
      list.addAll(audience.administratorIds, 'ESCALATION_ALERT', 'administrator');
    }
  },
};

export function actorOf<E extends NotificationEventName>(
  event: E,
  payload: NotificationEvents[E],
): string | null {
  return event === 'sla.escalation_alert' ? null : (payload as { actorId: string | null }).actorId;
}

/** Who gets which notification for one event. */
export function recipientsFor<E extends NotificationEventName>(
  event: E,
  payload: NotificationEvents[E],
  audience: TicketAudience,
): Recipient[] {
  const list = new RecipientList(actorOf(event, payload));
  RULES[event](payload, audience, list);
  return list.items;
}
