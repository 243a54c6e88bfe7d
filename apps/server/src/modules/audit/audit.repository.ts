import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLogFilters } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import { auditLogs, type AuditLogRow, type NewAuditLogRow } from '../../db/schema/index';

/**
 * Counting stops here: past it the list says "more than" (docs/conventions.md#api capped totals).
 */
export const COUNT_CAP = 10_000;
const LIMA_OFFSET = '-05:00'; // America/Lima has no daylight saving time

export async function insertAuditLog(executor: Executor, row: NewAuditLogRow): Promise<string> {
  const [inserted] = await executor.insert(auditLogs).values(row).returning({ id: auditLogs.id });
  return inserted!.id;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The day after a yyyy-mm-dd date, as yyyy-mm-dd (calendar arithmetic in UTC). */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Filters of the list and the export; `from` and `to` are whole Lima days, both inclusive. */
export function filterConditions(filters: AuditLogFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filters.from) {
    conditions.push(gte(auditLogs.createdAt, new Date(`${filters.from}T00:00:00${LIMA_OFFSET}`)));
  }
  if (filters.to) {
    conditions.push(
      lt(auditLogs.createdAt, new Date(`${nextDay(filters.to)}T00:00:00${LIMA_OFFSET}`)),
    );
  }
  if (filters.action) conditions.push(eq(auditLogs.action, filters.action));
  if (filters.entityType) conditions.push(eq(auditLogs.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLogs.entityId, filters.entityId));
  if (filters.actorId) conditions.push(eq(auditLogs.actorId, filters.actorId));
  if (filters.severity) conditions.push(eq(auditLogs.severity, filters.severity));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(auditLogs.message, pattern),
        ilike(auditLogs.action, pattern),
        ilike(auditLogs.entityId, pattern),
        ilike(auditLogs.ip, pattern),
        ilike(auditLogs.requestId, pattern),
      ),
    );
  }
  return and(...conditions);
}

export function findAuditLogs(
  executor: Executor,
  filters: AuditLogFilters,
  page: { limit: number; offset: number },
): Promise<AuditLogRow[]> {
  return executor
    .select()
    .from(auditLogs)
    .where(filterConditions(filters))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Exact up to COUNT_CAP rows, then COUNT_CAP + 1 ("more than"). */
export async function countAuditLogs(executor: Executor, filters: AuditLogFilters) {
  const capped = executor
    .select({ one: sql`1` })
    .from(auditLogs)
    .where(filterConditions(filters))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
}

/**
 * One batch of the export, newest first, after the cursor of the previous batch (keyset
 * paging: rows are written with millisecond timestamps, so the cursor is exact).
 */
export function findAuditLogBatch(
  executor: Executor,
  filters: AuditLogFilters,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<AuditLogRow[]> {
  const cursor = after
    ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return executor
    .select()
    .from(auditLogs)
    .where(and(filterConditions(filters), cursor))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}

/** Retention: removes entries older than the cutoff; returns how many went. */
export async function deleteAuditLogsBefore(executor: Executor, cutoff: Date): Promise<number> {
  const deleted = await executor
    .delete(auditLogs)
    .where(lt(auditLogs.createdAt, cutoff))
    .returning({ id: auditLogs.id });
  return deleted.length;
}
