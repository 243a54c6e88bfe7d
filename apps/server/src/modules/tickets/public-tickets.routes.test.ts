import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, storedFileNames, type TestApp } from '../../../test/build-test-app';
import { startSmtpSink } from '../../../test/smtp-sink';
import { makeDepartment, makeProduct, publicTicketFields } from '../../../test/ticket-factories';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let departmentId: string;
let otherDepartmentId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await buildTestApp({ ...smtp.env, RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
  departmentId = (await makeDepartment(testApp.database)).id;
  otherDepartmentId = (await makeDepartment(testApp.database)).id;
});
afterAll(async () => {
  await testApp.app.close();
  await smtp.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Part = { name: string; value?: string; file?: { name: string; type: string; data: Buffer } };

/** Builds a multipart/form-data body by hand: exactly what a browser sends. */
function multipart(parts: Part[]) {
  const boundary = `----atiende${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.file ? part.file.data : Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const validFields = (overrides: Record<string, string> = {}) =>
  publicTicketFields(departmentId, overrides);

function submit(
  fields: Record<string, string | undefined>,
  files: Part['file'][] = [],
  headers: Record<string, string> = {},
) {
  const parts: Part[] = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
  for (const file of files) parts.push({ name: 'attachments', file });
  const body = multipart(parts);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/tickets/public',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const storedFiles = () => storedFileNames(testApp, 'attachments');

async function ticketCount(): Promise<number> {
  const { tickets } = await import('../../db/schema/index');
  return testApp.database.db.$count(tickets);
}

/** The attachments of a ticket as an administrator sees them (names as stored), and their headers. */
async function attachmentsOf(ticketId: string) {
  const { makeSignedInUser } = await import('../../../test/build-test-app');
  const admin = await makeSignedInUser(testApp, 'ADMIN');
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/tickets/${ticketId}/attachments`,
    headers: admin.headers,
  });
  return { files: response.json().data.attachments, headers: admin.headers };
}

describe('POST /api/tickets/public', () => {
  it('creates the ticket with its files and customer, answers ticketId and ticketNumber, and e-mails a confirmation', async () => {
    const response = await submit(validFields(), [
      { name: 'factura.pdf', type: 'application/pdf', data: PDF },
      { name: 'captura.png', type: 'image/png', data: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const { ticketId, ticketNumber } = response.json().data;
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ticketNumber).toBeGreaterThan(0);

    const { makeSignedInUser } = await import('../../../test/build-test-app');
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const detail = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets/${ticketId}`,
        headers: admin.headers,
      })
    ).json().data.ticket;
    expect(detail).toMatchObject({
      source: 'PUBLIC_FORM',
      priority: 'ALTA',
      contact: {
        name: 'Patricia Gómez',
        cargo: 'administrador',
        business: 'El Cevichano del Puerto',
      },
      customer: { name: 'El Cevichano del Puerto' },
      requesterId: null,
    });
    const attachments = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets/${ticketId}/attachments`,
        headers: admin.headers,
      })
    ).json().data.attachments;
    expect(
      attachments.map((file: { fileName: string; contentType: string }) => [
        file.fileName,
        file.contentType,
      ]),
    ).toEqual([
      ['factura.pdf', 'application/pdf'],
      ['captura.png', 'image/png'],
    ]);
    const download = await testApp.app.inject({
      method: 'GET',
      url: attachments[0].url,
      headers: admin.headers,
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="factura.pdf"/);

    const [mail] = await smtp.waitFor((message) =>
      message.to.includes('patricia@elcevichedelpuerto.pe'),
    );
    expect(mail!.raw).toContain(`#${ticketNumber}`);
  });

  it.each([
    ['title', 'El título es obligatorio'],
    ['description', 'La descripción es obligatoria'],
    ['customerName', 'El nombre es obligatorio'],
    ['customerEmail', 'El email es obligatorio'],
    ['customerPhone', 'El teléfono es obligatorio'],
    ['clientBusiness', 'La empresa es obligatoria'],
    ['clientCargo', 'El cargo es obligatorio'],
    ['departmentId', 'El departamento es obligatorio'],
  ])('answers a missing %s with its documented message', async (field, message) => {
    const response = await submit(validFields({ [field]: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
  });

  it.each([
    [
      'a malformed e-mail',
      { customerEmail: 'patricia@correo' },
      'customerEmail',
      'El email no tiene un formato válido',
    ],
    [
      'an unknown department',
      { departmentId: '00000000-0000-4000-8000-000000000000' },
      'departmentId',
      null,
    ],
    [
      'a priority outside the enum',
      { priority: 'CRITICA' },
      'priority',
      'La prioridad no es válida',
    ],
    ['an unknown cargo', { clientCargo: 'chef' }, 'clientCargo', 'El cargo no es válido'],
    ['a 1 MB title', { title: 'x'.repeat(1_000_000) }, 'title', null],
  ])('rejects %s with 400 and no ticket', async (_case, override, field, message) => {
    const before = await ticketCount();
    const response = await submit(validFields(override));
    expect(response.statusCode).toBe(400);
    const detail = response.json().error.details[0];
    expect(detail.field).toBe(field);
    if (message) expect(detail.message).toBe(message);
    expect(await ticketCount()).toBe(before);
  });

  it('rejects a product of another department', async () => {
    const foreign = await makeProduct(testApp.database, otherDepartmentId);
    const response = await submit({ ...validFields(), productIds: foreign.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('productIds');
  });

  it('refuses a 10485761-byte file with 413, keeps no ticket and no file', async () => {
    const before = await ticketCount();
    const filesBefore = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(10_485_761 - PDF.length, 0x20)]);
    const response = await submit(validFields(), [
      { name: 'grande.pdf', type: 'application/pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo grande.pdf excede el tamaño máximo de 10MB');
    expect(await ticketCount()).toBe(before);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses an executable renamed .pdf with 415 and removes the files already stored', async () => {
    const filesBefore = storedFiles().length;
    const response = await submit(validFields(), [
      { name: 'ok.pdf', type: 'application/pdf', data: PDF },
      { name: 'factura.pdf', type: 'application/pdf', data: EXE },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('factura.pdf');
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('strips paths from file names (no traversal)', async () => {
    const response = await submit(validFields(), [
      { name: '../../../etc/passwd.txt', type: 'text/plain', data: Buffer.from('hola') },
      { name: '..\\..\\windows\\boot.txt', type: 'text/plain', data: Buffer.from('hola') },
    ]);
    expect(response.statusCode).toBe(201);
    const { files } = await attachmentsOf(response.json().data.ticketId);
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual([
      'passwd.txt',
      'boot.txt',
    ]);
  });

  it('strips bidirectional and invisible format characters from file names', async () => {
    // U+202E makes "factura\u202Efdp.txt" read as "facturatxt.pdf".
    const response = await submit(validFields(), [
      { name: 'factura\u202Efdp.txt', type: 'text/plain', data: Buffer.from('hola') },
      {
        name: '\u2066acta\u200B\u2069\u200E\u200F\u061C\u202A\uFEFF.txt',
        type: 'text/plain',
        data: Buffer.from('hola'),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const { files, headers } = await attachmentsOf(response.json().data.ticketId);
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual([
      'facturafdp.txt',
      'acta.txt',
    ]);
    const download = await testApp.app.inject({
      method: 'GET',
      url: files[0].url,
      headers,
    });
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="facturafdp.txt"/,
    );
  });

  it('names a refused file without its bidirectional controls', async () => {
    const response = await submit(validFields(), [
      { name: 'factura\u202Efdp.exe', type: 'application/pdf', data: EXE },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('facturafdp.exe');
    expect(response.json().message).not.toContain('\u202E');
  });

  it("answers and e-mails the first response the ticket's SLA policy promises", async () => {
    // The default policy, round the clock: an ALTA ticket is answered within 4 hours.
    const response = await submit(validFields({ customerEmail: 'promesa@correo.pe' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.firstResponse).toEqual({ minutes: 240, isBusinessTime: false });
    const [mail] = await smtp.waitFor((message) => message.to.includes('promesa@correo.pe'));
    // Quoted-printable may fold a long line: compare without its soft breaks.
    const body = (raw: string) => raw.replace(/=\r?\n/g, '');
    expect(body(mail!.raw)).toContain(
      'Nuestro equipo te responderá en un plazo de 4 horas.'.replace('á', '=C3=A1'),
    );

    // A department's policy on the office calendar: business time.
    const { makeSignedInUser } = await import('../../../test/build-test-app');
    const admin = await makeSignedInUser(testApp, 'ADMIN');
    const calendars = await testApp.app.inject({
      method: 'GET',
      url: '/api/sla/calendars',
      headers: admin.headers,
    });
    const office = calendars
      .json()
      .data.calendars.find((calendar: { name: string }) => calendar.name === 'Horario de oficina');
    const minutes = { firstResponseMinutes: 90, resolutionMinutes: 600 };
    const policy = await testApp.app.inject({
      method: 'POST',
      url: '/api/sla/policies',
      headers: admin.headers,
      payload: {
        name: 'Soporte en horario de oficina',
        departmentId: otherDepartmentId,
        calendarId: office.id,
        targets: { BAJA: minutes, MEDIA: minutes, ALTA: minutes, URGENTE: minutes },
      },
    });
    expect(policy.statusCode).toBe(201);
    const inOffice = await submit({
      ...validFields({ customerEmail: 'oficina@correo.pe' }),
      departmentId: otherDepartmentId,
    });
    expect(inOffice.statusCode).toBe(201);
    expect(inOffice.json().data.firstResponse).toEqual({ minutes: 90, isBusinessTime: true });
    const [officeMail] = await smtp.waitFor((message) => message.to.includes('oficina@correo.pe'));
    expect(body(officeMail!.raw)).toContain('1 hora 30 minutos h=C3=A1biles');
  });

  it('creates one ticket for a retried submit with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `form-${Date.now()}` };
    const first = await submit(validFields({ title: 'Reintento' }), [], headers);
    const second = await submit(validFields({ title: 'Reintento' }), [], headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    const different = await submit(validFields({ title: 'Otro' }), [], headers);
    expect(different.statusCode).toBe(422);
  });

  it('ignores role-like fields in the body (status, assignee)', async () => {
    const response = await submit({
      ...validFields(),
      status: 'RESUELTO',
      assignedToId: departmentId,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses JSON with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tickets/public',
      payload: validFields(),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/tickets/public rate limit', () => {
  it('answers 429 with the Spanish message after the hourly allowance', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1' });
    const department = await makeDepartment(limited.database);
    const send = () => {
      const body = multipart(
        Object.entries(validFields({ departmentId: department.id })).map(([name, value]) => ({
          name,
          value,
        })),
      );
      return limited.app.inject({
        method: 'POST',
        url: '/api/tickets/public',
        payload: body.payload,
        headers: body.headers,
      });
    };
    expect((await send()).statusCode).toBe(201);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Enviaste varios tickets seguidos. Espera unos minutos y vuelve a intentarlo.',
    );
    await limited.app.close();
  });
});
