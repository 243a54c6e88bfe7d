// Test data for modules/dashboard/personal-dashboard.routes.test.ts: rows written straight into the tables with
// chosen instants, so every figure of the técnico's and the client's dashboards can be computed
// by hand. The ticket's first response and last change follow its comments as the comments
// service would stamp them (first public reply by staff; every comment touches the ticket).
import type { NotificationType, Role, TicketPriority, TicketStatus } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  customers,
  departmentStatuses,
  notifications,
  ticketComments,
  tickets,
  users,
} from '../src/db/schema/index';
import { makeSignedInUser, type TestApp } from './build-test-app';
import { makeDepartment } from './ticket-factories';

export type Person = { id: string; name: string; role: string };

export type CommentSpec = { by: Person; at: Date; body?: string; isInternal?: boolean };

export type TicketSpec = {
  title: string;
  status: TicketStatus;
  priority?: TicketPriority;
  departmentId: string;
  assignee?: Person;
  requester?: Person | null;
  customerId?: string | null;
  contactName?: string;
  customStatusId?: string;
  createdAt: Date;
  resolvedAt?: Date;
  closedAt?: Date;
  comments?: CommentSpec[];
};

export type MadeTicket = { id: string; number: number; updatedAt: Date; spec: TicketSpec };

const HOUR_MS = 3_600_000;
/** `hours` before `from`. */
export const hoursBefore = (from: Date, hours: number) =>
  new Date(from.getTime() - hours * HOUR_MS);
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

export async function makeCustomer(database: Database, name: string) {
  const [row] = await database.db.insert(customers).values({ name }).returning();
  return row!;
}

export async function makeTicket(database: Database, spec: TicketSpec): Promise<MadeTicket> {
  const comments = spec.comments ?? [];
  const staffReplies = comments
    .filter((comment) => !comment.isInternal && comment.by.role !== 'CLIENT')
    .map((comment) => comment.at.getTime());
  const updatedAt = latest([
    spec.createdAt,
    ...comments.map((comment) => comment.at),
    ...(spec.resolvedAt ? [spec.resolvedAt] : []),
    ...(spec.closedAt ? [spec.closedAt] : []),
  ]);
  const requester = spec.requester ?? null;
  const [row] = await database.db
    .insert(tickets)
    .values({
      title: spec.title,
      description: `${spec.title}: descripción.`,
      status: spec.status,
      priority: spec.priority ?? 'MEDIA',
      departmentId: spec.departmentId,
      assignedToId: spec.assignee?.id ?? null,
      requesterId: requester?.id ?? null,
      createdById: requester?.id ?? null,
      customerId: spec.customerId ?? null,
      contactName: spec.contactName ?? requester?.name ?? 'Contacto sin cuenta',
      customStatusId: spec.customStatusId ?? null,
      createdAt: spec.createdAt,
      updatedAt,
      firstResponseAt: staffReplies.length > 0 ? new Date(Math.min(...staffReplies)) : null,
      resolvedAt: spec.resolvedAt ?? null,
      closedAt: spec.closedAt ?? null,
    })
    .returning({ id: tickets.id, number: tickets.number });
  if (comments.length > 0) {
    await database.db.insert(ticketComments).values(
      comments.map((comment) => ({
        ticketId: row!.id,
        authorId: comment.by.id,
        authorName: comment.by.name,
        body: comment.body ?? (comment.isInternal ? 'Nota interna de prueba' : 'Respuesta'),
        isInternal: comment.isInternal ?? false,
        createdAt: comment.at,
      })),
    );
  }
  return { id: row!.id, number: row!.number, updatedAt, spec };
}

export async function makeNotification(
  database: Database,
  values: { user: Person; type: NotificationType; at: Date; isRead?: boolean; ticketId?: string },
) {
  const [row] = await database.db
    .insert(notifications)
    .values({
      userId: values.user.id,
      type: values.type,
      title: `Aviso ${values.type}`,
      message: `Mensaje ${values.type}`,
      ticketId: values.ticketId ?? null,
      isRead: values.isRead ?? false,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

/** A signed-in user of `role`, linked to a company or given a capacity. */
export async function dashboardActor(
  testApp: TestApp,
  role: Role,
  changes: { customerId?: string; maxOpenTickets?: number } = {},
) {
  const signedIn = await makeSignedInUser(testApp, role);
  if (changes.customerId || changes.maxOpenTickets !== undefined) {
    await testApp.database.db.update(users).set(changes).where(eq(users.id, signedIn.user.id));
  }
  const person: Person = { id: signedIn.user.id, name: signedIn.user.name, role };
  return { ...signedIn, person };
}
export type DashboardActor = Awaited<ReturnType<typeof dashboardActor>>;

const INTERNAL_NOTE = 'Nota interna: revisar el contrato del cliente';
const LONG_CLIENT_REPLY =
  'Sigue sin imprimir.\n\nYa cambiamos el rollo de papel y reiniciamos la ticketera térmica dos veces, pero las comandas de cocina siguen saliendo en blanco desde la mañana. ¿Pueden conectarse hoy?';

/**
 * The help desk of personal-dashboard.routes.test.ts, `now` being the test's clock: one
 * department (a lead, the técnico `tech` and `otherTech`), two companies (Acme: clientA and
 * colleagueB; Beta: clientC), a client of no company, and tickets T1–T17 whose comments,
 * first responses and resolutions are placed in hours before `now`. The test computes every
 * figure from the list below by hand.
 */
export async function makeDashboardDesk(testApp: TestApp, now: Date) {
  const db = testApp.database;
  const h = (hours: number) => hoursBefore(now, hours);
  const t: Record<string, MadeTicket> = {};
  const ticket = async (key: string, spec: Omit<TicketSpec, 'departmentId'>) => {
    t[key] = await makeTicket(db, { departmentId: department.id, ...spec });
  };
  const acme = await makeCustomer(db, 'Cevichería Acme SAC');
  const beta = await makeCustomer(db, 'Pollería Beta EIRL');
  const tech = await dashboardActor(testApp, 'TECHNICIAN', { maxOpenTickets: 5 });
  const otherTech = await dashboardActor(testApp, 'TECHNICIAN');
  const lead = await dashboardActor(testApp, 'TECH_LEAD');
  const admin = await dashboardActor(testApp, 'ADMIN');
  const clientA = await dashboardActor(testApp, 'CLIENT', { customerId: acme.id });
  const colleagueB = await dashboardActor(testApp, 'CLIENT', { customerId: acme.id });
  const clientC = await dashboardActor(testApp, 'CLIENT', { customerId: beta.id });
  const loneClient = await dashboardActor(testApp, 'CLIENT');
  const department = await makeDepartment(db, {
    leadId: lead.person.id,
    memberIds: [tech.person.id, otherTech.person.id],
  });
  const waitingSupplier = (
    await db.db
      .insert(departmentStatuses)
      .values({ departmentId: department.id, name: 'Esperando proveedor', baseStatus: 'ESCALADO' })
      .returning()
  )[0]!;
  const T = tech.person;
  const O = otherTech.person;
  const A = clientA.person;
  const B = colleagueB.person;
  const acmeOf = { customerId: acme.id };

  // The técnico's open queue: T1–T5.
  await ticket('T1', {
    title: 'T1 sin respuesta',
    status: 'PENDIENTE',
    priority: 'URGENTE',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(2),
  });
  await ticket('T2', {
    title: 'T2 el cliente escribió último',
    status: 'EN_PROGRESO',
    priority: 'ALTA',
    assignee: T,
    requester: B,
    ...acmeOf,
    createdAt: h(30),
    comments: [
      { by: T, at: h(28), body: 'Reinicie la ticketera, por favor.' },
      { by: B, at: h(10), body: LONG_CLIENT_REPLY },
    ],
  });
  await ticket('T3', {
    title: 'T3 el técnico respondió último',
    status: 'EN_PROGRESO',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(50),
    comments: [
      { by: T, at: h(47.5), body: 'Primera respuesta en T3' },
      { by: A, at: h(40), body: 'Sigue igual en T3' },
      { by: T, at: h(20), body: 'Segunda respuesta en T3' },
      { by: T, at: h(5), body: INTERNAL_NOTE, isInternal: true },
    ],
  });
  await ticket('T4', {
    title: 'T4 vencido: el cliente espera desde ayer',
    status: 'ESCALADO',
    customStatusId: waitingSupplier.id,
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(60),
    comments: [
      { by: O, at: h(59), body: 'Respuesta del otro técnico en T4' },
      { by: A, at: h(30), body: '¿Alguna novedad en T4?' },
      { by: T, at: h(3), body: INTERNAL_NOTE, isInternal: true },
    ],
  });
  await ticket('T5', {
    title: 'T5 vencido sin respuesta',
    status: 'PENDIENTE',
    priority: 'BAJA',
    assignee: T,
    requester: clientC.person,
    customerId: beta.id,
    createdAt: h(26),
  });

  // Resolved and closed by the técnico: T7, T14 today, T8 on Monday, T9 last Sunday, T15 long ago.
  await ticket('T7', {
    title: 'T7 resuelto hoy',
    status: 'RESUELTO',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(8),
    resolvedAt: h(1),
    comments: [
      { by: A, at: h(7.5), body: 'Detalle del cliente en T7' },
      { by: T, at: h(7), body: 'Respuesta en T7' },
    ],
  });
  await ticket('T8', {
    title: 'T8 cerrado el lunes',
    status: 'CERRADO',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(55),
    resolvedAt: h(53),
    closedAt: h(50),
    comments: [{ by: T, at: h(53.5), body: 'Respuesta en T8' }],
  });
  await ticket('T9', {
    title: 'T9 resuelto el domingo',
    status: 'RESUELTO',
    assignee: T,
    requester: B,
    ...acmeOf,
    createdAt: h(125),
    resolvedAt: h(63.5),
    comments: [
      { by: T, at: h(124), body: 'Respuesta del viernes en T9' },
      { by: T, at: h(3), body: 'Seguimiento de hoy en T9' },
    ],
  });
  await ticket('T14', {
    title: 'T14 resuelto hoy',
    status: 'RESUELTO',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(4),
    resolvedAt: h(2.5),
    comments: [{ by: T, at: h(3.5), body: 'Respuesta en T14' }],
  });
  await ticket('T15', {
    title: 'T15 de hace dos meses',
    status: 'CERRADO',
    assignee: T,
    requester: A,
    ...acmeOf,
    createdAt: h(1440),
    resolvedAt: h(936),
    closedAt: h(930),
    comments: [
      { by: T, at: h(1080), body: 'Respuesta antigua en T15' },
      { by: A, at: h(960), body: 'Comentario antiguo en T15' },
    ],
  });

  // Other people's tickets.
  await ticket('T10', {
    title: 'T10 resuelto hoy por otro',
    status: 'RESUELTO',
    assignee: O,
    requester: clientC.person,
    customerId: beta.id,
    createdAt: h(9),
    resolvedAt: h(1.5),
  });
  await ticket('T12', {
    title: 'T12 de la colega, del otro técnico',
    status: 'EN_PROGRESO',
    assignee: O,
    requester: B,
    ...acmeOf,
    createdAt: h(20),
    comments: [
      { by: O, at: h(19), body: 'Primera respuesta en T12' },
      { by: T, at: h(18), body: 'Apoyo en T12' },
      { by: B, at: h(1), body: 'Gracias en T12' },
    ],
  });
  await ticket('T16', {
    title: 'T16 del líder',
    status: 'PENDIENTE',
    priority: 'ALTA',
    assignee: lead.person,
    requester: loneClient.person,
    createdAt: h(1),
  });
  await ticket('T17', {
    title: 'T17 del formulario público',
    status: 'PENDIENTE',
    requester: null,
    contactName: 'Rosa Quispe',
    ...acmeOf,
    createdAt: h(6),
  });

  for (const [type, hours, user] of [
    ['TICKET_ASSIGNED', 1, tech],
    ['COMMENT_ADDED', 2, tech],
    ['STATUS_CHANGED', 0.5, tech],
    ['PRIORITY_CHANGED', 0.2, tech],
    ['TICKET_ESCALATED', 5, tech],
    ['TICKET_ASSIGNED', 0.1, otherTech],
  ] as const) {
    await makeNotification(db, {
      user: user.person,
      type,
      at: h(hours),
      isRead: type === 'COMMENT_ADDED',
      ticketId: t.T1!.id,
    });
  }
  return {
    tech,
    otherTech,
    lead,
    admin,
    clientA,
    colleagueB,
    clientC,
    loneClient,
    department,
    acme,
    beta,
    waitingSupplier,
    t,
  };
}
export type DashboardDesk = Awaited<ReturnType<typeof makeDashboardDesk>>;
