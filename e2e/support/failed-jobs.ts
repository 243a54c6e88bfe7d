import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isClusterRun, startJourneyServer, type JourneyServer } from './journey-server';
import { startServer } from './server';

/**
 * A server on its own PostgreSQL database, for journeys that need what only the database can
 * produce on demand: a background job that failed all its attempts (docs/jobs.md#failures),
 * written as pg-boss leaves one. In the cluster run, two instances behind a balancer of their
 * own (support/journey-server.ts). E2E_POSTGRES_URL names the maintenance database (the local
 * trust-auth server by default).
 */

const MAINTENANCE_URL =
  process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type FailedJobsServer = {
  server: JourneyServer;
  insertFailedJob(queue: string, message: string, minutesAgo?: number): Promise<string>;
  stop(): Promise<void>;
};

async function maintenance(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: MAINTENANCE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One instance on a database of its own, dropped by `stop`. */
async function startOneOnPostgres(): Promise<JourneyServer & { databaseUrl: string }> {
  const name = `atiende_e2e_jobs_${randomBytes(4).toString('hex')}`;
  await maintenance(`CREATE DATABASE ${name}`);
  const url = new URL(MAINTENANCE_URL);
  url.pathname = `/${name}`;
  const secret = randomBytes(32).toString('hex');
  const server = await startServer({
    DATABASE_URL: url.toString(),
    JWT_SECRET: secret,
    SECRETS_KEY: secret,
  });
  return {
    baseUrl: server.baseUrl,
    databaseUrl: url.toString(),
    async stop() {
      await server.stop();
      await maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function startServerOnPostgres(): Promise<FailedJobsServer> {
  const server = isClusterRun() ? await startJourneyServer() : await startOneOnPostgres();
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  return {
    server,
    async insertFailedJob(queue, message, minutesAgo = 0) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO pgboss.job (name, data, state, output, retry_count, retry_limit, completed_on)
         VALUES ($1, '{}'::jsonb, 'failed', $2::jsonb, 5, 5, now() - make_interval(mins => $3))
         RETURNING id::text AS id`,
        [queue, JSON.stringify({ message }), minutesAgo],
      );
      return rows[0]!.id;
    },
    async stop() {
      await client.end();
      await server.stop();
    },
  };
}
