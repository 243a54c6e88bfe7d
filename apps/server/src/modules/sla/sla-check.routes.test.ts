import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  createTicket,
  makeDepartment,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';
import { notifications, ticketEvents, ticketSla, tickets } from '../../db/schema/index';
import type { EscalationAlert } from '../notifications/index';
import { escalateTicketBySystem } from '../tickets/index';
import { checkSlaClocks, type SlaCheckActions } from './sla-check';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

// Instants a day and more ahead: the every-minute schedule of the test app never reaches them.
const start = Date.now();
const at = (hours: number) => new Date(start + hours * 3_600_000);

const escalate: SlaCheckActions['escalate'] = (ticketId, reason) =>
  escalateTicketBySystem({ db: testApp.database.db, events: testApp.app.events }, ticketId, reason);

/** A ticket whose clock warns at +24 h and +72 h and falls due at +25 h and +96 h. */
async function clockedTicket(
  changes: Partial<typeof ticketSla.$inferInsert> = {},
  create: () => Promise<{ id: string; number: number }> = () => createDeskTicket(testApp.app, desk),
) {
  const ticket = await create();
  await testApp.app.events.drain();
  await testApp.database.db
    .update(ticketSla)
    .set({
      firstResponseWarnAt: at(24),
      firstResponseDueAt: at(25),
      resolutionWarnAt: at(72),
      resolutionDueAt: at(96),
      ...changes,
    })
    .where(eq(ticketSla.ticketId, ticket.id));
  return ticket;
}

/** Runs the check `times` at once at `now`; the alerts of `ticketIds` they raised, together. */
async function check(now: Date, ticketIds: string[], { times = 2, batch = 500 } = {}) {
  const raised: EscalationAlert[] = [];
  const raise = async (alert: EscalationAlert) => {
    if (ticketIds.includes(alert.ticketId)) raised.push(alert);
  };
  await Promise.all(
    Array.from({ length: times }, () =>
      checkSlaClocks(testApp.database.db, { raise, escalate }, { now, batch }),
    ),
  );
  return raised.map((alert) => `${alert.ticketId}:${alert.level}:${alert.dueAt?.toISOString()}`);
}

describe('the SLA check (ESCALATION_ALERT)', () => {
  it('warns once and breaches once per target, whatever the number of runs at once', async () => {
    const ticket = await clockedTicket();
    expect(await check(at(23), [ticket.id])).toEqual([]);
    expect(await check(at(24.5), [ticket.id])).toEqual([
      `${ticket.id}:at_risk:${at(25).toISOString()}`,
    ]);
    expect(await check(at(24.6), [ticket.id])).toEqual([]);
    expect(await check(at(26), [ticket.id])).toEqual([
      `${ticket.id}:breached:${at(25).toISOString()}`,
    ]);
    expect(await check(at(27), [ticket.id])).toEqual([]);
    // The resolution: a check that first runs past both instants sends only the breach.
    expect(await check(at(100), [ticket.id], { times: 3 })).toEqual([
      `${ticket.id}:breached:${at(96).toISOString()}`,
    ]);
    expect(await check(at(101), [ticket.id])).toEqual([]);
    const [row] = await testApp.database.db
      .select()
      .from(ticketSla)
      .where(eq(ticketSla.ticketId, ticket.id));
    expect(row).toMatchObject({
      firstResponseWarnedAt: expect.any(Date),
      firstResponseBreachedAt: expect.any(Date),
      resolutionWarnedAt: expect.any(Date),
      resolutionBreachedAt: expect.any(Date),
    });
  });

  it('leaves paused clocks alone, and a first response already given', async () => {
    const paused = await clockedTicket({ pausedSince: at(1) });
    const answered = await clockedTicket({ firstResponseAt: at(1) });
    expect(await check(at(100), [paused.id, answered.id])).toEqual([
      `${answered.id}:breached:${at(96).toISOString()}`,
    ]);
  });

  it('claims every due clock, a batch at a time', async () => {
    const tickets = [await clockedTicket(), await clockedTicket(), await clockedTicket()];
    const ids = tickets.map((ticket) => ticket.id);
    const raised = await check(at(24.5), ids, { times: 2, batch: 1 });
    expect(raised.sort()).toEqual(ids.map((id) => `${id}:at_risk:${at(25).toISOString()}`).sort());
  });

  it("tells the ticket's assignee and the department's lead, never the client", async () => {
    const ticket = await clockedTicket();
    expect(
      (await assignTicket(testApp.app, desk.admin, ticket.id, desk.technician.user.id)).statusCode,
    ).toBe(200);
    await testApp.app.events.drain();
    await testApp.database.db
      .update(ticketSla)
      .set({ firstResponseWarnAt: at(24), firstResponseDueAt: at(25) })
      .where(eq(ticketSla.ticketId, ticket.id));
    await checkSlaClocks(
      testApp.database.db,
      { raise: (alert) => testApp.app.notifications.raiseEscalationAlert(alert), escalate },
      { now: at(26) },
    );
    const alertsOf = (userId: string) =>
      testApp.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.ticketId, ticket.id),
            eq(notifications.type, 'ESCALATION_ALERT'),
          ),
        );
    expect(await alertsOf(desk.technician.user.id)).toHaveLength(1);
    const [lead] = await alertsOf(desk.lead.user.id);
    expect(lead!.title).toBe(`Ticket #${ticket.number} vencido`);
    expect(await alertsOf(desk.client.user.id)).toEqual([]);
  });

  it('tells every active administrator of a breach, besides the assignee and the lead', async () => {
    const ticket = await clockedTicket();
    await checkSlaClocks(
      testApp.database.db,
      { raise: (alert) => testApp.app.notifications.raiseEscalationAlert(alert), escalate },
      { now: at(24.5) },
    );
    const alertsOf = async (userId: string) =>
      (
        await testApp.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.ticketId, ticket.id)))
      ).filter((row) => row.type === 'ESCALATION_ALERT');
    // A warning: the lead acts on it, the administrators are not told.
    expect(await alertsOf(desk.lead.user.id)).toHaveLength(1);
    expect(await alertsOf(desk.admin.user.id)).toEqual([]);
    await checkSlaClocks(
      testApp.database.db,
      { raise: (alert) => testApp.app.notifications.raiseEscalationAlert(alert), escalate },
      { now: at(26) },
    );
    const [told] = await alertsOf(desk.admin.user.id);
    expect(told!.title).toBe(`Ticket #${ticket.number} vencido`);
  });

  it('lets a user who turned "Alerta de escalamiento" off go without it, on every channel', async () => {
    const ticket = await clockedTicket();
    const preferences = await testApp.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: desk.admin.headers,
      payload: {
        preferences: [{ type: 'ESCALATION_ALERT', inApp: false, email: false, push: false }],
      },
    });
    expect(preferences.statusCode).toBe(200);
    const summary: Array<{ notified: number }> = [];
    await checkSlaClocks(
      testApp.database.db,
      {
        raise: async (alert) => {
          if (alert.ticketId === ticket.id)
            summary.push(await testApp.app.notifications.raiseEscalationAlert(alert));
        },
        escalate,
      },
      { now: at(26) },
    );
    // The lead is still told; the administrator who turned it off is not (no row, no e-mail).
    expect(summary).toEqual([expect.objectContaining({ notified: 1, emails: 1 })]);
    const rows = await testApp.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.ticketId, ticket.id), eq(notifications.type, 'ESCALATION_ALERT')),
      );
    expect(rows.map((row) => row.userId)).toEqual([desk.lead.user.id]);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: desk.admin.headers,
      payload: {
        preferences: [{ type: 'ESCALATION_ALERT', inApp: true, email: true, push: true }],
      },
    });
  });
});

describe('the automatic escalation on a breach', () => {
  /** A department whose policy escalates on a breach, and a ticket in it with a clock. */
  async function escalatingTicket(changes: Partial<typeof ticketSla.$inferInsert> = {}) {
    const department = await makeDepartment(testApp.database, { leadId: desk.lead.user.id });
    const minutes = { firstResponseMinutes: 60, resolutionMinutes: 480 };
    const policy = await testApp.app.inject({
      method: 'POST',
      url: '/api/sla/policies',
      headers: desk.admin.headers,
      payload: {
        name: `Escala ${department.name}`,
        departmentId: department.id,
        targets: { BAJA: minutes, MEDIA: minutes, ALTA: minutes, URGENTE: minutes },
        autoEscalate: true,
      },
    });
    expect(policy.statusCode).toBe(201);
    const ticket = await clockedTicket(changes, () =>
      createTicket(testApp.app, desk.admin, { departmentId: department.id }),
    );
    return { ticket, policyName: policy.json().data.policy.name as string };
  }
  const statusOf = async (ticketId: string) =>
    (await testApp.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]!;
  const historyOf = (ticketId: string) =>
    testApp.database.db
      .select()
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticketId))
      .orderBy(ticketEvents.id);

  it('moves the ticket to ESCALADO as Atiende once, whatever the number of checks at once', async () => {
    const { ticket, policyName } = await escalatingTicket();
    const published: Array<{ event: string; actorId: string | null }> = [];
    const stops = (['ticket.status_changed', 'ticket.escalated'] as const).map((event) =>
      testApp.app.events.subscribe(event, (payload) => {
        if (payload.ticketId === ticket.id) published.push({ event, actorId: payload.actorId });
      }),
    );
    // A warning never escalates.
    await check(at(24.5), [ticket.id], { times: 3 });
    expect((await statusOf(ticket.id)).status).toBe('PENDIENTE');
    await check(at(26), [ticket.id], { times: 3 });
    await testApp.app.events.drain();
    const row = await statusOf(ticket.id);
    expect(row).toMatchObject({ status: 'ESCALADO', customStatusId: null, version: 2 });
    const history = (await historyOf(ticket.id)).filter((event) => event.type !== 'created');
    expect(history).toEqual([
      expect.objectContaining({
        type: 'status_changed',
        actorId: null,
        fromValue: 'PENDIENTE',
        toValue: 'ESCALADO',
        note: `Escalado automáticamente: venció el plazo de primera respuesta de la política «${policyName}».`,
      }),
      expect.objectContaining({ type: 'escalated', actorId: null, toValue: desk.lead.user.id }),
    ]);
    expect(published).toEqual([
      { event: 'ticket.status_changed', actorId: null },
      { event: 'ticket.escalated', actorId: null },
    ]);
    for (const stop of stops) stop();
    // The lead hears of it from Atiende; the history shows no person.
    const [told] = await testApp.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, desk.lead.user.id),
          eq(notifications.ticketId, ticket.id),
          eq(notifications.type, 'TICKET_ESCALATED'),
        ),
      );
    expect(told!.message).toMatch(/^Atiende escaló/);
    const shown = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/history`,
      headers: desk.admin.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain('"actor":null');
    // The clock followed the change (the same durable events as a person's escalation).
    const [clock] = await testApp.database.db
      .select()
      .from(ticketSla)
      .where(eq(ticketSla.ticketId, ticket.id));
    expect(clock!.pausedSince).toBeNull();
    // The resolution's breach later finds it escalated already: nothing more.
    await check(at(100), [ticket.id], { times: 2 });
    expect(await historyOf(ticket.id)).toHaveLength(history.length + 1);
    expect((await statusOf(ticket.id)).version).toBe(2);
  });

  it('leaves a policy without auto-escalation, and resolved or closed tickets, as they are', async () => {
    const plain = await clockedTicket();
    await check(at(26), [plain.id]);
    expect((await statusOf(plain.id)).status).toBe('PENDIENTE');
    const { ticket } = await escalatingTicket();
    await testApp.database.db
      .update(tickets)
      .set({ status: 'RESUELTO', resolvedAt: new Date() })
      .where(eq(tickets.id, ticket.id));
    expect(await escalate(ticket.id, 'x')).toBe(false);
    expect((await statusOf(ticket.id)).status).toBe('RESUELTO');
  });
});
