import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, useTestApp } from '../../../../test/build-test-app';
import { makePeopleDesk, type PeopleDesk } from '../../../../test/people-report-fixtures';

/**
 * The technicians' and customers' reports through the API (docs/reports.md#technicians,
 * docs/reports.md#customers): the registry answers them, a lead's scope is their department,
 * and the roles and departments outside it are refused. The figures themselves are checked in
 * technicians.test.ts and customers.test.ts; the period here is custom (21/11 to 27/11/2026),
 * so the answers do not depend on the day the tests run.
 */

const testApp = useTestApp({ LOG_LEVEL: 'error' });
type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;
let admin: Actor;
let lead: Actor;
let technician: Actor;
let client: Actor;
let desk: PeopleDesk;
const PERIOD = 'period=custom&from=2026-11-21&to=2026-11-27';

beforeAll(async () => {
  admin = await makeSignedInUser(testApp, 'ADMIN');
  lead = await makeSignedInUser(testApp, 'TECH_LEAD');
  technician = await makeSignedInUser(testApp, 'TECHNICIAN');
  client = await makeSignedInUser(testApp, 'CLIENT');
  desk = await makePeopleDesk(testApp.database, {
    lead: { id: lead.user.id, name: lead.user.name, role: 'TECH_LEAD' },
  });
});

const get = (actor: Actor, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: actor.headers });

describe('GET /api/reports/technicians/*', () => {
  it("answers the workload of an administrator's chosen department", async () => {
    const soporte = desk.departments.soporte;
    const response = await get(
      admin,
      `/api/reports/technicians/workload?departmentId=${soporte.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      family: 'technicians',
      type: 'workload',
      title: 'Carga de trabajo',
    });
    expect(data.rows.map((row: { cells: Record<string, unknown> }) => row.cells)).toEqual([
      {
        technician: desk.people.ana.name,
        pending: 1,
        inProgress: 1,
        escalated: 1,
        open: 3,
        maxOpenTickets: 3,
        load: 100,
      },
      {
        technician: desk.people.beto.name,
        pending: 1,
        inProgress: 1,
        escalated: 0,
        open: 2,
        maxOpenTickets: 2,
        load: 100,
      },
      {
        technician: lead.user.name,
        pending: 0,
        inProgress: 0,
        escalated: 0,
        open: 0,
        maxOpenTickets: null,
        load: null,
      },
    ]);
    expect(data.rows[0].drill).toEqual({ assignedToId: desk.people.ana.id, view: 'open' });
    expect(data.summary).toBe(
      'Ahora hay 5 tickets abiertos entre 3 técnicos; 2 llegaron a su máximo.',
    );
  });

  it("gives a lead their department's productivity", async () => {
    const response = await get(lead, `/api/reports/technicians/productivity?${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(
      data.rows.map((row: { cells: Record<string, unknown> }) => [
        row.cells.technician,
        row.cells.resolved,
      ]),
    ).toEqual([
      [desk.people.ana.name, 4],
      [desk.people.beto.name, 1],
      [lead.user.name, 0],
    ]);
    expect(data.totals).toMatchObject({
      resolved: 5,
      resolutionMedian: 180,
      reopened: 2,
      replies: 6,
    });
  });

  it('answers the response times with the priority filter', async () => {
    const response = await get(
      admin,
      `/api/reports/technicians/response-times?${PERIOD}&priority=ALTA`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.totals).toMatchObject({
      firstResponses: 3,
      firstResponseMedian: 30,
      resolutions: 2,
      resolutionMedian: 90,
    });
    expect(data.appliedFilters).toContainEqual({ label: 'Prioridad', value: 'Alta' });
  });
});

describe('GET /api/reports/customers/*', () => {
  it("gives a lead their department's companies, each with its drill-down", async () => {
    const response = await get(lead, `/api/reports/customers/business?${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.rows.map((row: { cells: Record<string, unknown> }) => row.cells)).toEqual([
      { customer: 'Pardos Miraflores', created: 4, resolved: 3, open: 1, resolvedShare: 75 },
      { customer: 'Bodega Sol', created: 3, resolved: 1, open: 1, resolvedShare: 33.3 },
      { customer: 'Pardos Surco', created: 2, resolved: 1, open: 1, resolvedShare: 50 },
    ]);
    expect(data.rows[1].drill).toEqual({
      customerId: desk.companies.bodega.id,
      from: '2026-11-21',
      to: '2026-11-27',
      view: 'all',
    });
  });

  it('exports the chains as CSV', async () => {
    const response = await get(admin, `/api/reports/customers/chain/export?format=csv&${PERIOD}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Pardos');
    expect(response.body).toContain('Sin cadena');
  });
});

describe('the technicians and customers reports refuse', () => {
  it('técnicos and clients, with 403 and the reports’ message', async () => {
    for (const actor of [technician, client]) {
      for (const url of ['/api/reports/technicians/workload', '/api/reports/customers/top']) {
        const response = await get(actor, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe(
          'Los reportes son para administradores y jefes de equipo.',
        );
      }
    }
  });

  it('a lead asking for a department that is not theirs', async () => {
    const redes = desk.departments.redes;
    for (const url of [
      `/api/reports/technicians/productivity?departmentId=${redes.id}`,
      `/api/reports/customers/chain?departmentId=${redes.id}`,
    ]) {
      const response = await get(lead, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('No puedes ver reportes de ese departamento.');
    }
  });
});
