import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketComments } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { startSmtpSink } from '../../../../test/smtp-sink';
import {
  makeDepartment,
  makeHelpDesk,
  publicTicketFields,
  type HelpDesk,
} from '../../../../test/ticket-factories';
import { ingestMessage } from './index';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let desk: HelpDesk;

beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await buildTestApp({
    ...smtp.env,
    SMTP_FROM: 'Atiende <soporte@atiende.example.pe>',
    RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000',
  });
  desk = await makeHelpDesk(testApp);
});
afterAll(async () => {
  await testApp.app.close();
  await smtp.close();
});

const compose = (mail: ConstructorParameters<typeof MailComposer>[0]) =>
  new MailComposer({
    to: 'soporte@atiende.example.pe',
    messageId: `<${randomUUID()}@cliente.example.com>`,
    ...mail,
  })
    .compile()
    .build();

async function submitPublicForm(email: string) {
  const departmentId = (await makeDepartment(testApp.database)).id;
  const fields = publicTicketFields(departmentId, { customerEmail: email });
  const boundary = `----atiende${randomUUID()}`;
  const payload = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
    .concat(`--${boundary}--\r\n`);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/tickets/public',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { ticketId: string; ticketNumber: number };
}

describe('e-mail threading, both ways', () => {
  it('sends ticket mail with a Message-ID and [#n]; a reply to it lands on the ticket by its headers', async () => {
    const address = `rocio.${Date.now()}@restaurante.example.com`;
    const created = await submitPublicForm(address);
    const [sent] = await smtp.waitFor((message) => message.to.includes(address));
    const confirmation = await simpleParser(sent!.raw);
    expect(confirmation.subject).toContain(`[#${created.ticketNumber}]`);
    expect(confirmation.messageId).toMatch(/^<[0-9a-f-]+@atiende\.example\.pe>$/);

    // A mail program that keeps the headers but rewrites the subject.
    const result = await ingestMessage(testApp.app.emailInbound.deps, {
      raw: await compose({
        from: address,
        subject: 'Respuesta',
        inReplyTo: confirmation.messageId,
        references: [confirmation.messageId!],
        text: 'Gracias, adjunto más detalles.\n\nOn Thu, Nov 26, 2026 Atiende wrote:\n> Recibimos tu ticket',
      }),
      source: 'webhook',
    });
    expect(result).toMatchObject({ status: 'COMMENT', ticketId: created.ticketId });
    const comments = await testApp.database.db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, created.ticketId));
    expect(comments.map((comment) => comment.body)).toEqual(['Gracias, adjunto más detalles.']);
  });

  it("acknowledges a new ticket in the sender's thread, then answers there too", async () => {
    const original = `<${randomUUID()}@cliente.example.com>`;
    const ingested = await ingestMessage(testApp.app.emailInbound.deps, {
      raw: await compose({
        from: desk.client.user.email,
        messageId: original,
        subject: 'El POS se reinicia solo',
        text: 'Desde ayer.',
      }),
      source: 'imap',
    });
    expect(ingested.status).toBe('TICKET');
    const number = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/tickets/${ingested.ticketId}`,
        headers: desk.admin.headers,
      })
    ).json().data.ticket.number as number;

    // docs/email.md#acknowledgement: the number, in the thread, marked as automatic.
    const [sent] = await smtp.waitFor(
      (message) => message.to.includes(desk.client.user.email),
      1,
      10_000,
    );
    const acknowledgement = await simpleParser(sent!.raw);
    expect(acknowledgement.subject).toBe(
      `[#${number}] Recibimos tu ticket: El POS se reinicia solo`,
    );
    expect(acknowledgement.headers.get('auto-submitted')).toBe('auto-replied');
    expect(acknowledgement.inReplyTo).toBe(original);
    expect(acknowledgement.text).toContain(`Recibimos tu ticket #${number}.`);

    const reply = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ingested.ticketId}/comments`,
      headers: desk.admin.headers,
      payload: { body: '¿Puede enviarnos una foto del error?', isInternal: false },
    });
    expect(reply.statusCode).toBe(201);
    const both = await smtp.waitFor(
      (message) => message.to.includes(desk.client.user.email),
      2,
      10_000,
    );
    const parsed = await simpleParser(both[1]!.raw);
    expect(parsed.subject).toContain(`[#${number}]`);
    expect(parsed.subject).not.toContain('Recibimos tu ticket');
    // Both were written in one transaction: either is the thread's latest.
    expect([original, acknowledgement.messageId]).toContain(parsed.inReplyTo);
    expect(parsed.references).toContain(original);
    expect(parsed.messageId).toMatch(/@atiende\.example\.pe>$/);
  });
});
