import type { Role } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { departmentMembers, departments, products } from '../src/db/schema/index';
import { makeSignedInUser, type TestApp } from './build-test-app';

let sequence = 0;

/** Factory: an active department, optionally with a lead and technician members. */
export async function makeDepartment(
  database: Database,
  options: { name?: string; leadId?: string; memberIds?: string[]; isActive?: boolean } = {},
) {
  sequence += 1;
  const [department] = await database.db
    .insert(departments)
    .values({
      name: options.name ?? `Soporte ${sequence} ${Date.now()}`,
      leadId: options.leadId ?? null,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (options.memberIds?.length) {
    await database.db
      .insert(departmentMembers)
      .values(options.memberIds.map((userId) => ({ departmentId: department!.id, userId })));
  }
  return department!;
}

export async function makeProduct(database: Database, departmentId: string, price = 150.5) {
  sequence += 1;
  const [product] = await database.db
    .insert(products)
    .values({ departmentId, name: `Producto ${sequence}`, description: 'Licencia anual', price })
    .returning();
  return product!;
}

type Actor = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A small help desk: a department with its lead and a member técnico, an outsider técnico, two clients. */
export async function makeHelpDesk(testApp: TestApp) {
  const actors: Record<string, Actor> = {};
  const roles: Array<[string, Role]> = [
    ['admin', 'ADMIN'],
    ['lead', 'TECH_LEAD'],
    ['technician', 'TECHNICIAN'],
    ['outsider', 'TECHNICIAN'],
    ['client', 'CLIENT'],
    ['otherClient', 'CLIENT'],
  ];
  for (const [key, role] of roles) actors[key] = await makeSignedInUser(testApp, role);
  const department = await makeDepartment(testApp.database, {
    leadId: actors.lead!.user.id,
    memberIds: [actors.technician!.user.id],
  });
  const otherDepartment = await makeDepartment(testApp.database, {
    memberIds: [actors.outsider!.user.id],
  });
  return {
    admin: actors.admin!,
    lead: actors.lead!,
    technician: actors.technician!,
    outsider: actors.outsider!,
    client: actors.client!,
    otherClient: actors.otherClient!,
    department,
    otherDepartment,
  };
}

/** Creates a ticket through the API as `actor`; returns the detail. */
export async function createTicket(
  app: FastifyInstance,
  actor: Actor,
  body: Partial<{
    title: string;
    description: string;
    departmentId: string;
    priority: string;
    productIds: string[];
  }>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: actor.headers,
    payload: {
      title: 'La impresora de boletas no imprime',
      description: 'Desde esta mañana.',
      ...body,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`createTicket: ${response.statusCode} ${response.body}`);
  return response.json().data.ticket as {
    id: string;
    number: number;
    version: number;
    status: string;
  };
}

export type HelpDesk = Awaited<ReturnType<typeof makeHelpDesk>>;

/** A ticket the desk's client opens in the desk's department; `body` adds or overrides fields. */
export function createDeskTicket(
  app: FastifyInstance,
  desk: HelpDesk,
  body: Parameters<typeof createTicket>[2] = {},
) {
  return createTicket(app, desk.client, { departmentId: desk.department.id, ...body });
}

/** Assigns a ticket through the API as `actor`; the response is the caller's to check. */
export function assignTicket(
  app: FastifyInstance,
  actor: { headers: Record<string, string> },
  ticketId: string,
  assignedToId: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/assign`,
    headers: actor.headers,
    payload: { assignedToId },
  });
}

/** The fields of a valid public-form submission to `departmentId`, with `overrides`. */
export const publicTicketFields = (
  departmentId: string,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  title: 'No imprime la boleta electrónica',
  description: 'La impresora térmica no responde desde las 9.',
  customerName: 'Patricia Gómez',
  customerEmail: 'patricia@elcevichedelpuerto.pe',
  customerPhone: '+51 987 654 321',
  clientBusiness: 'El Cevichano del Puerto',
  clientCargo: 'administrador',
  departmentId,
  priority: 'ALTA',
  ...overrides,
});
