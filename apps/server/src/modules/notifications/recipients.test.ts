import { describe, expect, it } from 'vitest';
import { notableFields, recipientsFor, type TicketAudience } from './recipients';

const ids = {
  client: 'client',
  assignee: 'assignee',
  previous: 'previous',
  lead: 'lead',
  member: 'member',
  admin: 'admin',
};

function audience(
  overrides: Partial<TicketAudience['ticket']> = {},
  extra: Partial<TicketAudience> = {},
) {
  return {
    ticket: {
      id: 't1',
      status: 'EN_PROGRESO',
      requesterId: ids.client,
      assignedToId: ids.assignee,
      departmentId: 'd1',
      ...overrides,
    },
    departmentLeadId: ids.lead,
    departmentMemberIds: [ids.member],
    administratorIds: [ids.admin],
    ...extra,
  } satisfies TicketAudience;
}

const who = (list: Array<{ userId: string; type: string; reason: string }>) =>
  list.map((item) => `${item.userId}:${item.type}:${item.reason}`);

describe('recipientsFor ticket.created', () => {
  const created = { ticketId: 't1', number: 1, departmentId: 'd1' };

  type Case = {
    name: string;
    actorId: string | null;
    ticket: Partial<TicketAudience['ticket']>;
    extra?: Partial<TicketAudience>;
    expected: string[];
  };
  it.each<Case>([
    {
      name: "tells the department's lead and técnicos of a new unassigned ticket, not the client who filed it",
      actorId: ids.client,
      ticket: { assignedToId: null },
      expected: ['lead:TICKET_CREATED:departmentStaff', 'member:TICKET_CREATED:departmentStaff'],
    },
    {
      name: 'tells the client when someone else filed the ticket in their name',
      actorId: ids.member,
      ticket: { assignedToId: null },
      expected: ['client:TICKET_CREATED:requester', 'lead:TICKET_CREATED:departmentStaff'],
    },
    {
      name: 'falls back to the administrators when the department has nobody',
      actorId: null,
      ticket: { assignedToId: null, requesterId: null },
      extra: { departmentLeadId: null, departmentMemberIds: [] },
      expected: ['admin:TICKET_CREATED:administrator'],
    },
    {
      name: 'does not call the administrators when the only técnico of the department filed it',
      actorId: ids.member,
      ticket: { assignedToId: null, requesterId: null },
      extra: { departmentLeadId: null },
      expected: [],
    },
  ])('$name', ({ actorId, ticket, extra, expected }) => {
    const result = recipientsFor(
      'ticket.created',
      { ...created, actorId },
      audience(ticket, extra),
    );
    expect(who(result)).toEqual(expected);
  });
});

describe('recipientsFor ticket.updated', () => {
  const updated = (fields: string[], actorId = ids.assignee) => ({
    ticketId: 't1',
    number: 1,
    actorId,
    fields,
  });

  it('tells the client of a title change and the assignee of any notable change', () => {
    expect(who(recipientsFor('ticket.updated', updated(['title'], ids.lead), audience()))).toEqual([
      'client:TICKET_UPDATED:requester',
      'assignee:TICKET_UPDATED:assignee',
    ]);
  });

  it('keeps internal-only changes (department) from the client', () => {
    const result = recipientsFor('ticket.updated', updated(['departmentId'], ids.lead), audience());
    expect(who(result)).toEqual(['assignee:TICKET_UPDATED:assignee']);
  });

  it("tells the new department's staff when an unassigned ticket moves to them", () => {
    const result = recipientsFor(
      'ticket.updated',
      updated(['departmentId', 'customStatusId'], ids.admin),
      audience({ assignedToId: null }),
    );
    expect(who(result)).toEqual([
      'lead:TICKET_UPDATED:departmentStaff',
      'member:TICKET_UPDATED:departmentStaff',
    ]);
  });

  it('leaves status, priority and their companions to their own events', () => {
    expect(
      notableFields(['status', 'resolution', 'resolvedAt', 'customStatusId', 'priority']),
    ).toEqual([]);
    expect(recipientsFor('ticket.updated', updated(['status', 'resolvedAt']), audience())).toEqual(
      [],
    );
  });
});

describe('recipientsFor ticket.status_changed and priority_changed', () => {
  /** A change of the status or priority from `from` to `to`, made by `actorId`. */
  const change = <T extends string>(actorId: string, from: T, to: T) => ({
    ticketId: 't1',
    number: 1,
    actorId,
    from,
    to,
  });

  it('tells the client and the assignee of a status change, never the actor', () => {
    expect(
      who(
        recipientsFor(
          'ticket.status_changed',
          change(ids.assignee, 'EN_PROGRESO', 'RESUELTO'),
          audience(),
        ),
      ),
    ).toEqual(['client:STATUS_CHANGED:requester']);
    expect(
      who(
        recipientsFor(
          'ticket.status_changed',
          change(ids.lead, 'EN_PROGRESO', 'RESUELTO'),
          audience(),
        ),
      ),
    ).toEqual(['client:STATUS_CHANGED:requester', 'assignee:STATUS_CHANGED:assignee']);
  });

  it('does not tell a lead who is the assignee twice about an escalation', () => {
    const result = recipientsFor(
      'ticket.status_changed',
      change(ids.member, 'EN_PROGRESO', 'ESCALADO'),
      audience({ assignedToId: ids.lead }),
    );
    expect(who(result)).toEqual(['client:STATUS_CHANGED:requester']);
  });

  it('tells only the assignee of a priority change (triage is internal)', () => {
    const result = recipientsFor(
      'ticket.priority_changed',
      change(ids.lead, 'MEDIA', 'URGENTE'),
      audience(),
    );
    expect(who(result)).toEqual(['assignee:PRIORITY_CHANGED:assignee']);
  });
});

describe('recipientsFor ticket.assigned', () => {
  const base = { ticketId: 't1', number: 1, reason: null };

  type Case = {
    name: string;
    actorId: string;
    assignedToId: string;
    previousAssigneeId: string | null;
    expected: string[];
  };
  it.each<Case>([
    {
      name: 'tells the new assignee and, on a first assignment, the client',
      actorId: ids.lead,
      assignedToId: ids.assignee,
      previousAssigneeId: null,
      expected: ['assignee:TICKET_ASSIGNED:assignee', 'client:TICKET_ASSIGNED:requester'],
    },
    {
      name: 'tells the previous assignee on a reassignment, and not the client',
      actorId: ids.lead,
      assignedToId: ids.member,
      previousAssigneeId: ids.previous,
      expected: ['member:TICKET_ASSIGNED:assignee', 'previous:TICKET_ASSIGNED:previousAssignee'],
    },
    {
      name: 'says nothing to a técnico who takes a ticket themselves',
      actorId: ids.member,
      assignedToId: ids.member,
      previousAssigneeId: null,
      expected: ['client:TICKET_ASSIGNED:requester'],
    },
  ])('$name', ({ actorId, assignedToId, previousAssigneeId, expected }) => {
    // The ticket as it stands after the assignment.
    const result = recipientsFor(
      'ticket.assigned',
      { ...base, actorId, assignedToId, previousAssigneeId },
      audience({ assignedToId }),
    );
    expect(who(result)).toEqual(expected);
  });
});

describe('recipientsFor ticket.escalated', () => {
  const escalated = {
    ticketId: 't1',
    number: 1,
    actorId: ids.assignee,
    departmentLeadId: ids.lead,
  };

  it("tells the department's lead, not the administrators", () => {
    expect(who(recipientsFor('ticket.escalated', escalated, audience()))).toEqual([
      'lead:TICKET_ESCALATED:departmentLead',
    ]);
  });

  it('tells the administrators when there is no lead, or the lead escalated it', () => {
    expect(
      who(recipientsFor('ticket.escalated', escalated, audience({}, { departmentLeadId: null }))),
    ).toEqual(['admin:TICKET_ESCALATED:administrator']);
    expect(
      who(recipientsFor('ticket.escalated', { ...escalated, actorId: ids.lead }, audience())),
    ).toEqual(['admin:TICKET_ESCALATED:administrator']);
  });
});

describe('recipientsFor ticket.comment_added', () => {
  const comment = (actorId: string | null, isInternal: boolean) => ({
    ticketId: 't1',
    number: 1,
    commentId: 'c1',
    actorId,
    isInternal,
  });

  it('tells the client of a public reply and the assignee of the client’s reply', () => {
    expect(
      who(recipientsFor('ticket.comment_added', comment(ids.assignee, false), audience())),
    ).toEqual(['client:COMMENT_ADDED:requester']);
    expect(
      who(recipientsFor('ticket.comment_added', comment(ids.client, false), audience())),
    ).toEqual(['assignee:COMMENT_ADDED:assignee']);
  });

  it('never tells the client of an internal note', () => {
    expect(who(recipientsFor('ticket.comment_added', comment(ids.lead, true), audience()))).toEqual(
      ['assignee:COMMENT_ADDED:assignee'],
    );
  });

  it("tells the department's queue when the requester writes on an unassigned ticket", () => {
    const result = recipientsFor(
      'ticket.comment_added',
      comment(null, false),
      audience({ assignedToId: null }),
    );
    expect(who(result)).toEqual([
      'client:COMMENT_ADDED:requester',
      'lead:COMMENT_ADDED:departmentStaff',
      'member:COMMENT_ADDED:departmentStaff',
    ]);
  });
});

describe('recipientsFor sla.escalation_alert', () => {
  const alert = { ticketId: 't1', level: 'at_risk' as const, dueAt: null };

  it('alerts the assignee and the lead of a warning, not the client', () => {
    expect(who(recipientsFor('sla.escalation_alert', alert, audience()))).toEqual([
      'assignee:ESCALATION_ALERT:assignee',
      'lead:ESCALATION_ALERT:departmentLead',
    ]);
  });

  it('alerts the administrators when the department has no lead', () => {
    expect(
      who(
        recipientsFor(
          'sla.escalation_alert',
          alert,
          audience({ assignedToId: null }, { departmentLeadId: null }),
        ),
      ),
    ).toEqual(['admin:ESCALATION_ALERT:administrator']);
  });

  it('alerts the administrators of every breach too, each person once', () => {
    const breached = { ...alert, level: 'breached' as const };
    expect(who(recipientsFor('sla.escalation_alert', breached, audience()))).toEqual([
      'assignee:ESCALATION_ALERT:assignee',
      'lead:ESCALATION_ALERT:departmentLead',
      'admin:ESCALATION_ALERT:administrator',
    ]);
    // An administrator who leads the department, or holds the ticket, is told once.
    expect(
      who(
        recipientsFor(
          'sla.escalation_alert',
          breached,
          audience({ assignedToId: ids.admin }, { departmentLeadId: ids.admin }),
        ),
      ),
    ).toEqual(['admin:ESCALATION_ALERT:assignee']);
  });
});
