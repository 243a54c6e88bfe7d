import type { TicketListQuery } from '@atiende/contracts';
import type { Viewer } from './ticket-visibility';

/**
 * Lists with more than COUNT_CAP tickets show "más de 1.000": once a list's count has passed the
 * cap, it is remembered for a while instead of counted again on every page load — the count
 * cost more than the page itself at 1M tickets (docs/performance.md). Only "over the cap" is
 * kept: an exact total is always counted. A list that falls under the cap (a thousand tickets
 * closed within TTL_MS) shows "más de 1.000" until the entry expires.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const overCap = new Map<string, number>();

/** The filters that decide a list's rows, with whose tickets they are (the visibility rule). */
export function countKey(viewer: Viewer, query: TicketListQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const scope = viewer.apiKey?.ownTicketsOnly
    ? `API_KEY:${viewer.apiKey.id}`
    : viewer.role === 'ADMIN'
      ? 'ADMIN'
      : `${viewer.role}:${viewer.userId}:${viewer.customerId ?? ''}:${viewer.departmentIds.join(',')}`;
  return `${scope}|${JSON.stringify(filters)}`;
}

export function isKnownOverCap(key: string): boolean {
  const expiresAt = overCap.get(key);
  if (expiresAt === undefined) return false;
  if (expiresAt > Date.now()) return true;
  overCap.delete(key);
  return false;
}

export function rememberOverCap(key: string): void {
  if (overCap.size >= MAX_ENTRIES) overCap.clear();
  overCap.set(key, Date.now() + TTL_MS);
}

/** Forgets every remembered count (POST /api/health/optimize). */
export function clearOverCapCounts(): void {
  overCap.clear();
}
