import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { backupRoutes } from './backup.routes';

export { BACKUP_TOKEN_NAME, EMBEDDED_DUMP_PATH } from './backup.routes';
export { recordBackupAudit } from './backup.service';

export type BackupModuleOptions = { config: Config; database: Database };

/**
 * The running server's side of `npm run backup` on the embedded database
 * (docs/operations.md#backup-and-restore): only it can read PGlite while it runs.
 */
export const backupModule: FastifyPluginAsync<BackupModuleOptions> = async (app, options) => {
  if (options.database.engine !== 'pglite') return;
  await app.register(backupRoutes, options);
};
