import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  assignTicket,
  createDeskTicket,
  createTicket,
  makeHelpDesk,
  type HelpDesk,
} from '../../../test/ticket-factories';
import { ticketSla } from '../../db/schema/index';

/**
 * docs/tickets.md#sla-in-the-list: the list rows' SLA badge data, the "Próximo vencimiento" sort
 * and the "Por vencer" view with its count, under the visibility rule.
 */
const testApp = useTestApp({ LOG_LEVEL: 'error' });
let desk: HelpDesk;

type Actor = { headers: Record<string, string> };
type Row = {
  id: string;
  number: number;
  sla: { target: string; dueAt: string; warnAt: string; isPaused: boolean } | null;
};

const listOf = async (actor: Actor, query: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tickets?${query}`,
    headers: actor.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { tickets: Row[]; pagination: { total: number } };
};
const countsOf = async (actor: Actor) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/saved-views/counts',
    headers: actor.headers,
  });
  expect(response.statusCode).toBe(200);
  const counts = response.json().data.counts as Array<{ id: string; count: number | null }>;
  return Object.fromEntries(counts.map((item) => [item.id, item.count]));
};

/** An instant `minutes` from now (negative: in the past). */
const fromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Sets a ticket's clock instants relative to now, as the SLA module would have stored them:
 * warnings 30 minutes before each due time.
 */
async function setClock(
  ticketId: string,
  clock: {
    firstResponseDueIn: number;
    resolutionDueIn: number;
    isAnswered?: boolean;
    isPaused?: boolean;
    isCompleted?: boolean;
  },
) {
  await testApp.database.db
    .update(ticketSla)
    .set({
      firstResponseAt: clock.isAnswered ? fromNow(-5) : null,
      firstResponseDueAt: fromNow(clock.firstResponseDueIn),
      firstResponseWarnAt: fromNow(clock.firstResponseDueIn - 30),
      resolutionDueAt: fromNow(clock.resolutionDueIn),
      resolutionWarnAt: fromNow(clock.resolutionDueIn - 30),
      pausedSince: clock.isPaused || clock.isCompleted ? fromNow(-1) : null,
      isCompleted: clock.isCompleted ?? false,
    })
    .where(eq(ticketSla.ticketId, ticketId));
}

let calm: { id: string; number: number }; // first response due in 3 h: not at risk
let warned: { id: string; number: number }; // first response due in 20 min: in warning
let breached: { id: string; number: number }; // first response 40 min late
let answered: { id: string; number: number }; // answered; resolution due in 10 min
let paused: { id: string; number: number }; // paused, its first response would be late
let resolved: { id: string; number: number }; // clock over
let clockless: { id: string; number: number }; // no clock yet (an imported ticket)
let elsewhere: { id: string; number: number }; // another department, breached

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const { app } = testApp;
  calm = await createDeskTicket(app, desk, { title: 'Sin apuro' });
  warned = await createDeskTicket(app, desk, { title: 'Por vencer' });
  breached = await createDeskTicket(app, desk, { title: 'Vencido' });
  answered = await createDeskTicket(app, desk, { title: 'Respondido' });
  paused = await createDeskTicket(app, desk, { title: 'En pausa' });
  resolved = await createDeskTicket(app, desk, { title: 'Resuelto' });
  clockless = await createDeskTicket(app, desk, { title: 'Importado' });
  elsewhere = await createTicket(app, desk.otherClient, {
    title: 'Otro departamento',
    departmentId: desk.otherDepartment.id,
  });
  await app.events.drain();
  await setClock(calm.id, { firstResponseDueIn: 180, resolutionDueIn: 600 });
  await setClock(warned.id, { firstResponseDueIn: 20, resolutionDueIn: 600 });
  await setClock(breached.id, { firstResponseDueIn: -40, resolutionDueIn: 300 });
  await setClock(answered.id, { firstResponseDueIn: -100, resolutionDueIn: 10, isAnswered: true });
  await setClock(paused.id, { firstResponseDueIn: -60, resolutionDueIn: 60, isPaused: true });
  await setClock(resolved.id, { firstResponseDueIn: -60, resolutionDueIn: -10, isCompleted: true });
  await setClock(elsewhere.id, { firstResponseDueIn: -5, resolutionDueIn: 100 });
  await testApp.database.db.delete(ticketSla).where(eq(ticketSla.ticketId, clockless.id));
  for (const ticket of [calm, warned, breached, answered, paused]) {
    const response = await assignTicket(app, desk.lead, ticket.id, desk.technician.user.id);
    expect(response.statusCode).toBe(200);
  }
  // Assigning moved each clock (docs/sla.md#clock): put the instants back.
  await app.events.drain();
  await setClock(calm.id, { firstResponseDueIn: 180, resolutionDueIn: 600 });
  await setClock(warned.id, { firstResponseDueIn: 20, resolutionDueIn: 600 });
  await setClock(breached.id, { firstResponseDueIn: -40, resolutionDueIn: 300 });
  await setClock(answered.id, { firstResponseDueIn: -100, resolutionDueIn: 10, isAnswered: true });
  await setClock(paused.id, { firstResponseDueIn: -60, resolutionDueIn: 60, isPaused: true });
});

describe('GET /api/tickets: SLA of each row', () => {
  it('carries the next pending target of a running or paused clock, and none otherwise', async () => {
    const { tickets } = await listOf(desk.lead, 'limit=100');
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket.sla]));
    const [clock] = await testApp.database.db
      .select()
      .from(ticketSla)
      .where(eq(ticketSla.ticketId, warned.id));
    expect(byId.get(warned.id)).toEqual({
      target: 'FIRST_RESPONSE',
      dueAt: clock!.firstResponseDueAt.toISOString(),
      warnAt: clock!.firstResponseWarnAt.toISOString(),
      isPaused: false,
    });
    expect(byId.get(answered.id)).toMatchObject({ target: 'RESOLUTION', isPaused: false });
    expect(byId.get(paused.id)).toMatchObject({ target: 'FIRST_RESPONSE', isPaused: true });
    expect(byId.get(resolved.id)).toBeNull();
    expect(byId.get(clockless.id)).toBeNull();
  });

  it('answers the same SLA on the ticket detail', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets/${answered.id}`,
      headers: desk.lead.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ticket.sla).toMatchObject({ target: 'RESOLUTION' });
  });
});

describe('GET /api/tickets?sort=slaDue', () => {
  it('orders running clocks by their next due time, then the rest by number', async () => {
    const { tickets } = await listOf(desk.lead, 'sort=slaDue&limit=100');
    expect(tickets.map((ticket) => ticket.number)).toEqual([
      breached.number, // due 40 min ago
      answered.number, // resolution due in 10 min
      warned.number, // first response due in 20 min
      calm.number, // first response due in 3 h
      paused.number, // paused, resolved, without a clock: last, by number
      resolved.number,
      clockless.number,
    ]);
  });

  it('keeps tickets without a running clock last when descending', async () => {
    const { tickets } = await listOf(desk.lead, 'sort=-slaDue&limit=100');
    expect(tickets.map((ticket) => ticket.number)).toEqual([
      calm.number,
      warned.number,
      answered.number,
      breached.number,
      clockless.number,
      resolved.number,
      paused.number,
    ]);
  });

  it("sorts the técnico's own queue, counted from the assignee index", async () => {
    const { tickets, pagination } = await listOf(
      desk.technician,
      'assignedToId=me&view=open&sort=slaDue',
    );
    expect(tickets.map((ticket) => ticket.number)).toEqual([
      breached.number,
      answered.number,
      warned.number,
      calm.number,
      paused.number,
    ]);
    expect(pagination.total).toBe(5);
  });

  it('pages through the sort without repeating or skipping a ticket', async () => {
    const first = await listOf(desk.lead, 'sort=slaDue&limit=3&page=1');
    const second = await listOf(desk.lead, 'sort=slaDue&limit=3&page=2');
    const third = await listOf(desk.lead, 'sort=slaDue&limit=3&page=3');
    const numbers = [...first.tickets, ...second.tickets, ...third.tickets].map(
      (ticket) => ticket.number,
    );
    // Page 2 ends the running clocks and starts the rest; page 3 lies wholly past them.
    const whole = await listOf(desk.lead, 'sort=slaDue&limit=100');
    expect(numbers).toEqual(whole.tickets.map((ticket) => ticket.number));
    expect(new Set(numbers).size).toBe(7);
    expect(third.pagination.total).toBe(7);
  });

  it('refuses an unknown sort with 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?sort=slaDueAt',
      headers: desk.lead.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/tickets?sla=atRisk ("Por vencer")', () => {
  it('lists the running clocks past their warning, in warning or breached', async () => {
    const { tickets, pagination } = await listOf(desk.lead, 'sla=atRisk&view=open&sort=slaDue');
    expect(tickets.map((ticket) => ticket.number)).toEqual([
      breached.number,
      answered.number,
      warned.number,
    ]);
    expect(pagination.total).toBe(3);
    // Latest due first, and pages that neither repeat nor skip (the joined, index-walking plan).
    const latestFirst = await listOf(desk.lead, 'sla=atRisk&view=open&sort=-slaDue');
    expect(latestFirst.tickets.map((ticket) => ticket.number)).toEqual([
      warned.number,
      answered.number,
      breached.number,
    ]);
    const first = await listOf(desk.lead, 'sla=atRisk&view=open&sort=slaDue&limit=2');
    const second = await listOf(desk.lead, 'sla=atRisk&view=open&sort=slaDue&limit=2&page=2');
    expect([...first.tickets, ...second.tickets].map((ticket) => ticket.number)).toEqual([
      breached.number,
      answered.number,
      warned.number,
    ]);
    expect(second.pagination.total).toBe(3);
    // Its rows carry their SLA like any list's.
    expect(tickets[0]?.sla).toMatchObject({ target: 'FIRST_RESPONSE', isPaused: false });
  });

  it('keeps the visibility rule: another department and a client see only theirs', async () => {
    const outsider = await listOf(desk.outsider, 'sla=atRisk&view=open');
    expect(outsider.tickets.map((ticket) => ticket.number)).toEqual([elsewhere.number]);
    const outsiderByDue = await listOf(desk.outsider, 'sla=atRisk&view=open&sort=slaDue');
    expect(outsiderByDue.tickets.map((ticket) => ticket.number)).toEqual([elsewhere.number]);
    const otherClient = await listOf(desk.otherClient, 'sla=atRisk&view=open');
    expect(otherClient.tickets.map((ticket) => ticket.number)).toEqual([elsewhere.number]);
    const client = await listOf(desk.client, 'sla=atRisk&view=open');
    expect(client.tickets.map((ticket) => ticket.number).sort()).toEqual(
      [breached.number, answered.number, warned.number].sort(),
    );
    const admin = await listOf(desk.admin, 'sla=atRisk&view=open');
    expect(admin.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('counts the view like the others, per viewer', async () => {
    expect((await countsOf(desk.lead)).atRisk).toBe(3);
    expect((await countsOf(desk.technician)).atRisk).toBe(3);
    expect((await countsOf(desk.outsider)).atRisk).toBe(1);
  });

  it('finds the clocks through the next-warning index', async () => {
    const rows = await testApp.database.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'ticket_sla_next_warn_idx'`,
    );
    const list = (rows as unknown as { rows: Array<{ indexdef: string }> }).rows;
    expect(list[0]?.indexdef).toContain('paused_since IS NULL');
  });

  it('refuses an unknown value with 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?sla=late',
      headers: desk.lead.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});
