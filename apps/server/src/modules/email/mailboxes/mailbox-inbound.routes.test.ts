import { randomUUID } from 'node:crypto';
import { mailboxMessages } from '@atiende/contracts/mailboxes';
import { and, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import {
  dovecotAvailable,
  needsDovecot,
  startDovecot,
  type Dovecot,
} from '../../../../test/dovecot';
import { injectAsRole, signInEveryRole, type RoleHeaders } from '../../../../test/role-sessions';
import { makeDepartment } from '../../../../test/ticket-factories';
import { inboundMessages, ticketComments, tickets } from '../../../db/schema/index';

// docs/email.md#mailboxes-imap end to end: a message delivered to a real Dovecot mailbox, polled
// through the API («Revisar ahora»), becomes a ticket in the mailbox's department; the
// customer's reply a public comment; a stranger's reply is held; the same message delivered twice
// makes one ticket.

const r = mailboxMessages.results;
const account = { user: 'soporte', password: 'clave-del-buzon' };
const testApp = useTestApp({
  OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  SMTP_FROM: 'Atiende <soporte@atiende.example.pe>',
});
const headers: RoleHeaders = {};
const send = injectAsRole(() => testApp, headers);
let dovecot: Dovecot | undefined;

beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  if (dovecotAvailable) dovecot = await startDovecot([account]);
});
afterAll(async () => dovecot?.stop());

type Mail = ConstructorParameters<typeof MailComposer>[0];
const compose = (mail: Mail) =>
  new MailComposer({
    to: 'soporte@atiende.example.pe',
    messageId: `<${randomUUID()}@cliente.example.com>`,
    ...mail,
  })
    .compile()
    .build();

const inboundOf = (messageId: string) =>
  testApp.database.db
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.messageId, messageId));

describe.skipIf(!dovecotAvailable)(needsDovecot('a mailbox polled into tickets'), () => {
  it('turns new mail into a ticket, a reply into a comment, a stranger into a held message', async () => {
    const department = await makeDepartment(testApp.database, { name: 'Mesa de ayuda IMAP' });
    const created = await send('POST', '/api/email/mailboxes', 'ADMIN', {
      name: 'Soporte IMAP',
      host: '127.0.0.1',
      port: dovecot!.port,
      security: 'NONE',
      username: account.user,
      password: account.password,
      folder: 'INBOX',
      processedFolder: 'Atendidos',
      departmentId: department.id,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mailboxId = created.json().data.mailbox.id as string;
    const poll = async () => {
      const response = await send('POST', `/api/email/mailboxes/${mailboxId}/poll`, 'ADMIN');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.mailbox as {
        lastPollStatus: string;
        lastPollMessage: string;
        lastUid: number;
      };
    };

    const firstId = `<${randomUUID()}@bodega.example.com>`;
    const first = await compose({
      from: 'Rosa Quispe <rosa.quispe@bodega.example.com>',
      subject: 'La balanza no conecta',
      text: 'Buenos días, la balanza no conecta con la caja.',
      messageId: firstId,
    });
    await dovecot!.append(account, first);
    expect(await poll()).toMatchObject({ lastPollStatus: 'OK', lastPollMessage: r.polled(1) });
    const [row] = await inboundOf(firstId);
    expect(row).toMatchObject({ source: 'imap', mailboxId, status: 'TICKET' });
    const [ticket] = await testApp.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, row!.ticketId!));
    expect(ticket).toMatchObject({
      title: 'La balanza no conecta',
      source: 'EMAIL',
      departmentId: department.id,
      contactEmail: 'rosa.quispe@bodega.example.com',
    });
    // Handled: moved out of the folder that is polled.
    expect(await dovecot!.list(account)).toEqual([]);
    expect((await dovecot!.list(account, 'Atendidos')).map((m) => m.subject)).toEqual([
      'La balanza no conecta',
    ]);

    await dovecot!.append(
      account,
      await compose({
        from: 'rosa.quispe@bodega.example.com',
        subject: `Re: [#${ticket!.number}] La balanza no conecta`,
        text: 'Ya probé reiniciarla y sigue igual.',
      }),
    );
    await dovecot!.append(
      account,
      await compose({
        from: 'desconocido@otra.example.com',
        subject: `Re: [#${ticket!.number}] La balanza no conecta`,
        text: 'Yo también tengo ese problema.',
      }),
    );
    expect(await poll()).toMatchObject({ lastPollMessage: r.polled(2) });
    const comments = await testApp.database.db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, ticket!.id));
    expect(comments.map((comment) => [comment.body, comment.isInternal])).toEqual([
      ['Ya probé reiniciarla y sigue igual.', false],
    ]);
    const held = await testApp.database.db
      .select()
      .from(inboundMessages)
      .where(and(eq(inboundMessages.ticketId, ticket!.id), eq(inboundMessages.status, 'HELD')));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ source: 'imap', mailboxId });

    // The same message delivered again (a new UID): the pipeline knows its Message-ID.
    await dovecot!.append(account, first);
    expect(await poll()).toMatchObject({ lastPollStatus: 'OK' });
    expect(await inboundOf(firstId)).toHaveLength(1);
    const sameTitle = await testApp.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.title, 'La balanza no conecta'));
    expect(sameTitle).toHaveLength(1);

    // Nothing new: a poll hands nothing again.
    const before = await testApp.database.db.select().from(inboundMessages);
    expect(await poll()).toMatchObject({ lastPollMessage: r.polled(0) });
    expect(await testApp.database.db.select().from(inboundMessages)).toHaveLength(before.length);
  });

  it('lets only administrators poll, and answers 404 for an unknown mailbox', async () => {
    const url = '/api/email/mailboxes/00000000-0000-4000-8000-000000000000/poll';
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect((await send('POST', url, role)).statusCode).toBe(403);
    }
    expect((await send('POST', url)).statusCode).toBe(401);
    const missing = await send('POST', url, 'ADMIN');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'MAILBOX_NOT_FOUND' } });
  });
});
