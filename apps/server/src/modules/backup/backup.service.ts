import type { PGlite } from '@electric-sql/pglite';
import { auditMessages } from '@atiende/contracts';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../audit/index';

/**
 * The BACKUP_CREATED entry (docs/audit.md): written by whichever process takes the backup, before
 * the dump, so the backup holds its own entry. No actor: the command line has no session.
 */
export function recordBackupAudit(executor: Executor, details: Record<string, unknown>) {
  return recordAudit(executor, {
    context: { actorId: null, actorRole: null, ip: null, userAgent: null, requestId: null },
    action: 'BACKUP_CREATED',
    entityType: 'BACKUP',
    severity: 'WARNING',
    details,
    message: auditMessages.entries.backupCreated(String(details.engine)),
  });
}

/** PGlite's own copy of its data directory (a tar.gz), taken between two queries. */
export async function dumpEmbeddedDatabase(database: Database): Promise<Buffer> {
  await recordBackupAudit(database.db, { engine: 'pglite', via: 'server' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  return Buffer.from(await dump.arrayBuffer());
}
