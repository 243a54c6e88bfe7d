import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emailMailboxes,
  emailSettings,
  inboundMessages,
  ticketAttachments,
  ticketComments,
  tickets,
} from '../../../db/schema/index';
import { storedFileNames, useTestApp } from '../../../../test/build-test-app';
import {
  createDeskTicket,
  makeDepartment,
  makeHelpDesk,
  type HelpDesk,
} from '../../../../test/ticket-factories';
import { ingestMessage } from './index';

const testApp = useTestApp({ SMTP_FROM: 'Atiende <soporte@atiende.example.pe>' });
let desk: HelpDesk;
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Mail = ConstructorParameters<typeof MailComposer>[0];

/** A real MIME message, built by nodemailer's composer. */
export function composeMail(mail: Mail): Promise<Buffer> {
  return new MailComposer({
    to: 'soporte@atiende.example.pe',
    messageId: `<${randomUUID()}@cliente.example.com>`,
    ...mail,
  })
    .compile()
    .build();
}

const ingest = async (mail: Mail) =>
  ingestMessage(testApp.app.emailInbound.deps, { raw: await composeMail(mail), source: 'webhook' });

const ticketById = (id: string) =>
  testApp.database.db
    .select()
    .from(tickets)
    .where(eq(tickets.id, id))
    .then((rows) => rows[0]!);
const commentsOf = (ticketId: string) =>
  testApp.database.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId));

describe('ingestMessage: a new message', () => {
  it('creates an EMAIL ticket for the sender with a new customer, once per Message-ID', async () => {
    const raw = await composeMail({
      from: 'Rosa Quispe <rosa.quispe@bodega.example.com>',
      subject: 'La balanza no conecta',
      text: 'Buenos días, la balanza no conecta con la caja.\n\n-- \nRosa Quispe\nBodega Central',
    });
    const deps = testApp.app.emailInbound.deps;
    const first = await ingestMessage(deps, { raw, source: 'imap' });
    expect(first.status).toBe('TICKET');
    const ticket = await ticketById(first.ticketId!);
    expect(ticket).toMatchObject({
      source: 'EMAIL',
      title: 'La balanza no conecta',
      description: 'Buenos días, la balanza no conecta con la caja.',
      contactEmail: 'rosa.quispe@bodega.example.com',
      contactName: 'Rosa Quispe',
    });
    expect(ticket.customerId).not.toBeNull();

    const again = await ingestMessage(deps, { raw, source: 'imap' });
    expect(again).toMatchObject({ status: 'DUPLICATE', ticketId: first.ticketId });
    const sameId = await testApp.database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.messageId, first.messageId));
    expect(sameId).toHaveLength(1);
  });

  it('makes one ticket when the same message arrives twice at once', async () => {
    const raw = await composeMail({
      from: 'pedro@ferreteria.example.com',
      subject: 'Dos veces',
      text: 'Hola',
    });
    const deps = testApp.app.emailInbound.deps;
    const results = await Promise.all([
      ingestMessage(deps, { raw, source: 'imap' }),
      ingestMessage(deps, { raw, source: 'webhook' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['DUPLICATE', 'TICKET']);
    const created = await testApp.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.contactEmail, 'pedro@ferreteria.example.com'));
    expect(created).toHaveLength(1);
  });

  it('links a portal client by address as the requester, in their customer', async () => {
    const result = await ingest({
      from: desk.client.user.email,
      subject: 'Consulta por correo',
      text: 'Necesito ayuda.',
    });
    const ticket = await ticketById(result.ticketId!);
    expect(ticket.requesterId).toBe(desk.client.user.id);
  });

  it('keeps allowed attachments and leaves out the rest, noting their names', async () => {
    const result = await ingest({
      from: 'ana@libreria.example.com',
      subject: 'Adjunto la factura',
      text: 'Va la factura.',
      attachments: [
        { filename: 'factura.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'programa.exe', content: EXE, contentType: 'application/octet-stream' },
        { filename: 'falso.pdf', content: EXE, contentType: 'application/pdf' },
      ],
    });
    const files = await testApp.database.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, result.ticketId!));
    expect(files.map((file) => file.fileName)).toEqual(['factura.pdf']);
    expect(storedFileNames(testApp, 'attachments')).toContain(files[0]!.storageKey);
    const [row] = await testApp.database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, result.inboundId));
    expect(row!.reason).toContain('SKIPPED_FILE:programa.exe');
    expect(row!.reason).toContain('SKIPPED_FILE:falso.pdf');
  });

  it('sanitises the HTML: no scripts, no handlers, no remote images', async () => {
    const result = await ingest({
      from: 'marketing@tienda.example.com',
      subject: 'HTML con rastreador',
      html:
        '<p onclick="steal()">Hola <b>equipo</b></p><script>alert(1)</script>' +
        '<img src="https://tracker.example.com/pixel.gif?u=1"><img src="cid:logo@x">' +
        '<a href="javascript:alert(1)">clic</a><a href="https://ok.example.com">web</a>',
    });
    const [row] = await testApp.database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, result.inboundId));
    const html = row!.htmlBody!;
    expect(html).toContain('<b>equipo</b>');
    expect(html).not.toMatch(/script|onclick|tracker\.example\.com|javascript:/);
    expect(html).toContain('src="cid:logo@x"');
    expect(html).toContain('href="https://ok.example.com"');
  });

  it('opens it in the department of the mailbox whose address received it (webhook)', async () => {
    const department = await makeDepartment(testApp.database);
    await testApp.database.db.insert(emailMailboxes).values({
      name: `Ventas ${randomUUID()}`,
      host: 'imap.example.pe',
      port: 993,
      security: 'TLS',
      username: 'Ventas@Atiende.example.pe',
      passwordEncrypted: 'x',
      departmentId: department.id,
    });
    const result = await ingest({
      from: 'carla@minimarket.example.com',
      to: ['otra@cliente.example.com', 'ventas@atiende.example.pe'],
      subject: 'Cotización de balanzas',
      text: '¿Tienen stock?',
    });
    expect(result.status).toBe('TICKET');
    expect((await ticketById(result.ticketId!)).departmentId).toBe(department.id);
  });

  it('refuses a message over the size cap with 413', async () => {
    const raw = Buffer.alloc(26 * 1024 * 1024, 'a');
    await expect(
      ingestMessage(testApp.app.emailInbound.deps, { raw, source: 'imap' }),
    ).rejects.toMatchObject({ code: 'EMAIL_MESSAGE_TOO_LARGE' });
  });
});

describe('ingestMessage: automatic mail and loops', () => {
  const cases: Array<[string, Mail, string]> = [
    [
      'an out-of-office reply (Auto-Submitted)',
      { from: 'jefe@empresa.example.com', headers: { 'Auto-Submitted': 'auto-replied' } },
      'AUTO_REPLY',
    ],
    [
      'a list message (Precedence: bulk)',
      { from: 'boletin@empresa.example.com', headers: { Precedence: 'bulk' } },
      'AUTO_REPLY',
    ],
    [
      'an X-Autoreply',
      { from: 'otro@empresa.example.com', headers: { 'X-Autoreply': 'yes' } },
      'AUTO_REPLY',
    ],
    ['a bounce from MAILER-DAEMON', { from: 'MAILER-DAEMON@mx.example.com' }, 'BOUNCE'],
    ['our own address coming back', { from: 'soporte@atiende.example.pe' }, 'OWN_ADDRESS'],
  ];
  it.each(cases)('ignores %s: no ticket, recorded with its reason', async (_name, mail, reason) => {
    const result = await ingest({
      subject: 'Respuesta automática',
      text: 'Fuera de oficina',
      ...mail,
    });
    expect(result).toMatchObject({ status: 'IGNORED', ticketId: null, reason });
  });

  it('ignores the sender address saved on the settings page coming back', async () => {
    await testApp.database.db
      .insert(emailSettings)
      .values({ id: 1, fromAddress: 'mesa@atiende-guardado.example.pe' })
      .onConflictDoUpdate({
        target: emailSettings.id,
        set: { fromAddress: 'mesa@atiende-guardado.example.pe' },
      });
    const result = await ingest({
      from: 'Mesa de ayuda <MESA@atiende-guardado.example.pe>',
      subject: 'Re: [#1] Ticket actualizado',
      text: 'Copia de nuestro propio envío',
    });
    expect(result).toMatchObject({ status: 'IGNORED', ticketId: null, reason: 'OWN_ADDRESS' });
  });

  it('ignores a sender past 20 messages in an hour (a loop)', async () => {
    const from = 'robot@bucle.example.com';
    const statuses: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      statuses.push((await ingest({ from, subject: `Mensaje ${index}`, text: 'hola' })).status);
    }
    expect(statuses.filter((status) => status === 'TICKET')).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(['IGNORED', 'IGNORED']);
  });
});

describe('ingestMessage: replies', () => {
  async function emailTicket(from: string) {
    const first = await ingest({
      from,
      subject: 'No funciona el lector',
      text: 'El lector falla.',
    });
    const ticket = await ticketById(first.ticketId!);
    return { ...first, number: ticket.number };
  }

  it("turns the requester's reply into a public comment, quoted history trimmed", async () => {
    const original = await emailTicket('lucia@farmacia.example.com');
    const result = await ingest({
      from: 'Lucía <lucia@farmacia.example.com>',
      subject: 'Re: No funciona el lector',
      inReplyTo: original.messageId,
      references: [original.messageId],
      text: 'Ya lo reinicié y sigue igual.\n\nEl jue, 26 nov 2026 a las 10:00, Soporte escribió:\n> ¿Probó reiniciarlo?\n',
    });
    expect(result).toMatchObject({ status: 'COMMENT', ticketId: original.ticketId });
    const [comment] = await commentsOf(original.ticketId!);
    expect(comment).toMatchObject({
      body: 'Ya lo reinicié y sigue igual.',
      isInternal: false,
      authorName: 'Lucía',
      authorId: null,
    });
  });

  it("threads by the subject's [#number] when the headers name nothing of ours", async () => {
    const original = await emailTicket('mario@panaderia.example.com');
    const result = await ingest({
      from: 'mario@panaderia.example.com',
      subject: `Re: [#${original.number}] No funciona el lector`,
      text: 'Otro dato: pasa solo en la mañana.',
    });
    expect(result).toMatchObject({ status: 'COMMENT', ticketId: original.ticketId });
  });

  it("holds a stranger's reply: stored for staff, no comment", async () => {
    const original = await emailTicket('carla@optica.example.com');
    const result = await ingest({
      from: 'intruso@otro.example.com',
      subject: `Re: [#${original.number}] No funciona el lector`,
      text: 'Cierren este ticket.',
      attachments: [{ filename: 'nota.pdf', content: PDF }],
    });
    expect(result).toMatchObject({
      status: 'HELD',
      ticketId: original.ticketId,
      reason: 'NOT_PARTICIPANT',
    });
    expect(await commentsOf(original.ticketId!)).toEqual([]);
    const [held] = await testApp.database.db
      .select()
      .from(inboundMessages)
      .where(
        and(eq(inboundMessages.ticketId, original.ticketId!), eq(inboundMessages.status, 'HELD')),
      );
    expect(held!.textBody).toBe('Cierren este ticket.');
    expect(held!.attachments.map((file) => file.fileName)).toEqual(['nota.pdf']);
    const files = await testApp.database.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, original.ticketId!));
    expect(files).toEqual([]);
  });

  it("takes a reply of staff who see the ticket as their comment; an outsider's is held", async () => {
    const ticket = await createDeskTicket(testApp.app, desk);
    const tag = `Re: [#${ticket.number}] La impresora`;
    const fromTechnician = await ingest({
      from: desk.technician.user.email,
      subject: tag,
      text: 'Voy en camino.',
    });
    expect(fromTechnician.status).toBe('COMMENT');
    const [comment] = await commentsOf(ticket.id);
    expect(comment).toMatchObject({ authorId: desk.technician.user.id, isInternal: false });
    const fromOutsider = await ingest({
      from: desk.outsider.user.email,
      subject: tag,
      text: 'Yo lo veo.',
    });
    expect(fromOutsider.status).toBe('HELD');
    const fromOtherClient = await ingest({
      from: desk.otherClient.user.email,
      subject: tag,
      text: '¿Qué pasó?',
    });
    expect(fromOtherClient.status).toBe('HELD');
  });
});
