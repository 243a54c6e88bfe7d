import type { TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';
import { reportMessages, type ReportQueryInput } from '@atiende/contracts/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import { lima, reportScope } from '../../../../test/tickets-sla-report-helpers';
import { tickets } from '../../../db/schema/index';
import type { ReportBody } from '../report-definition';
import { ticketReports } from './tickets';

// docs/reports.md#tickets: every figure below is computed by hand from the tickets written here.
// Now is Wednesday 17 June 2026, 12:00 in Lima; "Últimos 7 días" are the Lima days 11–17 June.
const NOW = lima('2026-06-17', 12);
const testApp = useTestApp({ LOG_LEVEL: 'error' });
let desk: HelpDesk;

type Spec = {
  key: string;
  created: Date;
  status: TicketStatus;
  priority: TicketPriority;
  source: TicketSource;
  department: 'main' | 'other' | null;
  resolved?: Date;
  closed?: Date;
};

// main = the lead's department; other = a department the lead has nothing to do with.
const SPECS: Spec[] = [
  {
    key: 't1',
    created: lima('2026-06-12', 10),
    status: 'PENDIENTE',
    priority: 'URGENTE',
    source: 'WEB',
    department: 'main',
  },
  {
    key: 't2',
    created: lima('2026-06-12', 15),
    status: 'EN_PROGRESO',
    priority: 'ALTA',
    source: 'EMAIL',
    department: 'main',
  },
  {
    key: 't3',
    created: lima('2026-06-13', 9),
    status: 'RESUELTO',
    priority: 'MEDIA',
    source: 'WEB',
    department: 'main',
    resolved: lima('2026-06-15', 10),
  },
  {
    key: 't4',
    created: lima('2026-06-15', 11),
    status: 'CERRADO',
    priority: 'BAJA',
    source: 'EMAIL',
    department: 'main',
    resolved: lima('2026-06-16', 8),
    closed: lima('2026-06-16', 9),
  },
  {
    key: 't5',
    created: lima('2026-06-17', 8),
    status: 'ESCALADO',
    priority: 'URGENTE',
    source: 'WEB',
    department: 'other',
  },
  // Before the period: open now, 17 days old.
  {
    key: 't6',
    created: lima('2026-05-31', 10),
    status: 'PENDIENTE',
    priority: 'MEDIA',
    source: 'WEB',
    department: 'main',
  },
  // Before the period, resolved in it.
  {
    key: 't7',
    created: lima('2026-05-22', 10),
    status: 'RESUELTO',
    priority: 'ALTA',
    source: 'WEB',
    department: 'other',
    resolved: lima('2026-06-14', 12),
  },
  // 38 days old.
  {
    key: 't8',
    created: lima('2026-05-10', 10),
    status: 'PENDIENTE',
    priority: 'BAJA',
    source: 'EMAIL',
    department: 'main',
  },
  // 16 June at 23:30 in Lima is already the 17th in UTC: it counts on the 16th.
  {
    key: 't9',
    created: lima('2026-06-16', 23, 30),
    status: 'PENDIENTE',
    priority: 'MEDIA',
    source: 'WEB',
    department: 'other',
  },
  // A minute before the period starts.
  {
    key: 't10',
    created: lima('2026-06-10', 23, 59),
    status: 'PENDIENTE',
    priority: 'ALTA',
    source: 'WEB',
    department: 'main',
  },
  // Without a department: an administrator's figures only.
  {
    key: 't11',
    created: lima('2026-06-14', 10),
    status: 'RESUELTO',
    priority: 'MEDIA',
    source: 'API',
    department: null,
    resolved: lima('2026-06-14', 12),
  },
];

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const departmentId = (which: Spec['department']) =>
    which === 'main' ? desk.department.id : which === 'other' ? desk.otherDepartment.id : null;
  await testApp.database.db.insert(tickets).values(
    SPECS.map((spec) => ({
      title: `Ticket ${spec.key}`,
      description: 'Caso de prueba del reporte.',
      status: spec.status,
      priority: spec.priority,
      source: spec.source,
      departmentId: departmentId(spec.department),
      contactName: 'Contacto',
      createdAt: spec.created,
      updatedAt: spec.closed ?? spec.resolved ?? spec.created,
      resolvedAt: spec.resolved ?? null,
      closedAt: spec.closed ?? null,
    })),
  );
});

const run = async (
  type: keyof typeof ticketReports,
  who: 'admin' | 'lead',
  query: ReportQueryInput = {},
): Promise<ReportBody> => {
  const scope = await reportScope(
    testApp.database.db,
    desk[who].user,
    { period: '7d', ...query },
    NOW,
  );
  return ticketReports[type].run(testApp.database.db, scope);
};

/** The rows as { first cell: the other cells }. */
const byLabel = (body: ReportBody, columns: string[]) =>
  Object.fromEntries(
    body.rows.map((row) => [
      String(row.cells[body.columns[0]!.key]),
      columns.map((column) => row.cells[column]),
    ]),
  );

describe('tickets/status', () => {
  it("counts an administrator's tickets created in the period by their status now", async () => {
    const body = await run('status', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { status: 'Pendiente', count: 2, share: 28.6 },
      { status: 'En progreso', count: 1, share: 14.3 },
      { status: 'Resuelto', count: 2, share: 28.6 },
      { status: 'Cerrado', count: 1, share: 14.3 },
      { status: 'Escalado', count: 1, share: 14.3 },
    ]);
    expect(body.totals).toEqual({ status: 'Total', count: 7, share: 100 });
    expect(body.summary).toBe('Se crearon 7 tickets; el 57.1 % sigue abierto.');
    expect(body.rows[2]!.drill).toEqual({
      status: 'RESUELTO',
      from: '2026-06-11',
      to: '2026-06-17',
      view: 'all',
    });
    expect(body.chart).toMatchObject({ kind: 'bar', x: 'status', series: ['count'] });
  });

  it("keeps a lead to their department's tickets", async () => {
    const body = await run('status', 'lead');
    expect(byLabel(body, ['count'])).toEqual({
      Pendiente: [1],
      'En progreso': [1],
      Resuelto: [1],
      Cerrado: [1],
      Escalado: [0],
    });
    expect(body.summary).toBe('Se crearon 4 tickets; el 50 % sigue abierto.');
  });

  it('narrows by department, priority and channel, and lists every status', async () => {
    const urgent = await run('status', 'admin', { priority: 'URGENTE' });
    expect(urgent.rows.map((row) => row.cells.count)).toEqual([1, 0, 0, 0, 1]);
    expect(urgent.rows[0]!.drill).toMatchObject({ priority: 'URGENTE', status: 'PENDIENTE' });
    const email = await run('status', 'admin', { source: 'EMAIL' });
    expect(email.rows.map((row) => row.cells.count)).toEqual([0, 1, 0, 1, 0]);
    const other = await run('status', 'admin', { departmentId: desk.otherDepartment.id });
    expect(other.rows.map((row) => row.cells.count)).toEqual([1, 0, 0, 0, 1]);
    expect(other.rows[0]!.drill).toMatchObject({ departmentId: desk.otherDepartment.id });
  });

  it('says so when nothing was created, with no share to divide', async () => {
    const body = await run('status', 'admin', {
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(body.rows.every((row) => row.cells.count === 0 && row.cells.share === null)).toBe(true);
    expect(body.totals).toEqual({ status: 'Total', count: 0, share: null });
    expect(body.summary).toBe('No se crearon tickets en el periodo.');
  });

  it("refuses a lead another department's report", async () => {
    await expect(
      run('status', 'lead', { departmentId: desk.otherDepartment.id }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: reportMessages.errors.departmentForbidden,
    });
  });
});

describe('tickets/department', () => {
  it('gives created and resolved in the period and open now per department', async () => {
    const body = await run('department', 'admin');
    const rows = Object.fromEntries(body.rows.map((row) => [row.cells.department, row]));
    expect(rows[desk.department.name]!.cells).toMatchObject({ created: 4, resolved: 2, open: 5 });
    expect(rows[desk.otherDepartment.name]!.cells).toMatchObject({
      created: 2,
      resolved: 1,
      open: 2,
    });
    // Tickets without a department come last.
    expect(body.rows.at(-1)!.cells).toEqual({
      department: 'Sin departamento',
      created: 1,
      resolved: 1,
      open: 0,
    });
    expect(body.rows.at(-1)!.drill).toBeUndefined();
    expect(body.totals).toEqual({ department: 'Total', created: 7, resolved: 4, open: 7 });
    expect(body.summary).toBe(
      'Se crearon 7 tickets y se resolvieron 4; ahora hay 7 tickets abiertos.',
    );
    expect(rows[desk.department.name]!.drill).toEqual({
      departmentId: desk.department.id,
      from: '2026-06-11',
      to: '2026-06-17',
      view: 'all',
    });
    expect(body.chart).toMatchObject({ horizontal: true, series: ['created', 'resolved', 'open'] });
  });

  it("lists only a lead's departments", async () => {
    const body = await run('department', 'lead');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { department: desk.department.name, created: 4, resolved: 2, open: 5 },
    ]);
  });

  it('reads the tickets for a priority and the daily counts for a channel', async () => {
    const urgent = await run('department', 'admin', { priority: 'URGENTE' });
    expect(byLabel(urgent, ['created', 'resolved', 'open'])).toMatchObject({
      [desk.department.name]: [1, 0, 1],
      [desk.otherDepartment.name]: [1, 0, 1],
    });
    expect(urgent.rows.some((row) => row.cells.department === 'Sin departamento')).toBe(false);
    const email = await run('department', 'admin', { source: 'EMAIL' });
    expect(byLabel(email, ['created', 'resolved', 'open'])).toMatchObject({
      [desk.department.name]: [2, 1, 2],
      [desk.otherDepartment.name]: [0, 0, 0],
    });
  });
});

describe('tickets/priority', () => {
  it('lists the four priorities, Urgente first, with zeros', async () => {
    const body = await run('priority', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { priority: 'Urgente', created: 2, resolved: 0, open: 2 },
      { priority: 'Alta', created: 1, resolved: 1, open: 2 },
      { priority: 'Media', created: 3, resolved: 2, open: 2 },
      { priority: 'Baja', created: 1, resolved: 1, open: 1 },
    ]);
    expect(body.totals).toEqual({ priority: 'Total', created: 7, resolved: 4, open: 7 });
    expect(body.rows[0]!.drill).toMatchObject({ priority: 'URGENTE', from: '2026-06-11' });
  });

  it('narrows to a department and a channel', async () => {
    const main = await run('priority', 'admin', { departmentId: desk.department.id });
    expect(main.rows.map((row) => [row.cells.created, row.cells.resolved, row.cells.open])).toEqual(
      [
        [1, 0, 1],
        [1, 0, 2],
        [1, 1, 1],
        [1, 1, 1],
      ],
    );
    const cells = (body: ReportBody) => body.rows.map((row) => row.cells);
    expect(cells(await run('priority', 'lead'))).toEqual(cells(main));
    const web = await run('priority', 'admin', { source: 'WEB' });
    expect(web.rows.map((row) => [row.cells.created, row.cells.resolved, row.cells.open])).toEqual([
      [2, 0, 2],
      [0, 1, 1],
      [2, 1, 2],
      [0, 0, 0],
    ]);
  });
});

describe('tickets/flow', () => {
  it('gives every Lima day of the period with its running difference', async () => {
    const body = await run('flow', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { day: '2026-06-11', created: 0, resolved: 0, difference: 0, backlogChange: 0 },
      { day: '2026-06-12', created: 2, resolved: 0, difference: 2, backlogChange: 2 },
      { day: '2026-06-13', created: 1, resolved: 0, difference: 1, backlogChange: 3 },
      { day: '2026-06-14', created: 1, resolved: 2, difference: -1, backlogChange: 2 },
      { day: '2026-06-15', created: 1, resolved: 1, difference: 0, backlogChange: 2 },
      { day: '2026-06-16', created: 1, resolved: 1, difference: 0, backlogChange: 2 },
      { day: '2026-06-17', created: 1, resolved: 0, difference: 1, backlogChange: 3 },
    ]);
    expect(body.totals).toMatchObject({ created: 7, resolved: 4, difference: 3 });
    expect(body.summary).toBe(
      'Se crearon 7 tickets y se resolvieron 4: los pendientes crecieron en 3.',
    );
    expect(body.rows[1]!.drill).toEqual({ from: '2026-06-12', to: '2026-06-12', view: 'all' });
    expect(body.chart).toMatchObject({ kind: 'line', series: ['created', 'resolved'] });
  });

  it('reads the tickets for a priority, and the tickets for the resolved of a channel', async () => {
    const media = await run('flow', 'admin', { priority: 'MEDIA' });
    expect(media.rows.map((row) => [row.cells.created, row.cells.resolved])).toEqual([
      [0, 0],
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
    const web = await run('flow', 'admin', { source: 'WEB' });
    expect(web.rows.map((row) => [row.cells.created, row.cells.resolved])).toEqual([
      [0, 0],
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 1],
      [1, 0],
      [1, 0],
    ]);
    const lead = await run('flow', 'lead');
    expect(lead.rows.map((row) => [row.cells.created, row.cells.resolved])).toEqual([
      [0, 0],
      [2, 0],
      [1, 0],
      [0, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    expect(lead.summary).toBe(
      'Se crearon 4 tickets y se resolvieron 2: los pendientes crecieron en 2.',
    );
  });
});

describe('tickets/backlog-age', () => {
  it('puts the open tickets in age buckets by priority, with the creation days behind each', async () => {
    const body = await run('backlog-age', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { age: '< 1 día', URGENTE: 1, ALTA: 0, MEDIA: 0, BAJA: 0, total: 1 },
      { age: '1–3 días', URGENTE: 0, ALTA: 0, MEDIA: 1, BAJA: 0, total: 1 },
      { age: '3–7 días', URGENTE: 1, ALTA: 1, MEDIA: 0, BAJA: 0, total: 2 },
      { age: '7–30 días', URGENTE: 0, ALTA: 1, MEDIA: 1, BAJA: 0, total: 2 },
      { age: '> 30 días', URGENTE: 0, ALTA: 0, MEDIA: 0, BAJA: 1, total: 1 },
    ]);
    expect(body.rows.map((row) => row.drill)).toEqual([
      { view: 'open', from: '2026-06-17', to: '2026-06-17' },
      { view: 'open', from: '2026-06-15', to: '2026-06-16' },
      { view: 'open', from: '2026-06-11', to: '2026-06-14' },
      { view: 'open', from: '2026-05-19', to: '2026-06-10' },
      { view: 'open', to: '2026-05-18' },
    ]);
    expect(body.totals).toEqual({
      age: 'Total',
      URGENTE: 2,
      ALTA: 2,
      MEDIA: 2,
      BAJA: 1,
      total: 7,
    });
    expect(body.summary).toBe('Ahora hay 7 tickets abiertos; 3 llevan 7 días o más.');
    expect(body.chart).toMatchObject({
      stacked: true,
      series: ['URGENTE', 'ALTA', 'MEDIA', 'BAJA'],
    });
  });

  it('ignores the period, and narrows to a lead and a priority', async () => {
    const older = await run('backlog-age', 'admin', { period: 'today' });
    expect(older.rows.map((row) => row.cells.total)).toEqual([1, 1, 2, 2, 1]);
    const lead = await run('backlog-age', 'lead');
    expect(lead.rows.map((row) => row.cells.total)).toEqual([0, 0, 2, 2, 1]);
    const alta = await run('backlog-age', 'admin', { priority: 'ALTA' });
    expect(alta.rows.map((row) => row.cells.total)).toEqual([0, 0, 1, 1, 0]);
    expect(alta.rows[2]!.drill).toMatchObject({ priority: 'ALTA' });
  });
});

describe('GET /api/reports/tickets/…', () => {
  const get = (actor: { headers: Record<string, string> }, path: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/reports/tickets/${path}`,
      headers: actor.headers,
    });
  const period = 'period=custom&from=2026-06-11&to=2026-06-17';

  it('answers the report with its title and its filters in words', async () => {
    const response = await get(desk.admin, `status?${period}&priority=URGENTE`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.title).toBe('Tickets por estado');
    expect(data.rows.map((row: ReportBody['rows'][number]) => row.cells.count)).toEqual([
      1, 0, 0, 0, 1,
    ]);
    expect(data.appliedFilters).toContainEqual({ label: 'Prioridad', value: 'Urgente' });
    const flow = await get(desk.lead, `flow?${period}`);
    expect(flow.statusCode, flow.body).toBe(200);
    expect(flow.json().data.totals).toMatchObject({ created: 4, resolved: 2 });
  });

  it("refuses a técnico, a client, and a lead another department's report", async () => {
    for (const actor of [desk.technician, desk.client]) {
      const response = await get(actor, `priority?${period}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(reportMessages.errors.forbidden);
    }
    const response = await get(
      desk.lead,
      `status?${period}&departmentId=${desk.otherDepartment.id}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(reportMessages.errors.departmentForbidden);
  });

  it('exports the report as a file', async () => {
    const response = await get(desk.admin, `department/export?format=csv&${period}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.body).toContain('Tickets por departamento');
    expect(response.body).toContain('Sin departamento');
  });
});
