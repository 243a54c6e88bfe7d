import type { Role } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeSignedInUser } from '../../../test/build-test-app';
import { signInEveryRole, type RoleHeaders } from '../../../test/role-sessions';
import { auditLogs } from '../../db/schema/index';
import { pruneAuditLogs } from './audit.service';

const headers: RoleHeaders = {};
let userIds: Record<Role, string>;

const REPORTS_PER_MINUTE = 6;

function report(role: Role | undefined, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/audit-logs',
    headers: { ...(role ? headers[role] : {}), 'user-agent': 'Vitest/Report' },
    payload: payload as object,
  });
}

const renderError = {
  eventType: 'REACT_ERROR_BOUNDARY',
  description: 'Cannot read properties of undefined (reading "map")',
  details: {
    errorName: 'TypeError',
    errorMessage: 'Cannot read properties of undefined (reading "map")',
    stack: 'TypeError: Cannot read…\n    at TicketList',
    url: '/tickets',
  },
};

const testApp = useTestApp({
  RATE_LIMIT_AUDIT_REPORTS_PER_MINUTE: String(REPORTS_PER_MINUTE),
});
beforeAll(async () => {
  userIds = await signInEveryRole(testApp, headers);
});

describe('POST /api/audit-logs', () => {
  it('stores a render error from any signed-in user, classified by the server', async () => {
    const response = await report('TECHNICIAN', { ...renderError, severity: 'INFO' });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as string;
    const [row] = await testApp.database.db.select().from(auditLogs).where(eq(auditLogs.id, id));
    expect(row).toMatchObject({
      action: 'REACT_ERROR_BOUNDARY',
      entityType: 'FRONTEND',
      actorId: userIds.TECHNICIAN,
      actorRole: 'TECHNICIAN',
      // docs/product/audit-and-monitoring.md: a TypeError that is not "is not a function" is a
      // WARNING, whatever was claimed.
      severity: 'WARNING',
      userAgent: 'Vitest/Report',
    });
    expect(row!.details).toMatchObject({ url: '/tickets', errorName: 'TypeError' });
  });

  it('stores an API error as API with the severity of its status', async () => {
    const response = await report('CLIENT', {
      eventType: 'API_ERROR',
      description: 'GET /tickets respondió 500',
      details: {
        endpoint: '/tickets',
        method: 'GET',
        statusCode: 503,
        responseData: { password: 'no-debe-guardarse', message: 'caído' },
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.id, response.json().data.id));
    expect(row).toMatchObject({ action: 'API_ERROR', entityType: 'API', severity: 'ERROR' });
    expect(JSON.stringify(row!.details)).not.toContain('no-debe-guardarse');
  });

  it('cuts a long stack trace instead of refusing the report', async () => {
    const response = await report('ADMIN', {
      ...renderError,
      details: { ...renderError.details, stack: 'x'.repeat(12_000) },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.id, response.json().data.id));
    expect((row!.details as { stack: string }).stack).toHaveLength(4_000);
  });

  it('rejects an unknown event type with a Spanish 400 and writes nothing', async () => {
    const before = await testApp.database.db.$count(auditLogs);
    const response = await report('ADMIN', { ...renderError, eventType: 'LOGIN_SUCCEEDED' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'El tipo de evento debe ser REACT_ERROR_BOUNDARY o API_ERROR',
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(await testApp.database.db.$count(auditLogs)).toBe(before);
  });

  it('rejects a missing description and a wrong status code type in Spanish', async () => {
    const missing = await report('ADMIN', { eventType: 'REACT_ERROR_BOUNDARY' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('La descripción es obligatoria');
    const wrongType = await report('ADMIN', {
      eventType: 'API_ERROR',
      description: 'x',
      details: { statusCode: 'quinientos' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.details).toContainEqual({
      field: 'details.statusCode',
      message: 'El código de estado debe ser un número entre 0 y 599',
    });
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await report('ADMIN', {
      ...renderError,
      details: { ...renderError.details, componentStack: 'y'.repeat(40_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs a session (docs/product/audit-and-monitoring.md: the call carries the Bearer token)', async () => {
    const response = await report(undefined, renderError);
    expect(response.statusCode).toBe(401);
  });

  it('answers 429 once a user has sent too many reports in a minute', async () => {
    const signedIn = await makeSignedInUser(testApp, 'CLIENT');
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/audit-logs',
        headers: signedIn.headers,
        payload: renderError,
      });
    for (let index = 0; index < REPORTS_PER_MINUTE; index += 1) {
      expect((await send()).statusCode).toBe(201);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/audit-logs', () => {
  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses %s with 403', async (role) => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit-logs',
      headers: headers[role],
    });
    expect(list.statusCode).toBe(403);
    const exported = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit-logs/export',
      headers: headers[role],
    });
    expect(exported.statusCode).toBe(403);
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/audit-logs' });
    expect(response.statusCode).toBe(401);
  });

  it('lists newest first with actor names and pagination', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit-logs?limit=2',
      headers: headers.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const { auditLogs: entries, pagination } = response.json().data;
    expect(entries).toHaveLength(2);
    expect(entries[0].createdAt >= entries[1].createdAt).toBe(true);
    expect(pagination).toMatchObject({ page: 1, limit: 2 });
    expect(pagination.total).toBeGreaterThan(2);
    const signIn = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/audit-logs?action=LOGIN_SUCCEEDED&actorId=${userIds.ADMIN}`,
        headers: headers.ADMIN,
      })
    ).json().data.auditLogs[0];
    expect(signIn).toMatchObject({ actorRole: 'ADMIN', actorEmail: expect.stringContaining('@') });
  });

  it('filters by severity, entity type, text and Lima days', async () => {
    const get = (query: string) =>
      testApp.app
        .inject({ method: 'GET', url: `/api/audit-logs?${query}`, headers: headers.ADMIN })
        .then((response) => response.json().data.auditLogs as Array<Record<string, unknown>>);
    const warnings = await get('severity=WARNING&entityType=FRONTEND');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((entry) => entry.severity === 'WARNING')).toBe(true);
    expect(await get('search=respondi%C3%B3%20500')).toHaveLength(1);
    expect(await get('search=100%25_nada')).toHaveLength(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    expect((await get(`from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await get('from=2001-01-01&to=2001-01-31')).toHaveLength(0);
  });

  it('rejects bad filters with Spanish 400s', async () => {
    const bad = (query: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/audit-logs?${query}`,
        headers: headers.ADMIN,
      });
    const date = await bad('from=31/12/2025');
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toBe('La fecha debe tener el formato aaaa-mm-dd');
    const range = await bad('from=2026-02-01&to=2026-01-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('La fecha inicial no puede ser posterior a la final');
    expect((await bad('severity=LOW')).json().message).toBe('La severidad no es válida');
    expect((await bad('actorId=123')).json().message).toBe('El identificador no es válido');
    expect((await bad('limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/audit-logs/export', () => {
  it('streams CSV with formulas neutralised, and records the export', async () => {
    await report('ADMIN', {
      eventType: 'REACT_ERROR_BOUNDARY',
      description: '=HYPERLINK("http://malo.example","clic")',
      details: { errorName: '@SUM(A1)', url: '+51 987' },
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/audit-logs/export?action=REACT_ERROR_BOUNDARY',
      headers: headers.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.body.replace(/^\uFEFF/, '');
    const [header, ...lines] = body.trim().split('\n');
    expect(header).toContain('Fecha (Lima),Fecha (UTC),Usuario');
    expect(body).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"")"`);
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(lines.every((line) => line.includes('REACT_ERROR_BOUNDARY'))).toBe(true);

    const [exported] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'AUDIT_LOG_EXPORTED'));
    expect(exported).toMatchObject({
      actorId: userIds.ADMIN,
      entityType: 'AUDIT_LOG',
      details: { filters: { action: 'REACT_ERROR_BOUNDARY' } },
    });
  });
});

describe('retention', () => {
  it('removes entries older than the retention days and keeps the rest', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const [row] = await testApp.database.db
      .insert(auditLogs)
      .values({
        createdAt: old,
        action: 'LOGOUT',
        entityType: 'USER',
        message: 'antigua',
      })
      .returning();
    const before = await testApp.database.db.$count(auditLogs);
    expect(await pruneAuditLogs(testApp.database.db, 365)).toBe(1);
    expect(await testApp.database.db.$count(auditLogs)).toBe(before - 1);
    expect(await testApp.database.db.$count(auditLogs, eq(auditLogs.id, row!.id))).toBe(0);
  });
});
