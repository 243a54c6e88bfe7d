import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { makePeopleDesk, scopeFor, type PeopleDesk } from '../../../../test/people-report-fixtures';
import { createTestDatabase } from '../../../../test/test-database';
import { customerReports } from './customers';

// docs/reports.md#customers, against the hand-computed figures of people-report-fixtures.ts
// ("7d" at NOW: 21/11 to 27/11/2026 in Lima). The period's tickets with a company:
// Pardos Miraflores t1 (60 min), t4 (240), t10 (30), t6 open; Pardos Surco t2 (180), t16 open;
// Bodega Sol t3 (20), t9 open, t17 closed unresolved; Chifa Dragón t12 (30), t13 (120), t15 open.

let database: Database;
let desk: PeopleDesk;

beforeAll(async () => {
  database = await createTestDatabase();
  desk = await makePeopleDesk(database);
});
afterAll(() => database.close());

const run = (type: keyof typeof customerReports, scope: ReturnType<typeof scopeFor>) =>
  customerReports[type].run(database.db, scope);
const cellsOf = (body: Awaited<ReturnType<typeof run>>) => body.rows.map((row) => row.cells);
const days = { from: '2026-11-21', to: '2026-11-27' };

describe('customers/top', () => {
  it('lists the companies with most tickets created in the period, followed to now', async () => {
    const body = await run('top', scopeFor(desk.viewers.admin, { period: '7d' }));
    expect(cellsOf(body)).toEqual([
      { customer: 'Pardos Miraflores', created: 4, open: 1, resolved: 3, resolutionMedian: 60 },
      { customer: 'Bodega Sol', created: 3, open: 1, resolved: 1, resolutionMedian: 20 },
      { customer: 'Chifa Dragón', created: 3, open: 1, resolved: 2, resolutionMedian: 75 },
      { customer: 'Pardos Surco', created: 2, open: 1, resolved: 1, resolutionMedian: 180 },
    ]);
    expect(body.totals).toEqual({
      customer: 'Total',
      created: 12,
      open: 4,
      resolved: 7,
      resolutionMedian: null,
    });
    expect(body.summary).toBe(
      'Las 4 empresas con más tickets crearon 12 de los 12 tickets con empresa (100 %).',
    );
    expect(body.rows[0]!.drill).toEqual({
      customerId: desk.companies.miraflores.id,
      ...days,
      view: 'all',
    });
    expect(body.truncated).toBe(false);
  });

  it('narrows to one priority, the drill-down too', async () => {
    const body = await run('top', scopeFor(desk.viewers.admin, { period: '7d', priority: 'ALTA' }));
    expect(cellsOf(body)).toEqual([
      { customer: 'Pardos Miraflores', created: 2, open: 1, resolved: 1, resolutionMedian: 60 },
      { customer: 'Chifa Dragón', created: 1, open: 0, resolved: 1, resolutionMedian: 120 },
    ]);
    expect(body.rows[1]!.drill).toEqual({
      customerId: desk.companies.chifa.id,
      ...days,
      view: 'all',
      priority: 'ALTA',
    });
  });

  it("gives a lead their department's tickets only", async () => {
    const body = await run('top', scopeFor(desk.viewers.lead, { period: '7d' }));
    expect(cellsOf(body).map((cells) => [cells.customer, cells.created])).toEqual([
      ['Pardos Miraflores', 4],
      ['Bodega Sol', 3],
      ['Pardos Surco', 2],
    ]);
    expect(body.totals).toMatchObject({ created: 9, open: 3, resolved: 5 });
  });

  it('says so when no company created tickets', async () => {
    const body = await run(
      'top',
      scopeFor(desk.viewers.admin, { period: 'custom', from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(body.rows).toEqual([]);
    expect(body.summary).toBe('Ninguna empresa creó tickets en el periodo.');
  });
});

describe('customers/business', () => {
  it('lists every company with its share of tickets resolved, and the totals of all', async () => {
    const body = await run('business', scopeFor(desk.viewers.admin, { period: '7d' }));
    expect(cellsOf(body)).toEqual([
      { customer: 'Pardos Miraflores', created: 4, resolved: 3, open: 1, resolvedShare: 75 },
      { customer: 'Bodega Sol', created: 3, resolved: 1, open: 1, resolvedShare: 33.3 },
      { customer: 'Chifa Dragón', created: 3, resolved: 2, open: 1, resolvedShare: 66.7 },
      { customer: 'Pardos Surco', created: 2, resolved: 1, open: 1, resolvedShare: 50 },
    ]);
    expect(body.totals).toEqual({
      customer: 'Total',
      created: 12,
      resolved: 7,
      open: 4,
      resolvedShare: 58.3,
    });
    expect(body.summary).toBe('4 empresas crearon 12 tickets; se resolvió el 58.3 %.');
    expect(body.columns.map((column) => column.kind)).toEqual([
      'text',
      'count',
      'count',
      'count',
      'percent',
    ]);
  });

  it("keeps an administrator's department filter in the drill-down", async () => {
    const { redes } = desk.departments;
    const body = await run(
      'business',
      scopeFor(desk.viewers.admin, { period: '7d', departmentId: redes.id }),
    );
    expect(cellsOf(body)).toEqual([
      { customer: 'Chifa Dragón', created: 3, resolved: 2, open: 1, resolvedShare: 66.7 },
    ]);
    expect(body.rows[0]!.drill).toEqual({
      customerId: desk.companies.chifa.id,
      ...days,
      view: 'all',
      departmentId: redes.id,
    });
  });
});

describe('customers/chain', () => {
  it('groups companies by chain in any case, blank chains with the companies without one', async () => {
    const body = await run('chain', scopeFor(desk.viewers.admin, { period: '7d' }));
    expect(cellsOf(body)).toEqual([
      { chain: 'Pardos', companies: 2, created: 6, resolved: 4, open: 2 },
      { chain: 'Dragón', companies: 1, created: 3, resolved: 2, open: 1 },
      { chain: 'Sin cadena', companies: 1, created: 3, resolved: 1, open: 1 },
    ]);
    expect(body.rows.every((row) => row.drill === undefined)).toBe(true);
    expect(body.totals).toEqual({
      chain: 'Total',
      companies: 4,
      created: 12,
      resolved: 7,
      open: 4,
    });
    expect(body.summary).toBe(
      'La cadena con más tickets es «Pardos»: 6 de 12 tickets con empresa.',
    );
  });

  it("gives a lead their department's chains only", async () => {
    const body = await run('chain', scopeFor(desk.viewers.lead, { period: '7d' }));
    expect(cellsOf(body)).toEqual([
      { chain: 'Pardos', companies: 2, created: 6, resolved: 4, open: 2 },
      { chain: 'Sin cadena', companies: 1, created: 3, resolved: 1, open: 1 },
    ]);
  });

  it('answers the empty totals when nothing was created', async () => {
    const body = await run(
      'chain',
      scopeFor(desk.viewers.admin, { period: 'custom', from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(body.rows).toEqual([]);
    expect(body.totals).toEqual({ chain: 'Total', companies: 0, created: 0, resolved: 0, open: 0 });
    expect(body.summary).toBe('Ninguna empresa creó tickets en el periodo.');
  });
});
