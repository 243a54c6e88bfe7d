import pg from 'pg';
import { databaseFromUrl, type Database } from '../db/client';

/**
 * A bench's own database on the PostgreSQL server at `serverUrl` (docs/performance.md): created
 * and migrated, handed to `work` with its address, then dropped whatever happened.
 */
export async function withBenchDatabase<T>(
  serverUrl: string,
  label: string,
  log: (line: string) => void,
  work: (database: Database, url: string) => Promise<T>,
): Promise<T> {
  const name = `atiende_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let isClosing = false; // dropping the database ends the pool's last connections: not news
  const database = databaseFromUrl(
    url.toString(),
    { error: (_detail, message) => (isClosing ? undefined : log(message)) },
    4,
  );
  try {
    await database.migrate();
    return await work(database, url.toString());
  } finally {
    isClosing = true;
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}
