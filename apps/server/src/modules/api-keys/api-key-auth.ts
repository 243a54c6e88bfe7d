import { API_KEY_MARK, apiKeyMessages } from '@atiende/contracts/api-keys';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ApiKeyRow } from '../../db/schema/index';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import type { ApiKeyIdentity } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { hashOpaqueToken } from '../../platform/hashing';
import { recordAudit } from '../audit/index';
import * as repository from './api-keys.repository';
import { apiKeyStatusOf } from './api-keys.service';

/** Longer than any key we make; anything longer is not looked up. */
const API_KEY_MAX_LENGTH = 128;

export type FoundApiKey = {
  key: ApiKeyRow;
  /** Null when usable; else why not, in Spanish. */
  problem: string | null;
  code: 'API_KEY_INVALID' | 'API_KEY_REVOKED' | 'API_KEY_EXPIRED' | null;
};

/**
 * A key by its secret, with why it cannot be used (revoked, expired, its administrator gone).
 * Counts nothing: /admin/token-test reads keys this way too.
 */
export async function findApiKey(db: Db, secret: string): Promise<FoundApiKey | undefined> {
  if (!secret.startsWith(API_KEY_MARK) || secret.length > API_KEY_MAX_LENGTH) return undefined;
  const found = await repository.findApiKeyByHash(db, hashOpaqueToken(secret));
  if (!found) return undefined;
  const status = apiKeyStatusOf(found.key);
  const problems = apiKeyMessages.problems;
  if (status === 'REVOKED')
    return { key: found.key, problem: problems.revoked, code: 'API_KEY_REVOKED' };
  if (status === 'EXPIRED')
    return { key: found.key, problem: problems.expired, code: 'API_KEY_EXPIRED' };
  // docs/api-keys.md#what-a-key-acts-as: a key acts as its creator, who must still be an active
  // administrator.
  if (!found.key.createdById || found.ownerRole !== 'ADMIN' || !found.ownerIsActive) {
    return { key: found.key, problem: problems.ownerGone, code: 'API_KEY_INVALID' };
  }
  return { key: found.key, problem: null, code: null };
}

function secondsToNextMinute(minute: Date): number {
  return Math.max(1, Math.ceil((minute.getTime() + 60_000 - Date.now()) / 1000));
}

/**
 * The guard's check of an `X-API-Key` (docs/api-keys.md): unknown → 401 API_KEY_INVALID, revoked
 * or expired → 401, over the key's requests per minute → 429 with Retry-After. Every use is
 * counted in the key's minute; the first use of each minute writes one API_KEY_USED audit row
 * (docs/api-keys.md#rate-limit-and-audit).
 */
export function createApiKeyAuthenticator(db: Db) {
  return async (
    secret: string,
    request: FastifyRequest,
  ): Promise<{ claims: AccessClaims; key: ApiKeyIdentity }> => {
    const found = await findApiKey(db, secret);
    if (!found) throw new AppError('API_KEY_INVALID');
    if (found.code) {
      throw new AppError(found.code, undefined, { message: found.problem ?? undefined });
    }
    const { key } = found;
    const ownerId = key.createdById!;
    const use = await repository.countApiKeyUse(db, key.id);
    if (use.isFirstOfMinute) {
      await recordAudit(db, {
        context: {
          actorId: ownerId,
          actorRole: 'ADMIN',
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id ?? null,
        },
        action: 'API_KEY_USED',
        entityType: 'API_KEY',
        entityId: key.id,
        details: {
          keyName: key.name,
          prefix: key.prefix,
          minute: use.minute.toISOString(),
          firstRequest: `${request.method} ${request.routeOptions.url ?? ''}`,
        },
        message: apiKeyMessages.audit.used(key.name),
      });
      await repository.pruneApiKeyUsage(db, key.id);
    }
    if (use.requests > key.rateLimitPerMinute) {
      throw new AppError('API_KEY_RATE_LIMITED', undefined, {
        headers: { 'retry-after': String(secondsToNextMinute(use.minute)) },
      });
    }
    return {
      claims: { userId: ownerId, role: 'ADMIN', sessionId: `api-key:${key.id}` },
      key: { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes },
    };
  };
}
