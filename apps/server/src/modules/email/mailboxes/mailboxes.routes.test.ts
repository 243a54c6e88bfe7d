import { mailboxMessages, MAILBOX_TIMEOUT_MS } from '@atiende/contracts/mailboxes';
import { eq } from 'drizzle-orm';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import {
  needsDovecot,
  dovecotAvailable,
  startDovecot,
  type Dovecot,
} from '../../../../test/dovecot';
import { signInEveryRole, injectAsRole, type RoleHeaders } from '../../../../test/role-sessions';
import { makeDepartment } from '../../../../test/ticket-factories';
import { auditLogs, emailMailboxes } from '../../../db/schema/index';

// docs/email.md#mailboxes-imap: the administrators' API of the IMAP mailboxes, the connection
// test against a real Dovecot on loopback, and the servers that never answer or refuse.

const m = mailboxMessages;
const PASSWORD = 'clave-del-buzon-2026';
const account = { user: 'soporte@example.pe', password: PASSWORD };

const testApp = useTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
const headers: RoleHeaders = {};
const send = injectAsRole(() => testApp, headers);
let dovecot: Dovecot | undefined;
let silent: Server;
const silentSockets: Socket[] = [];

const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Soporte ${Math.random().toString(36).slice(2, 8)}`,
  host: '127.0.0.1',
  port: dovecot?.port ?? 1,
  security: 'NONE',
  username: account.user,
  password: PASSWORD,
  folder: 'INBOX',
  processedFolder: null,
  departmentId: null,
  isActive: true,
  ...overrides,
});

beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  if (dovecotAvailable) dovecot = await startDovecot([account]);
  // A server that accepts the connection and never says a word.
  silent = createServer((socket) => void silentSockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await dovecot?.stop();
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/email/mailboxes', 'ADMIN', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.mailbox as { id: string; name: string };
}

describe('who may manage mailboxes', () => {
  it('refuses every role but the administrator, and anonymous callers', async () => {
    const mailbox = await create();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/email/mailboxes'],
      ['POST', '/api/email/mailboxes', body()],
      ['PUT', `/api/email/mailboxes/${mailbox.id}`, body({ name: 'Otro nombre' })],
      ['DELETE', `/api/email/mailboxes/${mailbox.id}`],
      ['POST', `/api/email/mailboxes/${mailbox.id}/test`],
    ];
    for (const [method, url, payload] of calls) {
      for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
        const response = await send(method as 'GET', url, role, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
      }
      expect((await send(method as 'GET', url, undefined, payload)).statusCode).toBe(401);
    }
    // Nothing written by the refused calls.
    const [row] = await testApp.database.db
      .select()
      .from(emailMailboxes)
      .where(eq(emailMailboxes.id, mailbox.id));
    expect(row?.name).toBe(mailbox.name);
    const rows = await testApp.database.db.select().from(emailMailboxes);
    expect(rows.filter((item) => item.name === 'Otro nombre')).toHaveLength(0);
  });
});

describe('the mailboxes API', () => {
  it('stores the password encrypted and never returns it, nor writes it in the audit log', async () => {
    const department = await makeDepartment(testApp.database, { name: 'Facturación' });
    const mailbox = await create({ name: 'Facturación', departmentId: department.id });
    const list = await send('GET', '/api/email/mailboxes', 'ADMIN');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(PASSWORD);
    const listed = list
      .json()
      .data.mailboxes.find((item: { id: string }) => item.id === mailbox.id);
    expect(listed).toMatchObject({
      name: 'Facturación',
      host: '127.0.0.1',
      security: 'NONE',
      passwordSet: true,
      folder: 'INBOX',
      departmentId: department.id,
      departmentName: 'Facturación',
      isActive: true,
      lastPolledAt: null,
      uidValidity: null,
      lastUid: 0,
    });
    expect(listed).not.toHaveProperty('password');
    expect(listed).not.toHaveProperty('passwordEncrypted');
    const [row] = await testApp.database.db
      .select()
      .from(emailMailboxes)
      .where(eq(emailMailboxes.id, mailbox.id));
    expect(row!.passwordEncrypted).toMatch(/^v1\./);
    expect(row!.passwordEncrypted).not.toContain(PASSWORD);
    const audit = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, mailbox.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'MAILBOX_CREATED',
      entityType: 'MAILBOX',
      message: m.audit.created('Facturación'),
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('refuses invalid input with Spanish messages per field', async () => {
    const response = await send(
      'POST',
      '/api/email/mailboxes',
      'ADMIN',
      body({ host: 'imap://correo.example.pe', port: 70000, password: '', folder: '' }),
    );
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    const fields = Object.fromEntries(
      (json.error.details as Array<{ field: string; message: string }>).map((d) => [
        d.field,
        d.message,
      ]),
    );
    expect(fields).toMatchObject({
      host: m.validation.hostInvalid,
      port: m.validation.portInvalid,
      password: m.validation.passwordRequired,
      folder: m.validation.folderRequired,
    });
    const star = await send('POST', '/api/email/mailboxes', 'ADMIN', body({ folder: 'Soporte*' }));
    expect(star.statusCode).toBe(400);
    expect(star.json().message).toBe(m.validation.folderInvalid);
    const same = await send(
      'POST',
      '/api/email/mailboxes',
      'ADMIN',
      body({ processedFolder: 'INBOX' }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(m.validation.processedFolderSame);
  });

  it('refuses private and loopback servers not on OUTBOUND_ALLOW_HOSTS', async () => {
    for (const host of ['10.1.2.3', '127.0.0.2', '192.168.1.10', '[::1]', '::1']) {
      const response = await send('POST', '/api/email/mailboxes', 'ADMIN', body({ host }));
      expect(response.statusCode, host).toBe(400);
      expect(response.json().message, host).toMatch(
        /dirección privada o local|no es válido|válidos/,
      );
    }
    const blocked = await send('POST', '/api/email/mailboxes', 'ADMIN', body({ host: '10.1.2.3' }));
    expect(blocked.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      message: m.validation.hostBlocked,
    });
  });

  it('refuses a department that does not exist or is inactive', async () => {
    const inactive = await makeDepartment(testApp.database, { isActive: false });
    for (const departmentId of [inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await send('POST', '/api/email/mailboxes', 'ADMIN', body({ departmentId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.validation.departmentNotFound);
    }
  });

  it('refuses a second mailbox of the same name, whatever the case', async () => {
    await create({ name: 'Ventas' });
    const response = await send('POST', '/api/email/mailboxes', 'ADMIN', body({ name: 'VENTAS' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'MAILBOX_NAME_TAKEN' },
      message: m.errors.MAILBOX_NAME_TAKEN,
    });
  });

  it('edits a mailbox, keeping the password unless retyped; a new server needs it again', async () => {
    const mailbox = await create();
    const [before] = await testApp.database.db
      .select()
      .from(emailMailboxes)
      .where(eq(emailMailboxes.id, mailbox.id));
    const { password: _omit, ...withoutPassword } = body({ name: 'Soporte editado' });
    const edited = await send(
      'PUT',
      `/api/email/mailboxes/${mailbox.id}`,
      'ADMIN',
      withoutPassword,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.mailbox).toMatchObject({
      name: 'Soporte editado',
      passwordSet: true,
    });
    const [after] = await testApp.database.db
      .select()
      .from(emailMailboxes)
      .where(eq(emailMailboxes.id, mailbox.id));
    expect(after!.passwordEncrypted).toBe(before!.passwordEncrypted);

    const moved = await send('PUT', `/api/email/mailboxes/${mailbox.id}`, 'ADMIN', {
      ...withoutPassword,
      host: 'localhost',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(m.validation.passwordRetype);

    const missing = await send(
      'PUT',
      '/api/email/mailboxes/00000000-0000-4000-8000-000000000000',
      'ADMIN',
      withoutPassword,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'MAILBOX_NOT_FOUND' } });
  });

  it('deletes a mailbox, audited; a second delete is 404', async () => {
    const mailbox = await create();
    const removed = await send('DELETE', `/api/email/mailboxes/${mailbox.id}`, 'ADMIN');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe(m.page.deleted);
    expect((await send('DELETE', `/api/email/mailboxes/${mailbox.id}`, 'ADMIN')).statusCode).toBe(
      404,
    );
    const audit = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, mailbox.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'MAILBOX_CREATED',
      'MAILBOX_DELETED',
    ]);
  });
});

describe('the connection test', () => {
  const test = async (id: string) => {
    const response = await send('POST', `/api/email/mailboxes/${id}/test`, 'ADMIN');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { ok: boolean; message: string; messages: number | null };
  };

  it.skipIf(!dovecotAvailable)(
    needsDovecot('signs in to Dovecot and opens the folder'),
    async () => {
      await dovecot!.append(account, 'From: ana@cliente.pe\r\nSubject: Hola\r\n\r\nUno\r\n');
      await dovecot!.append(account, 'From: ana@cliente.pe\r\nSubject: Hola\r\n\r\nDos\r\n');
      const mailbox = await create();
      const result = await test(mailbox.id);
      expect(result).toMatchObject({ ok: true, messages: 2, message: m.results.ok(2) });
    },
  );

  it.skipIf(!dovecotAvailable)(
    needsDovecot('says the password was refused, and the folder missing'),
    async () => {
      const wrong = await create({ password: 'otra-clave' });
      expect(await test(wrong.id)).toMatchObject({ ok: false, message: m.results.authFailed });
      const folder = await create({ folder: 'NoExiste' });
      expect(await test(folder.id)).toMatchObject({
        ok: false,
        message: m.results.folderMissing('NoExiste'),
      });
    },
  );

  it('says a closed port refused the connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailbox = await create({ port });
    expect(await test(mailbox.id)).toMatchObject({ ok: false, message: m.results.refused });
  });

  it('gives up on a server that never answers after 10 s, with a clear message', async () => {
    const port = (silent.address() as { port: number }).port;
    const mailbox = await create({ port });
    const started = Date.now();
    const result = await test(mailbox.id);
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ ok: false, message: m.results.timeout });
    expect(MAILBOX_TIMEOUT_MS).toBe(10_000);
    expect(elapsed).toBeGreaterThanOrEqual(MAILBOX_TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(MAILBOX_TIMEOUT_MS + 5_000);
    expect(JSON.stringify(result)).not.toMatch(/at .*\.js|Error:/);
  }, 30_000);

  it('is 404 for a mailbox that does not exist', async () => {
    const response = await send(
      'POST',
      '/api/email/mailboxes/00000000-0000-4000-8000-000000000000/test',
      'ADMIN',
    );
    expect(response.statusCode).toBe(404);
  });
});
