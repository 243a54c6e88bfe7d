import type { Executor } from '../../db/client';
import { findDepartmentIdsOfStaff } from './departments.repository';

/**
 * The departments a staff member works, read on every ticket request (the visibility rule)
 * and changed rarely: kept per instance for a few seconds, and forgotten at once on every
 * instance when a department or a membership changes (the departments plugin broadcasts the
 * forgetting through the real-time hub, over Redis when configured; docs/realtime.md).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { ids: string[]; expiresAt: number }>();

export async function cachedDepartmentIdsOfStaff(
  executor: Executor,
  userId: string,
): Promise<string[]> {
  const hit = cache.get(userId);
  if (hit && hit.expiresAt > Date.now()) return hit.ids;
  const ids = await findDepartmentIdsOfStaff(executor, userId);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(userId, { ids, expiresAt: Date.now() + TTL_MS });
  return ids;
}

/**
 * Called by the departments plugin on `department.updated`, `user.updated` and `user.deleted`,
 * and by the optimiser (POST /api/health/optimize).
 */
export function forgetStaffDepartments(): void {
  cache.clear();
}
