import { beforeAll, describe, expect, it } from 'vitest';
import { storedFileNames, useTestApp } from '../../../test/build-test-app';
import { makeHelpDesk, makeProduct, type HelpDesk } from '../../../test/ticket-factories';
import { tickets } from '../../db/schema/index';

const testApp = useTestApp();
let desk: HelpDesk;
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type FilePart = { name: string; type: string; data: Buffer };
type Actor = { headers: Record<string, string> };

/** A multipart body built by hand, as a browser sends it: fields first, then the files. */
function multipart(fields: Array<[string, string]>, files: FilePart[]) {
  const boundary = `----atiende${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const add = (disposition: string, data: Buffer) => {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(data, Buffer.from('\r\n'));
  };
  for (const [name, value] of fields) add(`form-data; name="${name}"`, Buffer.from(value));
  for (const file of files) {
    const disposition = `form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type}`;
    add(disposition, file.data);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function create(actor: Actor, files: FilePart[], overrides: Record<string, string> = {}) {
  const fields = Object.entries({
    title: 'La impresora no imprime',
    description: 'Desde ayer la impresora de caja no responde.',
    departmentId: desk.department.id,
    priority: 'ALTA',
    ...overrides,
  });
  const body = multipart(fields, files);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: { ...actor.headers, 'content-type': body.contentType },
  });
}

const attachmentsOf = async (ticketId: string, actor: Actor) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/tickets/${ticketId}/attachments`,
    headers: actor.headers,
  });
const storedFiles = () => storedFileNames(testApp, 'attachments').length;
const ticketCount = () => testApp.database.db.$count(tickets);

describe('POST /api/tickets with attachments (multipart)', () => {
  it("creates a client's ticket with its files, which the client and the department's staff see", async () => {
    const response = await create(desk.client, [
      { name: 'factura.pdf', type: 'application/pdf', data: PDF },
      { name: 'captura.png', type: 'image/png', data: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const ticket = response.json().data.ticket;
    expect(ticket).toMatchObject({ title: 'La impresora no imprime', priority: 'ALTA' });

    const mine = await attachmentsOf(ticket.id, desk.client);
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .data.attachments.map((file: { fileName: string; contentType: string }) => [
          file.fileName,
          file.contentType,
        ]),
    ).toEqual([
      ['factura.pdf', 'application/pdf'],
      ['captura.png', 'image/png'],
    ]);
    const staff = await attachmentsOf(ticket.id, desk.technician);
    expect(staff.json().data.attachments).toHaveLength(2);
  });

  it("hides a client's files from another client (404, as for any ticket they may not see)", async () => {
    const response = await create(desk.client, [
      { name: 'contrato.pdf', type: 'application/pdf', data: PDF },
    ]);
    const other = await attachmentsOf(response.json().data.ticket.id, desk.otherClient);
    expect(other.statusCode).toBe(404);
  });

  it('lets staff file a ticket with a file too, recorded as theirs', async () => {
    const response = await create(desk.technician, [
      { name: 'log.txt', type: 'text/plain', data: Buffer.from('error 42 en caja') },
    ]);
    expect(response.statusCode).toBe(201);
    const files = (await attachmentsOf(response.json().data.ticket.id, desk.lead)).json().data
      .attachments;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      fileName: 'log.txt',
      contentType: 'text/plain; charset=utf-8',
    });
  });

  it('stores and shows file names without bidirectional controls (U+202E and the rest)', async () => {
    const response = await create(desk.client, [
      { name: 'factura\u202Efdp.pdf', type: 'application/pdf', data: PDF },
      {
        name: '\u200Fcaptura\u2067\u2068\u202B\u202C\u202D\u00AD.png',
        type: 'image/png',
        data: PNG,
      },
    ]);
    expect(response.statusCode).toBe(201);
    const files = (await attachmentsOf(response.json().data.ticket.id, desk.client)).json().data
      .attachments;
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual([
      'facturafdp.pdf',
      'captura.png',
    ]);
  });

  it('refuses a file over 10 MB with 413 and the public form message, writing nothing', async () => {
    const [ticketsBefore, filesBefore] = [await ticketCount(), storedFiles()];
    const big = Buffer.concat([PDF, Buffer.alloc(10_485_761 - PDF.length, 0x20)]);
    const response = await create(desk.client, [
      { name: 'grande.pdf', type: 'application/pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo grande.pdf excede el tamaño máximo de 10MB');
    expect(await ticketCount()).toBe(ticketsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses a file whose content is not of its type with 415, removing the good one already stored', async () => {
    const [ticketsBefore, filesBefore] = [await ticketCount(), storedFiles()];
    const response = await create(desk.client, [
      { name: 'ok.pdf', type: 'application/pdf', data: PDF },
      { name: 'programa.pdf', type: 'application/pdf', data: EXE },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('programa.pdf');
    expect(response.json().error.details[0].field).toBe('attachments');
    expect(await ticketCount()).toBe(ticketsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('keeps neither the ticket nor its files when a field is wrong (empty title: 400)', async () => {
    const [ticketsBefore, filesBefore] = [await ticketCount(), storedFiles()];
    const response = await create(desk.client, [{ name: 'a.png', type: 'image/png', data: PNG }], {
      title: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('title');
    expect(await ticketCount()).toBe(ticketsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('rolls back the ticket and removes the files when the transaction fails (a product of another department)', async () => {
    const foreign = await makeProduct(testApp.database, desk.otherDepartment.id);
    const [ticketsBefore, filesBefore] = [await ticketCount(), storedFiles()];
    const response = await create(desk.client, [{ name: 'a.png', type: 'image/png', data: PNG }], {
      productIds: foreign.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('productIds');
    expect(await ticketCount()).toBe(ticketsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses a signed-out caller with 401 and stores nothing', async () => {
    const filesBefore = storedFiles();
    const response = await create({ headers: {} }, [
      { name: 'a.png', type: 'image/png', data: PNG },
    ]);
    expect(response.statusCode).toBe(401);
    expect(storedFiles()).toBe(filesBefore);
  });
});
