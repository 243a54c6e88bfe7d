import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  notifications,
  ticketAttachments,
  ticketComments,
  tickets,
} from '../../../db/schema/index';
import { storedFileNames, useTestApp } from '../../../../test/build-test-app';
import { createDeskTicket, makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import { signWebhook } from './webhook-signature';

const testApp = useTestApp({ SMTP_FROM: 'Atiende <soporte@atiende.example.pe>' });
let desk: HelpDesk;
let secret: string;

beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  const settings = await testApp.app.inject({
    method: 'GET',
    url: '/api/email/inbound',
    headers: desk.admin.headers,
  });
  expect(settings.statusCode).toBe(200);
  secret = settings.json().data.settings.signingSecret;
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const compose = (mail: ConstructorParameters<typeof MailComposer>[0]) =>
  new MailComposer({
    to: 'soporte@atiende.example.pe',
    messageId: `<${randomUUID()}@cliente.example.com>`,
    ...mail,
  })
    .compile()
    .build();

function post(
  body: Buffer,
  contentType: string,
  options: { secret?: string; timestamp?: number; sign?: boolean } = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.sign !== false) {
    headers['x-atiende-timestamp'] = timestamp;
    headers['x-atiende-signature'] = signWebhook(options.secret ?? secret, timestamp, body);
  }
  return testApp.app.inject({ method: 'POST', url: '/api/email/webhook', headers, payload: body });
}

const ticketsFrom = (address: string) =>
  testApp.database.db.select().from(tickets).where(eq(tickets.contactEmail, address));

describe('POST /api/email/webhook', () => {
  it('takes a signed raw MIME message and creates the ticket', async () => {
    const raw = await compose({
      from: 'Julia <julia@hotel.example.com>',
      subject: 'No llega la factura',
      text: 'Hola',
    });
    const response = await post(raw, 'message/rfc822');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'TICKET' });
    const again = await post(raw, 'message/rfc822');
    expect(again.json().data.status).toBe('DUPLICATE');
    expect(await ticketsFrom('julia@hotel.example.com')).toHaveLength(1);
  });

  it('takes the inbound-parse form as JSON, headers and base64 attachments included', async () => {
    const body = Buffer.from(
      JSON.stringify({
        from: 'Tomás <tomas@clinica.example.com>',
        to: 'soporte@atiende.example.pe',
        subject: 'Adjunto el reporte',
        text: 'Va el PDF.',
        html: '<p>Va el <b>PDF</b>.</p><script>alert(1)</script>',
        headers: { 'Message-ID': `<${randomUUID()}@clinica.example.com>` },
        attachments: [
          {
            filename: 'reporte.pdf',
            contentType: 'application/pdf',
            content: PDF.toString('base64'),
          },
        ],
      }),
    );
    const response = await post(body, 'application/json');
    expect(response.statusCode).toBe(200);
    const ticketId = response.json().data.ticketId as string;
    const files = await testApp.database.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId));
    expect(files.map((file) => file.fileName)).toEqual(['reporte.pdf']);
  });

  it('takes the inbound-parse form as multipart fields and file parts', async () => {
    const form = new FormData();
    form.set('from', 'sofia@colegio.example.com');
    form.set('subject', 'Desde el formulario del proveedor');
    form.set('text', 'Texto del correo');
    form.set('headers', 'X-Mailer: Proveedor\r\nMessage-ID: <multi-1@colegio.example.com>');
    form.set('attachment1', new Blob([PDF], { type: 'application/pdf' }), 'acta.pdf');
    const request = new Request('http://x', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const response = await post(body, request.headers.get('content-type')!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'TICKET',
      messageId: '<multi-1@colegio.example.com>',
    });
  });

  it('refuses a forged From without a signature, a wrong one and a replay with 401', async () => {
    const raw = await compose({ from: desk.client.user.email, subject: 'Falso', text: 'x' });
    const unsigned = await post(raw, 'message/rfc822', { sign: false });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({
      success: false,
      error: { code: 'EMAIL_SIGNATURE_INVALID' },
    });
    expect(unsigned.json().message).toMatch(/firma/);
    const wrong = await post(raw, 'message/rfc822', { secret: 'whsec_otro' });
    expect(wrong.statusCode).toBe(401);
    const replay = await post(raw, 'message/rfc822', {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    expect(replay.statusCode).toBe(401);
    // A signed body altered in transit.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const altered = await testApp.app.inject({
      method: 'POST',
      url: '/api/email/webhook',
      headers: {
        'content-type': 'message/rfc822',
        'x-atiende-timestamp': timestamp,
        'x-atiende-signature': signWebhook(secret, timestamp, raw),
      },
      payload: Buffer.concat([raw, Buffer.from('extra')]),
    });
    expect(altered.statusCode).toBe(401);
    const written = await testApp.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.title, 'Falso'), eq(tickets.source, 'EMAIL')));
    expect(written).toEqual([]);
  });

  it('refuses a 30 MB message with 413', async () => {
    const body = Buffer.alloc(30 * 1024 * 1024, 'a');
    const response = await post(body, 'message/rfc822');
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('refuses a form without a sender with 422', async () => {
    const response = await post(Buffer.from(JSON.stringify({ subject: 'x' })), 'application/json');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('EMAIL_MESSAGE_UNREADABLE');
  });
});

describe('GET/PUT /api/email/inbound, POST /api/email/inbound/secret', () => {
  it.each(['lead', 'technician', 'client'] as const)('refuses a %s with 403', async (who) => {
    for (const [method, url] of [
      ['GET', '/api/email/inbound'],
      ['PUT', '/api/email/inbound'],
      ['POST', '/api/email/inbound/secret'],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: desk[who].headers,
        payload: method === 'PUT' ? { defaultDepartmentId: null } : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('whsec_');
    }
  });

  it('sets the default department of new tickets', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/email/inbound',
      headers: desk.admin.headers,
      payload: { defaultDepartmentId: desk.department.id },
    });
    expect(put.statusCode).toBe(200);
    const raw = await compose({ from: 'nuevo@tienda.example.com', subject: 'Dept', text: 'x' });
    const response = await post(raw, 'message/rfc822');
    const [ticket] = await ticketsFrom('nuevo@tienda.example.com');
    expect(response.statusCode).toBe(200);
    expect(ticket!.departmentId).toBe(desk.department.id);
    const unknown = await testApp.app.inject({
      method: 'PUT',
      url: '/api/email/inbound',
      headers: desk.admin.headers,
      payload: { defaultDepartmentId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('regenerates the secret: the old one stops working, the change is audited without it', async () => {
    const old = secret;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/email/inbound/secret',
      headers: desk.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    secret = response.json().data.settings.signingSecret;
    expect(secret).not.toBe(old);
    const raw = await compose({ from: 'x@y.example.com', subject: 'Tras rotar', text: 'x' });
    expect((await post(raw, 'message/rfc822', { secret: old })).statusCode).toBe(401);
    expect((await post(raw, 'message/rfc822')).statusCode).toBe(200);
    const audits = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'EMAIL_WEBHOOK_SECRET_REGENERATED'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain(old);
  });
});

describe('held e-mails', () => {
  async function heldReply(text: string) {
    const ticket = await createDeskTicket(testApp.app, desk);
    const raw = await compose({
      from: 'Extraño <extrano@fuera.example.com>',
      subject: `Re: [#${ticket.number}] La impresora`,
      text,
      attachments: [{ filename: 'captura.pdf', content: PDF }],
    });
    const response = await post(raw, 'message/rfc822');
    expect(response.json().data.status).toBe('HELD');
    return ticket;
  }

  it('shows them to staff who see the ticket only; clients are refused', async () => {
    const ticket = await heldReply('Soy el proveedor, les escribo por el ticket.');
    const forTechnician = await testApp.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/held-emails`,
      headers: desk.technician.headers,
    });
    expect(forTechnician.statusCode).toBe(200);
    expect(forTechnician.json().data.messages).toMatchObject([
      {
        fromAddress: 'extrano@fuera.example.com',
        fromName: 'Extraño',
        textBody: 'Soy el proveedor, les escribo por el ticket.',
        attachmentNames: ['captura.pdf'],
        ticketNumber: ticket.number,
      },
    ]);
    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/email/held',
      headers: desk.lead.headers,
    });
    expect(all.json().data.messages.map((m: { ticketId: string }) => m.ticketId)).toContain(
      ticket.id,
    );
    const outsider = await testApp.app.inject({
      method: 'GET',
      url: '/api/email/held',
      headers: desk.outsider.headers,
    });
    expect(outsider.json().data.messages).toEqual([]);
    for (const url of ['/api/email/held', `/api/tickets/${ticket.id}/held-emails`]) {
      const client = await testApp.app.inject({ method: 'GET', url, headers: desk.client.headers });
      expect(client.statusCode).toBe(403);
    }
  });

  it('accepts one as a public comment in the sender’s name with its files, once', async () => {
    const ticket = await heldReply('Adjunto la captura del error.');
    const [held] = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/held-emails`,
        headers: desk.technician.headers,
      })
    ).json().data.messages;
    const byOutsider = await testApp.app.inject({
      method: 'POST',
      url: `/api/email/held/${held.id}/accept`,
      headers: desk.outsider.headers,
    });
    expect(byOutsider.statusCode).toBe(404);
    const byClient = await testApp.app.inject({
      method: 'POST',
      url: `/api/email/held/${held.id}/accept`,
      headers: desk.client.headers,
    });
    expect(byClient.statusCode).toBe(403);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/email/held/${held.id}/accept`,
      headers: desk.technician.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.message.status).toBe('ACCEPTED');
    const comments = await testApp.database.db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, ticket.id));
    expect(comments).toMatchObject([
      { body: 'Adjunto la captura del error.', authorName: 'Extraño', isInternal: false },
    ]);
    const files = await testApp.database.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id));
    expect(files).toMatchObject([{ fileName: 'captura.pdf', commentId: comments[0]!.id }]);
    // The requester is told who wrote it: the sender, not themselves.
    const toldClient = () =>
      testApp.database.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(
          and(eq(notifications.userId, desk.client.user.id), eq(notifications.ticketId, ticket.id)),
        )
        .then((rows) => rows.map((row) => row.message).join(' | '));
    await expect.poll(toldClient, { timeout: 5_000, interval: 100 }).toContain('Extraño');
    const twice = await testApp.app.inject({
      method: 'POST',
      url: `/api/email/held/${held.id}/discard`,
      headers: desk.technician.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('INBOUND_MESSAGE_DECIDED');
  });

  it('discards one: no comment, its files deleted, audited', async () => {
    const ticket = await heldReply('Spam');
    const [held] = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets/${ticket.id}/held-emails`,
        headers: desk.lead.headers,
      })
    ).json().data.messages;
    const before = storedFileNames(testApp, 'attachments').length;
    const discarded = await testApp.app.inject({
      method: 'POST',
      url: `/api/email/held/${held.id}/discard`,
      headers: desk.lead.headers,
    });
    expect(discarded.statusCode).toBe(200);
    expect(storedFileNames(testApp, 'attachments')).toHaveLength(before - 1);
    const comments = await testApp.database.db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, ticket.id));
    expect(comments).toEqual([]);
    const audits = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'EMAIL_HELD_DISCARDED'), eq(auditLogs.entityId, ticket.id)));
    expect(audits).toHaveLength(1);
  });
});
