// The data behind the personal dashboards' journeys and screenshots (docs/dashboards.md):
// a técnico of their own (so other journeys' tickets do not move the figures), a client of a
// company with tickets in every situation, a colleague of that company and a brand-new client.
import { PASSWORD } from './accounts';
import { apiCall, apiLogin } from './api';

type TicketAnswer = {
  ticket: { id: string; number: number; version: number; status: string; priority: string };
};

export interface SeededTicket {
  id: string;
  number: number;
  title: string;
  priority: string;
}

export interface PersonalDashboardSeed {
  technician: { id: string; name: string; email: string; maxOpenTickets: number };
  client: { name: string; email: string };
  colleague: { name: string; email: string };
  newClient: { name: string; email: string };
  company: { id: string; name: string };
  /** The client's tickets, by what happened to them. */
  tickets: {
    urgent: SeededTicket;
    highA: SeededTicket;
    highB: SeededTicket;
    resolved: SeededTicket;
    waiting: SeededTicket;
    colleague: SeededTicket;
  };
  teamReply: string;
  clientReply: string;
  password: string;
}

/**
 * Creates the accounts and tickets; `stamp` keeps e-mails unique per run and, unless
 * `tagNames` is false (screenshots, on a fresh server), titles, texts and the company's name too.
 */
export async function seedPersonalDashboards(
  baseUrl: string,
  adminToken: string,
  stamp: number,
  { tagNames = true }: { tagNames?: boolean } = {},
): Promise<PersonalDashboardSeed> {
  const tag = tagNames ? ` ${stamp}` : '';
  const replyTag = tagNames ? ` (${stamp})` : '';
  const call = <T>(token: string, method: string, route: string, body?: object) =>
    apiCall<T>(baseUrl, token, method, route, body);
  const { department } = await call<{ department: { id: string } }>(
    adminToken,
    'POST',
    '/departments',
    { name: `Soporte de cajas${tag}`, description: 'Cajas, ticketeras y boletas' },
  );
  const { customer } = await call<{ customer: { id: string; name: string } }>(
    adminToken,
    'POST',
    '/customers-unified',
    { name: `Cevichería El Muelle${tag}` },
  );
  const person = async (name: string, email: string, extra: object) => {
    const { user } = await call<{ user: { id: string } }>(adminToken, 'POST', '/users', {
      name,
      email,
      password: PASSWORD,
      ...extra,
    });
    return { id: user.id, name, email };
  };
  const maxOpenTickets = 5;
  const technician = await person('Lucía Paredes', `lucia.${stamp}@atiende.pe`, {
    role: 'TECHNICIAN',
    departmentIds: [department.id],
    maxOpenTickets,
  });
  const client = await person('Rosa Quispe', `rosa.${stamp}@elmuelle.pe`, {
    role: 'CLIENT',
    customerId: customer.id,
  });
  const colleague = await person('Miguel Huamán', `miguel.${stamp}@elmuelle.pe`, {
    role: 'CLIENT',
    customerId: customer.id,
  });
  const newClient = await person('Sofía Rojas', `sofia.${stamp}@panaderia.pe`, { role: 'CLIENT' });

  const clientToken = await apiLogin(baseUrl, client.email, PASSWORD);
  const colleagueToken = await apiLogin(baseUrl, colleague.email, PASSWORD);
  const technicianToken = await apiLogin(baseUrl, technician.email, PASSWORD);
  const file = async (token: string, title: string, priority: string): Promise<SeededTicket> => {
    const { ticket } = await call<TicketAnswer>(token, 'POST', '/tickets', {
      title,
      description: 'Desde la apertura del local. Ya reiniciamos el equipo y sigue igual.',
      departmentId: department.id,
      priority,
    });
    return { id: ticket.id, number: ticket.number, title, priority };
  };
  const tickets = {
    urgent: await file(clientToken, `La caja principal no enciende${tag}`, 'URGENTE'),
    highA: await file(clientToken, `La ticketera imprime en blanco${tag}`, 'ALTA'),
    highB: await file(clientToken, `Boletas rechazadas por SUNAT${tag}`, 'ALTA'),
    resolved: await file(clientToken, `Cambiar el logo de la boleta${tag}`, 'MEDIA'),
    waiting: await file(clientToken, `Agregar un plato a la carta${tag}`, 'BAJA'),
    colleague: await file(colleagueToken, `El wifi de clientes se cae${tag}`, 'MEDIA'),
  };
  for (const ticket of [tickets.urgent, tickets.highA, tickets.highB, tickets.resolved]) {
    await call(adminToken, 'POST', `/tickets/${ticket.id}/assign`, {
      assignedToId: technician.id,
    });
  }
  const teamReply = `Hola, Rosa. Revisa que el cable de poder esté bien conectado${replyTag}.`;
  await call(technicianToken, 'POST', `/tickets/${tickets.urgent.id}/comments`, {
    body: teamReply,
    isInternal: false,
  });
  const clientReply = `Ya lo revisé y sigue sin encender${replyTag}.`;
  await call(clientToken, 'POST', `/tickets/${tickets.urgent.id}/comments`, {
    body: clientReply,
    isInternal: false,
  });
  const { ticket: toResolve } = await call<TicketAnswer>(
    technicianToken,
    'GET',
    `/tickets/${tickets.resolved.id}`,
  );
  await call(technicianToken, 'PUT', `/tickets/${tickets.resolved.id}`, {
    version: toResolve.version,
    status: 'RESUELTO',
    resolution: 'Se cambió el logo en la plantilla de la boleta.',
  });
  return {
    technician: { ...technician, maxOpenTickets },
    client,
    colleague,
    newClient,
    company: { id: customer.id, name: customer.name },
    tickets,
    teamReply,
    clientReply,
    password: PASSWORD,
  };
}

/** The statuses of tickets as the API answers them now (what the client's counts must add up). */
export async function statusesOf(
  baseUrl: string,
  token: string,
  tickets: readonly SeededTicket[],
): Promise<string[]> {
  const statuses: string[] = [];
  for (const ticket of tickets) {
    const { ticket: current } = await apiCall<TicketAnswer>(
      baseUrl,
      token,
      'GET',
      `/tickets/${ticket.id}`,
    );
    statuses.push(current.status);
  }
  return statuses;
}
