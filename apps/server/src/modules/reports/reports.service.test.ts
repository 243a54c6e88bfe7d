import type { Role, TicketPriority, TicketSource, TicketStatus } from '@atiende/contracts';
import { reportQuerySchema, type ReportQueryInput } from '@atiende/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { auditLogs, tickets } from '../../db/schema/index';
import { makeUser, useTestApp } from '../../../test/build-test-app';
import { makeDepartment } from '../../../test/ticket-factories';
import type { Viewer } from '../tickets/index';
import type { ReportDefinition, ReportScope } from './report-definition';
import type { ReportDefinitions } from './report-registry';
import { createReportsService } from './reports.service';

/**
 * The service around the definitions (docs/reports.md#server): who may run a report, the scope
 * and period a definition receives, the filters in words, the 92-day rule of team time, the cut
 * at 500 rows and the audit of an export. The definitions here are the tests' own, handed to the
 * service as its dependency; each family's numbers are checked in its own test file.
 */

const testApp = useTestApp({ LOG_LEVEL: 'error' });

/** Wednesday 2026-03-18 10:00 in Lima (15:00 UTC). */
const NOW = new Date('2026-03-18T15:00:00.000Z');
const lima = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour + 5));

const viewers = {} as Record<'admin' | 'lead' | 'ana' | 'carla' | 'client' | 'loneLead', Viewer>;
const ids = {} as Record<'soporte' | 'redes' | 'ana' | 'carla' | 'bruno', string>;

/** What each definition was last asked. */
let lastScope: ReportScope | null = null;

/** tickets/status as a test definition: created in the period under the scope, by status. */
const countByStatus: ReportDefinition = {
  async run(db, scope) {
    lastScope = scope;
    const rows = await selectRows<{ status: TicketStatus; count: number }>(
      db,
      sql`SELECT status, count(*)::int AS count FROM tickets
        WHERE ${scope.tickets} AND created_at >= ${scope.period.from.toISOString()}
          AND created_at < ${scope.period.to.toISOString()}
          ${scope.filters.priority ? sql`AND priority = ${scope.filters.priority}` : sql``}
        GROUP BY status ORDER BY status`,
    );
    return {
      summary: `Se crearon ${rows.reduce((sum, row) => sum + row.count, 0)} tickets.`,
      columns: [
        { key: 'status', label: 'Estado', kind: 'text' },
        { key: 'count', label: 'Tickets', kind: 'count' },
      ],
      rows: rows.map((row) => ({ cells: { status: row.status, count: row.count } })),
      totals: null,
      chart: { kind: 'bar', x: 'status', series: ['count'], stacked: false, horizontal: false },
      truncated: false,
    };
  },
};

/** A team-time type that only records its scope. */
const recordScope: ReportDefinition = {
  async run(_db, scope) {
    lastScope = scope;
    return {
      summary: 'Listo.',
      columns: [],
      rows: [],
      totals: null,
      chart: null,
      truncated: false,
    };
  },
};

/** A list longer than a report may answer. */
const tooLong: ReportDefinition = {
  async run() {
    return {
      summary: 'Muchas filas.',
      columns: [{ key: 'n', label: 'N', kind: 'count' }],
      rows: Array.from({ length: 501 }, (_, n) => ({ cells: { n } })),
      totals: null,
      chart: null,
      truncated: false,
    };
  },
};

const DEFINITIONS: ReportDefinitions = {
  tickets: { status: countByStatus, flow: tooLong },
  productivity: { 'by-day': recordScope },
};

let service: ReturnType<typeof createReportsService>;

async function viewer(name: string, role: Role, departmentIds: string[] = []): Promise<Viewer> {
  const user = await makeUser(testApp.database, { name, role });
  return { userId: user.id, role, name, email: user.email, departmentIds, customerId: null };
}

type Spec = {
  department: 'soporte' | 'redes';
  status: TicketStatus;
  priority: TicketPriority;
  source: TicketSource;
  created: Date;
};

/*
 * Soporte (lead Lucía, técnicos Ana and Bruno) and Redes (Carla). Created in the last 30 days
 * (19/02–18/03): Soporte 3 (2 PENDIENTE, 1 RESUELTO), Redes 2 (1 PENDIENTE, 1 EN_PROGRESO);
 * before that, one ticket of Soporte (10/02).
 */
const TICKETS: Spec[] = [
  {
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'ALTA',
    source: 'WEB',
    created: lima(17, 9),
  },
  {
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'MEDIA',
    source: 'EMAIL',
    created: lima(19 - 28, 9),
  },
  {
    department: 'soporte',
    status: 'RESUELTO',
    priority: 'ALTA',
    source: 'WEB',
    created: lima(1, 9),
  },
  {
    department: 'soporte',
    status: 'PENDIENTE',
    priority: 'ALTA',
    source: 'WEB',
    created: lima(10 - 28, 9),
  },
  {
    department: 'redes',
    status: 'PENDIENTE',
    priority: 'BAJA',
    source: 'WEB',
    created: lima(18, 8),
  },
  {
    department: 'redes',
    status: 'EN_PROGRESO',
    priority: 'ALTA',
    source: 'CHAT',
    created: lima(5, 8),
  },
];

beforeAll(async () => {
  const { db } = testApp.database;
  viewers.admin = await viewer('Admin General', 'ADMIN');
  viewers.lead = await viewer('Lucía Ramos', 'TECH_LEAD');
  viewers.ana = await viewer('Ana Torres', 'TECHNICIAN');
  const bruno = await makeUser(testApp.database, { name: 'Bruno Díaz', role: 'TECHNICIAN' });
  viewers.carla = await viewer('Carla Núñez', 'TECHNICIAN');
  viewers.client = await viewer('Cliente Puerto', 'CLIENT');
  viewers.loneLead = await viewer('Líder sin equipo', 'TECH_LEAD');
  const soporte = await makeDepartment(testApp.database, {
    name: 'Soporte',
    leadId: viewers.lead.userId,
    memberIds: [viewers.ana.userId, bruno.id],
  });
  const redes = await makeDepartment(testApp.database, {
    name: 'Redes',
    memberIds: [viewers.carla.userId],
  });
  Object.assign(ids, {
    soporte: soporte.id,
    redes: redes.id,
    ana: viewers.ana.userId,
    carla: viewers.carla.userId,
    bruno: bruno.id,
  });
  viewers.lead.departmentIds = [soporte.id];
  viewers.ana.departmentIds = [soporte.id];
  viewers.carla.departmentIds = [redes.id];
  for (const [index, spec] of TICKETS.entries()) {
    await db.insert(tickets).values({
      title: `Ticket ${index}`,
      description: 'Descripción',
      contactName: 'Contacto',
      status: spec.status,
      priority: spec.priority,
      source: spec.source,
      departmentId: ids[spec.department],
      createdAt: spec.created,
      updatedAt: spec.created,
    });
  }
  service = createReportsService({ db, definitions: DEFINITIONS });
});

const query = (input: ReportQueryInput = {}) => reportQuerySchema.parse(input);
const run = (
  who: keyof typeof viewers,
  family: 'tickets' | 'productivity',
  type: string,
  input: ReportQueryInput = {},
) => service.run(viewers[who], family, type, query(input), NOW);

/** The error a call fails with: its status, code and message. */
async function failure(call: Promise<unknown>) {
  const error = (await call.then(
    () => null,
    (caught: unknown) => caught,
  )) as { statusCode: number; code: string; message: string; details?: unknown } | null;
  expect(error, 'the call should fail').not.toBeNull();
  return {
    status: error!.statusCode,
    code: error!.code,
    message: error!.message,
    details: error!.details,
  };
}

const counts = (result: { rows: Array<{ cells: Record<string, unknown> }> }) =>
  Object.fromEntries(result.rows.map((row) => [row.cells.status, row.cells.count]));

describe('reports service: run', () => {
  it('answers an administrator every department, with the title, period and filters in words', async () => {
    const result = await run('admin', 'tickets', 'status');
    // Last 30 days: 17/02 to 18/03 in Lima; 10/02 is out.
    expect(counts(result)).toEqual({ PENDIENTE: 3, RESUELTO: 1, EN_PROGRESO: 1 });
    expect(result).toMatchObject({
      family: 'tickets',
      type: 'status',
      title: 'Tickets por estado',
      summary: 'Se crearon 5 tickets.',
      period: { period: '30d', from: '2026-02-17T05:00:00.000Z', to: '2026-03-19T05:00:00.000Z' },
      appliedFilters: [{ label: 'Periodo', value: 'Últimos 30 días (17/02/2026 – 18/03/2026)' }],
      truncated: false,
      generatedAt: NOW.toISOString(),
    });
    expect(lastScope).toMatchObject({
      departmentIds: null,
      days: { from: '2026-02-17', to: '2026-03-18' },
      now: NOW,
    });
  });

  it('scopes a lead to their departments, and refuses another department with 403', async () => {
    expect(counts(await run('lead', 'tickets', 'status'))).toEqual({ PENDIENTE: 2, RESUELTO: 1 });
    expect(lastScope?.departmentIds).toEqual([ids.soporte]);
    expect(await failure(run('lead', 'tickets', 'status', { departmentId: ids.redes }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'No puedes ver reportes de ese departamento.',
      details: undefined,
    });
  });

  it('gives a lead without departments an empty report, not another team’s tickets', async () => {
    expect(counts(await run('loneLead', 'tickets', 'status'))).toEqual({});
  });

  it('refuses técnicos and clients with 403 and the reports’ message', async () => {
    for (const who of ['ana', 'client'] as const) {
      expect(await failure(run(who, 'tickets', 'status'))).toMatchObject({
        status: 403,
        message: 'Los reportes son para administradores y jefes de equipo.',
      });
      expect(await failure(service.catalogue(viewers[who]))).toMatchObject({ status: 403 });
    }
  });

  it('answers 404 for a type the family does not have, or one not built', async () => {
    for (const type of ['nope', 'backlog-age']) {
      expect(await failure(run('admin', 'tickets', type))).toMatchObject({
        status: 404,
        code: 'REPORT_NOT_FOUND',
        message: 'Ese reporte no existe.',
      });
    }
  });

  it('names the filters given, ignoring those the type does not offer', async () => {
    const result = await run('admin', 'tickets', 'status', {
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-18',
      departmentId: ids.soporte,
      priority: 'ALTA',
      source: 'WEB',
      technicianId: ids.ana,
    });
    expect(result.appliedFilters).toEqual([
      { label: 'Periodo', value: 'Personalizado (01/03/2026 – 18/03/2026)' },
      { label: 'Departamento', value: 'Soporte' },
      { label: 'Prioridad', value: 'Alta' },
      { label: 'Canal', value: 'Portal' },
    ]);
    // Soporte, ALTA, from 01/03: the ticket of 17/03 and the one of 01/03.
    expect(counts(result)).toEqual({ PENDIENTE: 1, RESUELTO: 1 });
    expect(lastScope?.filters.technicianId).toBeUndefined();
    expect(lastScope?.departmentIds).toEqual([ids.soporte]);
  });

  it('says «Ahora» for a report about the situation now, whatever the period', async () => {
    const now = createReportsService({
      db: testApp.database.db,
      definitions: { tickets: { 'backlog-age': countByStatus } },
    });
    const result = await now.run(
      viewers.admin!,
      'tickets',
      'backlog-age',
      query({ period: '90d' }),
      NOW,
    );
    expect(result.appliedFilters[0]).toEqual({ label: 'Periodo', value: 'Ahora' });
  });

  it('writes a single day once', async () => {
    const result = await run('admin', 'tickets', 'status', { period: 'today' });
    expect(result.appliedFilters[0]).toEqual({ label: 'Periodo', value: 'Hoy (18/03/2026)' });
    expect(counts(result)).toEqual({ PENDIENTE: 1 });
  });

  it('refuses an administrator’s unknown department with 400 on the field', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await failure(run('admin', 'tickets', 'status', { departmentId: unknown }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Ese departamento no existe.',
      details: [{ field: 'departmentId', message: 'Ese departamento no existe.' }],
    });
  });

  it('cuts a list at 500 rows and says so', async () => {
    const result = await run('admin', 'tickets', 'flow');
    expect(result.rows).toHaveLength(500);
    expect(result.truncated).toBe(true);
  });
});

describe('reports service: técnico filter and team time', () => {
  it('names the técnico and passes the filter to the definition', async () => {
    const result = await run('lead', 'productivity', 'by-day', { technicianId: ids.ana });
    expect(result.appliedFilters).toContainEqual({ label: 'Técnico', value: 'Ana Torres' });
    expect(lastScope?.filters.technicianId).toBe(ids.ana);
    expect(result.title).toBe('Productividad por día');
  });

  it('refuses a lead a técnico of another department with 403', async () => {
    expect(
      await failure(run('lead', 'productivity', 'by-day', { technicianId: ids.carla })),
    ).toMatchObject({
      status: 403,
      message: 'No puedes ver reportes de ese técnico.',
    });
  });

  it('refuses an administrator a técnico outside the department asked for', async () => {
    expect(
      await failure(
        run('admin', 'productivity', 'by-day', {
          technicianId: ids.carla,
          departmentId: ids.soporte,
        }),
      ),
    ).toMatchObject({ status: 403 });
    const result = await run('admin', 'productivity', 'by-day', { technicianId: ids.carla });
    expect(result.appliedFilters).toContainEqual({ label: 'Técnico', value: 'Carla Núñez' });
  });

  it('answers 400 for a técnico that does not exist or is not staff', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', viewers.client.userId]) {
      expect(
        await failure(run('admin', 'productivity', 'by-day', { technicianId: id })),
      ).toMatchObject({
        status: 400,
        details: [{ field: 'technicianId', message: 'Ese técnico no existe.' }],
      });
    }
  });

  it('takes up to 92 days of team time and answers 422 beyond', async () => {
    await run('admin', 'productivity', 'by-day', { period: 'quarter' });
    expect(lastScope?.days).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    // 01/01 to 02/04: 92 days, both included.
    await run('admin', 'productivity', 'by-day', {
      period: 'custom',
      from: '2026-01-01',
      to: '2026-04-02',
    });
    const tooLong = { status: 422, code: 'REPORT_RANGE_TOO_LONG' };
    const message = 'Los reportes de horarios abarcan hasta 92 días. Elige un periodo más corto.';
    expect(
      await failure(
        run('admin', 'productivity', 'by-day', {
          period: 'custom',
          from: '2026-01-01',
          to: '2026-04-03',
        }),
      ),
    ).toEqual({ ...tooLong, message, details: [{ field: 'period', message }] });
    expect(await failure(run('admin', 'productivity', 'by-day', { period: 'year' }))).toMatchObject(
      tooLong,
    );
    // The other families take a year.
    await run('admin', 'tickets', 'status', { period: 'year' });
  });
});

describe('reports service: catalogue', () => {
  it('lists the types built so far, the departments and the técnicos of an administrator', async () => {
    const catalogue = await service.catalogue(viewers.admin);
    expect(
      catalogue.families.map((family) => [family.key, family.types.map((type) => type.key)]),
    ).toEqual([
      ['tickets', ['status', 'flow']],
      ['productivity', ['by-day']],
    ]);
    expect(catalogue.families[0]).toMatchObject({
      title: 'Tickets',
      types: [
        {
          key: 'status',
          title: 'Tickets por estado',
          description: 'Los tickets creados en el periodo, según su estado actual.',
          filters: ['departmentId', 'priority', 'source'],
        },
        expect.anything(),
      ],
    });
    expect(catalogue.departments.map((department) => department.name)).toEqual(
      expect.arrayContaining(['Redes', 'Soporte']),
    );
    const names = catalogue.technicians.map((technician) => technician.name);
    expect(names).toEqual(
      expect.arrayContaining(['Ana Torres', 'Bruno Díaz', 'Carla Núñez', 'Lucía Ramos']),
    );
    expect(names).not.toContain('Cliente Puerto');
    expect(names).not.toContain('Admin General');
  });

  it('gives a lead their departments and their people only', async () => {
    const catalogue = await service.catalogue(viewers.lead);
    expect(catalogue.departments).toEqual([{ id: ids.soporte, name: 'Soporte' }]);
    expect(catalogue.technicians.map((technician) => technician.name)).toEqual([
      'Ana Torres',
      'Bruno Díaz',
      'Lucía Ramos',
    ]);
  });
});

describe('reports service: export', () => {
  it('makes the file and audits it once', async () => {
    const audit = {
      actorId: viewers.lead.userId,
      actorRole: 'TECH_LEAD' as const,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      requestId: 'r1',
    };
    const file = await service.exportFile(
      viewers.lead,
      'tickets',
      'status',
      { ...query({ priority: 'ALTA' }), format: 'csv' },
      audit,
    );
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toMatch(/^reporte-tickets-por-estado-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.requestId, 'r1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'DATA_EXPORTED',
      entityType: 'REPORT',
      actorId: viewers.lead.userId,
      message: 'Reporte «Tickets por estado» exportado en CSV',
      details: {
        family: 'tickets',
        type: 'status',
        format: 'csv',
        filters: { priority: 'ALTA', period: '30d' },
      },
    });
  });

  it('audits nothing when the report is refused', async () => {
    const audit = {
      actorId: viewers.lead.userId,
      actorRole: 'TECH_LEAD' as const,
      ip: null,
      userAgent: null,
      requestId: 'r2',
    };
    await failure(
      service.exportFile(
        viewers.lead,
        'tickets',
        'status',
        { ...query({ departmentId: ids.redes }), format: 'pdf' },
        audit,
      ),
    );
    const rows = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.requestId, 'r2'));
    expect(rows).toHaveLength(0);
  });
});
