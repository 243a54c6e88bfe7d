import { desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema/index';

/** How long the per-minute counts are kept: the page shows the last 24 hours. */
const USAGE_KEPT = sql`interval '2 days'`;

export type ApiKeyListRow = ApiKeyRow & {
  createdByName: string | null;
  usesLast24h: number;
};

const usesLast24h = sql<number>`(
  SELECT coalesce(sum(u.requests), 0)::int FROM api_key_usage u
  WHERE u.api_key_id = ${apiKeys.id} AND u.minute >= now() - interval '24 hours'
)`;

const listColumns = {
  key: apiKeys,
  createdByName: users.name,
  usesLast24h,
};

function toListRow(row: { key: ApiKeyRow; createdByName: string | null; usesLast24h: number }) {
  return { ...row.key, createdByName: row.createdByName, usesLast24h: Number(row.usesLast24h) };
}

export async function findAllApiKeys(executor: Executor): Promise<ApiKeyListRow[]> {
  const rows = await executor
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toListRow);
}

export async function findApiKeyById(
  executor: Executor,
  id: string,
): Promise<ApiKeyListRow | undefined> {
  const [row] = await executor
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.id, id));
  return row && toListRow(row);
}

export async function insertApiKey(executor: Executor, values: typeof apiKeys.$inferInsert) {
  const [row] = await executor.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!;
}

export async function updateApiKey(
  executor: Executor,
  id: string,
  values: Partial<typeof apiKeys.$inferInsert>,
): Promise<boolean> {
  const rows = await executor
    .update(apiKeys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function deleteApiKey(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .delete(apiKeys)
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** A key by the hash of its secret, with the state of the administrator it acts as. */
export async function findApiKeyByHash(executor: Executor, secretHash: string) {
  const [row] = await executor
    .select({
      key: apiKeys,
      ownerRole: users.role,
      ownerIsActive: users.isActive,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
}

/**
 * docs/api-keys.md#rate-limit-and-audit: counts one request in the key's current minute and
 * stamps its last use, in one statement; answers the minute's count so far and whether this
 * request opened the minute (then the caller writes the minute's audit row and drops counts
 * older than two days).
 */
export async function countApiKeyUse(
  executor: Executor,
  apiKeyId: string,
): Promise<{ requests: number; isFirstOfMinute: boolean; minute: Date }> {
  const [row] = await selectRows<{ requests: string | number; first: boolean; minute: Date }>(
    executor,
    sql`WITH counted AS (
        INSERT INTO api_key_usage (api_key_id, minute, requests)
        VALUES (${apiKeyId}, date_trunc('minute', now()), 1)
        ON CONFLICT (api_key_id, minute)
          DO UPDATE SET requests = api_key_usage.requests + 1
        RETURNING requests, (xmax = 0) AS first, minute
      ), stamped AS (
        UPDATE api_keys SET last_used_at = now() WHERE id = ${apiKeyId}
      )
      SELECT requests, first, minute FROM counted`,
  );
  return {
    requests: Number(row!.requests),
    isFirstOfMinute: row!.first,
    minute: new Date(row!.minute),
  };
}

export async function pruneApiKeyUsage(executor: Executor, apiKeyId: string): Promise<void> {
  await executor.execute(
    sql`DELETE FROM api_key_usage WHERE api_key_id = ${apiKeyId} AND minute < now() - ${USAGE_KEPT}`,
  );
}
