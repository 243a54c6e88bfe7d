import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { makePeopleDesk, scopeFor, type PeopleDesk } from '../../../../test/people-report-fixtures';
import { createTestDatabase } from '../../../../test/test-database';
import { technicianReports } from './technicians';

// docs/reports.md#technicians, against the hand-computed figures of people-report-fixtures.ts
// ("7d" at NOW: 21/11 to 27/11/2026 in Lima).

let database: Database;
let desk: PeopleDesk;

beforeAll(async () => {
  database = await createTestDatabase();
  desk = await makePeopleDesk(database);
});
afterAll(() => database.close());

const run = (type: keyof typeof technicianReports, scope: ReturnType<typeof scopeFor>) =>
  technicianReports[type].run(database.db, scope);
const cellsOf = (body: Awaited<ReturnType<typeof run>>) => body.rows.map((row) => row.cells);

describe('technicians/productivity', () => {
  it('ranks the active staff by tickets resolved in the period, with the team as totals', async () => {
    const body = await run('productivity', scopeFor(desk.viewers.admin, { period: '7d' }));
    const { ana, beto, carla, lucia } = desk.people;
    expect(cellsOf(body)).toEqual([
      // t1 60, t2 180, t3 20, t5 17,280 min (created before the period, resolved in it).
      {
        technician: ana.name,
        resolved: 4,
        resolutionMedian: 120,
        resolutionP90: 12150,
        reopened: 2,
        replies: 4,
      },
      {
        technician: beto.name,
        resolved: 2,
        resolutionMedian: 135,
        resolutionP90: 219,
        reopened: 1,
        replies: 2,
      },
      {
        technician: carla.name,
        resolved: 1,
        resolutionMedian: 120,
        resolutionP90: 120,
        reopened: 0,
        replies: 1,
      },
      {
        technician: lucia.name,
        resolved: 0,
        resolutionMedian: null,
        resolutionP90: null,
        reopened: 0,
        replies: 0,
      },
    ]);
    // The deactivated Darío's t10 is nobody's row, so it is not in the team's figures either.
    expect(body.totals).toEqual({
      technician: 'Total',
      resolved: 7,
      resolutionMedian: 120,
      resolutionP90: 7056,
      reopened: 3,
      replies: 7,
    });
    expect(body.summary).toBe('4 técnicos resolvieron 7 tickets; la mitad, en menos de 2 h.');
    expect(body.rows[0]!.drill).toEqual({ assignedToId: ana.id, view: 'completed' });
    expect(body.columns.map((column) => [column.key, column.kind])).toEqual([
      ['technician', 'text'],
      ['resolved', 'count'],
      ['resolutionMedian', 'minutes'],
      ['resolutionP90', 'minutes'],
      ['reopened', 'count'],
      ['replies', 'count'],
    ]);
    expect(body.chart).toEqual({
      kind: 'bar',
      x: 'technician',
      series: ['resolved'],
      stacked: false,
      horizontal: true,
    });
    expect(body.truncated).toBe(false);
  });

  it("gives a lead their department's staff and only that department's tickets", async () => {
    const body = await run('productivity', scopeFor(desk.viewers.lead, { period: '7d' }));
    const { ana, beto, lucia } = desk.people;
    // Beto's t12 and its reopening are Redes': not the lead's. Replies are the person's own
    // figure, on any ticket (docs/reports.md#technicians): his reply on t12 counts.
    expect(cellsOf(body)).toEqual([
      {
        technician: ana.name,
        resolved: 4,
        resolutionMedian: 120,
        resolutionP90: 12150,
        reopened: 2,
        replies: 4,
      },
      {
        technician: beto.name,
        resolved: 1,
        resolutionMedian: 240,
        resolutionP90: 240,
        reopened: 0,
        replies: 2,
      },
      {
        technician: lucia.name,
        resolved: 0,
        resolutionMedian: null,
        resolutionP90: null,
        reopened: 0,
        replies: 0,
      },
    ]);
    expect(body.totals).toMatchObject({
      resolved: 5,
      resolutionMedian: 180,
      resolutionP90: 10464,
      reopened: 2,
      replies: 6,
    });
  });

  it("keeps an administrator's department filter in the drill-down", async () => {
    const { redes } = desk.departments;
    const body = await run(
      'productivity',
      scopeFor(desk.viewers.admin, { period: '7d', departmentId: redes.id }),
    );
    expect(cellsOf(body).map((cells) => [cells.technician, cells.resolved])).toEqual([
      [desk.people.beto.name, 1],
      [desk.people.carla.name, 1],
    ]);
    expect(body.rows[0]!.drill).toEqual({
      assignedToId: desk.people.beto.id,
      view: 'completed',
      departmentId: redes.id,
    });
  });
});

describe('technicians/workload', () => {
  it('counts every open ticket of each person by status against their maximum', async () => {
    const body = await run('workload', scopeFor(desk.viewers.admin));
    const { ana, beto, carla, lucia } = desk.people;
    expect(cellsOf(body)).toEqual([
      {
        technician: ana.name,
        pending: 1,
        inProgress: 1,
        escalated: 1,
        open: 3,
        maxOpenTickets: 3,
        load: 100,
      },
      {
        technician: beto.name,
        pending: 1,
        inProgress: 1,
        escalated: 0,
        open: 2,
        maxOpenTickets: 2,
        load: 100,
      },
      {
        technician: carla.name,
        pending: 0,
        inProgress: 1,
        escalated: 0,
        open: 1,
        maxOpenTickets: null,
        load: null,
      },
      {
        technician: lucia.name,
        pending: 0,
        inProgress: 0,
        escalated: 0,
        open: 0,
        maxOpenTickets: null,
        load: null,
      },
    ]);
    expect(body.totals).toEqual({
      technician: 'Total',
      pending: 2,
      inProgress: 3,
      escalated: 1,
      open: 6,
      maxOpenTickets: null,
      load: null,
    });
    expect(body.summary).toBe(
      'Ahora hay 6 tickets abiertos entre 4 técnicos; 2 llegaron a su máximo.',
    );
    expect(body.rows[2]!.drill).toEqual({ assignedToId: carla.id, view: 'open' });
    expect(body.chart).toMatchObject({
      series: ['pending', 'inProgress', 'escalated'],
      stacked: true,
      horizontal: true,
    });
  });

  it("lists a lead's staff, each with all their open tickets (the load of their capacity)", async () => {
    const body = await run('workload', scopeFor(desk.viewers.lead));
    expect(cellsOf(body).map((cells) => [cells.technician, cells.open, cells.load])).toEqual([
      [desk.people.ana.name, 3, 100],
      [desk.people.beto.name, 2, 100],
      [desk.people.lucia.name, 0, null],
    ]);
    expect(body.totals).toMatchObject({ open: 5 });
  });
});

describe('technicians/response-times', () => {
  it('measures first responses of tickets created and resolutions of tickets resolved in the period', async () => {
    const body = await run('response-times', scopeFor(desk.viewers.admin, { period: '7d' }));
    const { ana, beto, carla, lucia } = desk.people;
    expect(cellsOf(body)).toEqual([
      // Ana answered t1 30, t2 10, t3 5, t6 45 min after creation; t5 was created before.
      {
        technician: ana.name,
        firstResponses: 4,
        firstResponseMedian: 20,
        firstResponseP90: 40.5,
        resolutions: 4,
        resolutionMedian: 120,
        resolutionP90: 12150,
      },
      {
        technician: beto.name,
        firstResponses: 2,
        firstResponseMedian: 15,
        firstResponseP90: 19,
        resolutions: 2,
        resolutionMedian: 135,
        resolutionP90: 219,
      },
      {
        technician: carla.name,
        firstResponses: 1,
        firstResponseMedian: 15,
        firstResponseP90: 15,
        resolutions: 1,
        resolutionMedian: 120,
        resolutionP90: 120,
      },
      {
        technician: lucia.name,
        firstResponses: 0,
        firstResponseMedian: null,
        firstResponseP90: null,
        resolutions: 0,
        resolutionMedian: null,
        resolutionP90: null,
      },
    ]);
    expect(body.totals).toEqual({
      technician: 'Total',
      firstResponses: 7,
      firstResponseMedian: 15,
      firstResponseP90: 36,
      resolutions: 7,
      resolutionMedian: 120,
      resolutionP90: 7056,
    });
    expect(body.summary).toBe('Primera respuesta: mediana 15 min; resolución: mediana 2 h.');
    expect(body.rows[0]!.drill).toEqual({
      assignedToId: ana.id,
      from: '2026-11-21',
      to: '2026-11-27',
      view: 'all',
    });
  });

  it('narrows both measures to one priority', async () => {
    const body = await run(
      'response-times',
      scopeFor(desk.viewers.admin, { period: '7d', priority: 'ALTA' }),
    );
    const { ana, beto, carla } = desk.people;
    expect(cellsOf(body).slice(0, 3)).toEqual([
      {
        technician: ana.name,
        firstResponses: 2,
        firstResponseMedian: 37.5,
        firstResponseP90: 43.5,
        resolutions: 1,
        resolutionMedian: 60,
        resolutionP90: 60,
      },
      {
        technician: beto.name,
        firstResponses: 0,
        firstResponseMedian: null,
        firstResponseP90: null,
        resolutions: 0,
        resolutionMedian: null,
        resolutionP90: null,
      },
      {
        technician: carla.name,
        firstResponses: 1,
        firstResponseMedian: 15,
        firstResponseP90: 15,
        resolutions: 1,
        resolutionMedian: 120,
        resolutionP90: 120,
      },
    ]);
    expect(body.rows[0]!.drill).toMatchObject({ priority: 'ALTA' });
  });

  it('says so when nothing was measured', async () => {
    const body = await run(
      'response-times',
      scopeFor(desk.viewers.admin, { period: 'custom', from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(body.summary).toBe('No hay tiempos medidos en el periodo.');
    expect(body.totals).toMatchObject({
      firstResponses: 0,
      firstResponseMedian: null,
      resolutions: 0,
    });
  });
});

describe('the scope of the technicians reports', () => {
  it('refuses técnicos, clients and a lead asking for a department not theirs', () => {
    expect(() => scopeFor(desk.viewers.technician)).toThrow(
      'Los reportes son para administradores y jefes de equipo.',
    );
    expect(() => scopeFor(desk.viewers.client)).toThrow(
      'Los reportes son para administradores y jefes de equipo.',
    );
    expect(() => scopeFor(desk.viewers.lead, { departmentId: desk.departments.redes.id })).toThrow(
      'No puedes ver reportes de ese departamento.',
    );
  });
});
