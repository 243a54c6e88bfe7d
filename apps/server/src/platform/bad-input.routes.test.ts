import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  createDeskTicket,
  type HelpDesk,
  makeHelpDesk,
  publicTicketFields,
} from '../../test/ticket-factories';
import { users } from '../db/schema/index';
import { serializeError } from './log-serializers';

let desk: HelpDesk;
let ticketId: string;

const testApp = useTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
beforeAll(async () => {
  desk = await makeHelpDesk(testApp);
  ticketId = (await createDeskTicket(testApp.app, desk)).id;
});

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
  const postFileUnder = (fieldName: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticketId}/attachments`,
      headers: { ...desk.client.headers, ...MULTIPART },
      payload: multipart([{ name: fieldName, fileName: 'log.txt' }]),
    });

  it('answers 400 naming the attachments field instead of storing nothing', async () => {
    expectFieldError(await postFileUnder('files'), 'files', /attachments/);
  });

  it('still stores files sent under attachments', async () => {
    const response = await postFileUnder('attachments');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attachments).toHaveLength(1);
  });
});

describe('a NUL character in the input', () => {
  const nulMessage = /carácter no permitido/;
  type Case = {
    name: string;
    method: 'GET' | 'POST' | 'PATCH';
    url: () => string;
    headers?: () => Record<string, string>;
    payload?: () => string | object;
    field: string;
  };
  const cases: Case[] = [
    {
      name: 'a ticket title',
      method: 'POST',
      url: () => '/api/tickets',
      headers: () => desk.client.headers,
      payload: () => ({
        title: `Impresora${NUL}rota`,
        description: 'Desde esta mañana.',
        departmentId: desk.department.id,
      }),
      field: 'title',
    },
    {
      name: 'a comment',
      method: 'POST',
      url: () => `/api/tickets/${ticketId}/comments`,
      headers: () => desk.client.headers,
      payload: () => ({ body: `hola${NUL}`, isInternal: false }),
      field: 'body',
    },
    {
      name: 'a nested field, named with its index',
      method: 'PATCH',
      url: () => '/api/account',
      headers: () => desk.client.headers,
      payload: () => ({ name: ['x', `a${NUL}`] }),
      field: 'name.1',
    },
    {
      name: 'a query string',
      method: 'GET',
      url: () => '/api/tickets?search=%00',
      headers: () => desk.technician.headers,
      field: 'search',
    },
    {
      name: 'a path parameter',
      method: 'GET',
      url: () => '/api/tickets/%00',
      headers: () => desk.technician.headers,
      field: 'id',
    },
    {
      name: 'a field of the public form',
      method: 'POST',
      url: () => '/api/tickets/public',
      headers: () => MULTIPART,
      payload: () => multipart(publicFields({ customerName: `Patricia${NUL}` })),
      field: 'customerName',
    },
    {
      name: 'a multipart comment',
      method: 'POST',
      url: () => `/api/tickets/${ticketId}/comments`,
      headers: () => ({ ...desk.client.headers, ...MULTIPART }),
      payload: () => multipart([{ name: 'body', value: `hola${NUL}` }]),
      field: 'body',
    },
    {
      name: 'a name at sign-up',
      method: 'POST',
      url: () => '/api/auth/register',
      payload: () => ({
        name: `Ana${NUL}`,
        email: 'ana.nul@example.pe',
        password: 'Soporte-Seguro-2026',
      }),
      field: 'name',
    },
  ];

  it.each(cases)('answers 400 for $name', async ({ method, url, headers, payload, field }) => {
    const response = await testApp.app.inject({
      method,
      url: url(),
      headers: headers?.() ?? {},
      payload: payload?.(),
    });
    expectFieldError(response, field, nulMessage);
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
