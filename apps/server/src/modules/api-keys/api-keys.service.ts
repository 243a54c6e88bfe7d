import { randomBytes } from 'node:crypto';
import type { apiKeyInputSchema } from '@atiende/contracts/api-keys';
import {
  API_KEY_MARK,
  apiKeyMessages,
  type ApiKey,
  type ApiKeyStatus,
} from '@atiende/contracts/api-keys';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { ApiKeyRow } from '../../db/schema/index';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import { hashOpaqueToken } from '../../platform/hashing';
import { recordAudit, type AuditContext } from '../audit/index';
import * as repository from './api-keys.repository';

type ApiKeyInput = z.output<typeof apiKeyInputSchema>;
const audit = apiKeyMessages.audit;

/**
 * docs/api-keys.md#keys: `atk_` + 8 hex characters (the prefix the page shows) + `_` + 32 random
 * bytes. Only the SHA-256 of the whole key is stored: a fast hash is enough for 256 random bits,
 * and it lets the guard find the key with one indexed lookup.
 */
export function generateApiKeySecret(): { secret: string; prefix: string } {
  const prefix = `${API_KEY_MARK}${randomBytes(4).toString('hex')}`;
  return { secret: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

export function apiKeyStatusOf(
  row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): ApiKeyStatus {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'EXPIRED';
  return 'ACTIVE';
}

function toApiKey(row: repository.ApiKeyListRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: apiKeyStatusOf(row),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    rateLimitPerMinute: row.rateLimitPerMinute,
    usesLast24h: row.usesLast24h,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById && row.createdByName
        ? { id: row.createdById, name: row.createdByName }
        : null,
  };
}

/** What an audit row keeps of a key: never its hash. */
function snapshotOf(key: ApiKey) {
  const { usesLast24h: _uses, lastUsedAt: _last, ...rest } = key;
  return rest;
}

/** Keys are managed by administrators only (the routes say so); every change is audited. */
export function createApiKeysService({ db }: { db: Db }) {
  async function get(executor: Executor, id: string) {
    const row = await repository.findApiKeyById(executor, id);
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    return toApiKey(row);
  }

  async function list(): Promise<ApiKey[]> {
    return (await repository.findAllApiKeys(db)).map(toApiKey);
  }

  async function create(admin: AccessClaims, input: ApiKeyInput, context: AuditContext) {
    const { secret, prefix } = generateApiKeySecret();
    return db.transaction(async (tx) => {
      const { id } = await repository.insertApiKey(tx, {
        name: input.name,
        prefix,
        secretHash: hashOpaqueToken(secret),
        scopes: input.scopes,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        rateLimitPerMinute: input.rateLimitPerMinute,
        createdById: admin.userId,
      });
      const apiKey = await get(tx, id);
      await recordAudit(tx, {
        context,
        action: 'API_KEY_CREATED',
        entityType: 'API_KEY',
        entityId: id,
        after: snapshotOf(apiKey),
        message: audit.created(apiKey.name),
      });
      return { apiKey, secret };
    });
  }

  async function update(id: string, input: ApiKeyInput, context: AuditContext) {
    return db.transaction(async (tx) => {
      const before = await get(tx, id);
      await repository.updateApiKey(tx, id, {
        name: input.name,
        scopes: input.scopes,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        rateLimitPerMinute: input.rateLimitPerMinute,
      });
      const after = await get(tx, id);
      await recordAudit(tx, {
        context,
        action: 'API_KEY_UPDATED',
        entityType: 'API_KEY',
        entityId: id,
        before: snapshotOf(before),
        after: snapshotOf(after),
        message: audit.updated(after.name),
      });
      return after;
    });
  }

  /** Revoking twice keeps the first moment: the key stopped working then. */
  async function revoke(id: string, context: AuditContext) {
    return db.transaction(async (tx) => {
      const before = await get(tx, id);
      if (before.revokedAt) return before;
      await repository.updateApiKey(tx, id, { revokedAt: new Date() });
      const after = await get(tx, id);
      await recordAudit(tx, {
        context,
        action: 'API_KEY_REVOKED',
        entityType: 'API_KEY',
        entityId: id,
        before: snapshotOf(before),
        after: snapshotOf(after),
        message: audit.revoked(after.name),
      });
      return after;
    });
  }

  /** The key goes; the tickets it created stay (their `api_key_id` becomes null). */
  async function remove(id: string, context: AuditContext) {
    await db.transaction(async (tx) => {
      const before = await get(tx, id);
      await repository.deleteApiKey(tx, id);
      await recordAudit(tx, {
        context,
        action: 'API_KEY_DELETED',
        entityType: 'API_KEY',
        entityId: id,
        before: snapshotOf(before),
        severity: 'WARNING',
        message: audit.removed(before.name),
      });
    });
  }

  return { list, get: (id: string) => get(db, id), create, update, revoke, remove };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
