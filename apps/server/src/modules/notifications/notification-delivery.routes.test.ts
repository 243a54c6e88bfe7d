import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { departments, users } from '../../db/schema/index';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import {
  mailsTo,
  notificationRowsOf,
  publishTitleEdit,
  settle,
  ticketActions,
} from '../../../test/notification-helpers';
import {
  createDeskTicket,
  createTicket,
  type HelpDesk,
  makeDepartment,
  makeHelpDesk,
} from '../../../test/ticket-factories';

let desk: HelpDesk;
let actions: ReturnType<typeof ticketActions>;

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  actions = ticketActions(testApp.app);
});

/** The notifications of `userId` about one ticket, newest first. */
async function rowsAbout(userId: string, ticketId: string) {
  return (await notificationRowsOf(testApp.database, userId)).filter(
    (row) => row.ticketId === ticketId,
  );
}

async function newTicket(departmentId = desk.department.id) {
  const ticket = await createTicket(testApp.app, desk.client, {
    departmentId,
    title: 'La impresora de boletas no imprime',
  });
  await settle(testApp.app);
  return ticket;
}

async function setPreference(
  actor: { headers: Record<string, string> },
  preference: { type: string; inApp: boolean; email: boolean; push: boolean },
) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: actor.headers,
    payload: { preferences: [preference] },
  });
  expect(response.statusCode).toBe(200);
}

describe('ticket.created', () => {
  it("tells the department's lead and técnicos of a client's new ticket, and nobody else", async () => {
    const ticket = await newTicket();
    const [forLead] = await rowsAbout(desk.lead.user.id, ticket.id);
    expect(forLead).toMatchObject({
      type: 'TICKET_CREATED',
      title: `Nuevo ticket #${ticket.number}`,
      ticketNumber: ticket.number,
      ticketTitle: 'La impresora de boletas no imprime',
      actorId: desk.client.user.id,
      isRead: false,
    });
    expect(forLead!.message).toContain(desk.client.user.name);
    expect(await rowsAbout(desk.technician.user.id, ticket.id)).toHaveLength(1);
    for (const other of [desk.client, desk.admin, desk.outsider, desk.otherClient]) {
      expect(await rowsAbout(other.user.id, ticket.id)).toEqual([]);
    }
  });

  it('falls back to the administrators when the department has no staff', async () => {
    const empty = await makeDepartment(testApp.database);
    const ticket = await newTicket(empty.id);
    expect((await rowsAbout(desk.admin.user.id, ticket.id)).map((row) => row.type)).toEqual([
      'TICKET_CREATED',
    ]);
  });
});

describe('ticket.assigned', () => {
  it('tells the assignee (bell, socket, e-mail) and the client once; never the actor', async () => {
    const ticket = await newTicket();
    const sent = vi.spyOn(testApp.app.realtime, 'sendEach');
    // As if everyone had the app open (nobody connected means no message is built at all).
    const reaches = vi.spyOn(testApp.app.realtime, 'reaches').mockReturnValue(true);
    await actions.assign(desk.lead, ticket.id, desk.technician.user.id);
    await settle(testApp.app);

    const [assigned] = await rowsAbout(desk.technician.user.id, ticket.id);
    expect(assigned).toMatchObject({
      type: 'TICKET_ASSIGNED',
      title: `Se te asignó el ticket #${ticket.number}`,
    });
    const [taken] = await rowsAbout(desk.client.user.id, ticket.id);
    expect(taken).toMatchObject({ type: 'TICKET_ASSIGNED' });
    expect(taken!.message).toContain(desk.technician.user.name);
    expect(
      (await rowsAbout(desk.lead.user.id, ticket.id)).filter(
        (row) => row.type === 'TICKET_ASSIGNED',
      ),
    ).toEqual([]);

    const mails = await mailsTo(testApp.database, desk.technician.user.email);
    const mail = mails.find((item) => item.subject.includes(`#${ticket.number}`));
    expect(mail).toMatchObject({ kind: 'notification_ticket_assigned' });
    expect(mail!.textBody).toContain(`https://soporte.example.pe/tickets/${ticket.id}`);

    const toTechnician = sent.mock.calls
      .flatMap(([items]) => items)
      .filter((item) => item.userId === desk.technician.user.id);
    // The client adds one to its unread count per notification: no count follows it.
    expect(toTechnician.map(({ message }) => message.type)).toEqual(['notification']);
    expect(toTechnician[0]!.message).toMatchObject({
      type: 'notification',
      data: {
        id: assigned!.id,
        type: 'TICKET_ASSIGNED',
        ticket: { id: ticket.id, number: ticket.number },
      },
    });
    sent.mockRestore();
    reaches.mockRestore();
  });

  it('builds no socket message for people who are not connected', async () => {
    const ticket = await newTicket();
    const sent = vi.spyOn(testApp.app.realtime, 'sendToUsers');
    await actions.assign(desk.lead, ticket.id, desk.technician.user.id);
    await settle(testApp.app);
    expect(sent.mock.calls.filter(([, message]) => message.type === 'notification')).toEqual([]);
    expect((await rowsAbout(desk.technician.user.id, ticket.id)).map((row) => row.type)).toEqual([
      'TICKET_ASSIGNED',
      'TICKET_CREATED',
    ]);
    sent.mockRestore();
  });

  it('says nothing to a técnico who takes a ticket, and tells the previous one of a hand-over', async () => {
    const ticket = await newTicket();
    await actions.assign(desk.technician, ticket.id, desk.technician.user.id);
    await settle(testApp.app);
    expect((await rowsAbout(desk.technician.user.id, ticket.id)).map((row) => row.type)).toEqual([
      'TICKET_CREATED',
    ]);

    await actions.reassign(desk.lead, ticket.id, desk.outsider.user.id);
    await settle(testApp.app);
    const [handedOver] = await rowsAbout(desk.technician.user.id, ticket.id);
    expect(handedOver!.message).toContain(`a ${desk.outsider.user.name}`);
    expect((await rowsAbout(desk.outsider.user.id, ticket.id))[0]!.type).toBe('TICKET_ASSIGNED');
    // A hand-over between técnicos is internal: the client heard only of the first assignment.
    expect(
      (await rowsAbout(desk.client.user.id, ticket.id)).filter(
        (row) => row.type === 'TICKET_ASSIGNED',
      ),
    ).toHaveLength(1);
  });

  it('does not tell a previous assignee who can no longer see the ticket', async () => {
    const ticket = await newTicket();
    await actions.assign(desk.lead, ticket.id, desk.outsider.user.id);
    await settle(testApp.app);
    await actions.reassign(desk.lead, ticket.id, desk.technician.user.id);
    await settle(testApp.app);
    // The outsider is no member of the department: without the assignment the ticket is gone.
    expect((await rowsAbout(desk.outsider.user.id, ticket.id)).map((row) => row.type)).toEqual([
      'TICKET_ASSIGNED',
    ]);
  });
});

describe('ticket.comment_added', () => {
  it('never tells the client of an internal note; a public reply reaches them', async () => {
    const ticket = await newTicket();
    await actions.assign(desk.lead, ticket.id, desk.technician.user.id);
    await actions.comment(desk.lead, ticket.id, 'Revisar el contrato <b>antes</b>', true);
    await settle(testApp.app);
    const [note] = await rowsAbout(desk.technician.user.id, ticket.id);
    expect(note).toMatchObject({ type: 'COMMENT_ADDED' });
    expect(note!.title).toContain('nota interna');
    expect(note!.message).toContain('Revisar el contrato <b>antes</b>');
    expect(
      (await rowsAbout(desk.client.user.id, ticket.id)).filter(
        (row) => row.type === 'COMMENT_ADDED',
      ),
    ).toEqual([]);
    const clientMails = await mailsTo(testApp.database, desk.client.user.email);
    expect(clientMails.some((mail) => mail.textBody.includes('Revisar el contrato'))).toBe(false);

    await actions.comment(desk.technician, ticket.id, 'Ya la reiniciamos, ¿funciona?');
    await settle(testApp.app);
    const [reply] = await rowsAbout(desk.client.user.id, ticket.id);
    expect(reply).toMatchObject({
      type: 'COMMENT_ADDED',
      title: `Nuevo comentario en el ticket #${ticket.number}`,
    });
    const mail = (await mailsTo(testApp.database, desk.client.user.email)).find((item) =>
      item.textBody.includes('Ya la reiniciamos'),
    );
    expect(mail?.htmlBody).toContain('Ya la reiniciamos, ¿funciona?');
  });
});

describe('status, priority and escalation', () => {
  /** A new ticket assigned to the desk's técnico, then edited by `editor`; notifications settled. */
  async function assignedThenEdited(editor: typeof desk.lead, changes: Record<string, unknown>) {
    const ticket = await newTicket();
    await actions.assign(desk.lead, ticket.id, desk.technician.user.id);
    await actions.update(editor, ticket.id, changes);
    await settle(testApp.app);
    return ticket;
  }

  it('tells the client of a status change and the lead of an escalation', async () => {
    const ticket = await assignedThenEdited(desk.technician, { status: 'ESCALADO' });
    const [status] = await rowsAbout(desk.client.user.id, ticket.id);
    expect(status).toMatchObject({
      type: 'STATUS_CHANGED',
      title: `Ticket #${ticket.number}: Escalado`,
    });
    const [escalated] = await rowsAbout(desk.lead.user.id, ticket.id);
    expect(escalated).toMatchObject({ type: 'TICKET_ESCALATED' });
    expect((await rowsAbout(desk.technician.user.id, ticket.id))[0]!.type).not.toBe(
      'STATUS_CHANGED',
    );
    expect(
      (await rowsAbout(desk.admin.user.id, ticket.id)).filter(
        (row) => row.type === 'TICKET_ESCALATED',
      ),
    ).toEqual([]);
  });

  it('tells the client of a resolution with the solution and the question, in the bell and the e-mail', async () => {
    const ticket = await assignedThenEdited(desk.technician, {
      status: 'RESUELTO',
      resolution: 'Se cambió el rodillo de la <impresora>',
    });
    const [resolved] = await rowsAbout(desk.client.user.id, ticket.id);
    expect(resolved).toMatchObject({
      type: 'STATUS_CHANGED',
      title: `Tu ticket #${ticket.number} está resuelto`,
    });
    expect(resolved!.message).toContain('Solución: Se cambió el rodillo de la <impresora>.');
    expect(resolved!.message).toContain('¿Se resolvió tu problema?');
    const mail = (await mailsTo(testApp.database, desk.client.user.email)).find(
      (item) =>
        item.subject ===
        // docs/email.md#threading: ticket mail carries [#number] for replies to find the ticket.
        `[#${ticket.number}] Resolvimos tu ticket #${ticket.number}: La impresora de boletas no imprime`,
    );
    expect(mail?.textBody).toContain('Solución: Se cambió el rodillo de la <impresora>.');
    expect(mail?.htmlBody).toContain('Se cambió el rodillo de la &lt;impresora&gt;.');
    // Staff keep the plain status text.
    const [lead] = await rowsAbout(desk.lead.user.id, ticket.id);
    expect(lead?.title ?? '').not.toContain('está resuelto');
  });

  it('tells only the assignee of a priority change', async () => {
    const ticket = await assignedThenEdited(desk.lead, { priority: 'URGENTE' });
    const [priority] = await rowsAbout(desk.technician.user.id, ticket.id);
    expect(priority).toMatchObject({ type: 'PRIORITY_CHANGED' });
    expect(priority!.message).toContain('de Media a Urgente');
    expect(
      (await rowsAbout(desk.client.user.id, ticket.id)).filter(
        (row) => row.type === 'PRIORITY_CHANGED',
      ),
    ).toEqual([]);
  });

  it('never reaches a client wrongly set as a department lead', async () => {
    const department = await makeDepartment(testApp.database, {
      memberIds: [desk.outsider.user.id],
    });
    // Bypasses the departments service's own check, as a bad import might.
    await testApp.database.db
      .update(departments)
      .set({ leadId: desk.otherClient.user.id })
      .where(eq(departments.id, department.id));
    const ticket = await newTicket(department.id);
    await actions.update(desk.outsider, ticket.id, { status: 'ESCALADO' });
    await settle(testApp.app);
    expect(await notificationRowsOf(testApp.database, desk.otherClient.user.id)).toEqual([]);
    // That "lead" does not count as one: the administrators were told instead.
    expect((await rowsAbout(desk.admin.user.id, ticket.id)).map((row) => row.type)).toEqual([
      'TICKET_ESCALATED',
    ]);
  });
});

describe('preferences', () => {
  /** A new técnico with these channels for assignments, once a new ticket is assigned to them. */
  async function assignedWith(channels: { inApp: boolean; email: boolean }) {
    const technician = await makeSignedInUser(testApp, 'TECHNICIAN');
    await setPreference(technician, { type: 'TICKET_ASSIGNED', ...channels, push: false });
    const ticket = await newTicket();
    await actions.assign(desk.lead, ticket.id, technician.user.id);
    await settle(testApp.app);
    return { technician, ticket };
  }

  it('writes no bell row with in-app off, and an outbox row with e-mail on', async () => {
    const { technician, ticket } = await assignedWith({ inApp: false, email: true });
    expect(await rowsAbout(technician.user.id, ticket.id)).toEqual([]);
    const mails = await mailsTo(testApp.database, technician.user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['notification_ticket_assigned']);
    expect(mails[0]!.subject).toBe(
      `[#${ticket.number}] Se te asignó el ticket #${ticket.number}: La impresora de boletas no imprime`,
    );
  });

  it('sends no e-mail with e-mail off', async () => {
    const { technician, ticket } = await assignedWith({ inApp: true, email: false });
    expect(await rowsAbout(technician.user.id, ticket.id)).toHaveLength(1);
    expect(await mailsTo(testApp.database, technician.user.email)).toEqual([]);
  });
});

describe('coalescing', () => {
  it('folds a burst of edits into one unread row and one e-mail per person', async () => {
    const ticket = await newTicket();
    await actions.assign(desk.lead, ticket.id, desk.technician.user.id);
    await setPreference(desk.technician, {
      type: 'TICKET_UPDATED',
      inApp: true,
      email: true,
      push: false,
    });
    await settle(testApp.app);
    const mailsBefore = (await mailsTo(testApp.database, desk.technician.user.email)).length;
    for (let edit = 1; edit <= 12; edit += 1) {
      await actions.update(desk.lead, ticket.id, { description: `Detalle número ${edit}` });
    }
    // The same event published 100 times at once: handled in parallel, still one row.
    for (let copy = 0; copy < 100; copy += 1) {
      publishTitleEdit(testApp.app, ticket, desk.lead.user.id);
    }
    await settle(testApp.app);

    const updates = (await rowsAbout(desk.technician.user.id, ticket.id)).filter(
      (row) => row.type === 'TICKET_UPDATED',
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]!.eventCount).toBe(112);
    const clientUpdates = (await rowsAbout(desk.client.user.id, ticket.id)).filter(
      (row) => row.type === 'TICKET_UPDATED',
    );
    expect(clientUpdates).toHaveLength(1);
    const mailsAfter = await mailsTo(testApp.database, desk.technician.user.email);
    expect(mailsAfter.length - mailsBefore).toBe(1);

    // Read, then another edit inside the window: a new bell row, but no second e-mail.
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/notifications/${updates[0]!.id}/read`,
      headers: desk.technician.headers,
    });
    await actions.update(desk.lead, ticket.id, { description: 'Otra vez' });
    await settle(testApp.app);
    const afterRead = (await rowsAbout(desk.technician.user.id, ticket.id)).filter(
      (row) => row.type === 'TICKET_UPDATED',
    );
    expect(afterRead.map((row) => row.isRead)).toEqual([false, true]);
    expect((await mailsTo(testApp.database, desk.technician.user.email)).length - mailsBefore).toBe(
      1,
    );
  });
});

describe('raiseEscalationAlert (the SLA checker’s entry point)', () => {
  it('alerts the assignee, the lead and (a breach) the administrators, not the client, and only once in a window', async () => {
    const ticket = await newTicket();
    await actions.assign(desk.admin, ticket.id, desk.technician.user.id);
    await settle(testApp.app);
    const administrators = await testApp.database.db.$count(
      users,
      and(eq(users.role, 'ADMIN'), eq(users.isActive, true)),
    );
    expect(administrators).toBeGreaterThan(0);
    const told = 2 + administrators;
    const dueAt = new Date('2026-11-22T19:30:00Z');
    const first = await testApp.app.notifications.raiseEscalationAlert({
      ticketId: ticket.id,
      level: 'breached',
      dueAt,
    });
    expect(first).toMatchObject({ notified: told, inserted: told, folded: 0, emails: told });
    expect((await rowsAbout(desk.admin.user.id, ticket.id))[0]!.type).toBe('ESCALATION_ALERT');
    const [alert] = await rowsAbout(desk.lead.user.id, ticket.id);
    expect(alert).toMatchObject({
      type: 'ESCALATION_ALERT',
      title: `Ticket #${ticket.number} vencido`,
      actorId: null,
    });
    expect(alert!.message).toContain('(22/11/2026 14:30)');
    expect((await rowsAbout(desk.technician.user.id, ticket.id))[0]!.type).toBe('ESCALATION_ALERT');
    expect(
      (await rowsAbout(desk.client.user.id, ticket.id)).filter(
        (row) => row.type === 'ESCALATION_ALERT',
      ),
    ).toEqual([]);

    const again = await testApp.app.notifications.raiseEscalationAlert({
      ticketId: ticket.id,
      level: 'breached',
      dueAt,
    });
    expect(again).toMatchObject({ notified: told, inserted: 0, folded: told, emails: 0 });
  });

  it('does nothing for a ticket that no longer exists', async () => {
    const result = await testApp.app.notifications.raiseEscalationAlert({
      ticketId: '00000000-0000-4000-8000-000000000000',
      level: 'at_risk',
      dueAt: null,
    });
    expect(result.notified).toBe(0);
  });
});

describe('batches (group commit)', () => {
  it('tells everyone of events published together, each with its own ticket', async () => {
    const first = await newTicket();
    const second = await newTicket();
    await settle(testApp.app);
    // Published in one tick: one waits for the batch in flight, the rest go together.
    const events = [first, second, first, second].map((ticket) =>
      testApp.app.notifications.raiseEscalationAlert({
        ticketId: ticket.id,
        // Warnings: the lead is told (a breach would add the administrators).
        level: 'at_risk',
        dueAt: null,
      }),
    );
    const summaries = await Promise.all(events);
    await settle(testApp.app);
    expect(summaries.map((summary) => summary.notified)).toEqual([1, 1, 1, 1]);
    for (const ticket of [first, second]) {
      const alerts = (await rowsAbout(desk.lead.user.id, ticket.id)).filter(
        (row) => row.type === 'ESCALATION_ALERT',
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.ticketNumber).toBe(ticket.number);
    }
  });

  it('keeps the other events of a batch when one of them fails', async () => {
    const ticket = await newTicket();
    await settle(testApp.app);
    const good = testApp.app.notifications.raiseEscalationAlert({
      ticketId: ticket.id,
      level: 'at_risk',
      dueAt: null,
    });
    const bad = testApp.app.notifications.raiseEscalationAlert({
      ticketId: 'no-es-un-uuid',
      level: 'breached',
      dueAt: null,
    });
    const alsoGood = testApp.app.notifications.raiseEscalationAlert({
      ticketId: ticket.id,
      level: 'at_risk',
      dueAt: null,
    });
    await expect(bad).rejects.toThrow();
    expect((await good).notified).toBe(1);
    expect((await alsoGood).notified).toBe(1);
    const alerts = (await rowsAbout(desk.lead.user.id, ticket.id)).filter(
      (row) => row.type === 'ESCALATION_ALERT',
    );
    expect(alerts).toHaveLength(1); // the second one folded into the first (coalescing)
  });

  it('writes the rows of many new tickets created at once, each to its department', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createDeskTicket(testApp.app, desk, { title: `Caja ${index + 1} sin conexión` }),
      ),
    );
    await settle(testApp.app);
    for (const ticket of tickets) {
      const rows = await rowsAbout(desk.technician.user.id, ticket.id);
      expect(rows.map((row) => [row.type, row.ticketNumber])).toEqual([
        ['TICKET_CREATED', ticket.number],
      ]);
      expect(await rowsAbout(desk.client.user.id, ticket.id)).toEqual([]);
    }
  });
});
