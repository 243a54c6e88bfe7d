import net, { type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/build-test-app';
import { errorFieldsOf } from '../../../../test/responses';
import { injectAs, type Method } from '../../../../test/role-sessions';
import { startSmtpSink } from '../../../../test/smtp-sink';
import { makeHelpDesk, type HelpDesk } from '../../../../test/ticket-factories';
import { selectRows } from '../../../db/client';
import { auditLogs, emailSettings, mailOutbox } from '../../../db/schema/index';
import { createOutboundPolicy } from '../../../platform/outbound';
import { createSecretBox } from '../../../platform/secret-box';
import { testEmailConnection } from './email-settings.service';

const USER = 'soporte@empresa.pe';
const PASSWORD = 'clave-secreta-smtp-123';

let desk: HelpDesk;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
// Loopback is opened only through the allow-list, as an on-premise relay would be.
const testApp = useTestApp({ LOG_LEVEL: 'error', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  sink = await startSmtpSink({ users: { [USER]: PASSWORD } });
});
afterAll(async () => sink?.close());
beforeEach(async () => {
  await testApp.database.db.delete(emailSettings);
  await testApp.database.db.delete(mailOutbox);
  sink.messages.splice(0);
  testApp.app.mailer.forgetSettings();
});

const send = injectAs(() => testApp);

/** `'keep'`: the password left out of the body (the stored one stays). */
const settingsFor = (port: number, password: string | null = PASSWORD) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  ignoreTls: true,
  user: USER,
  ...(password === 'keep' ? {} : { password }),
  fromAddress: 'avisos@empresa.pe',
  fromName: 'Mesa de ayuda',
});

async function save(body: object) {
  const response = await send(desk.admin, 'PUT', '/api/email/config', body);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('who may use the e-mail routes', () => {
  it('refuses every role but ADMIN (403) and anonymous callers (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/email/config'],
      ['PUT', '/api/email/config', settingsFor(25)],
      ['POST', '/api/email/test-connection'],
      ['POST', '/api/email/send-test', { to: 'a@empresa.pe' }],
      ['GET', '/api/email/stats'],
      ['GET', '/api/email/failed'],
      ['POST', `/api/email/messages/${id}/resend`],
    ];
    for (const [method, url, payload] of routes) {
      for (const actor of [desk.lead, desk.technician, desk.client]) {
        const response = await send(actor, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('No tienes permiso para realizar esta acción.');
      }
      expect((await send(null, method, url, payload)).statusCode).toBe(401);
    }
    // Nothing was stored by the refused PUTs.
    expect(await testApp.database.db.select().from(emailSettings)).toEqual([]);
  });
});

describe('/api/email/config', () => {
  it('starts unconfigured, with nothing from the environment', async () => {
    const response = await send(desk.admin, 'GET', '/api/email/config');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      host: null,
      configured: false,
      passwordSet: false,
      environmentFields: [],
      updatedAt: null,
    });
  });

  it('stores the password encrypted and never returns it, nor writes it to the audit log', async () => {
    const response = await save(settingsFor(sink.port));
    expect(response.body).not.toContain(PASSWORD);
    expect(response.json().data).toMatchObject({
      host: '127.0.0.1',
      port: sink.port,
      user: USER,
      passwordSet: true,
      fromAddress: 'avisos@empresa.pe',
      fromName: 'Mesa de ayuda',
      configured: true,
    });
    expect(response.json().data.updatedBy).toBeTruthy();
    const [row] = await testApp.database.db.select().from(emailSettings);
    expect(row!.passwordEncrypted).toMatch(/^v1\./);
    expect(row!.passwordEncrypted).not.toContain(PASSWORD);
    const read = await send(desk.admin, 'GET', '/api/email/config');
    expect(read.body).not.toContain(PASSWORD);
    expect(read.json().data.passwordSet).toBe(true);
    const audits = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'EMAIL_CONFIG_UPDATED'));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(PASSWORD);
    expect(JSON.stringify(audits)).not.toContain(row!.passwordEncrypted!);
  });

  it('keeps the password when left out, and needs it again when the host changes', async () => {
    await save(settingsFor(sink.port));
    const kept = await save({ ...settingsFor(sink.port, 'keep'), fromName: 'Soporte' });
    expect(kept.json().data.passwordSet).toBe(true);
    const moved = await send(desk.admin, 'PUT', '/api/email/config', {
      ...settingsFor(sink.port, 'keep'),
      host: 'localhost',
    });
    expect(moved.statusCode).toBe(400);
    expect(errorFieldsOf(moved)).toEqual(['password']);
    expect(moved.json().message).toBe('Cambiaste el servidor: escribe la contraseña otra vez.');
    const removed = await save({ ...settingsFor(sink.port, null) });
    expect(removed.json().data.passwordSet).toBe(false);
  });

  it('refuses private addresses not on OUTBOUND_ALLOW_HOSTS, and malformed hosts or ports', async () => {
    const privateHost = await send(desk.admin, 'PUT', '/api/email/config', {
      ...settingsFor(25),
      host: '10.1.2.3',
    });
    expect(privateHost.statusCode).toBe(400);
    expect(errorFieldsOf(privateHost)).toEqual(['host']);
    expect(privateHost.json().message).toContain('OUTBOUND_ALLOW_HOSTS');
    const scheme = await send(desk.admin, 'PUT', '/api/email/config', {
      ...settingsFor(25),
      host: 'smtp://correo.empresa.pe',
      port: 70000,
    });
    expect(scheme.statusCode).toBe(400);
    expect(errorFieldsOf(scheme)).toEqual(['host', 'port']);
    expect(await testApp.database.db.select().from(emailSettings)).toEqual([]);
  });

  it('lets the environment win field by field, and says which fields come from it', async () => {
    const other = await buildTestApp({
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_IGNORE_TLS: 'true',
      SMTP_FROM: 'Atiende Perú <notificaciones@empresa.pe>',
    });
    try {
      const otherDesk = await makeHelpDesk(other);
      const stored = await other.app.inject({
        method: 'PUT',
        url: '/api/email/config',
        headers: otherDesk.admin.headers,
        payload: { ...settingsFor(2525), host: 'localhost', fromName: 'Ignorado' },
      });
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json().data).toMatchObject({
        host: '127.0.0.1',
        port: sink.port,
        ignoreTls: true,
        user: USER,
        passwordSet: true,
        fromAddress: 'notificaciones@empresa.pe',
        fromName: 'Atiende Perú',
      });
      expect(stored.json().data.environmentFields.sort()).toEqual(
        ['fromAddress', 'fromName', 'host', 'ignoreTls', 'port'].sort(),
      );
      // The mailer follows the same rule: the environment's server and sender, the stored login.
      await other.database.db.transaction((tx) =>
        other.app.mailer.enqueue(tx, {
          kind: 'test',
          to: 'x@cliente.pe',
          subject: 'Hola',
          text: 'Hola',
        }),
      );
      await other.app.mailer.flush();
      const [mail] = await sink.waitFor((item) => item.to.includes('x@cliente.pe'));
      expect(mail!.raw).toContain('notificaciones@empresa.pe');
    } finally {
      await other.app.close();
    }
  });
});

describe('the tests of the settings', () => {
  it('connects and logs in, or says in Spanish that the credentials are wrong', async () => {
    await save(settingsFor(sink.port));
    const good = await send(desk.admin, 'POST', '/api/email/test-connection');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.ok).toBe(true);
    expect(good.json().data.message).toMatch(/^Conexión correcta con 127\.0\.0\.1/);

    await save(settingsFor(sink.port, 'clave-equivocada'));
    const wrong = await send(desk.admin, 'POST', '/api/email/test-connection');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({
      ok: false,
      message: 'El servidor rechazó el usuario o la contraseña.',
    });
    expect(wrong.body).not.toMatch(/at .*\.js|535|Invalid/);
  });

  it('says when nothing is configured, when the connection is refused, and when it times out', async () => {
    const none = await send(desk.admin, 'POST', '/api/email/test-connection');
    expect(none.json().data).toMatchObject({
      ok: false,
      message: 'Primero configura el servidor SMTP.',
    });

    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await save(settingsFor(closedPort));
    const refused = await send(desk.admin, 'POST', '/api/email/test-connection');
    expect(refused.json().data).toMatchObject({
      ok: false,
      message: 'El servidor rechazó la conexión. Revisa el servidor y el puerto.',
    });

    // A server that accepts and never greets.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await save(settingsFor((silent.address() as AddressInfo).port));
      const { config, database } = testApp;
      const answer = await testEmailConnection({
        db: database.db,
        smtp: config.smtp,
        policy: createOutboundPolicy(config.outboundAllowHosts),
        secretBox: createSecretBox(
          (await import('../../../platform/secrets')).resolveSecret(
            config.secretsKey,
            config.dataDir,
            'secrets',
          ),
        ),
        userNames: async () => [],
        onSaved: () => undefined,
        timeouts: { connectionMs: 300, socketMs: 300 },
      });
      expect(answer).toMatchObject({
        ok: false,
        message: 'El servidor no respondió a tiempo. Revisa el servidor y el puerto.',
      });
    } finally {
      silent.close();
    }
  });

  it('sends a test message to one address, audited; a list of recipients is refused with 422', async () => {
    await save(settingsFor(sink.port));
    const sent = await send(desk.admin, 'POST', '/api/email/send-test', {
      to: 'prueba@cliente.pe',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      ok: true,
      message: 'Correo de prueba enviado a prueba@cliente.pe.',
    });
    const [mail] = await sink.waitFor((item) => item.to.includes('prueba@cliente.pe'));
    expect(mail!.raw).toContain('Correo de prueba de Atiende');
    expect(mail!.raw).toMatch(/From: Mesa de ayuda <avisos@empresa\.pe>/);
    const audit = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'EMAIL_TEST_SENT'));
    expect(audit.at(-1)!.message).toBe('Se envió un correo de prueba a prueba@cliente.pe');

    const many = Array.from({ length: 10_000 }, (_, index) => `persona${index}@cliente.pe`);
    for (const to of [many, 'a@cliente.pe, b@cliente.pe', ['a@cliente.pe', 'b@cliente.pe']]) {
      const refused = await send(desk.admin, 'POST', '/api/email/send-test', { to });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'La prueba se envía a un solo destinatario.',
        error: { code: 'TOO_MANY_RECIPIENTS' },
      });
    }
    const invalid = await send(desk.admin, 'POST', '/api/email/send-test', { to: 'no-es-correo' });
    expect(invalid.statusCode).toBe(400);
    expect(errorFieldsOf(invalid)).toEqual(['to']);
    expect(sink.messages.length).toBe(1);
  });
});

describe('the mailer reads the stored settings', () => {
  it('sends through them, and follows a change at once', async () => {
    const { app, database } = testApp;
    await save(settingsFor(sink.port));
    await database.db.transaction((tx) =>
      app.mailer.enqueue(tx, { kind: 'test', to: 'uno@cliente.pe', subject: 'Uno', text: 'Uno' }),
    );
    await app.mailer.flush();
    const [first] = await sink.waitFor((item) => item.to.includes('uno@cliente.pe'));
    expect(first!.raw).toContain('avisos@empresa.pe');

    await save({ ...settingsFor(sink.port, 'keep'), fromAddress: 'nuevo@empresa.pe' });
    await database.db.transaction((tx) =>
      app.mailer.enqueue(tx, { kind: 'test', to: 'dos@cliente.pe', subject: 'Dos', text: 'Dos' }),
    );
    await app.mailer.flush();
    const [second] = await sink.waitFor((item) => item.to.includes('dos@cliente.pe'));
    expect(second!.raw).toContain('nuevo@empresa.pe');
  });
});

describe('stats and failed messages', () => {
  async function insertMail(status: string, createdAt: string, to = 'c@cliente.pe') {
    const [row] = await selectRows<{ id: string }>(
      testApp.database.db,
      sql`INSERT INTO mail_outbox (kind, to_address, subject, text_body, status, attempts, last_error, created_at)
VALUES ('notification', ${to}, 'Asunto', 'Texto', ${status}::mail_status, 5, ${status === 'FAILED' ? '535 Authentication failed' : null}, ${createdAt}::timestamptz)
RETURNING id`,
    );
    return row!.id;
  }

  it('counts sent, failed, queued and logged messages by Lima day', async () => {
    const now = Date.now();
    const today = new Date(now).toISOString();
    // 3 h before "today's" Lima midnight is certainly yesterday in Lima if now is past 03:00 Lima…
    // so use whole days back instead: a day and two days ago.
    const yesterday = new Date(now - 86_400_000).toISOString();
    await insertMail('SENT', today);
    await insertMail('SENT', today);
    await insertMail('FAILED', today);
    await insertMail('PENDING', today);
    await insertMail('LOGGED', yesterday);
    await insertMail('SENT', new Date(now - 40 * 86_400_000).toISOString());
    const response = await send(desk.admin, 'GET', '/api/email/stats?period=7d');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json().data;
    expect(stats.totals).toEqual({ sent: 2, failed: 1, queued: 1, logged: 1 });
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({ sent: 2, failed: 1, queued: 1, logged: 0 });
    expect(stats.days.at(-2)).toMatchObject({ logged: 1 });
    const bad = await send(desk.admin, 'GET', '/api/email/stats?period=siempre');
    expect(bad.statusCode).toBe(400);
  });

  it('lists failed messages and resends one, audited; only a failed one', async () => {
    await save(settingsFor(sink.port));
    const failedId = await insertMail(
      'FAILED',
      new Date(Date.now() - 6 * 86_400_000).toISOString(),
      'caido@cliente.pe',
    );
    const sentId = await insertMail('SENT', new Date().toISOString());
    const list = await send(desk.admin, 'GET', '/api/email/failed');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        id: failedId,
        to: 'caido@cliente.pe',
        lastError: '535 Authentication failed',
      }),
    ]);
    expect(list.json().data.pagination).toMatchObject({ total: 1, page: 1 });

    const resent = await send(desk.admin, 'POST', `/api/email/messages/${failedId}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toEqual({ id: failedId, status: 'PENDING' });
    await testApp.app.mailer.flush();
    await sink.waitFor((item) => item.to.includes('caido@cliente.pe'));
    const [row] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failedId));
    expect(row!.status).toBe('SENT');
    const audit = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'EMAIL_RESENT'));
    expect(audit.at(-1)).toMatchObject({
      entityId: failedId,
      message: 'Se reenvió un correo fallido a caido@cliente.pe',
    });

    const again = await send(desk.admin, 'POST', `/api/email/messages/${sentId}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('MAIL_NOT_FAILED');
    const missing = await send(
      desk.admin,
      'POST',
      '/api/email/messages/00000000-0000-4000-8000-000000000000/resend',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró ese correo.');
  });
});
