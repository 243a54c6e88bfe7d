import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { departmentStatuses, users } from '../../db/schema/index';
import {
  assignTicket,
  createDeskTicket,
  createTicket,
  type HelpDesk,
  makeHelpDesk,
} from '../../../test/ticket-factories';

let desk: HelpDesk;

const testApp = useTestApp();
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

type Actor = { headers: Record<string, string> };
const inject = (options: InjectOptions) => testApp.app.inject(options);
const comment = (ticketId: string, actor: Actor, payload: object) =>
  inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    headers: actor.headers,
    payload,
  });
const comments = async (ticketId: string, actor: Actor) =>
  (
    await inject({
      method: 'GET',
      url: `/api/tickets/${ticketId}/comments`,
      headers: actor.headers,
    })
  ).json();

/** A comment with one text file, sent as multipart. */
function commentWithFile(
  ticketId: string,
  actor: Actor,
  body: string,
  isInternal: boolean,
  fileName: string,
) {
  const boundary = '----atiendeTest';
  const part = (headers: string, value: string) =>
    `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
  const payload =
    part('Content-Disposition: form-data; name="body"', body) +
    part('Content-Disposition: form-data; name="isInternal"', String(isInternal)) +
    part(
      `Content-Disposition: form-data; name="attachments"; filename="${fileName}"\r\nContent-Type: text/plain`,
      'log del POS',
    ) +
    `--${boundary}--\r\n`;
  return inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/comments`,
    headers: { ...actor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('internal notes never reach a client', () => {
  it('hides the note, its file and its text from the client by every route', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const note = await commentWithFile(
      ticket.id,
      desk.technician,
      'Cliente moroso: cobrar antes',
      true,
      'interno.txt',
    );
    expect(note.statusCode).toBe(201);
    expect(note.json().data.comment).toMatchObject({
      isInternal: true,
      attachments: [{ fileName: 'interno.txt' }],
    });
    const reply = await commentWithFile(
      ticket.id,
      desk.technician,
      'Reinicia la impresora, por favor',
      false,
      'guia.txt',
    );
    expect(reply.statusCode).toBe(201);

    const seenByClient = await comments(ticket.id, desk.client);
    expect(seenByClient.data.comments.map((item: { body: string }) => item.body)).toEqual([
      'Reinicia la impresora, por favor',
    ]);
    const files = (
      await inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/attachments`,
        headers: desk.client.headers,
      })
    ).json().data.attachments;
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual(['guia.txt']);
    const internalFileId = note.json().data.comment.attachments[0].id;
    const download = await inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/attachments/${internalFileId}`,
      headers: desk.client.headers,
    });
    expect(download.statusCode).toBe(404);
    const search = await inject({
      method: 'GET',
      url: '/api/tickets?search=moroso',
      headers: desk.client.headers,
    });
    expect(search.json().data.tickets).toEqual([]);
    const history = (
      await inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/history`,
        headers: desk.client.headers,
      })
    ).json().data.events;
    expect(
      history.every((event: { type: string }) =>
        ['created', 'status_changed'].includes(event.type),
      ),
    ).toBe(true);

    const seenByStaff = await comments(ticket.id, desk.technician);
    expect(seenByStaff.data.comments).toHaveLength(2);
  });

  it("treats a client's isInternal as a public reply", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const response = await comment(ticket.id, desk.client, {
      body: 'Sigue sin imprimir',
      isInternal: true,
    });
    expect(response.json().data.comment.isInternal).toBe(false);
  });

  it("refuses another client's ticket, comments and files by id (404)", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const reply = await commentWithFile(ticket.id, desk.technician, 'Hola', false, 'guia.txt');
    const fileId = reply.json().data.comment.attachments[0].id;
    for (const url of [
      `/api/tickets/${ticket.id}/comments`,
      `/api/tickets/${ticket.id}/attachments`,
      `/api/tickets/${ticket.id}/attachments/${fileId}`,
      `/api/tickets/${ticket.id}/history`,
    ]) {
      expect(
        (await inject({ method: 'GET', url, headers: desk.otherClient.headers })).statusCode,
      ).toBe(404);
    }
    expect((await comment(ticket.id, desk.otherClient, { body: 'Intruso' })).statusCode).toBe(404);
  });

  it("refuses files on another client's ticket (404) and a JSON body for files (415)", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const boundary = '----atiendeFiles';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="nota.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nhola\r\n--${boundary}--\r\n`;
    const postFileAs = (actor: typeof desk.client) =>
      inject({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/attachments`,
        headers: { ...actor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const intruder = await postFileAs(desk.otherClient);
    expect(intruder.statusCode).toBe(404);
    const owner = await postFileAs(desk.client);
    expect(owner.statusCode).toBe(201);
    expect(owner.json().data.attachments[0]).toMatchObject({
      fileName: 'nota.txt',
      commentId: null,
    });
    const json = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/attachments`,
      headers: desk.client.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('replies and the ticket', () => {
  it("stamps the first response with a team member's first public reply, not with a note", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await comment(ticket.id, desk.technician, { body: 'Nota', isInternal: true });
    const afterNote = (
      await inject({ method: 'GET', url: `/api/tickets/${ticket.id}`, headers: desk.admin.headers })
    ).json();
    expect(afterNote.data.ticket.firstResponseAt).toBeNull();
    await comment(ticket.id, desk.technician, { body: 'Respuesta', isInternal: false });
    const afterReply = (
      await inject({ method: 'GET', url: `/api/tickets/${ticket.id}`, headers: desk.admin.headers })
    ).json();
    expect(afterReply.data.ticket.firstResponseAt).not.toBeNull();
    // Comments do not bump the version: an edit started before them still saves.
    expect(afterReply.data.ticket.version).toBe(1);
  });

  it('reopens a resolved ticket when the client writes, and refuses replies on a closed one', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.technician.headers,
      payload: { version: 1, status: 'RESUELTO', resolution: 'Listo' },
    });
    await comment(ticket.id, desk.client, { body: 'Volvió a fallar' });
    const reopened = (
      await inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}`,
        headers: desk.client.headers,
      })
    ).json();
    expect(reopened.data.ticket.status).toBe('PENDIENTE');
    await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.lead.headers,
      payload: { version: reopened.data.ticket.version, status: 'CERRADO' },
    });
    const refused = await comment(ticket.id, desk.client, { body: '¿Hola?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El ticket está cerrado: crea un ticket relacionado para seguir con tu consulta.',
    );
  });

  it('rejects an empty comment with its Spanish message', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const response = await comment(ticket.id, desk.client, { body: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toEqual({
      field: 'body',
      message: 'Escribe un mensaje',
    });
  });
});

describe('GET /api/tickets — search, filters, bulk', () => {
  it('finds accent-insensitively in titles, descriptions and public replies, and by number', async () => {
    const printing = await createDeskTicket(testApp.app, desk, {
      title: 'Falla la impresión de comandas',
    });
    const other = await createDeskTicket(testApp.app, desk, { title: 'Clave wifi' });
    await comment(other.id, desk.technician, { body: 'Cambiamos la contraseña del módem' });
    const search = async (text: string) =>
      (
        await inject({
          method: 'GET',
          url: `/api/tickets?search=${encodeURIComponent(text)}`,
          headers: desk.admin.headers,
        })
      )
        .json()
        .data.tickets.map((item: { id: string }) => item.id);
    expect(await search('impresion')).toContain(printing.id);
    expect(await search('modem')).toContain(other.id);
    expect(await search(`#${printing.number}`)).toContain(printing.id);
    expect(await search('impresion')).not.toContain(other.id);
  });

  it('filters completed tickets, unassigned ones and my tickets', async () => {
    const mine = await createDeskTicket(testApp.app, desk);
    await assignTicket(testApp.app, desk.technician, mine.id, desk.technician.user.id);
    const ids = async (query: string) =>
      (
        await inject({
          method: 'GET',
          url: `/api/tickets?${query}&limit=100`,
          headers: desk.technician.headers,
        })
      )
        .json()
        .data.tickets.map((item: { id: string }) => item.id);
    expect(await ids('assignedToId=me')).toContain(mine.id);
    expect(await ids('assignedToId=none')).not.toContain(mine.id);
    expect(await ids('view=completed')).not.toContain(mine.id);
    const page = (
      await inject({ method: 'GET', url: '/api/tickets?limit=2', headers: desk.admin.headers })
    ).json().data;
    expect(page.tickets).toHaveLength(2);
    expect(page.pagination.totalPages).toBe(Math.ceil(page.pagination.total / 2));
  });

  it('rejects an unknown sort field and a limit over 100', async () => {
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/tickets?sort=password',
          headers: desk.admin.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'GET', url: '/api/tickets?limit=101', headers: desk.admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('applies a bulk change ticket by ticket, naming the ones it could not change', async () => {
    const a = await createDeskTicket(testApp.app, desk);
    const b = await createTicket(testApp.app, desk.client, {
      departmentId: desk.otherDepartment.id,
    });
    const response = await inject({
      method: 'POST',
      url: '/api/tickets/bulk',
      headers: desk.technician.headers,
      payload: { action: 'priority', ticketIds: [a.id, b.id], priority: 'URGENTE' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.updated).toEqual([a.id]);
    expect(response.json().data.failed).toEqual([
      { id: b.id, number: null, message: 'No se encontró el ticket.' },
    ]);
    const byClient = await inject({
      method: 'POST',
      url: '/api/tickets/bulk',
      headers: desk.client.headers,
      payload: { action: 'priority', ticketIds: [a.id], priority: 'BAJA' },
    });
    expect(byClient.statusCode).toBe(403);
  });
});

describe('GET /api/tickets/:id/history — lines that name people and things', () => {
  type HistoryEvent = {
    type: string;
    from: string | null;
    to: string | null;
    fromLabel: string | null;
    toLabel: string | null;
    note: string | null;
  };
  const history = async (ticketId: string, actor: Actor): Promise<HistoryEvent[]> =>
    (
      await inject({
        method: 'GET',
        url: `/api/tickets/${ticketId}/history`,
        headers: actor.headers,
      })
    ).json().data.events;
  const detail = async (ticketId: string, actor: Actor) =>
    (
      await inject({ method: 'GET', url: `/api/tickets/${ticketId}`, headers: actor.headers })
    ).json().data.ticket;
  const update = async (ticketId: string, actor: Actor, payload: object) => {
    const { version } = await detail(ticketId, actor);
    return inject({
      method: 'PUT',
      url: `/api/tickets/${ticketId}`,
      headers: actor.headers,
      payload: { version, ...payload },
    });
  };
  const customStatuses = async () => {
    const rows = await testApp.database.db
      .insert(departmentStatuses)
      .values([
        {
          departmentId: desk.department.id,
          name: 'Esperando al cliente',
          baseStatus: 'EN_PROGRESO' as const,
          pausesSla: true,
          position: 0,
        },
        {
          departmentId: desk.department.id,
          name: 'Resuelto con visita',
          baseStatus: 'RESUELTO' as const,
          requiresResolutionNote: true,
          position: 1,
        },
        {
          departmentId: desk.department.id,
          name: 'Retirado',
          baseStatus: 'EN_PROGRESO' as const,
          isActive: false,
          position: 2,
        },
      ])
      .returning();
    return { waiting: rows[0]!, visited: rows[1]!, retired: rows[2]! };
  };
  let statuses: Awaited<ReturnType<typeof customStatuses>>;
  beforeAll(async () => {
    statuses = await customStatuses();
  });

  it('names the assignee of an assignment and both técnicos of a reassignment', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const assign = (url: string, payload: object) =>
      inject({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/${url}`,
        headers: desk.lead.headers,
        payload,
      });
    expect((await assign('assign', { assignedToId: desk.technician.user.id })).statusCode).toBe(
      200,
    );
    expect(
      (
        await assign('reassign', {
          assignedToId: desk.outsider.user.id,
          reason: 'Conoce este modelo de impresora',
        })
      ).statusCode,
    ).toBe(200);
    const events = await history(ticket.id, desk.technician);
    expect(events.find((event) => event.type === 'assigned')).toMatchObject({
      from: null,
      to: desk.technician.user.id,
      fromLabel: null,
      toLabel: desk.technician.user.name,
    });
    expect(events.find((event) => event.type === 'reassigned')).toMatchObject({
      fromLabel: desk.technician.user.name,
      toLabel: desk.outsider.user.name,
      note: 'Conoce este modelo de impresora',
    });
    // Plain values carry no label: the screen words them (statuses, priorities).
    expect(events.find((event) => event.type === 'created')).toMatchObject({
      fromLabel: null,
      toLabel: null,
    });
  });

  it('names custom statuses, the department and the lead told of an escalation', async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    expect(
      (await update(ticket.id, desk.technician, { customStatusId: statuses.waiting.id }))
        .statusCode,
    ).toBe(200);
    // Within the same base: back to plain En progreso, then the custom status again.
    expect((await update(ticket.id, desk.technician, { status: 'EN_PROGRESO' })).statusCode).toBe(
      200,
    );
    expect(
      (await update(ticket.id, desk.technician, { customStatusId: statuses.waiting.id }))
        .statusCode,
    ).toBe(200);
    expect((await update(ticket.id, desk.technician, { status: 'ESCALADO' })).statusCode).toBe(200);
    expect(
      (await update(ticket.id, desk.admin, { departmentId: desk.otherDepartment.id })).statusCode,
    ).toBe(200);

    const events = await history(ticket.id, desk.admin);
    const statusLines = events
      .filter((event) => event.type === 'status_changed')
      .map(({ from, to, fromLabel, toLabel }) => ({ from, to, fromLabel, toLabel }));
    expect(statusLines).toEqual([
      {
        from: 'PENDIENTE',
        to: statuses.waiting.id,
        fromLabel: null,
        toLabel: 'Esperando al cliente',
      },
      {
        from: statuses.waiting.id,
        to: 'EN_PROGRESO',
        fromLabel: 'Esperando al cliente',
        toLabel: null,
      },
      {
        from: 'EN_PROGRESO',
        to: statuses.waiting.id,
        fromLabel: null,
        toLabel: 'Esperando al cliente',
      },
      {
        from: statuses.waiting.id,
        to: 'ESCALADO',
        fromLabel: 'Esperando al cliente',
        toLabel: null,
      },
    ]);
    expect(events.find((event) => event.type === 'escalated')?.toLabel).toBe(desk.lead.user.name);
    expect(events.find((event) => event.type === 'department_changed')).toMatchObject({
      fromLabel: desk.department.name,
      toLabel: desk.otherDepartment.name,
    });
  });

  it("keeps a client's history to creation and status changes, with the status names", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    await assignTicket(testApp.app, desk.technician, ticket.id, desk.technician.user.id);
    await comment(ticket.id, desk.technician, { body: 'Cliente difícil', isInternal: true });
    await update(ticket.id, desk.technician, { customStatusId: statuses.waiting.id });
    await update(ticket.id, desk.technician, {
      customStatusId: statuses.visited.id,
      resolution: 'Se cambió el cabezal en el local',
    });

    const events = await history(ticket.id, desk.client);
    expect(events.map((event) => event.type)).toEqual([
      'created',
      'status_changed',
      'status_changed',
    ]);
    expect(events.map((event) => event.toLabel)).toEqual([
      null,
      'Esperando al cliente',
      'Resuelto con visita',
    ]);
    expect(events.every((event) => event.note === null)).toBe(true);
    expect(JSON.stringify(events)).not.toContain('Cliente difícil');
  });

  it('leaves the label empty for a user that no longer exists', async () => {
    const gone = await makeSignedInUser(testApp, 'TECHNICIAN');
    const ticket = await createDeskTicket(testApp.app, desk);
    await assignTicket(testApp.app, desk.lead, ticket.id, gone.user.id);
    await testApp.database.db.delete(users).where(eq(users.id, gone.user.id));
    const assigned = (await history(ticket.id, desk.lead)).find(
      (event) => event.type === 'assigned',
    );
    expect(assigned).toMatchObject({ to: gone.user.id, toLabel: null });
  });
});

describe('custom statuses in the ticket detail', () => {
  it("offers staff the department's active custom statuses the rules allow, and clients none", async () => {
    const [waiting, visited, retired] = await testApp.database.db
      .insert(departmentStatuses)
      .values([
        { departmentId: desk.department.id, name: 'Esperando repuesto', baseStatus: 'EN_PROGRESO' },
        {
          departmentId: desk.department.id,
          name: 'Cerrado por visita',
          baseStatus: 'CERRADO',
          requiresResolutionNote: true,
        },
        {
          departmentId: desk.department.id,
          name: 'Ya no se usa',
          baseStatus: 'PENDIENTE',
          isActive: false,
        },
      ])
      .returning();
    const ticket = await createDeskTicket(testApp.app, desk);
    const offered = async (actor: Actor) =>
      (
        await inject({ method: 'GET', url: `/api/tickets/${ticket.id}`, headers: actor.headers })
      ).json().data.ticket.permissions;

    const forTechnician = await offered(desk.technician);
    const offeredIds = forTechnician.allowedCustomStatuses.map(
      (status: { id: string }) => status.id,
    );
    expect(offeredIds).toContain(waiting!.id);
    expect(offeredIds).toContain(visited!.id);
    expect(offeredIds).not.toContain(retired!.id);
    expect(forTechnician.allowedCustomStatuses).toContainEqual({
      id: visited!.id,
      name: 'Cerrado por visita',
      baseStatus: 'CERRADO',
      requiresResolutionNote: true,
    });
    expect((await offered(desk.client)).allowedCustomStatuses).toEqual([]);

    const { version } = (
      await inject({ method: 'GET', url: `/api/tickets/${ticket.id}`, headers: desk.lead.headers })
    ).json().data.ticket;
    const moved = await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.technician.headers,
      payload: { version, customStatusId: waiting!.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.ticket).toMatchObject({
      status: 'EN_PROGRESO',
      customStatus: { id: waiting!.id, name: 'Esperando repuesto' },
    });
    const onCustom = await offered(desk.technician);
    // On a custom status, its plain base is a choice again; the current custom one is not.
    expect(onCustom.allowedStatuses).toContain('EN_PROGRESO');
    expect(onCustom.allowedCustomStatuses.map((status: { id: string }) => status.id)).not.toContain(
      waiting!.id,
    );
    // A custom status that asks for a resolution note is refused without one.
    const refused = await inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.id}`,
      headers: desk.technician.headers,
      payload: { version: version + 1, customStatusId: visited!.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('resolution');
  });
});
