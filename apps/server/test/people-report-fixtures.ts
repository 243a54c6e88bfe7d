// A small help desk with chosen instants for the technicians' and customers' reports
// (modules/reports/families/*.test.ts): every figure of docs/reports.md#technicians and
// docs/reports.md#customers can be computed by hand from it. Rows are written straight into the
// tables (no password hashing, no API), as personal-dashboard-factories.ts does.
import type { Role, TicketPriority, TicketStatus } from '@atiende/contracts';
import {
  reportMessages,
  reportQuerySchema,
  type ReportQueryInput,
} from '@atiende/contracts/reports';
import type { Database } from '../src/db/client';
import { customers, departmentStatuses, ticketEvents, users } from '../src/db/schema/index';
import { limaToday } from '../src/platform/lima-time';
import { resolvePeriod } from '../src/platform/period';
import type { ReportScope } from '../src/modules/reports/report-definition';
import { teamPanelScope, type Viewer } from '../src/modules/tickets/index';
import { makeTicket, type CommentSpec, type Person } from './personal-dashboard-factories';
import { makeDepartment } from './ticket-factories';

/** Friday 27/11/2026 12:00 in Lima: "7d" is 21/11 to 27/11, both included. */
export const NOW = new Date('2026-11-27T17:00:00.000Z');

/** 00:00 Lima is 05:00 UTC: `lima(22, 9, 30)` is 22/11/2026 09:30 in Lima. */
export const lima = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour + 5, minute));

let sequence = 0;

async function makePerson(
  database: Database,
  name: string,
  role: Role,
  values: { maxOpenTickets?: number; isActive?: boolean } = {},
) {
  sequence += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      name,
      email: `people${sequence}.${Date.now()}@atiende.test`,
      passwordHash: 'not-a-hash',
      role,
      maxOpenTickets: values.maxOpenTickets ?? null,
      isActive: values.isActive ?? true,
    })
    .returning();
  return { id: row!.id, name, role } satisfies Person;
}

async function makeCompany(database: Database, name: string, chainName: string | null) {
  const [row] = await database.db.insert(customers).values({ name, chainName }).returning();
  return row!;
}

export const viewerOf = (person: Person, role: Role, departmentIds: string[]): Viewer => ({
  userId: person.id,
  role,
  name: person.name,
  email: `${person.id}@atiende.test`,
  departmentIds,
  customerId: null,
});

/** The scope the reports' service would build for `viewer` and `query`, at NOW. */
export function scopeFor(viewer: Viewer, query: ReportQueryInput = {}): ReportScope {
  const filters = reportQuerySchema.parse(query);
  const { departmentIds, tickets } = teamPanelScope(viewer, filters.departmentId, {
    roleForbidden: reportMessages.errors.forbidden,
    departmentForbidden: reportMessages.errors.departmentForbidden,
  });
  const period = resolvePeriod(filters, NOW);
  const days = { from: limaToday(period.from), to: limaToday(new Date(period.to.getTime() - 1)) };
  return { viewer, departmentIds, tickets, period, days, filters, now: NOW };
}

type Spec = {
  status: TicketStatus;
  priority?: TicketPriority;
  department: 'soporte' | 'redes';
  assignee?: Person;
  customerId?: string | null;
  createdAt: Date;
  /** Minutes to the first public staff reply (by the assignee). */
  firstResponseAfter?: number;
  resolvedAt?: Date;
  closedAt?: Date;
  comments?: CommentSpec[];
};

/**
 * Soporte (led by Lucía, or by `options.lead`; Ana, Beto and the deactivated Darío) and Redes
 * (Beto, Carla). The tickets' numbers in the comments are the `t` keys the tests name.
 */
export async function makePeopleDesk(database: Database, options: { lead?: Person } = {}) {
  const admin = await makePerson(database, 'Alicia Admin', 'ADMIN');
  const lucia = options.lead ?? (await makePerson(database, 'Lucía Líder', 'TECH_LEAD'));
  const ana = await makePerson(database, 'Ana Torres', 'TECHNICIAN', { maxOpenTickets: 3 });
  const beto = await makePerson(database, 'Beto Ríos', 'TECHNICIAN', { maxOpenTickets: 2 });
  const carla = await makePerson(database, 'Carla Paz', 'TECHNICIAN');
  const dario = await makePerson(database, 'Darío Inactivo', 'TECHNICIAN', { isActive: false });
  const client = await makePerson(database, 'Clienta Rosa', 'CLIENT');
  const soporte = await makeDepartment(database, {
    name: `Soporte ${Date.now()}`,
    leadId: lucia.id,
    memberIds: [ana.id, beto.id, dario.id],
  });
  const redes = await makeDepartment(database, {
    name: `Redes ${Date.now()}`,
    memberIds: [beto.id, carla.id],
  });
  const miraflores = await makeCompany(database, 'Pardos Miraflores', 'Pardos');
  const surco = await makeCompany(database, 'Pardos Surco', 'pardos ');
  const bodega = await makeCompany(database, 'Bodega Sol', '   ');
  const chifa = await makeCompany(database, 'Chifa Dragón', 'Dragón');
  await makeCompany(database, 'Sin tickets recientes', 'Pardos');
  const [resolvedCustom] = await database.db
    .insert(departmentStatuses)
    .values({ departmentId: soporte.id, name: 'Listo para revisión', baseStatus: 'RESUELTO' })
    .returning();

  const departmentIds = { soporte: soporte.id, redes: redes.id };
  const make = (spec: Spec) => {
    const reply: CommentSpec[] =
      spec.firstResponseAfter !== undefined && spec.assignee
        ? [
            {
              by: spec.assignee,
              at: new Date(spec.createdAt.getTime() + spec.firstResponseAfter * 60_000),
            },
          ]
        : [];
    return makeTicket(database, {
      title: `Ticket ${spec.status}`,
      status: spec.status,
      priority: spec.priority ?? 'MEDIA',
      departmentId: departmentIds[spec.department],
      assignee: spec.assignee,
      requester: client,
      customerId: spec.customerId ?? null,
      createdAt: spec.createdAt,
      resolvedAt: spec.resolvedAt,
      closedAt: spec.closedAt,
      comments: [...reply, ...(spec.comments ?? [])],
    });
  };
  const s = 'soporte' as const;
  const r = 'redes' as const;
  const t = {
    t1: await make({
      status: 'RESUELTO',
      priority: 'ALTA',
      department: s,
      assignee: ana,
      customerId: miraflores.id,
      createdAt: lima(22, 9),
      firstResponseAfter: 30,
      resolvedAt: lima(22, 10),
    }),
    t2: await make({
      status: 'CERRADO',
      department: s,
      assignee: ana,
      customerId: surco.id,
      createdAt: lima(23, 8),
      firstResponseAfter: 10,
      resolvedAt: lima(23, 11),
      closedAt: lima(23, 12),
    }),
    t3: await make({
      status: 'RESUELTO',
      priority: 'URGENTE',
      department: s,
      assignee: ana,
      customerId: bodega.id,
      createdAt: lima(24, 10),
      firstResponseAfter: 5,
      resolvedAt: lima(24, 10, 20),
      comments: [
        { by: ana, at: lima(24, 10, 10), isInternal: true },
        { by: client, at: lima(24, 10, 12) },
      ],
    }),
    t4: await make({
      status: 'RESUELTO',
      department: s,
      assignee: beto,
      customerId: miraflores.id,
      createdAt: lima(25, 9),
      firstResponseAfter: 20,
      resolvedAt: lima(25, 13),
    }),
    t5: await make({
      status: 'RESUELTO',
      department: s,
      assignee: ana,
      customerId: bodega.id,
      createdAt: lima(10, 9),
      firstResponseAfter: 60,
      resolvedAt: lima(22, 9),
    }),
    t6: await make({
      status: 'EN_PROGRESO',
      priority: 'ALTA',
      department: s,
      assignee: ana,
      customerId: miraflores.id,
      createdAt: lima(26, 9),
      firstResponseAfter: 45,
    }),
    t7: await make({ status: 'PENDIENTE', department: s, assignee: ana, createdAt: lima(26, 10) }),
    t8: await make({
      status: 'ESCALADO',
      department: s,
      assignee: ana,
      customerId: bodega.id,
      createdAt: lima(1, 9),
    }),
    t9: await make({
      status: 'PENDIENTE',
      department: s,
      assignee: beto,
      customerId: bodega.id,
      createdAt: lima(27, 8),
    }),
    t10: await make({
      status: 'RESUELTO',
      department: s,
      assignee: dario,
      customerId: miraflores.id,
      createdAt: lima(22, 8),
      resolvedAt: lima(22, 8, 30),
    }),
    t11: await make({
      status: 'RESUELTO',
      department: s,
      assignee: ana,
      customerId: chifa.id,
      createdAt: lima(1, 9),
      resolvedAt: lima(2, 9),
    }),
    t12: await make({
      status: 'RESUELTO',
      priority: 'BAJA',
      department: r,
      assignee: beto,
      customerId: chifa.id,
      createdAt: lima(24, 9),
      firstResponseAfter: 10,
      resolvedAt: lima(24, 9, 30),
    }),
    t13: await make({
      status: 'CERRADO',
      priority: 'ALTA',
      department: r,
      assignee: carla,
      customerId: chifa.id,
      createdAt: lima(25, 10),
      firstResponseAfter: 15,
      resolvedAt: lima(25, 12),
      closedAt: lima(25, 13),
    }),
    t14: await make({
      status: 'EN_PROGRESO',
      department: r,
      assignee: carla,
      createdAt: lima(20, 9),
    }),
    t15: await make({
      status: 'EN_PROGRESO',
      department: r,
      assignee: beto,
      customerId: chifa.id,
      createdAt: lima(26, 11),
    }),
    t16: await make({
      status: 'PENDIENTE',
      department: s,
      customerId: surco.id,
      createdAt: lima(27, 9),
    }),
    t17: await make({
      status: 'CERRADO',
      department: s,
      assignee: ana,
      customerId: bodega.id,
      createdAt: lima(23, 9),
      closedAt: lima(23, 10),
    }),
  };
  const statusChange = (ticketId: string, from: string, to: string, at: Date) => ({
    ticketId,
    actorId: ana.id,
    type: 'status_changed',
    fromValue: from,
    toValue: to,
    createdAt: at,
  });
  await database.db.insert(ticketEvents).values([
    // Reopenings in the period: t1 from a custom status based on Resuelto, t6 twice, t12.
    statusChange(t.t1.id, resolvedCustom!.id, 'PENDIENTE', lima(22, 9, 40)),
    statusChange(t.t6.id, 'RESUELTO', 'EN_PROGRESO', lima(26, 12)),
    statusChange(t.t6.id, 'CERRADO', 'PENDIENTE', lima(26, 13)),
    statusChange(t.t12.id, 'RESUELTO', 'EN_PROGRESO', lima(24, 9, 20)),
    // Not reopenings: before the period, and between open statuses.
    statusChange(t.t8.id, 'RESUELTO', 'ESCALADO', lima(15, 9)),
    statusChange(t.t4.id, 'PENDIENTE', 'EN_PROGRESO', lima(25, 9, 10)),
    {
      ticketId: t.t4.id,
      actorId: ana.id,
      type: 'escalated',
      fromValue: 'RESUELTO',
      toValue: 'ESCALADO',
      createdAt: lima(25, 9, 15),
    },
  ]);
  return {
    people: { admin, lucia, ana, beto, carla, dario },
    departments: { soporte, redes },
    companies: { miraflores, surco, bodega, chifa },
    tickets: t,
    viewers: {
      admin: viewerOf(admin, 'ADMIN', []),
      lead: viewerOf(lucia, 'TECH_LEAD', [soporte.id]),
      technician: viewerOf(ana, 'TECHNICIAN', [soporte.id]),
      client: viewerOf(client, 'CLIENT', []),
    },
  };
}

export type PeopleDesk = Awaited<ReturnType<typeof makePeopleDesk>>;
