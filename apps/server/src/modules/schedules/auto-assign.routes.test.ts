import { AUTO_ASSIGNMENT_NOTE, type AutoAssignMode } from '@atiende/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, makeUser, useTestApp } from '../../../test/build-test-app';
import { multipartBody } from '../imports/import-test-support';
import { settle } from '../../../test/notification-helpers';
import {
  assignTicket,
  createTicket,
  makeDepartment,
  publicTicketFields,
} from '../../../test/ticket-factories';
import { until } from '../../../test/until';
import {
  departmentMembers,
  departmentScheduleSettings,
  notifications,
  technicianPauses,
  tickets,
  users,
  workShifts,
} from '../../db/schema/index';

const testApp = useTestApp();
type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;
let admin: Actor;
let client: Actor;

beforeAll(async () => {
  admin = await makeSignedInUser(testApp, 'ADMIN');
  client = await makeSignedInUser(testApp, 'CLIENT');
});

const db = () => testApp.database.db;
let sequence = 0;

/** Técnicos named so their order by name is the order given; a department with them. */
async function team(names: string[], mode: AutoAssignMode) {
  sequence += 1;
  const people = [];
  for (const name of names) {
    people.push(
      await makeUser(testApp.database, { role: 'TECHNICIAN', name: `${name} ${sequence}` }),
    );
  }
  const department = await makeDepartment(testApp.database, {
    memberIds: people.map((person) => person.id),
  });
  await setMode(department.id, mode);
  return { department, people };
}

async function setMode(departmentId: string, autoAssign: AutoAssignMode) {
  await db()
    .insert(departmentScheduleSettings)
    .values({ departmentId, autoAssign })
    .onConflictDoUpdate({ target: departmentScheduleSettings.departmentId, set: { autoAssign } });
}

const setMax = (userId: string, maxOpenTickets: number | null) =>
  db().update(users).set({ maxOpenTickets }).where(eq(users.id, userId));

/** An open pause started five minutes ago. */
const startPause = (userId: string, kind: 'break' | 'lunch' = 'break') =>
  db()
    .insert(technicianPauses)
    .values({ userId, kind, startedAt: new Date(Date.now() - 5 * 60_000), plannedMinutes: 15 });

const endPause = (userId: string) =>
  db()
    .update(technicianPauses)
    .set({ endedAt: new Date() })
    .where(and(eq(technicianPauses.userId, userId), isNull(technicianPauses.endedAt)));

const LIMA = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Lima',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and minute of the day of an instant, in Lima. */
function limaSlot(instant: Date) {
  const parts = Object.fromEntries(LIMA.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday!),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** A weekly shift that covers now (from an hour ago, three hours long). */
async function onShiftNow(userId: string) {
  const start = limaSlot(new Date(Date.now() - 60 * 60_000));
  await db()
    .insert(workShifts)
    .values({ userId, weekday: start.weekday, startMinute: start.minute, durationMinutes: 180 });
}

/** A weekly shift two days from now only: off shift at this moment. */
async function offShiftNow(userId: string) {
  const { weekday } = limaSlot(new Date());
  await db()
    .insert(workShifts)
    .values({ userId, weekday: (weekday + 2) % 7, startMinute: 540, durationMinutes: 60 });
}

const newTicket = (departmentId: string, actor: Actor = client) =>
  createTicket(testApp.app, actor, { departmentId }) as Promise<
    Awaited<ReturnType<typeof createTicket>> & { assignedTo: { id: string; name: string } | null }
  >;

async function assigneeOf(ticketId: string): Promise<string | null> {
  const [row] = await db()
    .select({ assignedToId: tickets.assignedToId })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row!.assignedToId;
}

describe('automatic assignment on creation', () => {
  it('takes turns: never assigned first by name, then the oldest last assignment', async () => {
    const { department, people } = await team(['Ana', 'Beto', 'Carla'], 'round_robin');
    const [ana, beto, carla] = people;
    const order: Array<string | undefined> = [];
    for (let index = 0; index < 4; index += 1) {
      order.push((await newTicket(department.id)).assignedTo?.id);
    }
    expect(order).toEqual([ana!.id, beto!.id, carla!.id, ana!.id]);
  });

  it('records the assignment as automatic, with the same history and notification as by hand', async () => {
    const { department, people } = await team(['Diana'], 'round_robin');
    const ticket = await newTicket(department.id);
    expect(ticket.assignedTo).toEqual({ id: people[0]!.id, name: people[0]!.name });
    // The answer carries the version after the assignment: an edit with it is accepted.
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}`,
      headers: admin.headers,
    });
    expect(detail.json().data.ticket.version).toBe(ticket.version);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/history`,
      headers: admin.headers,
    });
    const assigned = history
      .json()
      .data.events.filter((event: { type: string }) => event.type === 'assigned');
    expect(assigned).toEqual([
      expect.objectContaining({
        actor: null,
        to: people[0]!.id,
        toLabel: people[0]!.name,
        note: AUTO_ASSIGNMENT_NOTE,
      }),
    ]);
    await settle(testApp.app);
    const told = await db()
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, people[0]!.id), eq(notifications.ticketId, ticket.id)));
    expect(told).toEqual([{ type: 'TICKET_ASSIGNED' }]);
  });

  it('gives the least loaded the ticket, ties in round robin order', async () => {
    const { department, people } = await team(['Elena', 'Fabio', 'Gina'], 'least_loaded');
    const [elena, fabio, gina] = people;
    const other = await makeDepartment(testApp.database);
    for (const [person, count] of [
      [elena!, 2],
      [gina!, 1],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        const ticket = await newTicket(other.id);
        expect((await assignTicket(testApp.app, admin, ticket.id, person.id)).statusCode).toBe(200);
      }
    }
    // Fabio has none; then Fabio and Gina have one each, and Gina was never given one here.
    expect((await newTicket(department.id)).assignedTo?.id).toBe(fabio!.id);
    expect((await newTicket(department.id)).assignedTo?.id).toBe(gina!.id);
    expect((await newTicket(department.id)).assignedTo?.id).toBe(fabio!.id);
  });

  it('skips someone on a break, at lunch, off shift or full, and counts a shift now as available', async () => {
    const names = ['Hugo', 'Inés', 'Javier', 'Karen', 'Lucía'];
    const { department, people } = await team(names, 'round_robin');
    const [hugo, ines, javier, karen, lucia] = people;
    await startPause(hugo!.id, 'break');
    await startPause(ines!.id, 'lunch');
    await offShiftNow(javier!.id);
    await setMax(karen!.id, 0);
    await onShiftNow(lucia!.id);
    expect((await newTicket(department.id)).assignedTo?.id).toBe(lucia!.id);
    expect((await newTicket(department.id)).assignedTo?.id).toBe(lucia!.id);
  });

  it('leaves the ticket waiting when nobody can take it, and the job assigns it when someone is back', async () => {
    const { department, people } = await team(['Mario'], 'round_robin');
    const [mario] = people;
    await startPause(mario!.id);
    const waiting = await newTicket(department.id);
    expect(waiting.assignedTo).toBeNull();
    expect(await testApp.app.autoAssign.assignWaiting()).toBe(0);
    expect(await assigneeOf(waiting.id)).toBeNull();
    await endPause(mario!.id);
    // Right after a pause ends the job is queued, and the runner assigns the ticket.
    await testApp.app.autoAssign.wakeWaiting();
    await until(
      () => assigneeOf(waiting.id),
      (assignee) => assignee === mario!.id,
    );
  });

  it('assigns a waiting ticket to the técnico who ends their pause through the header button', async () => {
    const technician = await makeSignedInUser(testApp, 'TECHNICIAN');
    const department = await makeDepartment(testApp.database, {
      memberIds: [technician.user.id],
    });
    await setMode(department.id, 'round_robin');
    const pause = (url: string, payload?: object) =>
      testApp.app.inject({ method: 'POST', url, headers: technician.headers, payload });
    expect((await pause('/api/schedules/pauses', { kind: 'break' })).statusCode).toBe(201);
    const waiting = await newTicket(department.id);
    expect(waiting.assignedTo).toBeNull();
    expect((await pause('/api/schedules/pauses/current/end')).statusCode).toBe(200);
    await until(
      () => assigneeOf(waiting.id),
      (assignee) => assignee === technician.user.id,
    );
  });

  it('assigns the oldest waiting tickets first, up to the free places', async () => {
    const { department, people } = await team(['Nora'], 'round_robin');
    const [nora] = people;
    await startPause(nora!.id);
    const first = await newTicket(department.id);
    const second = await newTicket(department.id);
    await endPause(nora!.id);
    await setMax(nora!.id, 1);
    expect(await testApp.app.autoAssign.assignWaiting()).toBeGreaterThanOrEqual(1);
    expect(await assigneeOf(first.id)).toBe(nora!.id);
    expect(await assigneeOf(second.id)).toBeNull();
  });

  it('never goes past a maximum when two tickets are created at once with one place left', async () => {
    const { department, people } = await team(['Oscar'], 'round_robin');
    const [oscar] = people;
    await setMax(oscar!.id, 1);
    const created = await Promise.all([newTicket(department.id), newTicket(department.id)]);
    const assignees = await Promise.all(created.map((ticket) => assigneeOf(ticket.id)));
    expect(assignees.filter((assignee) => assignee === oscar!.id)).toHaveLength(1);
    expect(assignees.filter((assignee) => assignee === null)).toHaveLength(1);
  });

  it('assigns tickets from the public form and from staff, with or without files', async () => {
    const { department, people } = await team(['Pablo'], 'round_robin');
    const form = multipartBody(null, publicTicketFields(department.id));
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/api/tickets/public',
      payload: form.payload,
      headers: form.headers,
    });
    expect(submitted.statusCode).toBe(201);
    expect(await assigneeOf(submitted.json().data.ticketId)).toBe(people[0]!.id);

    const byStaff = await newTicket(department.id, admin);
    expect(byStaff.assignedTo?.id).toBe(people[0]!.id);

    const withFile = multipartWithFile({
      title: 'No abre el sistema de caja',
      description: 'Adjunto la captura del error.',
      departmentId: department.id,
    });
    const filed = await testApp.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: withFile.payload,
      headers: { ...client.headers, 'content-type': withFile.contentType },
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data.ticket.assignedTo?.id).toBe(people[0]!.id);
  });

  it("gives tickets only to the department's active técnicos: not its lead, an administrator or another department's", async () => {
    const lead = await makeUser(testApp.database, { role: 'TECH_LEAD', name: 'Aa Líder' });
    const adminMember = await makeUser(testApp.database, { role: 'ADMIN', name: 'Aa Admin' });
    const inactive = await makeUser(testApp.database, {
      role: 'TECHNICIAN',
      name: 'Aa Inactivo',
      isActive: false,
    });
    // A técnico free in another department that assigns automatically.
    await team(['Aa Fuera'], 'round_robin');
    const department = await makeDepartment(testApp.database, {
      leadId: lead.id,
      memberIds: [lead.id, adminMember.id, inactive.id],
    });
    await setMode(department.id, 'round_robin');
    const waiting = await newTicket(department.id);
    expect(waiting.assignedTo).toBeNull();
    await testApp.app.autoAssign.assignWaiting();
    expect(await assigneeOf(waiting.id)).toBeNull();
    const member = await makeUser(testApp.database, { role: 'TECHNICIAN', name: 'Zz Miembro' });
    await db().insert(departmentMembers).values({ departmentId: department.id, userId: member.id });
    await testApp.app.autoAssign.assignWaiting();
    expect(await assigneeOf(waiting.id)).toBe(member.id);
  });

  it('follows the department setting changed through its route, on and off again', async () => {
    const { department, people } = await team(['Vilma'], 'off');
    const put = (autoAssign: AutoAssignMode) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/schedules/departments/${department.id}/settings`,
        headers: admin.headers,
        payload: {
          minAvailable: 1,
          lunchMinutes: 60,
          lunchWindowStart: 720,
          lunchWindowEnd: 900,
          autoAssign,
        },
      });
    expect((await put('least_loaded')).statusCode).toBe(200);
    expect((await newTicket(department.id)).assignedTo?.id).toBe(people[0]!.id);
    expect((await put('off')).statusCode).toBe(200);
    expect((await newTicket(department.id)).assignedTo).toBeNull();
  });

  it('leaves tickets alone in a department whose automatic assignment is off or never set', async () => {
    const { department, people } = await team(['Quique'], 'off');
    const never = await makeDepartment(testApp.database, { memberIds: [people[0]!.id] });
    const off = await newTicket(department.id);
    const unset = await newTicket(never.id);
    expect(off.assignedTo).toBeNull();
    expect(unset.assignedTo).toBeNull();
    await testApp.app.autoAssign.assignWaiting();
    expect(await assigneeOf(off.id)).toBeNull();
    expect(await assigneeOf(unset.id)).toBeNull();
  });

  it('leaves imported tickets unassigned, at the import and afterwards', async () => {
    const { department } = await team(['Rosa'], 'round_robin');
    const stamp = `IMP-${Date.now()}`;
    const csv = [
      'ID externo,Título,Descripción,Prioridad,Estado,Departamento,Cliente,Fecha de creación',
      `${stamp}-1,Caja lenta,Muy lenta,Alta,Pendiente,${department.name},Luis,2025-03-08`,
      `${stamp}-2,Sin red,No conecta,Media,En progreso,${department.name},Luis,2025-03-09`,
    ].join('\n');
    const upload = multipartBody({ name: 'tickets.csv', bytes: csv }, { entity: 'TICKETS' });
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { job, suggestedMapping } = uploaded.json().data;
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/imports/${job.id}/start`,
      headers: admin.headers,
      payload: { mapping: suggestedMapping },
    });
    expect(started.statusCode, started.body).toBe(202);
    const imported = await until(
      () =>
        db()
          .select({ id: tickets.id, assignedToId: tickets.assignedToId })
          .from(tickets)
          .where(eq(tickets.departmentId, department.id)),
      (rows) => rows.length === 2,
    );
    expect(imported.map((row) => row.assignedToId)).toEqual([null, null]);
    await testApp.app.autoAssign.assignWaiting();
    for (const row of imported) expect(await assigneeOf(row.id)).toBeNull();
  });
});

describe('GET /api/users/technicians', () => {
  it("gives each person's availability beside their load", async () => {
    const { department, people } = await team(['Sara', 'Tomás', 'Úrsula'], 'off');
    const [sara, tomas, ursula] = people;
    await startPause(sara!.id, 'lunch');
    await offShiftNow(tomas!.id);
    await setMax(ursula!.id, 10);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/users/technicians?departmentId=${department.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      response
        .json()
        .data.users.map((user: { id: string; availability: unknown }) => [user.id, user]),
    );
    expect(byId.get(sara!.id)).toMatchObject({
      availability: { state: 'at_lunch', until: expect.any(String) },
    });
    expect(byId.get(tomas!.id)).toMatchObject({ availability: { state: 'off_shift' } });
    expect(byId.get(ursula!.id)).toMatchObject({
      openTickets: 0,
      maxOpenTickets: 10,
      availability: { state: 'available', until: null },
    });
  });

  it('answers staff only', async () => {
    const url = '/api/users/technicians';
    const asClient = await testApp.app.inject({ method: 'GET', url, headers: client.headers });
    expect(asClient.statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

/** A staff creation with one file, as the browser sends it. */
function multipartWithFile(fields: Record<string, string>) {
  const boundary = `----atiende${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="error.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
