import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createSharedTestDatabase } from '../../test/test-database';
import { createTicket, makeHelpDesk } from '../../test/ticket-factories';
import { until } from '../../test/until';

// docs/jobs.md#event-outbox, the crash test: a real server process is killed (SIGKILL) after the
// commit of a change and before its notification is written; a second process started on the same
// database delivers the notification, exactly once. PostgreSQL only: it takes two processes.

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-keys'; // as build-test-app signs

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm start`'s server, from the sources, in a process of its own on `databaseUrl`. */
async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-crash-'));
  dataDirs.push(dataDir);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SECRETS_KEY: 'crash-test-secrets-key-that-is-long-enough',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: 'https://soporte.example.pe',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      return fetch(`${base}/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
    },
    (status) => status === 200,
    { ms: 90_000 }, // a start from the sources, on a busy machine
  );
  return { child, base };
}

describe.runIf(inject('testEngine') === 'postgres')('event outbox across a crash', () => {
  it('delivers the notification of a change whose process was killed after the commit, once', async () => {
    const shared = await createSharedTestDatabase();
    const sql = new pg.Client({ connectionString: shared.url });
    try {
      // The help desk and a ticket, through an in-process instance that then goes away.
      const setup = await buildTestApp({ JWT_SECRET }, { database: shared.open() });
      const desk = await makeHelpDesk(setup);
      const ticket = await createTicket(setup.app, desk.client, {
        departmentId: desk.department.id,
        title: 'La caja registradora se reinicia sola',
      });
      await setup.app.events.drain();
      await setup.app.close();
      await sql.connect();
      const assignedRows = async () =>
        Number(
          (
            await sql.query(
              `SELECT count(*) AS n FROM notifications
               WHERE ticket_id = $1 AND user_id = $2 AND type = 'TICKET_ASSIGNED'`,
              [ticket.id, desk.technician.user.id],
            )
          ).rows[0].n,
        );
      const outboxRows = async () =>
        Number((await sql.query(`SELECT count(*) AS n FROM event_outbox`)).rows[0].n);

      const first = await startServer(shared.url);
      // Hold the notifications table: the server's delivery, after the commit, waits on it.
      const holder = new pg.Client({ connectionString: shared.url });
      await holder.connect();
      const holderPid = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE notifications IN EXCLUSIVE MODE');
      const response = await fetch(`${first.base}/api/tickets/${ticket.id}/assign`, {
        method: 'POST',
        headers: { ...desk.lead.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ assignedToId: desk.technician.user.id }),
      });
      expect(response.status).toBe(200); // committed: the assignment is stored
      await until(
        async () =>
          Number(
            (await sql.query(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`)).rows[0].n,
          ),
        (waiting) => waiting > 0,
      );

      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      // The dead process's connections go with it (the kernel closed its sockets; the server
      // notices at its next read — end them now rather than wait).
      await sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), $1)`,
        [holderPid],
      );
      await holder.query('COMMIT');
      await holder.end();
      expect(await assignedRows()).toBe(0);
      expect(await outboxRows()).toBe(1);

      const second = await startServer(shared.url);
      await until(assignedRows, (rows) => rows === 1, { ms: 90_000 });
      await until(outboxRows, (rows) => rows === 0);
      // Later redeliveries find nothing left to deliver.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await assignedRows()).toBe(1);
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    } finally {
      await sql.end().catch(() => undefined);
      await shared.drop();
    }
  }, 180_000);
});
