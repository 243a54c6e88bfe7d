import { PERIODS, TECHNICIAN_MAX_CAPACITY, periodMessages, teamMessages } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { injectWithHeaders } from '../../../test/role-sessions';
import { createTicket, type HelpDesk, makeHelpDesk } from '../../../test/ticket-factories';
import { userIdsOf } from '../../../test/responses';
import { auditLogs, users } from '../../db/schema/index';

let desk: HelpDesk;
const v = teamMessages.validation;

const call = injectWithHeaders(() => testApp);
const admin = () => desk.admin.headers;

async function changeStatus(ticketId: string, status: string) {
  const current = await call('GET', `/api/tickets/${ticketId}`, admin());
  const version = current.json().data.ticket.version;
  const response = await call('PUT', `/api/tickets/${ticketId}`, admin(), {
    version,
    status,
    ...(status === 'RESUELTO' && { resolution: 'Se reinició el equipo.' }),
  });
  expect(response.statusCode).toBe(200);
}

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  // Three tickets for the técnico: one resolved, one resolved then reopened, one pending.
  const ids: string[] = [];
  for (const title of ['Caja 1 sin red', 'Boletas duplicadas', 'Impresora atascada']) {
    const ticket = await createTicket(testApp.app, desk.client, {
      title,
      departmentId: desk.department.id,
    });
    await call('POST', `/api/tickets/${ticket.id}/assign`, admin(), {
      assignedToId: desk.technician.user.id,
    });
    ids.push(ticket.id);
  }
  await call('POST', `/api/tickets/${ids[0]}/comments`, admin(), {
    body: 'Ya lo estamos revisando.',
    isInternal: false,
  });
  await changeStatus(ids[0]!, 'RESUELTO');
  await changeStatus(ids[1]!, 'RESUELTO');
  await changeStatus(ids[1]!, 'EN_PROGRESO');
});

describe('GET /api/technicians/{id}/stats', () => {
  it('computes assigned, resolved, open, first response, resolution and reopen rate', async () => {
    const response = await call(
      'GET',
      `/api/technicians/${desk.technician.user.id}/stats?period=7d`,
      admin(),
    );
    expect(response.statusCode).toBe(200);
    const { stats, period, from, to } = response.json().data;
    expect(period).toBe('7d');
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(7 * 86_400_000);
    expect(stats).toMatchObject({
      technicianId: desk.technician.user.id,
      assigned: 3,
      resolved: 1,
      open: 2,
      reopened: 1,
      reopenRate: 0.5,
    });
    expect(stats.averageFirstResponseMinutes).toEqual(expect.any(Number));
    expect(stats.averageResolutionMinutes).toEqual(expect.any(Number));
  });

  it('defaults to 30 days and gives zeros and nulls to someone without tickets', async () => {
    const response = await call('GET', `/api/technicians/${desk.outsider.user.id}/stats`, admin());
    expect(response.json().data).toMatchObject({
      period: '30d',
      stats: {
        assigned: 0,
        resolved: 0,
        open: 0,
        averageFirstResponseMinutes: null,
        reopenRate: null,
      },
    });
  });

  it('lets a técnico read their own figures only, and a lead those of their técnicos', async () => {
    const own = `/api/technicians/${desk.technician.user.id}/stats`;
    const other = `/api/technicians/${desk.outsider.user.id}/stats`;
    expect((await call('GET', own, desk.technician.headers)).statusCode).toBe(200);
    expect((await call('GET', other, desk.technician.headers)).statusCode).toBe(403);
    expect((await call('GET', own, desk.lead.headers)).statusCode).toBe(200);
    expect((await call('GET', other, desk.lead.headers)).statusCode).toBe(404);
    expect((await call('GET', own, desk.client.headers)).statusCode).toBe(403);
    expect((await call('GET', own, {})).statusCode).toBe(401);
  });

  it('takes every period of the one vocabulary, and a custom range', async () => {
    const url = `/api/technicians/${desk.technician.user.id}/stats`;
    for (const period of PERIODS) {
      const response = await call('GET', `${url}?period=${period}`, admin());
      expect(response.statusCode).toBe(200);
      expect(response.json().data.stats.assigned).toBe(3);
    }
    const past = await call('GET', `${url}?period=custom&from=2020-01-01&to=2020-12-31`, admin());
    expect(past.json().data).toMatchObject({
      period: 'custom',
      from: '2020-01-01T05:00:00.000Z',
      to: '2021-01-01T05:00:00.000Z',
      stats: { assigned: 0, resolved: 0, open: 2, reopened: 0 },
    });
    const backwards = await call(
      'GET',
      `${url}?period=custom&from=2020-02-01&to=2020-01-01`,
      admin(),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([
      { field: 'from', message: periodMessages.validation.fromAfterTo },
    ]);
  });

  it('rejects an unknown period and answers 404 for unknown ids', async () => {
    const bad = await call(
      'GET',
      `/api/technicians/${desk.technician.user.id}/stats?period=1y`,
      admin(),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'period', message: periodMessages.validation.periodInvalid },
    ]);
    const unknown = await call('GET', `/api/technicians/${crypto.randomUUID()}/stats`, admin());
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/technicians/bulk-stats', () => {
  it('answers several people at once and leaves out ids outside the caller’s scope', async () => {
    const ids = [desk.technician.user.id, desk.outsider.user.id, crypto.randomUUID()].join(',');
    const response = await call(
      'GET',
      `/api/technicians/bulk-stats?period=month&technicianIds=${ids}`,
      admin(),
    );
    expect(response.statusCode).toBe(200);
    const stats = response.json().data.stats as Array<{ technicianId: string; assigned: number }>;
    expect(stats.map((item) => item.technicianId).sort()).toEqual(
      [desk.technician.user.id, desk.outsider.user.id].sort(),
    );
    const byLead = await call(
      'GET',
      `/api/technicians/bulk-stats?technicianIds=${ids}`,
      desk.lead.headers,
    );
    expect(
      byLead.json().data.stats.map((item: { technicianId: string }) => item.technicianId),
    ).toEqual([desk.technician.user.id]);
    const byTechnician = await call(
      'GET',
      `/api/technicians/bulk-stats?technicianIds=${ids}`,
      desk.technician.headers,
    );
    expect(byTechnician.statusCode).toBe(403);
  });

  it('caps the ids at 100 and checks each one', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    const tooMany = await call('GET', `/api/technicians/bulk-stats?technicianIds=${many}`, admin());
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(v.technicianIdsTooMany(100));
    const malformed = await call('GET', '/api/technicians/bulk-stats?technicianIds=a,b', admin());
    expect(malformed.statusCode).toBe(400);
    const missing = await call('GET', '/api/technicians/bulk-stats', admin());
    expect(missing.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/technicians/bulk-stats?technicianIds=x', desk.client.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('lists the staff with their figures; a lead gets their técnicos', async () => {
    const response = await call('GET', '/api/admin/users?period=90d', admin());
    expect(response.statusCode).toBe(200);
    const people = response.json().data.users as Array<{
      id: string;
      role: string;
      figures: { assigned: number; reopenRate: number | null };
      openTickets: number;
    }>;
    expect(people.every((person) => person.role !== 'CLIENT')).toBe(true);
    const technician = people.find((person) => person.id === desk.technician.user.id);
    expect(technician).toMatchObject({ openTickets: 2, figures: { assigned: 3, reopenRate: 0.5 } });
    const byLead = await call('GET', '/api/admin/users', desk.lead.headers);
    expect(userIdsOf(byLead).sort()).toEqual([desk.lead.user.id, desk.technician.user.id].sort());
  });

  it('filters by department and leaves inactive people out unless asked', async () => {
    const inactive = await makeUser(testApp.database, { role: 'TECHNICIAN', isActive: false });
    const without = await call('GET', '/api/admin/users', admin());
    expect(userIdsOf(without)).not.toContain(inactive.id);
    const withInactive = await call('GET', '/api/admin/users?includeInactive=true', admin());
    expect(userIdsOf(withInactive)).toContain(inactive.id);
    const byDepartment = await call(
      'GET',
      `/api/admin/users?departmentId=${desk.otherDepartment.id}`,
      admin(),
    );
    expect(userIdsOf(byDepartment)).toEqual([desk.outsider.user.id]);
  });

  it('refuses técnicos, clients and anonymous callers, and bad parameters', async () => {
    expect((await call('GET', '/api/admin/users', desk.technician.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', desk.client.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', {})).statusCode).toBe(401);
    const bad = await call('GET', '/api/admin/users?period=ayer&includeInactive=1', admin());
    expect(bad.statusCode).toBe(400);
    for (const period of ['week', 'ayer']) {
      const old = await call('GET', `/api/admin/users?period=${period}`, admin());
      expect(old.statusCode).toBe(400);
      expect(old.json().error.details).toEqual([
        { field: 'period', message: periodMessages.validation.periodInvalid },
      ]);
    }
    const today = await call('GET', '/api/admin/users?period=today', admin());
    expect(today.json().data.period).toBe('today');
  });
});

describe('POST /api/technicians', () => {
  const payload = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Jorge Salas',
    email,
    password: 'Aji-de-Gallina-2026',
    departmentIds: [desk.department.id],
    specialties: ['Redes'],
    maxOpenTickets: 10,
    ...extra,
  });

  it('creates a técnico with departments, specialties and capacity who can sign in', async () => {
    const response = await call('POST', '/api/technicians', admin(), payload('jorge@example.pe'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.technician).toMatchObject({
      role: 'TECHNICIAN',
      maxOpenTickets: 10,
      specialties: ['Redes'],
      departments: [{ id: desk.department.id, isMember: true }],
    });
    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      {
        email: 'jorge@example.pe',
        password: 'Aji-de-Gallina-2026',
      },
    );
    expect(login.statusCode).toBe(200);
  });

  it('refuses a negative or too large capacity with its Spanish message, writing nothing', async () => {
    const negative = await call(
      'POST',
      '/api/technicians',
      admin(),
      payload('neg@example.pe', { maxOpenTickets: -1 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details).toEqual([
      { field: 'maxOpenTickets', message: v.capacityNegative },
    ]);
    const large = await call(
      'POST',
      '/api/technicians',
      admin(),
      payload('big@example.pe', { maxOpenTickets: TECHNICIAN_MAX_CAPACITY + 1 }),
    );
    expect(large.json().error.details).toEqual([
      { field: 'maxOpenTickets', message: v.capacityTooHigh },
    ]);
    const count = await testApp.database.db.$count(users, eq(users.email, 'neg@example.pe'));
    expect(count).toBe(0);
  });

  it('lets a lead create técnicos in their departments only; refuses others', async () => {
    const own = await call(
      'POST',
      '/api/technicians',
      desk.lead.headers,
      payload('mia@example.pe'),
    );
    expect(own.statusCode).toBe(201);
    const other = await call(
      'POST',
      '/api/technicians',
      desk.lead.headers,
      payload('otro@example.pe', { departmentIds: [desk.otherDepartment.id] }),
    );
    expect(other.statusCode).toBe(400);
    const duplicate = await call('POST', '/api/technicians', admin(), payload('MIA@example.pe'));
    expect(duplicate.statusCode).toBe(409);
    for (const actor of [desk.technician, desk.client]) {
      expect(
        (await call('POST', '/api/technicians', actor.headers, payload('x@example.pe'))).statusCode,
      ).toBe(403);
    }
    expect((await call('POST', '/api/technicians', {}, payload('y@example.pe'))).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/technicians/{id}', () => {
  it('changes capacity, specialties and departments, audited before → after', async () => {
    const person = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const response = await call('PUT', `/api/technicians/${person.id}`, admin(), {
      maxOpenTickets: 0,
      specialties: ['Facturación'],
      departmentIds: [desk.otherDepartment.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.technician).toMatchObject({
      maxOpenTickets: 0,
      specialties: ['Facturación'],
      departments: [{ id: desk.otherDepartment.id }],
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'TECHNICIAN_PROFILE_UPDATED'), eq(auditLogs.entityId, person.id)),
      );
    expect(entry?.before).toEqual({ departmentIds: [], specialties: [], maxOpenTickets: null });
    expect(entry?.after).toMatchObject({ maxOpenTickets: 0 });
  });

  it('rejects a negative capacity, people who are not técnicos and unknown ids', async () => {
    const negative = await call('PUT', `/api/technicians/${desk.technician.user.id}`, admin(), {
      maxOpenTickets: -5,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(v.capacityNegative);
    const client = await call('PUT', `/api/technicians/${desk.client.user.id}`, admin(), {
      specialties: [],
    });
    expect(client.statusCode).toBe(404);
    const unknown = await call('PUT', `/api/technicians/${crypto.randomUUID()}`, admin(), {
      specialties: [],
    });
    expect(unknown.statusCode).toBe(404);
    const outside = await call(
      'PUT',
      `/api/technicians/${desk.outsider.user.id}`,
      desk.lead.headers,
      {
        maxOpenTickets: 3,
      },
    );
    expect(outside.statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/technicians/${desk.technician.user.id}`,
          desk.technician.headers,
          {},
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/technicians/{id}', () => {
  it('deletes a técnico without history and deactivates one with history', async () => {
    const fresh = await makeUser(testApp.database, { role: 'TECHNICIAN' });
    const deleted = await call('DELETE', `/api/technicians/${fresh.id}`, admin());
    expect(deleted.json().data.outcome).toBe('DELETED');
    const busy = await call(
      'DELETE',
      `/api/technicians/${desk.technician.user.id}`,
      desk.lead.headers,
    );
    expect(busy.json().data).toEqual({
      outcome: 'DEACTIVATED',
      message: teamMessages.deletion.deactivated,
    });
  });

  it('answers 404 for people who are not técnicos and 403 for técnicos and clients', async () => {
    expect(
      (await call('DELETE', `/api/technicians/${desk.client.user.id}`, admin())).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/technicians/${desk.outsider.user.id}`, desk.outsider.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/technicians/${desk.outsider.user.id}`, desk.client.headers))
        .statusCode,
    ).toBe(403);
  });
});
