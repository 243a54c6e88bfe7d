import type { TicketPriority, TicketStatus } from '@atiende/contracts';
import { reportMessages, type ReportQueryInput } from '@atiende/contracts/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import { lima, reportScope } from '../../../../test/tickets-sla-report-helpers';
import { ticketSla, tickets } from '../../../db/schema/index';
import type { ReportBody } from '../report-definition';
import { slaReports } from './sla';

// docs/reports.md#sla: every figure below is computed by hand from the clocks written here, by
// the rule of docs/sla.md#when-a-target-counts. Now is Wednesday 17 June 2026, 12:00 in Lima;
// "Últimos 7 días" are the Lima days 11–17 June (the period ends after now).
const NOW = lima('2026-06-17', 12);
const testApp = useTestApp({ LOG_LEVEL: 'error' });
let desk: HelpDesk;

type Clock = {
  key: string;
  department: 'main' | 'other';
  assignee: 'technician' | 'outsider' | null;
  priority: TicketPriority;
  status: TicketStatus;
  firstResponseAt?: Date;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  /** The clock stopped (a pausing status, or the ticket completed). */
  pausedSince?: Date;
  /** Resolved at: the clock is completed. */
  resolvedAt?: Date;
};

const CLOCKS: Clock[] = [
  // Both targets met on the 12th.
  {
    key: 'c1',
    department: 'main',
    assignee: 'technician',
    priority: 'URGENTE',
    status: 'RESUELTO',
    firstResponseAt: lima('2026-06-12', 10, 30),
    firstResponseDueAt: lima('2026-06-12', 11),
    resolutionDueAt: lima('2026-06-12', 18),
    pausedSince: lima('2026-06-12', 15),
    resolvedAt: lima('2026-06-12', 15),
  },
  // First response late (breached on the 13th), resolution overdue since the 14th: open, overdue.
  {
    key: 'c2',
    department: 'main',
    assignee: 'technician',
    priority: 'ALTA',
    status: 'EN_PROGRESO',
    firstResponseAt: lima('2026-06-13', 14),
    firstResponseDueAt: lima('2026-06-13', 12),
    resolutionDueAt: lima('2026-06-14', 10),
  },
  // First response due today at 15:00, after now: not counted yet.
  {
    key: 'c3',
    department: 'main',
    assignee: null,
    priority: 'MEDIA',
    status: 'PENDIENTE',
    firstResponseDueAt: lima('2026-06-17', 15),
    resolutionDueAt: lima('2026-06-20', 12),
  },
  // First response overdue since the 16th, in the other department.
  {
    key: 'c4',
    department: 'other',
    assignee: 'outsider',
    priority: 'URGENTE',
    status: 'PENDIENTE',
    firstResponseDueAt: lima('2026-06-16', 9),
    resolutionDueAt: lima('2026-06-21', 9),
  },
  // Paused before its due times: stands still, no breach.
  {
    key: 'c5',
    department: 'main',
    assignee: 'technician',
    priority: 'MEDIA',
    status: 'PENDIENTE',
    firstResponseDueAt: lima('2026-06-14', 10),
    resolutionDueAt: lima('2026-06-19', 10),
    pausedSince: lima('2026-06-14', 8),
  },
  // Answered before the period, resolved in it in time.
  {
    key: 'c6',
    department: 'main',
    assignee: 'technician',
    priority: 'BAJA',
    status: 'RESUELTO',
    firstResponseAt: lima('2026-05-31', 10),
    firstResponseDueAt: lima('2026-05-31', 12),
    resolutionDueAt: lima('2026-06-15', 10),
    pausedSince: lima('2026-06-11', 10),
    resolvedAt: lima('2026-06-11', 10),
  },
  // Both targets breached before the period, still open: overdue now, not in the period.
  {
    key: 'c7',
    department: 'main',
    assignee: 'technician',
    priority: 'ALTA',
    status: 'PENDIENTE',
    firstResponseDueAt: lima('2026-06-05', 10),
    resolutionDueAt: lima('2026-06-08', 10),
  },
];

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const db = testApp.database.db;
  for (const clock of CLOCKS) {
    const [ticket] = await db
      .insert(tickets)
      .values({
        title: `Ticket ${clock.key}`,
        description: 'Caso de prueba del reporte.',
        status: clock.status,
        priority: clock.priority,
        departmentId: clock.department === 'main' ? desk.department.id : desk.otherDepartment.id,
        assignedToId: clock.assignee ? desk[clock.assignee].user.id : null,
        contactName: 'Contacto',
        createdAt: lima('2026-05-30', 9),
        updatedAt: clock.resolvedAt ?? lima('2026-05-30', 9),
        firstResponseAt: clock.firstResponseAt ?? null,
        resolvedAt: clock.resolvedAt ?? null,
      })
      .returning({ id: tickets.id });
    // The clock copies the ticket's department, assignee and completion (migration 0028).
    await db.insert(ticketSla).values({
      ticketId: ticket!.id,
      priority: clock.priority,
      firstResponseTargetMinutes: 60,
      resolutionTargetMinutes: 480,
      warningPercent: 75,
      startedAt: lima('2026-05-30', 9),
      firstResponseAt: clock.firstResponseAt ?? null,
      firstResponseDueAt: clock.firstResponseDueAt,
      firstResponseWarnAt: new Date(clock.firstResponseDueAt.getTime() - 3_600_000),
      resolutionDueAt: clock.resolutionDueAt,
      resolutionWarnAt: new Date(clock.resolutionDueAt.getTime() - 3_600_000),
      pausedSince: clock.pausedSince ?? null,
      isCompleted: clock.resolvedAt !== undefined,
    });
  }
});

const run = async (
  type: keyof typeof slaReports,
  who: 'admin' | 'lead',
  query: ReportQueryInput = {},
): Promise<ReportBody> => {
  const scope = await reportScope(
    testApp.database.db,
    desk[who].user,
    { period: '7d', ...query },
    NOW,
  );
  return slaReports[type].run(testApp.database.db, scope);
};

describe('sla/compliance', () => {
  it("gives an administrator the whole desk's compliance per priority, Urgente first", async () => {
    const body = await run('compliance', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      { priority: 'Urgente', measured: 3, firstResponseMet: 50, resolutionMet: 100, breaches: 1 },
      { priority: 'Alta', measured: 2, firstResponseMet: 0, resolutionMet: 0, breaches: 2 },
      { priority: 'Media', measured: 0, firstResponseMet: null, resolutionMet: null, breaches: 0 },
      { priority: 'Baja', measured: 1, firstResponseMet: null, resolutionMet: 100, breaches: 0 },
    ]);
    expect(body.totals).toEqual({
      priority: 'Total',
      measured: 6,
      firstResponseMet: 33.3,
      resolutionMet: 66.7,
      breaches: 3,
    });
    expect(body.summary).toBe('Primera respuesta a tiempo: 33.3 %; resolución a tiempo: 66.7 %.');
    expect(body.columns.map((column) => column.kind)).toEqual([
      'text',
      'count',
      'percent',
      'percent',
      'count',
    ]);
  });

  it("keeps a lead to their department, and an administrator's department filter agrees", async () => {
    const lead = await run('compliance', 'lead');
    expect(lead.totals).toEqual({
      priority: 'Total',
      measured: 5,
      firstResponseMet: 50,
      resolutionMet: 66.7,
      breaches: 2,
    });
    expect(lead.rows[0]!.cells).toEqual({
      priority: 'Urgente',
      measured: 2,
      firstResponseMet: 100,
      resolutionMet: 100,
      breaches: 0,
    });
    const main = await run('compliance', 'admin', { departmentId: desk.department.id });
    expect(main.rows).toEqual(lead.rows);
    const other = await run('compliance', 'admin', { departmentId: desk.otherDepartment.id });
    expect(other.totals).toMatchObject({ measured: 1, firstResponseMet: 0, breaches: 1 });
  });

  it('narrows to one priority', async () => {
    const body = await run('compliance', 'admin', { priority: 'ALTA' });
    expect(body.rows.map((row) => row.cells.priority)).toEqual(['Alta']);
    expect(body.totals).toMatchObject({ measured: 2, breaches: 2 });
  });

  it('says so when no target settled in the period', async () => {
    const body = await run('compliance', 'admin', {
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(body.totals).toEqual({
      priority: 'Total',
      measured: 0,
      firstResponseMet: null,
      resolutionMet: null,
      breaches: 0,
    });
    expect(body.summary).toBe('Ningún plazo se cumplió ni venció en el periodo.');
  });
});

describe('sla/breaches', () => {
  it('gives the breaches per department and técnico, most first, with the open overdue now', async () => {
    const body = await run('breaches', 'admin');
    expect(body.rows.map((row) => row.cells)).toEqual([
      {
        department: desk.department.name,
        technician: desk.technician.user.name,
        firstResponseBreaches: 1,
        resolutionBreaches: 1,
        openBreached: 2,
      },
      {
        department: desk.otherDepartment.name,
        technician: desk.outsider.user.name,
        firstResponseBreaches: 1,
        resolutionBreaches: 0,
        openBreached: 1,
      },
    ]);
    expect(body.rows[0]!.drill).toEqual({
      sla: 'atRisk',
      view: 'open',
      assignedToId: desk.technician.user.id,
      departmentId: desk.department.id,
    });
    expect(body.totals).toEqual({
      department: 'Total',
      technician: '',
      firstResponseBreaches: 2,
      resolutionBreaches: 1,
      openBreached: 3,
    });
    expect(body.summary).toBe(
      'En el periodo vencieron 3 plazos; ahora hay 3 tickets abiertos vencidos.',
    );
    expect(body.truncated).toBe(false);
  });

  it('narrows to a lead, a técnico and a priority', async () => {
    const lead = await run('breaches', 'lead');
    expect(lead.rows.map((row) => row.cells.technician)).toEqual([desk.technician.user.name]);
    const outsider = await run('breaches', 'admin', { technicianId: desk.outsider.user.id });
    expect(outsider.rows.map((row) => row.cells.department)).toEqual([desk.otherDepartment.name]);
    const urgent = await run('breaches', 'admin', { priority: 'URGENTE' });
    expect(urgent.rows.map((row) => row.cells)).toEqual([
      {
        department: desk.otherDepartment.name,
        technician: desk.outsider.user.name,
        firstResponseBreaches: 1,
        resolutionBreaches: 0,
        openBreached: 1,
      },
    ]);
    expect(urgent.rows[0]!.drill).toMatchObject({ priority: 'URGENTE' });
  });

  it('counts a breach once its due time has passed: later the same day it is in', async () => {
    const later = await reportScope(
      testApp.database.db,
      desk.admin.user,
      { period: '7d' },
      lima('2026-06-17', 16),
    );
    const body = await slaReports.breaches.run(testApp.database.db, later);
    // c3's first response, unassigned in the main department, fell due at 15:00.
    expect(body.rows).toContainEqual(
      expect.objectContaining({
        cells: {
          department: desk.department.name,
          technician: 'Sin asignar',
          firstResponseBreaches: 1,
          resolutionBreaches: 0,
          openBreached: 1,
        },
        drill: {
          sla: 'atRisk',
          view: 'open',
          assignedToId: 'none',
          departmentId: desk.department.id,
        },
      }),
    );
  });

  it("refuses a lead another department's breaches", async () => {
    await expect(
      run('breaches', 'lead', { departmentId: desk.otherDepartment.id }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: reportMessages.errors.departmentForbidden,
    });
  });
});

describe('GET /api/reports/sla/…', () => {
  const get = (actor: { headers: Record<string, string> }, path: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/reports/sla/${path}`, headers: actor.headers });
  // A period long past: every due time in it has passed, c3's first response included.
  const period = 'period=custom&from=2026-06-11&to=2026-06-17';

  it("answers a lead's breaches, their department only", async () => {
    const response = await get(desk.lead, `breaches?${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.title).toBe('Incumplimientos de SLA');
    expect(data.rows.map((row: ReportBody['rows'][number]) => row.cells)).toEqual([
      {
        department: desk.department.name,
        technician: desk.technician.user.name,
        firstResponseBreaches: 1,
        resolutionBreaches: 1,
        openBreached: 2,
      },
      {
        department: desk.department.name,
        technician: 'Sin asignar',
        firstResponseBreaches: 1,
        resolutionBreaches: 0,
        openBreached: 1,
      },
    ]);
    const compliance = await get(desk.admin, `compliance?${period}&priority=URGENTE`);
    expect(compliance.statusCode, compliance.body).toBe(200);
    expect(compliance.json().data.totals).toMatchObject({ measured: 3, firstResponseMet: 50 });
  });

  it('refuses a técnico, and a lead naming a técnico outside their departments', async () => {
    const technician = await get(desk.technician, `compliance?${period}`);
    expect(technician.statusCode).toBe(403);
    const outsider = await get(
      desk.lead,
      `breaches?${period}&technicianId=${desk.outsider.user.id}`,
    );
    expect(outsider.statusCode).toBe(403);
  });
});
