import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { injectAsRole, signInEveryRole, type RoleHeaders } from '../../../test/role-sessions';

// docs/jobs.md#failures: the failed jobs of /admin/monitoring and their retry, administrators only.

const testApp = useTestApp();
const headers: RoleHeaders = {};
const inject = injectAsRole(() => testApp, headers);

beforeAll(async () => {
  await signInEveryRole(testApp, headers);
});

/** A job of `queue` that failed all its attempts, written as pg-boss leaves one. */
async function insertFailedJob(queue: string, message: string, failedMinutesAgo = 0) {
  const result = (await testApp.database.db.execute(sql`
    INSERT INTO pgboss.job (name, data, state, output, retry_count, retry_limit, completed_on)
    VALUES (${queue}, '{"to":"cliente@example.pe"}'::jsonb, 'failed',
      ${JSON.stringify({ message })}::jsonb, 2, 2,
      now() - make_interval(mins => ${failedMinutesAgo}))
    RETURNING id::text AS id`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]!.id;
}

async function stateOf(id: string) {
  const result = (await testApp.database.db.execute(
    sql`SELECT state FROM pgboss.job WHERE id = ${id}::uuid`,
  )) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]?.state;
}

describe('GET /api/admin/jobs', () => {
  it('lists the queues and the failed jobs, newest first, named in Spanish, without their data', async () => {
    const older = await insertFailedJob('mail.outbox', 'SMTP no responde', 30);
    const newer = await insertFailedJob('audit.retention', 'tiempo de espera agotado', 1);
    const response = await inject('GET', '/api/admin/jobs?limit=100', 'ADMIN');
    expect(response.statusCode, response.body).toBe(200);
    const { queues, failedJobs } = response.json().data;
    expect(queues).toContainEqual({
      queue: 'mail.outbox',
      label: 'Envío de correos',
      queued: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(
      queues.find((entry: { queue: string }) => entry.queue === 'audit.retention'),
    ).toMatchObject({ label: 'Limpieza de auditoría' });
    const ids = failedJobs.map((job: { id: string }) => job.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(failedJobs.find((job: { id: string }) => job.id === older)).toEqual({
      id: older,
      queue: 'mail.outbox',
      label: 'Envío de correos',
      error: 'SMTP no responde',
      attempts: 3,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(response.body).not.toContain('cliente@example.pe');

    const limited = await inject('GET', '/api/admin/jobs?limit=1', 'ADMIN');
    expect(limited.json().data.failedJobs).toHaveLength(1);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses %s with 403', async (role) => {
    expect((await inject('GET', '/api/admin/jobs', role)).statusCode).toBe(403);
  });

  it('refuses anonymous callers with 401 and a limit out of range with 400', async () => {
    expect((await inject('GET', '/api/admin/jobs')).statusCode).toBe(401);
    const response = await inject('GET', '/api/admin/jobs?limit=1000', 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('El límite debe ser un número entre 1 y 100');
  });
});

describe('POST /api/admin/jobs/:queue/:id/retry', () => {
  it('puts a failed job back in its queue once, audited', async () => {
    const id = await insertFailedJob('audit.retention', 'tiempo de espera agotado');
    const response = await inject('POST', `/api/admin/jobs/audit.retention/${id}/retry`, 'ADMIN');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ retried: true });
    expect(await stateOf(id)).not.toBe('failed');

    const again = await inject('POST', `/api/admin/jobs/audit.retention/${id}/retry`, 'ADMIN');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'La tarea no existe o ya no está fallida; actualiza la lista.',
    );

    const audit = await inject('GET', '/api/audit-logs?action=JOB_RETRIED', 'ADMIN');
    const entries = audit.json().data.auditLogs as Array<Record<string, unknown>>;
    expect(entries.filter((entry) => entry.entityId === id)).toEqual([
      expect.objectContaining({
        entityType: 'JOB',
        message: 'Se reintentó la tarea fallida "Limpieza de auditoría"',
      }),
    ]);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT', undefined] as const)(
    'refuses %s and leaves the job failed',
    async (role) => {
      const id = await insertFailedJob('mail.outbox', 'SMTP no responde');
      const response = await inject('POST', `/api/admin/jobs/mail.outbox/${id}/retry`, role);
      expect(response.statusCode).toBe(role ? 403 : 401);
      expect(await stateOf(id)).toBe('failed');
    },
  );

  it('answers 404 for an unknown job or queue, and 400 for a malformed one', async () => {
    const id = await insertFailedJob('mail.outbox', 'SMTP no responde');
    const unknownId = await inject(
      'POST',
      '/api/admin/jobs/mail.outbox/00000000-0000-4000-8000-000000000000/retry',
      'ADMIN',
    );
    expect(unknownId.statusCode).toBe(404);
    const wrongQueue = await inject('POST', `/api/admin/jobs/audit.retention/${id}/retry`, 'ADMIN');
    expect(wrongQueue.statusCode).toBe(404);
    const unknownQueue = await inject('POST', `/api/admin/jobs/nada.nada/${id}/retry`, 'ADMIN');
    expect(unknownQueue.statusCode).toBe(404);

    const badId = await inject('POST', '/api/admin/jobs/mail.outbox/123/retry', 'ADMIN');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('El identificador de la tarea no es válido');
    const badQueue = await inject('POST', `/api/admin/jobs/MAIL;DROP/${id}/retry`, 'ADMIN');
    expect(badQueue.statusCode).toBe(400);
    expect(badQueue.body).toContain('El nombre de la cola no es válido');
    expect(await stateOf(id)).toBe('failed');
  });
});
