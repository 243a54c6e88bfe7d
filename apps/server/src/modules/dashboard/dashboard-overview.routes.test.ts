import type { Role, TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../db/client';
import { customers, departmentStatuses, ticketEvents, tickets, users } from '../../db/schema/index';
import { makeUser, signIn, useTestApp } from '../../../test/build-test-app';
import { issueWsTicket, listenForSockets, openSocket } from '../../../test/socket-client';
import { makeDepartment } from '../../../test/ticket-factories';

/**
 * A hand-built help desk at a fixed instant, Wednesday 2026-03-18 10:00 in Lima (15:00 UTC), and
 * every figure of the dashboard checked against values worked out by hand (the comments say how).
 * Days are counted back from that Wednesday: day 0 is 18/03, day 6 is 12/03.
 */
const NOW = new Date('2026-03-18T15:00:00.000Z');
/** `daysAgo` days before 18/03/2026, at `hour`:`minute` in Lima (UTC−5). */
const lima = (daysAgo: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, 18 - daysAgo, hour + 5, minute));
const minutes = (n: number) => n * 60_000;
const hoursBeforeNow = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

const testApp = useTestApp({ LOG_LEVEL: 'error' });

type Person = { id: string; headers: Record<string, string> };
const people = {} as Record<'admin' | 'lead' | 'ana' | 'bruno' | 'carla' | 'client', Person>;
const ids = {} as Record<string, string>;

async function person(name: string, role: Role, maxOpenTickets: number | null = null) {
  const user = await makeUser(testApp.database, { name, role });
  if (maxOpenTickets !== null) {
    await testApp.database.db.update(users).set({ maxOpenTickets }).where(eq(users.id, user.id));
  }
  const { accessToken } = await signIn(testApp.app, user.email, user.password);
  return { id: user.id, headers: { authorization: `Bearer ${accessToken}` } };
}

type TicketSpec = {
  key: string;
  department: 'soporte' | 'redes' | null;
  status: TicketStatus;
  priority: TicketPriority;
  source: TicketSource;
  created: Date;
  assignee?: keyof typeof people;
  customer?: 'puerto' | 'bodega';
  firstResponseAfterMinutes?: number;
  resolved?: Date;
};

/*
 * Soporte (lead Lucía, members Ana max 2 and Bruno no max, and an inactive técnico), Redes
 * (Carla, max 3), and one ticket without a department. a* are Soporte's, b* Redes', n1 none's.
 */
const TICKETS: TicketSpec[] = [
  {
    key: 'a1',
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'URGENTE',
    source: 'WEB',
    created: lima(10, 9),
    customer: 'puerto',
  },
  {
    key: 'a2',
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'ALTA',
    source: 'EMAIL',
    created: lima(2, 8),
    customer: 'bodega',
  },
  {
    key: 'a3',
    department: 'soporte',
    status: 'EN_PROGRESO',
    priority: 'MEDIA',
    source: 'WHATSAPP',
    created: lima(2, 9),
    assignee: 'ana',
    customer: 'puerto',
    firstResponseAfterMinutes: 30,
  },
  {
    key: 'a4',
    department: 'soporte',
    status: 'EN_PROGRESO',
    priority: 'ALTA',
    source: 'WEB',
    created: lima(1, 11),
    assignee: 'ana',
    customer: 'puerto',
    firstResponseAfterMinutes: 90,
  },
  {
    key: 'a5',
    department: 'soporte',
    status: 'ESCALADO',
    priority: 'URGENTE',
    source: 'WEB',
    created: lima(3, 11),
    assignee: 'lead',
    firstResponseAfterMinutes: 10,
  },
  {
    key: 'a6',
    department: 'soporte',
    status: 'RESUELTO',
    priority: 'MEDIA',
    source: 'EMAIL',
    created: lima(4, 9),
    assignee: 'bruno',
    firstResponseAfterMinutes: 60,
    resolved: lima(4, 13),
  },
  {
    key: 'a7',
    department: 'soporte',
    status: 'CERRADO',
    priority: 'BAJA',
    source: 'PUBLIC_FORM',
    created: lima(5, 8),
    assignee: 'bruno',
    firstResponseAfterMinutes: 120,
    resolved: lima(3, 8),
  },
  {
    key: 'a8',
    department: 'soporte',
    status: 'RESUELTO',
    priority: 'MEDIA',
    source: 'WEB',
    created: lima(20, 9),
    assignee: 'ana',
    firstResponseAfterMinutes: 15,
    resolved: lima(1, 12),
  },
  {
    key: 'a9',
    department: 'soporte',
    status: 'CERRADO',
    priority: 'ALTA',
    source: 'WEB',
    created: lima(40, 9),
    assignee: 'bruno',
    firstResponseAfterMinutes: 45,
    resolved: lima(35, 9),
  },
  {
    key: 'a10',
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'MEDIA',
    source: 'WEB',
    created: lima(0, 8),
  },
  {
    key: 'b1',
    department: 'redes',
    status: 'PENDIENTE',
    priority: 'URGENTE',
    source: 'WEB',
    created: lima(1, 9),
    assignee: 'carla',
    customer: 'puerto',
    firstResponseAfterMinutes: 20,
  },
  {
    key: 'b2',
    department: 'redes',
    status: 'RESUELTO',
    priority: 'ALTA',
    source: 'CHAT',
    created: lima(2, 10, 30),
    assignee: 'carla',
    firstResponseAfterMinutes: 5,
    resolved: lima(2, 12, 30),
  },
  {
    key: 'b3',
    department: 'redes',
    status: 'EN_PROGRESO',
    priority: 'BAJA',
    source: 'API',
    created: lima(60, 9),
    assignee: 'carla',
  },
  {
    key: 'n1',
    department: null,
    status: 'PENDIENTE',
    priority: 'MEDIA',
    source: 'WEB',
    created: lima(6, 9),
    customer: 'bodega',
  },
];

async function buildDesk() {
  const { db } = testApp.database;
  people.admin = await person('Admin General', 'ADMIN');
  people.lead = await person('Lucía Ramos', 'TECH_LEAD', 5);
  people.ana = await person('Ana Torres', 'TECHNICIAN', 2);
  people.bruno = await person('Bruno Díaz', 'TECHNICIAN');
  people.carla = await person('Carla Núñez', 'TECHNICIAN', 3);
  people.client = await person('Cliente Puerto', 'CLIENT');
  const inactive = await makeUser(testApp.database, {
    name: 'Ex Técnico',
    role: 'TECHNICIAN',
    isActive: false,
  });
  const soporte = await makeDepartment(testApp.database, {
    name: 'Soporte',
    leadId: people.lead.id,
    memberIds: [people.ana.id, people.bruno.id, inactive.id],
  });
  const redes = await makeDepartment(testApp.database, {
    name: 'Redes',
    memberIds: [people.carla.id],
  });
  ids.soporte = soporte.id;
  ids.redes = redes.id;
  const [puerto, bodega] = await db
    .insert(customers)
    .values([{ name: 'Restaurante El Puerto' }, { name: 'Bodega San Juan' }])
    .returning();
  ids.puerto = puerto!.id;
  ids.bodega = bodega!.id;
  const [resolvedByClient] = await db
    .insert(departmentStatuses)
    .values({ departmentId: soporte.id, name: 'Confirmado', baseStatus: 'RESUELTO' })
    .returning();
  for (const spec of TICKETS) {
    const [row] = await db
      .insert(tickets)
      .values({
        title: `Ticket ${spec.key}`,
        description: 'Descripción',
        contactName: `Contacto ${spec.key}`,
        status: spec.status,
        priority: spec.priority,
        source: spec.source,
        departmentId: spec.department ? ids[spec.department] : null,
        customerId: spec.customer ? ids[spec.customer] : null,
        assignedToId: spec.assignee ? people[spec.assignee].id : null,
        createdAt: spec.created,
        updatedAt: spec.resolved ?? spec.created,
        firstResponseAt:
          spec.firstResponseAfterMinutes === undefined
            ? null
            : new Date(spec.created.getTime() + minutes(spec.firstResponseAfterMinutes)),
        resolvedAt: spec.resolved ?? null,
        closedAt: spec.status === 'CERRADO' ? spec.resolved : null,
      })
      .returning({ id: tickets.id });
    ids[spec.key] = row!.id;
  }
  // The history: escalations and reopenings in and out of the last 24 hours.
  const event = (
    key: string,
    type: string,
    from: string | null,
    to: string | null,
    hours: number,
  ) => ({
    ticketId: ids[key]!,
    type,
    fromValue: from,
    toValue: to,
    createdAt: hoursBeforeNow(hours),
  });
  await db.insert(ticketEvents).values([
    event('a5', 'status_changed', 'EN_PROGRESO', 'ESCALADO', 3),
    event('a5', 'escalated', null, people.lead.id, 3),
    event('b1', 'escalated', null, null, 30), // the day before: not counted
    event('a4', 'status_changed', 'RESUELTO', 'EN_PROGRESO', 5),
    event('a4', 'status_changed', 'RESUELTO', 'EN_PROGRESO', 4), // the same ticket again: once
    event('a3', 'status_changed', resolvedByClient!.id, 'EN_PROGRESO', 2), // custom → open
    event('b2', 'status_changed', 'CERRADO', 'PENDIENTE', 1),
    event('a6', 'status_changed', 'EN_PROGRESO', 'RESUELTO', 6), // a resolution, not a reopening
    event('a1', 'status_changed', 'RESUELTO', 'PENDIENTE', 30), // the day before: not counted
  ]);
}

beforeAll(async () => {
  // Date alone: timers stay real, so sockets and the database run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await buildDesk();
});
afterAll(() => {
  vi.useRealTimers();
});

const overview = (who: keyof typeof people, query = '') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/dashboard/overview${query}`,
    headers: people[who].headers,
  });

async function figures(who: keyof typeof people, query = '') {
  const response = await overview(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const keysOf = (list: Array<{ id: string }>) =>
  list.map((ticket) => Object.keys(ids).find((key) => ids[key] === ticket.id));

describe('GET /api/dashboard/overview as an administrator', () => {
  it('answers every figure of all departments for the last 7 Lima days', async () => {
    const data = await figures('admin');
    expect(data.range).toEqual({
      period: '7d',
      from: '2026-03-12T05:00:00.000Z',
      to: '2026-03-19T05:00:00.000Z',
    });
    expect(data.generatedAt).toBe(NOW.toISOString());
    expect(data.departments).toEqual([
      { id: ids.redes, name: 'Redes' },
      { id: ids.soporte, name: 'Soporte' },
    ]);
    // Open now: a1–a5, a10, b1, b3, n1; without assignee a1, a2, a10, n1.
    expect(data.backlog).toEqual({
      open: 9,
      unassigned: 4,
      byStatus: [
        { status: 'PENDIENTE', count: 5 },
        { status: 'EN_PROGRESO', count: 3 },
        { status: 'ESCALADO', count: 1 },
      ],
      byPriority: [
        { priority: 'URGENTE', count: 3 },
        { priority: 'ALTA', count: 2 },
        { priority: 'MEDIA', count: 3 },
        { priority: 'BAJA', count: 1 },
      ],
      byDepartment: [
        { department: { id: ids.soporte, name: 'Soporte' }, count: 6 },
        { department: { id: ids.redes, name: 'Redes' }, count: 2 },
        { department: null, count: 1 },
      ],
    });
    // Created: n1 12/03, a7 13/03, a6 14/03, a5 15/03, a2 a3 b2 16/03, a4 b1 17/03, a10 18/03.
    // Resolved: a6 14/03, a7 15/03, b2 16/03, a8 17/03 (a9 long before).
    expect(data.flow).toEqual([
      { date: '2026-03-12', created: 1, resolved: 0 },
      { date: '2026-03-13', created: 1, resolved: 0 },
      { date: '2026-03-14', created: 1, resolved: 1 },
      { date: '2026-03-15', created: 1, resolved: 1 },
      { date: '2026-03-16', created: 3, resolved: 1 },
      { date: '2026-03-17', created: 2, resolved: 1 },
      { date: '2026-03-18', created: 1, resolved: 0 },
    ]);
    expect(data.totals).toEqual({ created: 10, resolved: 4 });
    // First responses of the 10 created: 5, 10, 20, 30, 60, 90, 120 (three unanswered).
    // p90 = 90 + 0.4 × (120 − 90).
    expect(data.firstResponse.medianMinutes).toBe(30);
    expect(data.firstResponse.p90Minutes).toBeCloseTo(102, 6);
    expect(data.firstResponse.count).toBe(7);
    // Resolutions: b2 120, a6 240, a7 2,880, a8 19 days 3 h = 27,540 minutes.
    // median = (240 + 2,880) / 2; p90 = 2,880 + 0.7 × (27,540 − 2,880).
    expect(data.resolution.medianMinutes).toBe(1560);
    expect(data.resolution.p90Minutes).toBeCloseTo(20142, 6);
    expect(data.resolution.count).toBe(4);
    expect(data.channels).toEqual([
      { source: 'WEB', count: 5 },
      { source: 'EMAIL', count: 2 },
      { source: 'PUBLIC_FORM', count: 1 },
      { source: 'WHATSAPP', count: 1 },
      { source: 'CHAT', count: 1 },
      { source: 'API', count: 0 },
      { source: 'IMPORT', count: 0 },
    ]);
    expect(data.topCustomers).toEqual([
      { customer: { id: ids.puerto, name: 'Restaurante El Puerto' }, open: 4 },
      { customer: { id: ids.bodega, name: 'Bodega San Juan' }, open: 2 },
    ]);
    // Last 24 h (from 17/03 10:00): created a4 a10, resolved a8, escalated a5, reopened a3 a4 b2.
    // The 24 h before: created b1 b2, resolved b2.
    expect(data.sinceYesterday).toEqual({
      created: 2,
      createdBefore: 2,
      resolved: 1,
      resolvedBefore: 1,
      escalated: 1,
      reopened: 3,
    });
  });

  it("lists every active técnico's and lead's load, and the oldest open tickets", async () => {
    const data = await figures('admin');
    const load = (
      name: string,
      role: string,
      open: number,
      max: number | null,
      resolved: number,
    ) => ({
      technician: { id: expect.any(String), name },
      role,
      open,
      maxOpenTickets: max,
      isFull: max !== null && open >= max,
      isOnline: false,
      resolvedInPeriod: resolved,
    });
    // By name; the inactive técnico is left out. Ana resolved a8, Bruno a6 and a7, Carla b2.
    expect(data.load).toEqual([
      load('Ana Torres', 'TECHNICIAN', 2, 2, 1),
      load('Bruno Díaz', 'TECHNICIAN', 0, null, 2),
      load('Carla Núñez', 'TECHNICIAN', 2, 3, 1),
      load('Lucía Ramos', 'TECH_LEAD', 1, 5, 0),
    ]);
    expect(data.load[0].isFull).toBe(true);
    expect(keysOf(data.oldest)).toEqual(['b3', 'a1', 'n1', 'a5', 'a2']);
    expect(keysOf(data.unassignedTickets)).toEqual(['a1', 'n1', 'a2', 'a10']);
    expect(data.oldest[1]).toEqual({
      id: ids.a1,
      number: expect.any(Number),
      title: 'Ticket a1',
      status: 'PENDIENTE',
      customStatus: null,
      priority: 'URGENTE',
      department: { id: ids.soporte, name: 'Soporte' },
      assignedTo: null,
      requesterName: 'Restaurante El Puerto', // the company, when the ticket has one
      createdAt: lima(10, 9).toISOString(),
      updatedAt: lima(10, 9).toISOString(),
    });
    expect(data.oldest[3].assignedTo).toEqual({ id: people.lead.id, name: 'Lucía Ramos' });
    expect(data.oldest[3].requesterName).toBe('Contacto a5');
  });

  it('narrows every figure to one department when asked', async () => {
    const data = await figures('admin', `?departmentId=${ids.redes}`);
    expect(data.departments).toEqual([{ id: ids.redes, name: 'Redes' }]);
    expect(data.backlog.open).toBe(2);
    expect(data.backlog.byDepartment).toEqual([
      { department: { id: ids.redes, name: 'Redes' }, count: 2 },
    ]);
    expect(data.totals).toEqual({ created: 2, resolved: 1 });
    expect(data.load.map((row: { technician: { name: string } }) => row.technician.name)).toEqual([
      'Carla Núñez',
    ]);
    expect(data.sinceYesterday).toMatchObject({ created: 0, createdBefore: 2, reopened: 1 });
  });

  it('answers a custom period, both days included', async () => {
    // 01/02–28/02: a9 created 06/02 (answered after 45 min), resolved 11/02 (5 days); a8 created
    // 26/02 (answered after 15 min), resolved in March.
    const data = await figures('admin', '?period=custom&from=2026-02-01&to=2026-02-28');
    expect(data.range).toEqual({
      period: 'custom',
      from: '2026-02-01T05:00:00.000Z',
      to: '2026-03-01T05:00:00.000Z',
    });
    expect(data.flow).toHaveLength(28);
    expect(data.flow.filter((day: { created: number }) => day.created > 0)).toEqual([
      { date: '2026-02-06', created: 1, resolved: 0 },
      { date: '2026-02-26', created: 1, resolved: 0 },
    ]);
    expect(data.flow.filter((day: { resolved: number }) => day.resolved > 0)).toEqual([
      { date: '2026-02-11', created: 0, resolved: 1 },
    ]);
    expect(data.totals).toEqual({ created: 2, resolved: 1 });
    // 15 and 45: median 30, p90 = 15 + 0.9 × 30.
    expect(data.firstResponse.medianMinutes).toBe(30);
    expect(data.firstResponse.p90Minutes).toBeCloseTo(42, 6);
    expect(data.firstResponse.count).toBe(2);
    expect(data.resolution).toEqual({ medianMinutes: 7200, p90Minutes: 7200, count: 1 });
    expect(data.channels[0]).toEqual({ source: 'WEB', count: 2 });
    // Open now whatever the period: the backlog does not move.
    expect(data.backlog.open).toBe(9);
  });

  it('says nothing was measured when the period is empty', async () => {
    const data = await figures('admin', '?period=custom&from=2025-01-01&to=2025-01-02');
    expect(data.flow).toEqual([
      { date: '2025-01-01', created: 0, resolved: 0 },
      { date: '2025-01-02', created: 0, resolved: 0 },
    ]);
    expect(data.firstResponse).toEqual({ medianMinutes: null, p90Minutes: null, count: 0 });
    expect(data.resolution).toEqual({ medianMinutes: null, p90Minutes: null, count: 0 });
  });

  it('marks people connected to the live updates as online', async () => {
    const baseUrl = await listenForSockets(testApp.app);
    const socket = openSocket(baseUrl, await issueWsTicket(testApp.app, people.carla.headers));
    try {
      await socket.next('connected');
      const data = await figures('admin');
      const online = data.load
        .filter((row: { isOnline: boolean }) => row.isOnline)
        .map((row: { technician: { name: string } }) => row.technician.name);
      expect(online).toEqual(['Carla Núñez']);
    } finally {
      socket.socket.close();
      await socket.closed;
    }
  });
});

describe('the ticket list behind «Desde ayer» (docs/tickets.md#list-filters)', () => {
  const listed = async (query: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets?${query}&limit=100`,
      headers: people.admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return keysOf(response.json().data.tickets).sort();
  };

  it('lists the tickets escalated or reopened since the start of a Lima day', async () => {
    // Today (18/03 from 00:00 Lima): a5 escalated 3 h ago; a4, a3 (a custom status based on
    // Resuelto) and b2 reopened within 5 h. a6's resolution is not a reopening.
    expect(await listed('escalatedFrom=2026-03-18')).toEqual(['a5']);
    expect(await listed('reopenedFrom=2026-03-18')).toEqual(['a3', 'a4', 'b2']);
    // Since yesterday's start (whole days, the link of «Desde ayer»): b1 and a1, 30 h ago, too.
    expect(await listed('escalatedFrom=2026-03-17')).toEqual(['a5', 'b1']);
    expect(await listed('reopenedFrom=2026-03-17')).toEqual(['a1', 'a3', 'a4', 'b2']);
    expect(await listed(`reopenedFrom=2026-03-17&departmentId=${ids.redes}`)).toEqual(['b2']);
  });

  it('lists the open tickets without a department, as the «Sin departamento» row counts them', async () => {
    expect(await listed('departmentId=none&view=open')).toEqual(['n1']);
    // A lead sees a ticket without a department only when it is theirs: n1 is nobody's.
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?departmentId=none&view=open',
      headers: people.lead.headers,
    });
    expect(response.json().data.tickets).toEqual([]);
  });
});

describe('GET /api/dashboard/overview as a tech lead', () => {
  it("counts only the lead's departments", async () => {
    const data = await figures('lead');
    expect(data.departments).toEqual([{ id: ids.soporte, name: 'Soporte' }]);
    expect(data.backlog).toEqual({
      open: 6,
      unassigned: 3,
      byStatus: [
        { status: 'PENDIENTE', count: 3 },
        { status: 'EN_PROGRESO', count: 2 },
        { status: 'ESCALADO', count: 1 },
      ],
      byPriority: [
        { priority: 'URGENTE', count: 2 },
        { priority: 'ALTA', count: 2 },
        { priority: 'MEDIA', count: 2 },
        { priority: 'BAJA', count: 0 },
      ],
      byDepartment: [{ department: { id: ids.soporte, name: 'Soporte' }, count: 6 }],
    });
    expect(data.flow).toEqual([
      { date: '2026-03-12', created: 0, resolved: 0 },
      { date: '2026-03-13', created: 1, resolved: 0 },
      { date: '2026-03-14', created: 1, resolved: 1 },
      { date: '2026-03-15', created: 1, resolved: 1 },
      { date: '2026-03-16', created: 2, resolved: 0 },
      { date: '2026-03-17', created: 1, resolved: 1 },
      { date: '2026-03-18', created: 1, resolved: 0 },
    ]);
    expect(data.totals).toEqual({ created: 7, resolved: 3 });
    // 10, 30, 60, 90, 120: p90 = 90 + 0.6 × 30.
    expect(data.firstResponse.medianMinutes).toBe(60);
    expect(data.firstResponse.p90Minutes).toBeCloseTo(108, 6);
    expect(data.firstResponse.count).toBe(5);
    // 240, 2,880, 27,540: p90 = 2,880 + 0.8 × 24,660.
    expect(data.resolution.medianMinutes).toBe(2880);
    expect(data.resolution.p90Minutes).toBeCloseTo(22608, 6);
    expect(data.resolution.count).toBe(3);
    expect(data.channels.filter((row: { count: number }) => row.count > 0)).toEqual([
      { source: 'WEB', count: 3 },
      { source: 'EMAIL', count: 2 },
      { source: 'PUBLIC_FORM', count: 1 },
      { source: 'WHATSAPP', count: 1 },
    ]);
    expect(data.topCustomers).toEqual([
      { customer: { id: ids.puerto, name: 'Restaurante El Puerto' }, open: 3 },
      { customer: { id: ids.bodega, name: 'Bodega San Juan' }, open: 1 },
    ]);
    expect(data.sinceYesterday).toEqual({
      created: 2,
      createdBefore: 0,
      resolved: 1,
      resolvedBefore: 0,
      escalated: 1,
      reopened: 2,
    });
    // The team of Soporte only: Carla (Redes) is not there.
    expect(
      data.load.map(
        (row: { technician: { name: string }; open: number; resolvedInPeriod: number }) => [
          row.technician.name,
          row.open,
          row.resolvedInPeriod,
        ],
      ),
    ).toEqual([
      ['Ana Torres', 2, 1],
      ['Bruno Díaz', 0, 2],
      ['Lucía Ramos', 1, 0],
    ]);
    expect(keysOf(data.oldest)).toEqual(['a1', 'a5', 'a2', 'a3', 'a4']);
    expect(keysOf(data.unassignedTickets)).toEqual(['a1', 'a2', 'a10']);
  });

  it('answers the same for their own department asked by id', async () => {
    const all = await figures('lead');
    const one = await figures('lead', `?departmentId=${ids.soporte}`);
    expect({ ...one, generatedAt: null }).toEqual({ ...all, generatedAt: null });
  });

  it("refuses another department's figures with 403 and says why", async () => {
    const response = await overview('lead', `?departmentId=${ids.redes}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Solo puedes ver los paneles de tus departamentos.',
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('GET /api/dashboard/overview refusals', () => {
  it('refuses técnicos and clients with 403, and anonymous callers with 401', async () => {
    for (const who of ['ana', 'client'] as const) {
      const response = await overview(who);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Este panel no está disponible para tu rol.');
    }
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/dashboard/overview' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      '?period=week',
      'period',
      'El periodo no es válido. Usa today, 7d, 30d, 90d, month, quarter, year o custom (con from y to)',
    ],
    ['?period=custom&from=2026-03-01', 'to', 'Con el periodo custom indica from y to (AAAA-MM-DD)'],
    [
      '?period=7d&from=2026-03-01&to=2026-03-02',
      'period',
      'from y to solo se usan con period=custom',
    ],
    [
      '?period=custom&from=2026-03-05&to=2026-03-01',
      'from',
      'La fecha inicial no puede ser posterior a la final',
    ],
    [
      '?period=custom&from=2026-02-30&to=2026-03-01',
      'from',
      'La fecha no es válida. Usa el formato AAAA-MM-DD',
    ],
    ['?departmentId=soporte', 'departmentId', 'Elige un departamento válido.'],
  ])('rejects %s with 400 and its Spanish message', async (query, field, message) => {
    const response = await overview('admin', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
  });

  it('rejects a department that does not exist with 400', async () => {
    const response = await overview('admin', '?departmentId=7f000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'departmentId', message: 'Elige un departamento válido.' },
    ]);
  });
});

describe('GET /api/dashboard/overview at the same moment', () => {
  it('gives simultaneous callers the figures of their own scope', async () => {
    const [admin, lead, adminAgain, redes] = await Promise.all([
      figures('admin'),
      figures('lead'),
      figures('admin'),
      figures('admin', `?departmentId=${ids.redes}`),
    ]);
    expect(admin).toEqual(adminAgain);
    expect([admin.backlog.open, lead.backlog.open, redes.backlog.open]).toEqual([9, 6, 2]);
    expect([admin.totals, lead.totals, redes.totals]).toEqual([
      { created: 10, resolved: 4 },
      { created: 7, resolved: 3 },
      { created: 2, resolved: 1 },
    ]);
  });
});

describe('the daily counts behind the figures (docs/dashboards.md#daily-counts)', () => {
  it('are folded by the server every few seconds, the figures unchanged', async () => {
    const pending = async () => {
      const [row] = await selectRows<{ n: number }>(
        testApp.database.db,
        sql`SELECT ((SELECT count(*) FROM ticket_created_daily_changes)
          + (SELECT count(*) FROM ticket_resolved_daily_changes))::int AS n`,
      );
      return row!.n;
    };
    await testApp.database.db.insert(tickets).values({
      title: 'Plegado',
      description: 'x',
      contactName: 'Cliente',
      source: 'CHAT',
      createdAt: lima(40, 9),
    });
    expect(await pending()).toBeGreaterThan(0);
    const before = await figures('admin', '?period=year');
    await expect.poll(pending, { timeout: 15_000, interval: 250 }).toBe(0);
    expect(await figures('admin', '?period=year')).toEqual({
      ...before,
      generatedAt: expect.any(String),
    });
  });
});

describe('the long periods’ durations (docs/dashboards.md#long-periods)', () => {
  it('reads a 90-day period’s first response and resolution from memory for a minute', async () => {
    // Past what earlier tests kept (the same day: the same periods).
    vi.setSystemTime(NOW.getTime() + 120_000);
    const before = await figures('admin', '?period=90d');
    const weekBefore = await figures('admin', '?period=7d');
    const [open] = await testApp.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.status, 'EN_PROGRESO'))
      .limit(1);
    await testApp.database.db
      .update(tickets)
      .set({ status: 'RESUELTO', resolvedAt: new Date(NOW) })
      .where(eq(tickets.id, open!.id));
    try {
      const within = await figures('admin', '?period=90d');
      expect(within.resolution).toEqual(before.resolution);
      expect(within.backlog.open).toBe(before.backlog.open - 1); // the rest is read each time
      // A week is read each time, durations included.
      const week = await figures('admin', '?period=7d');
      expect(week.resolution.count).toBe(weekBefore.resolution.count + 1);
      vi.setSystemTime(NOW.getTime() + 180_000);
      const later = await figures('admin', '?period=90d');
      expect(later.resolution.count).toBe(before.resolution.count + 1);
    } finally {
      vi.setSystemTime(NOW);
      await testApp.database.db
        .update(tickets)
        .set({ status: 'EN_PROGRESO', resolvedAt: null })
        .where(eq(tickets.id, open!.id));
    }
  });
});
