import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTicket, makeHelpDesk, publicTicketFields } from '../../test/ticket-factories';
import { users } from '../db/schema/index';
import { serializeError } from './log-serializers';

let testApp: TestApp;
let desk: Awaited<ReturnType<typeof makeHelpDesk>>;
let ticketId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
  desk = await makeHelpDesk(testApp);
  ticketId = (await createTicket(testApp.app, desk.client, { departmentId: desk.department.id }))
    .id;
});
afterAll(async () => testApp.app.close());

const NUL = '\u0000';
const BOUNDARY = '----atiendeBadInput';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

type Part = { name: string; value?: string; fileName?: string };

function multipart(parts: Part[]): string {
  const body = parts.map((part) => {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: text/plain`
      : `form-data; name="${part.name}"`;
    return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${part.value ?? 'log del POS'}\r\n`;
  });
  return `${body.join('')}--${BOUNDARY}--\r\n`;
}

const publicFields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries(publicTicketFields(desk.department.id, overrides)).map(([name, value]) => ({
    name,
    value,
  }));

function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: RegExp,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as {
    message: string;
    error: { code: string; details: Array<{ field: string; message: string }> };
  };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toContainEqual({ field, message: expect.stringMatching(message) });
  expect(body.message).toMatch(message);
}

describe('POST /api/tickets/:id/attachments with files under another field', () => {
  it('answers 400 naming the attachments field instead of storing nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/attachments`,
      headers: { ...desk.client.headers, ...MULTIPART },
      payload: multipart([{ name: 'files', fileName: 'log.txt' }]),
    });
    expectFieldError(response, 'files', /attachments/);
  });

  it('still stores files sent under attachments', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/attachments`,
      headers: { ...desk.client.headers, ...MULTIPART },
      payload: multipart([{ name: 'attachments', fileName: 'log.txt' }]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attachments).toHaveLength(1);
  });
});

describe('a NUL character in the input', () => {
  const nulMessage = /carácter no permitido/;

  it('answers 400 for a ticket title', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: desk.client.headers,
      payload: {
        title: `Impresora${NUL}rota`,
        description: 'Desde esta mañana.',
        departmentId: desk.department.id,
      },
    });
    expectFieldError(response, 'title', nulMessage);
  });

  it('answers 400 for a comment, naming the nested field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/comments`,
      headers: desk.client.headers,
      payload: { body: `hola${NUL}`, isInternal: false },
    });
    expectFieldError(response, 'body', nulMessage);
    const nested = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: desk.client.headers,
      payload: { name: ['x', `a${NUL}`] },
    });
    expectFieldError(nested, 'name.1', nulMessage);
  });

  it('answers 400 for a query string', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets?search=%00',
      headers: desk.technician.headers,
    });
    expectFieldError(response, 'search', nulMessage);
  });

  it('answers 400 for a path parameter', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tickets/%00',
      headers: desk.technician.headers,
    });
    expectFieldError(response, 'id', nulMessage);
  });

  it('answers 400 for a field of the public form and of a multipart comment', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tickets/public',
      headers: MULTIPART,
      payload: multipart(publicFields({ customerName: `Patricia${NUL}` })),
    });
    expectFieldError(response, 'customerName', nulMessage);
    const comment = await testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/comments`,
      headers: { ...desk.client.headers, ...MULTIPART },
      payload: multipart([{ name: 'body', value: `hola${NUL}` }]),
    });
    expectFieldError(comment, 'body', nulMessage);
  });

  it('answers 400 for a name at sign-up', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `Ana${NUL}`, email: 'ana.nul@example.pe', password: 'Soporte-Seguro-2026' },
    });
    expectFieldError(response, 'name', nulMessage);
  });
});

describe('malformed multipart bodies', () => {
  const cases = [
    {
      name: 'a boundary that is not in the body',
      headers: { 'content-type': 'multipart/form-data; boundary=otro' },
      payload: () => multipart(publicFields()),
    },
    {
      name: 'a content type without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: () => multipart(publicFields()),
    },
    {
      name: 'a body cut in the middle of a part',
      headers: MULTIPART,
      payload: () => multipart(publicFields()).slice(0, 200),
    },
    {
      name: 'a body cut inside a file',
      headers: MULTIPART,
      payload: () =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nlog del`,
    },
  ];

  const routes: Array<[string, () => string, boolean]> = [
    ['the public form', () => '/api/tickets/public', false],
    ['attachments', () => `/api/tickets/${ticketId}/attachments`, true],
    ['comments', () => `/api/tickets/${ticketId}/comments`, true],
  ];

  describe.each(cases)('$name', ({ headers, payload }) => {
    it.each(routes)('answers 400 on %s', async (_label, url, isSignedIn) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: url(),
        headers: { ...(isSignedIn ? desk.client.headers : {}), ...headers },
        payload: payload(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toMatch(/[áéíóúñ]/);
    });
  });
});

describe('a failed statement in the logs', () => {
  it('keeps the SQL and the column names, not the values (a password hash among them)', async () => {
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0bw$bm90LWEtcmVhbC1oYXNo';
    const row = { name: 'Ana', email: 'ana.duplicada@example.pe', passwordHash };
    await testApp.database.db.insert(users).values(row);
    const failure = await testApp.database.db
      .insert(users)
      .values(row)
      .then(() => null)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify({ ...failure, message: failure!.message })).toContain(passwordHash);

    const logged = JSON.stringify(serializeError(failure!));
    expect(logged).not.toContain(passwordHash);
    expect(logged).not.toContain('ana.duplicada@example.pe');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('[oculto]');
  });
});
