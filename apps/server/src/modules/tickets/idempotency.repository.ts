import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { findFirstRow } from '../../platform/first-row';

export function findResponse(executor: Executor, scope: string, key: string) {
  return findFirstRow(
    executor,
    idempotencyKeys,
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
  );
}

export async function insertResponse(
  executor: Executor,
  scope: string,
  key: string,
  requestHash: string,
  response: unknown,
): Promise<void> {
  await executor.insert(idempotencyKeys).values({ scope, key, requestHash, response });
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  return code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
}
