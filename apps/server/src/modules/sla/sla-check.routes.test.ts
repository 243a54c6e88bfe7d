import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';
import { notifications, ticketSla } from '../../db/schema/index';
import type { EscalationAlert } from '../notifications/index';
import { checkSlaClocks } from './sla-check';

let desk: HelpDesk;
const testApp = useTestApp({ LOG_LEVEL: 'error' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

// Instants a day and more ahead: the every-minute schedule of the test app never reaches them.
const start = Date.now();
const at = (hours: number) => new Date(start + hours * 3_600_000);

/** A ticket whose clock warns at +24 h and +72 h and falls due at +25 h and +96 h. */
async function clockedTicket(changes: Partial<typeof ticketSla.$inferInsert> = {}) {
  const ticket = await createDeskTicket(testApp.app, desk);
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
    Array.from({ length: times }, () => checkSlaClocks(testApp.database.db, raise, { now, batch })),
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
      (alert) => testApp.app.notifications.raiseEscalationAlert(alert),
      {
        now: at(26),
      },
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
});
