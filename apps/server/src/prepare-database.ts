import type { Config } from './config';
import { type Database, migrateDatabase } from './db/client';
import { ensureFirstAdmin } from './modules/users/index';

type FirstAdminResult = Awaited<ReturnType<typeof ensureFirstAdmin>>;

/**
 * What every start does to the database before serving: apply the migrations, then create the
 * first administrator on an empty database. Under the start lock, so instances started together
 * on one PostgreSQL database take turns: the first migrates and creates the administrator, the
 * others find both done (docs/operations.md#start).
 */
export function prepareDatabase(
  database: Database,
  admin: Config['admin'],
): Promise<FirstAdminResult> {
  return database.withStartLock(async () => {
    await migrateDatabase(database);
    return ensureFirstAdmin(database.db, admin);
  });
}
