import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTicket, makeHelpDesk } from '../../../test/ticket-factories';

let testApp: TestApp;
let desk: Awaited<ReturnType<typeof makeHelpDesk>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  desk = await makeHelpDesk(testApp);
});
afterAll(async () => testApp.app.close());

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
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
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
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
    const response = await comment(ticket.id, desk.client, {
      body: 'Sigue sin imprimir',
      isInternal: true,
    });
    expect(response.json().data.comment.isInternal).toBe(false);
  });

  it("refuses another client's ticket, comments and files by id (404)", async () => {
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
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
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
    const boundary = '----atiendeFiles';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="nota.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\nhola\r\n--${boundary}--\r\n`;
    const intruder = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/attachments`,
      headers: {
        ...desk.otherClient.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(intruder.statusCode).toBe(404);
    const owner = await inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/attachments`,
      headers: {
        ...desk.client.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
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
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
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
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
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
      'Este ticket está cerrado. Si necesitas algo más, crea un nuevo ticket.',
    );
  });

  it('rejects an empty comment with its Spanish message', async () => {
    const ticket = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
    });
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
    const printing = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
      title: 'Falla la impresión de comandas',
    });
    const other = await createTicket(testApp.app, desk.client, {
      departmentId: desk.department.id,
      title: 'Clave wifi',
    });
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
    const mine = await createTicket(testApp.app, desk.client, { departmentId: desk.department.id });
    await inject({
      method: 'POST',
      url: `/api/tickets/${mine.id}/assign`,
      headers: desk.technician.headers,
      payload: { assignedToId: desk.technician.user.id },
    });
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
    const a = await createTicket(testApp.app, desk.client, { departmentId: desk.department.id });
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
