import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../../apps/server/test/s3-server';
import { startBalancer, type Balancer } from './balancer';
import { freePort, startServer, type RunningServer } from './server';

/**
 * docs/operations.md#several-instances, as CI runs it: two instances of the built server on one
 * fresh PostgreSQL database, one Redis and one S3-compatible bucket (s3rver on loopback), the
 * same JWT_SECRET and SECRETS_KEY, behind a round-robin balancer. Each instance keeps its own
 * DATA_DIR, so nothing reaches the other through the disk.
 *
 * E2E_POSTGRES_URL names the maintenance database (the local trust-auth server by default);
 * E2E_REDIS_URL (else TEST_REDIS_URL, else the local server) the Redis both instances use.
 */

const MAINTENANCE_URL =
  process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL =
  process.env.E2E_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Cluster = {
  /** The balancer's address: what a browser opens. */
  url: string;
  /** The instances' database, for what only the database can produce on demand. */
  databaseUrl: string;
  /** Each instance's own address, to reach one of them directly. */
  instances: string[];
  balancer: Balancer;
  bucket: TestS3Server;
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

/** `env` is added to every instance's environment (a journey's own limits or web build). */
export async function startCluster(size = 2, env: Record<string, string> = {}): Promise<Cluster> {
  const name = `atiende_e2e_cluster_${randomBytes(4).toString('hex')}`;
  await maintenance(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(MAINTENANCE_URL);
  databaseUrl.pathname = `/${name}`;
  const bucket = await startS3Server('atiende-cluster');
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    JWT_SECRET: randomBytes(48).toString('base64'),
    SECRETS_KEY: randomBytes(48).toString('base64'),
    PUBLIC_URL: publicUrl,
    ...bucket.env,
    ...env,
  };
  const servers: RunningServer[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await bucket.stop();
    await maintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    // Started together on the fresh database, as an orchestrator would: the first migrates and
    // creates the administrator under the advisory lock, the other waits (docs/operations.md#start).
    const started = await Promise.allSettled(
      Array.from({ length: size }, () => startServer(shared)),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    balancer = await startBalancer(
      servers.map((server) => new URL(server.baseUrl)),
      balancerPort,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: balancer.url,
    databaseUrl: databaseUrl.toString(),
    instances: servers.map((server) => server.baseUrl),
    balancer,
    bucket,
    stop,
  };
}
