import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { resolveSecret } from '../../platform/secrets';
import { dumpEmbeddedDatabase } from './backup.service';

export const EMBEDDED_DUMP_PATH = '/api/admin/backup/embedded-dump';
/** DATA_DIR/secrets/backup-token.key: whoever can read it can already read DATA_DIR itself. */
export const BACKUP_TOKEN_NAME = 'backup-token';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

function hasToken(request: FastifyRequest, token: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  return given.length === token.length && timingSafeEqual(given, token);
}

/**
 * POST /api/admin/backup/embedded-dump (docs/operations.md#backup-and-restore): the database's
 * dump for `npm run backup` while the server runs. Two guards, both required: the TCP peer is
 * this machine (the socket's address, never X-Forwarded-For: a proxy on the same machine still
 * needs the token) and the bearer token from DATA_DIR/secrets. Anyone else gets 403, as a
 * signed-in administrator does: a backup holds every account's password hash.
 */
export const backupRoutes: FastifyPluginAsync<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  const token = Buffer.from(resolveSecret(undefined, config.dataDir, BACKUP_TOKEN_NAME));
  app.post(
    EMBEDDED_DUMP_PATH,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress) || !hasToken(request, token)) {
        throw new AppError('FORBIDDEN');
      }
      const dump = await dumpEmbeddedDatabase(database);
      request.log.warn({ bytes: dump.length }, 'embedded database dumped for a backup');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('cache-control', 'no-store')
        .send(dump);
    },
  );
};
