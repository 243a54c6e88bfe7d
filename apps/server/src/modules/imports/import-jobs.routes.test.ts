import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { type RoleHeaders, injectAsRole, signInEveryRole } from '../../../test/role-sessions';
import { auditLogs, importJobs } from '../../db/schema/index';
import { upload, waitForImport } from './import-test-support';
import { IMPORT_RUN_QUEUE, runImportJob } from './import-worker';
import * as repository from './imports.repository';
import { until } from '../../../test/until';

// docs/imports.md#running: imports run as `imports.run` jobs of the job runner (docs/jobs.md).

const testApp = useTestApp();
const headers: RoleHeaders = {};
const inject = injectAsRole(() => testApp, headers);

beforeAll(async () => {
  await signInEveryRole(testApp, headers);
});

const csv = [
  'Razón social;RUC',
  'Pollería Ñañez S.A.C.;20123456789',
  'Café Azul E.I.R.L.;20999888777',
  'Chifa Dragón;',
].join('\r\n');

async function draft() {
  const response = await upload(testApp.app, headers.ADMIN!, 'CUSTOMERS', {
    name: 'clientes.csv',
    bytes: csv,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { job, suggestedMapping } = response.json().data;
  return { id: job.id as string, mapping: suggestedMapping as Record<string, string> };
}

async function runJobsOf(importId: string) {
  const result = (await testApp.database.db.execute(
    sql`SELECT id::text AS id, state FROM pgboss.job
        WHERE name = ${IMPORT_RUN_QUEUE} AND data->>'importId' = ${importId}
        ORDER BY created_on`,
  )) as unknown as { rows: Array<{ id: string; state: string }> };
  return result.rows;
}

const rowOf = async (id: string) =>
  (await testApp.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;

function workerDeps() {
  return {
    db: testApp.database.db,
    storage: testApp.app.files.imports,
    log: testApp.app.log,
    events: testApp.app.events,
    jobs: testApp.app.jobs,
  };
}

describe('imports on the job runner', () => {
  it('sends one run with the start, none for a refused start, and waits 30 s of silence at most', async () => {
    const { id, mapping } = await draft();
    const bad = await inject('POST', `/api/imports/${id}/start`, 'ADMIN', { mapping: {} });
    expect(bad.statusCode).toBe(400);
    expect(await runJobsOf(id)).toEqual([]);

    const started = await inject('POST', `/api/imports/${id}/start`, 'ADMIN', { mapping });
    expect(started.statusCode, started.body).toBe(202);
    const twice = await inject('POST', `/api/imports/${id}/start`, 'ADMIN', { mapping });
    expect(twice.statusCode).toBe(409);
    expect(await waitForImport(testApp.app, headers.ADMIN!, id)).toMatchObject({
      phase: 'COMPLETED',
      createdRows: 3,
    });
    await until(
      () => runJobsOf(id),
      (jobs) => jobs.length === 1 && jobs[0]!.state === 'completed',
    );

    const queue = (await testApp.database.db.execute(
      sql`SELECT heartbeat_seconds AS "heartbeatSeconds" FROM pgboss.queue WHERE name = 'imports.run'`,
    )) as unknown as { rows: Array<{ heartbeatSeconds: number }> };
    expect(queue.rows).toEqual([{ heartbeatSeconds: 30 }]);
    const schedule = (await testApp.database.db.execute(
      sql`SELECT cron FROM pgboss.schedule WHERE name = 'imports.cleanup'`,
    )) as unknown as { rows: Array<{ cron: string }> };
    expect(schedule.rows).toEqual([{ cron: '40 * * * *' }]);
  });

  it('skips a run of an import already finished: nothing is written twice', async () => {
    const { id, mapping } = await draft();
    await inject('POST', `/api/imports/${id}/start`, 'ADMIN', { mapping });
    await waitForImport(testApp.app, headers.ADMIN!, id);
    const finished = await rowOf(id);

    const again = await testApp.app.jobs.send(IMPORT_RUN_QUEUE, { importId: id });
    await until(
      () => runJobsOf(id),
      (jobs) => jobs.some((job) => job.id === again && job.state === 'completed'),
    );
    expect(await rowOf(id)).toEqual(finished);
    const audits = await testApp.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'IMPORT_FINISHED')));
    expect(audits).toHaveLength(1);
  });

  it('starts over an import left RUNNING by an instance that died, when pg-boss retries its job', async () => {
    const { id, mapping } = await draft();
    // Queued and claimed by an instance that then died mid-import: no live job, stale counts.
    await repository.queueJob(testApp.database.db, id, mapping);
    await testApp.database.db
      .update(importJobs)
      .set({ status: 'RUNNING', processedRows: 99, createdRows: 99 })
      .where(eq(importJobs.id, id));

    await testApp.app.jobs.send(IMPORT_RUN_QUEUE, { importId: id });
    expect(await waitForImport(testApp.app, headers.ADMIN!, id)).toMatchObject({
      phase: 'COMPLETED',
      processedRows: 3,
    });
  });

  it('puts an import stopped by a shutdown back in the queue with a new run, which finishes it', async () => {
    const { id, mapping } = await draft();
    await repository.queueJob(testApp.database.db, id, mapping);
    await runImportJob(workerDeps(), id, new AbortController().signal, () => true);
    const [requeued] = await runJobsOf(id);
    expect(requeued).toBeDefined();
    expect(await waitForImport(testApp.app, headers.ADMIN!, id)).toMatchObject({
      phase: 'COMPLETED',
      processedRows: 3,
    });
  });

  it('leaves an import alone when another instance took its job over', async () => {
    const { id, mapping } = await draft();
    await repository.queueJob(testApp.database.db, id, mapping);
    const lost = new AbortController();
    lost.abort(new Error('claim gone'));
    await runImportJob(workerDeps(), id, lost.signal, () => false);
    // No new run, and the row stays with the instance that holds the job now.
    expect(await runJobsOf(id)).toEqual([]);
    expect((await rowOf(id)).status).toBe('RUNNING');
  });
});
